import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A finger that holds an interactive transition holds it, even dragged past the end.
@MainActor
final class HeldTransitionTests: PresentationTestCase {
  func testAnEdgePopDraggedPastTheWindowWaitsForTheRelease() async throws {
    let root = UIViewController()
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    makeWindow(root: navigation)
    navigation.pushViewController(top, animated: false)
    frame()
    send(.down, 4, 400)
    send(.moved, 20, 400)
    send(.moved, 700, 400)  // Past the window's right edge: 100 % and more.
    advance(seconds: 1)
    XCTAssertNotNil(top.transitionCoordinator, "still held: not completed under the finger")
    XCTAssertTrue(top.view.superview != nil)
    send(.moved, 100, 400)
    advance(seconds: 0.5)
    send(.up, 100, 400)
    advance(seconds: 1)
    XCTAssertTrue(navigation.topViewController === top, "let go at 20 %: cancelled")
    XCTAssertNil(top.transitionCoordinator)
    // The next click works: the back button pops.
    tap(40, 22)
    advance(seconds: 1)
    XCTAssertTrue(navigation.topViewController === root)
  }
}
