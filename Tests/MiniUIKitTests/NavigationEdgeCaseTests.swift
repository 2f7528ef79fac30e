import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
/// Navigation cases found in review: stack changes that keep or cancel, appearance while the
/// navigation controller itself appears or is covered, flings back, work done off screen.
final class NavigationEdgeCaseTests: PresentationTestCase {
  final class CancelDelegate: UINavigationControllerDelegate {
    let animator: ScriptedAnimator
    var didShowAnimated: [Bool] = []
    init(animator: ScriptedAnimator) { self.animator = animator }
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController, animated: Bool
    ) { didShowAnimated.append(animated) }
  }

  private func stack() -> (LifecycleLog, UINavigationController, LoggingController) {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    makeWindow(root: nav)
    frame()
    log.clear()
    return (log, nav, a)
  }

  // setViewControllers keeping the old top below the new one.
  func testSetKeepingOldTopBelow() async throws {
    let (log, nav, a) = stack()
    let b = LoggingController("B", log: log)
    nav.pushViewController(b, animated: false)
    frame()
    log.clear()
    let c = LoggingController("C", log: log)
    nav.setViewControllers([a, b, c], animated: false)
    XCTAssertTrue(log.entries.contains("B.willDisappear"))
    XCTAssertFalse(log.entries.contains("A.didMove(?)"), "A was already a child")
  }

  // Animated setViewControllers cancelled by the animator.
  func testCancelledAnimatedSetRestoresStack() async throws {
    let (log, nav, a) = stack()
    let animator = ScriptedAnimator(duration: 0.1) { ctx in ctx.completeTransition(false) }
    let d = CancelDelegate(animator: animator)
    nav.delegate = d
    let b = LoggingController("B", log: log)
    nav.setViewControllers([b], animated: true)
    frame()
    XCTAssertEqual(nav.viewControllers.count, 1)
    XCTAssertTrue(nav.topViewController === a)
    XCTAssertNil(b.parent)
  }

  // popToRoot cancelled by the animator loses the middle.
  func testCancelledPopToRootKeepsMiddle() async throws {
    let (log, nav, a) = stack()
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    nav.pushViewController(b, animated: false)
    nav.pushViewController(c, animated: false)
    frame()
    let animator = ScriptedAnimator(duration: 0.1) { ctx in ctx.completeTransition(false) }
    let d = CancelDelegate(animator: animator)
    nav.delegate = d
    log.clear()
    nav.popToViewController(a, animated: true)
    frame()
    XCTAssertEqual(nav.viewControllers.map { $0 as? LoggingController }, [a, b, c])
    XCTAssertTrue(b.parent === nav, "the middle stays a child")
    XCTAssertTrue(c.parent === nav)
    XCTAssertTrue(c.isVisible, "the top is back on screen")
    XCTAssertTrue(c.view.superview != nil)
    XCTAssertFalse(a.isVisible)
    XCTAssertEqual(log.only("B."), ["B.willMove(nil)", "B.didMove(?)"], "B left and came back")
  }

  // Non-animated push while the navigation controller itself is appearing.
  func testPushWhileNavigationControllerAppears() async throws {
    let log = LifecycleLog()
    let root = LoggingController("R", log: log)
    makeWindow(root: root)
    frame()
    let a = LoggingController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    root.present(nav, animated: true)
    frame()
    let b = LoggingController("B", log: log)
    nav.pushViewController(b, animated: false)
    advance(seconds: 1)
    XCTAssertFalse(a.isVisible, "A is covered")
    XCTAssertEqual(
      log.only("B.").filter { $0.contains("Appear") }, ["B.willAppear", "B.didAppear"])
    XCTAssertEqual(log.only("A.").last, "A.didDisappear")
  }

  // Navigation controller covered mid-push: the old top's disappearance never ends.
  func testCoveredDuringPush() async throws {
    let (log, nav, a) = stack()
    let b = LoggingController("B", log: log)
    nav.pushViewController(b, animated: true)
    frames(3)
    nav.present(LoggingController("M", log: log), animated: false)
    advance(seconds: 1)
    XCTAssertFalse(a.isVisible)
  }

  // Off screen, a push must not load the covered controller's view.
  func testOffScreenPushDoesNotLoadViews() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    nav.pushViewController(LoggingController("B", log: log), animated: false)
    XCTAssertFalse(a.isViewLoaded)
  }

  // didShow's animated flag.
  func testDidShowAnimatedFlag() async throws {
    let (log, nav, _) = stack()
    final class D: UINavigationControllerDelegate {
      var flags: [Bool] = []
      func navigationController(
        _ n: UINavigationController, didShow v: UIViewController, animated: Bool
      ) { flags.append(animated) }
    }
    let d = D()
    nav.delegate = d
    nav.pushViewController(LoggingController("B", log: log), animated: false)
    XCTAssertEqual(d.flags, [false])
  }

  // A fling back past half way should cancel.
  func testFlingBackCancels() async throws {
    let (log, nav, _) = stack()
    let b = LoggingController("B", log: log)
    nav.pushViewController(b, animated: false)
    frame()
    send(.down, 4, 400)
    send(.moved, 20, 402)
    frame()
    send(.moved, 400, 402)
    frames(6)
    // Back towards the edge at 2400 points per second, then let go.
    for x in [360, 320, 280] as [CGFloat] {
      send(.moved, x, 402)
      frame()
    }
    send(.up, 280, 402)
    advance(seconds: 1)
    XCTAssertEqual(nav.viewControllers.count, 2, "flung back: cancelled")
  }

  /// An edge pop dragged at `times` (X server seconds) through `xs`, then let go at the last.
  private func edgePop(xs: [CGFloat], times: [TimeInterval]) -> UINavigationController {
    let (log, nav, _) = stack()
    nav.pushViewController(LoggingController("B", log: log), animated: false)
    frame()
    for (index, (x, time)) in zip(xs, times).enumerated() {
      let kind: PointerEvent.Kind = index == 0 ? .down : index == xs.count - 1 ? .up : .moved
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: kind, location: CGPoint(x: x, y: 400), timestamp: time))
    }
    advance(seconds: 1)
    return nav
  }

  /// A slow drag to 40 %, still for a moment, then a 2-point twitch in the last 2 ms: not a
  /// fling (over 2 ms it reads 1000 points a second), so it goes back.
  func testATwitchBeforeTheReleaseIsNotAFling() async throws {
    let slow: [CGFloat] = (0...18).map { CGFloat(4 + 10 * $0) }  // 200 points a second
    let times: [TimeInterval] = (0...18).map { 5 + 0.05 * Double($0) }
    let nav = edgePop(xs: slow + [184, 186, 186], times: times + [5.948, 5.95, 5.95])
    XCTAssertEqual(nav.viewControllers.count, 2, "a twitch does not pop")
  }

  /// A flick with events 30 ms apart, let go at 30 %: a fling, so it pops.
  func testAFlickWithSparseEventsIsAFling() async throws {
    let nav = edgePop(
      xs: [4, 44, 84, 124, 144], times: [5, 5.03, 5.06, 5.09, 5.1])
    XCTAssertEqual(nav.viewControllers.count, 1, "the flick pops")
  }

  // Leaks after an interactive pop and a push.
  func testNoLeaks() async throws {
    weak var weakNav: UINavigationController?
    weak var weakB: UIViewController?
    do {
      let (log, nav, _) = stack()
      weakNav = nav
      let b = LoggingController("B", log: log)
      weakB = b
      nav.pushViewController(b, animated: true)
      advance(seconds: 0.5)
      send(.down, 4, 400)
      send(.moved, 20, 402)
      send(.moved, 300, 402)
      frame()
      send(.up, 300, 402)
      advance(seconds: 1)
      XCTAssertEqual(nav.viewControllers.count, 1)
      window.rootViewController = nil
    }
    advance(seconds: 3)
    XCTAssertNil(weakB, "popped controller freed")
    XCTAssertNil(weakNav, "navigation controller freed")
  }

  // Cancelled push: willMove(nil) before didMove(nil)
  func testCancelledPushParentCalls() async throws {
    let (log, nav, _) = stack()
    let animator = ScriptedAnimator(duration: 0.1) { ctx in ctx.completeTransition(false) }
    let d = CancelDelegate(animator: animator)
    nav.delegate = d
    let b = LoggingController("B", log: log)
    nav.pushViewController(b, animated: true)
    frame()
    XCTAssertEqual(nav.viewControllers.count, 1, "the stack is rolled back")
    XCTAssertNil(b.parent)
    XCTAssertEqual(
      log.only("B.").filter { $0.contains("Move") },
      ["B.willMove(?)", "B.willMove(nil)", "B.didMove(nil)"])
  }
}
