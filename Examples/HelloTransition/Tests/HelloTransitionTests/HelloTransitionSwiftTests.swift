import MiniUIKitSnapshotTesting
import Testing

@testable import HelloTransition

/// The first screen and the transition again, with Swift Testing: `@Test` functions on the
/// main actor, synchronous as on iOS.
@MainActor
struct HelloTransitionSwiftTests {

    @Test func theFirstScreen() {
        assertSnapshot(of: ViewController(), as: .image)
    }

    @Test func theDetailGrowsOutOfTheCard() {
        assertSnapshot(of: ViewController(), as: .transition(at: [0, 0.1, 0.2, 0.4]) { $0.showDetail() })
    }

}
