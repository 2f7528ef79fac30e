import MiniUIKit
import MiniUIKitSnapshotTesting
import XCTest

@testable import HelloTransition

/// The app's screens and its transition, as pictures: a still of the first screen, a
/// filmstrip and a GIF of the detail growing out of the card. They run with or without a
/// DISPLAY (without one, an Xvfb of their own), on a virtual clock.
@MainActor
final class HelloTransitionTests: XCTestCase {

    func testTheFirstScreen() async {
        assertSnapshot(of: ViewController(), as: .image)
    }

    func testTheDetailGrowsOutOfTheCard() async {
        assertSnapshot(of: ViewController(), as: .transition(at: [0, 0.1, 0.2, 0.4]) { $0.showDetail() })
    }

    func testTheDetailGrowsOutOfTheCardAsAGIF() async {
        assertSnapshot(
            of: ViewController(), as: .gif(at: [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6]) { $0.showDetail() })
    }

}
