import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A drag down on a presented controller dismisses it interactively.
@MainActor
final class InteractiveDismissalTests: PresentationTestCase {
  private struct Scene {
    let log: LifecycleLog
    let a: LoggingController
    let b: LoggingController
  }

  /// A presents B (default style); the presentation has finished.
  private func presentB(modal: Bool = false) -> Scene {
    let log = LifecycleLog()
    let scene = Scene(
      log: log, a: LoggingController("A", log: log), b: LoggingController("B", log: log))
    scene.b.isModalInPresentation = modal
    makeWindow(root: scene.a)
    scene.a.present(scene.b, animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(scene.a.presentedViewController === scene.b)
    scene.log.clear()
    return scene
  }

  /// Moves the pointer from `fromY` to `toY` at x = 240 in `steps` moves, one frame apart.
  private func drag(from fromY: CGFloat, to toY: CGFloat, steps: Int) {
    for step in 1...steps {
      frame()
      send(.moved, 240, fromY + (toY - fromY) * CGFloat(step) / CGFloat(steps))
    }
  }

  func testDragPastHalfWayDismisses() async throws {
    let s = presentB()
    send(.down, 240, 200)
    frame()
    send(.moved, 240, 205)
    XCTAssertFalse(s.b.isBeingDismissed, "not before the pan has moved 10 points")
    frame()
    send(.moved, 240, 212)
    XCTAssertTrue(s.b.isBeingDismissed, "the pan began: an interactive dismissal")
    XCTAssertEqual(s.log.entries, ["B.willDisappear", "A.willAppear"])
    XCTAssertTrue(s.a.view.superview === window, "the presenter is back, under B")
    drag(from: 212, to: 680, steps: 20)
    frame()
    // 480 of 800 points: 60 % down.
    XCTAssertEqual(shownFrame(s.b.view).minY, 480, accuracy: 0.5)
    XCTAssertEqual(shownFrame(s.a.view), Self.windowFrame, "the presenter shows above B")
    XCTAssertTrue(window.subviews.first === s.a.view)
    XCTAssertTrue(s.b.isBeingDismissed)
    frames(30)
    XCTAssertEqual(shownFrame(s.b.view).minY, 480, accuracy: 0.5, "held by the finger")
    send(.up, 240, 680)
    advance(seconds: 1)
    XCTAssertNil(s.a.presentedViewController)
    XCTAssertNil(s.b.presentingViewController)
    XCTAssertNil(s.b.view.superview)
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === s.a.view)
    XCTAssertEqual(
      s.log.entries, ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear"])
  }

  /// The toolkit's own pans on the presented view (a navigation controller's edge pop) leave
  /// the drag down to dismiss it; only an enabled pan of the app's takes it over.
  func testAPresentedNavigationControllerIsStillDraggedDown() async throws {
    let presenter = UIViewController()
    makeWindow(root: presenter)
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.modalPresentationStyle = .fullScreen
    presenter.present(navigation, animated: true)
    advance(seconds: 0.6)
    let ownPan = UIPanGestureRecognizer { _ in }
    ownPan.isEnabled = false
    navigation.view.addGestureRecognizer(ownPan)
    send(.down, 240, 200)
    drag(from: 200, to: 230, steps: 3)
    XCTAssertTrue(navigation.isBeingDismissed, "the edge pop and a disabled pan leave the drag")
    send(.up, 240, 230)
    advance(seconds: 1)
    XCTAssertTrue(presenter.presentedViewController === navigation, "a short drag springs back")
    ownPan.isEnabled = true
    send(.down, 240, 200)
    drag(from: 200, to: 230, steps: 3)
    XCTAssertFalse(navigation.isBeingDismissed, "the app's own pan drives what it wants")
    send(.up, 240, 230)
  }

  func testShortSlowDragSpringsBack() async throws {
    let s = presentB()
    send(.down, 240, 200)
    drag(from: 200, to: 360, steps: 40)  // 160 points (20 %) in 2/3 s: 240 points/s
    XCTAssertTrue(s.b.isBeingDismissed)
    XCTAssertEqual(shownFrame(s.b.view).minY, 160, accuracy: 0.5)
    frames(12)  // hold still for 0.2 s
    send(.up, 240, 360)
    frame()
    XCTAssertGreaterThan(shownFrame(s.b.view).minY, 0, "springs back over time, no jump")
    advance(seconds: 1)
    XCTAssertFalse(s.b.isBeingDismissed)
    XCTAssertNil(window.presentationUnderWay)
    XCTAssertEqual(shownFrame(s.b.view).minY, 0, accuracy: 1e-9)
    XCTAssertEqual(s.b.view.frame, Self.windowFrame)
    XCTAssertTrue(s.a.presentedViewController === s.b)
    XCTAssertTrue(s.b.presentingViewController === s.a)
    XCTAssertNil(s.a.view.superview, "covered again")
    XCTAssertEqual(s.log.only("B."), ["B.willDisappear", "B.willAppear", "B.didAppear"])
    XCTAssertEqual(s.log.only("A."), ["A.willAppear", "A.willDisappear", "A.didDisappear"])

    // B's button still works.
    tap(75, 50)
    XCTAssertTrue(s.log.entries.contains("B.buttonTapped"))
    XCTAssertTrue(s.b.isBeingDismissed)
    advance(seconds: 0.6)
    XCTAssertNil(s.a.presentedViewController)
  }

  func testFlingAtTwentyPercentDismisses() async throws {
    let s = presentB()
    send(.down, 240, 200)
    drag(from: 200, to: 360, steps: 4)  // 160 points in 4 frames: 2400 points/s
    XCTAssertTrue(s.b.isBeingDismissed)
    send(.up, 240, 360)
    advance(seconds: 1)
    XCTAssertNil(s.a.presentedViewController, "a fling finishes whatever the distance")
    XCTAssertNil(s.b.view.superview)
    XCTAssertTrue(window.subviews.first === s.a.view)
  }

  func testSlowReleaseJustBelowHalfWayCancels() async throws {
    let s = presentB()
    send(.down, 240, 200)
    drag(from: 200, to: 580, steps: 60)  // 380 of 800 points: 47.5 %
    frames(12)
    send(.up, 240, 580)
    advance(seconds: 1)
    XCTAssertTrue(s.a.presentedViewController === s.b)
    XCTAssertEqual(s.b.view.frame, Self.windowFrame)
  }

  func testModalInPresentationDisablesTheDrag() async throws {
    let s = presentB(modal: true)
    send(.down, 240, 200)
    drag(from: 200, to: 700, steps: 10)
    XCTAssertFalse(s.b.isBeingDismissed)
    send(.up, 240, 700)
    advance(seconds: 1)
    XCTAssertTrue(s.a.presentedViewController === s.b)
    XCTAssertEqual(shownFrame(s.b.view), Self.windowFrame)
    XCTAssertEqual(s.log.entries, [])
  }

  func testModalInPresentationSetAfterPresentingDisablesTheDrag() async throws {
    let s = presentB()
    s.b.isModalInPresentation = true
    send(.down, 240, 200)
    drag(from: 200, to: 700, steps: 10)
    XCTAssertFalse(s.b.isBeingDismissed)
    send(.up, 240, 700)
    advance(seconds: 1)
    XCTAssertTrue(s.a.presentedViewController === s.b)
    XCTAssertEqual(s.log.entries, [])
  }

  func testTapOnThePresentedViewDoesNotDismiss() async throws {
    let s = presentB()
    tap(240, 400)
    advance(seconds: 1)
    XCTAssertTrue(s.a.presentedViewController === s.b)
    XCTAssertEqual(s.log.entries, [])
  }
}
