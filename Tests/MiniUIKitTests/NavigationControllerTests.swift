import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UINavigationController: the stack, the standard slide, UIKit's appearance order for pushes
/// and pops (also cancelled ones), the delegate, the back button, Esc and the edge drag.
@MainActor
final class NavigationControllerTests: PresentationTestCase {
  /// The content area below the 44-point bar, in content coordinates.
  private static let content = CGRect(x: 0, y: 0, width: 480, height: 756)

  private struct Stack {
    let log: LifecycleLog
    let navigation: UINavigationController
    let a: LoggingController
  }

  private func makeStack() -> Stack {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let navigation = UINavigationController(rootViewController: a)
    makeWindow(root: navigation)
    frame()
    log.clear()
    return Stack(log: log, navigation: navigation, a: a)
  }

  func testPushSlidesInAndCallsAppearanceInUIKitsOrder() async throws {
    let s = makeStack()
    let b = LoggingController("B", log: s.log)
    b.title = "B"
    s.navigation.pushViewController(b, animated: true)
    XCTAssertTrue(s.navigation.topViewController === b)
    XCTAssertTrue(b.navigationController === s.navigation)
    XCTAssertEqual(
      s.log.entries, ["B.willMove(?)", "B.viewDidLoad", "A.willDisappear", "B.willAppear"])
    // A third of 0.35 s (7 frames), on UIKit's spring. B comes from the right, A moves 30%
    // left.
    frames(7)
    let third = systemSpring(1.0 / 3, duration: 0.35)
    assertEqual(shownFrame(b.view), Self.content.offsetBy(dx: 480 * (1 - third), dy: 0))
    assertEqual(shownFrame(s.a.view), Self.content.offsetBy(dx: -480 * 0.3 * third, dy: 0))
    advance(seconds: 0.25)
    XCTAssertEqual(
      s.log.entries,
      [
        "B.willMove(?)", "B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear",
        "B.didAppear", "B.didMove(?)",
      ])
    XCTAssertNil(s.a.view.superview, "the covered controller's view leaves")
    assertEqual(b.view.frame, Self.content)
    XCTAssertEqual(s.navigation.navigationBar.titleLabel.text, "B")
    XCTAssertFalse(s.navigation.navigationBar.backButton.isHidden)
  }

  func testPopReturnsTheControllerAndReversesTheAppearance() async throws {
    let s = makeStack()
    let b = LoggingController("B", log: s.log)
    s.navigation.pushViewController(b, animated: false)
    frame()
    s.log.clear()
    let popped = s.navigation.popViewController(animated: true)
    XCTAssertTrue(popped === b)
    // As UIKit: the popped controller hears willMove(nil) as the pop begins.
    XCTAssertEqual(s.log.entries, ["B.willMove(nil)", "B.willDisappear", "A.willAppear"])
    advance(seconds: 0.4)
    XCTAssertEqual(
      s.log.entries,
      [
        "B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
        "B.didMove(nil)",
      ])
    XCTAssertNil(b.parent)
    XCTAssertNil(b.view.superview)
    XCTAssertEqual(s.navigation.viewControllers.count, 1)
    XCTAssertTrue(s.navigation.navigationBar.backButton.isHidden, "no back button on the root")
    XCTAssertNil(s.navigation.popViewController(animated: true), "the root stays")
  }

  func testPopToRootRemovesTheMiddleAtOnce() async throws {
    let s = makeStack()
    let b = LoggingController("B", log: s.log)
    let c = LoggingController("C", log: s.log)
    s.navigation.pushViewController(b, animated: false)
    s.navigation.pushViewController(c, animated: false)
    let popped = try XCTUnwrap(s.navigation.popToRootViewController(animated: true))
    XCTAssertTrue(popped.count == 2 && popped[0] === b && popped[1] === c)
    XCTAssertTrue(s.navigation.topViewController === s.a, "the stack shows the target at once")
    advance(seconds: 0.4)
    XCTAssertNil(b.parent, "the middle one has gone with the top")
    XCTAssertEqual(s.navigation.viewControllers.count, 1)
    XCTAssertTrue(s.navigation.topViewController === s.a)
    XCTAssertTrue(s.a.view.superview != nil)
  }

  func testAPushDuringATransitionIsDropped() async throws {
    let s = makeStack()
    let b = LoggingController("B", log: s.log)
    let c = LoggingController("C", log: s.log)
    s.navigation.pushViewController(b, animated: true)
    s.navigation.pushViewController(c, animated: true)
    XCTAssertEqual(s.navigation.viewControllers.count, 2)
    XCTAssertNil(c.parent)
    advance(seconds: 0.4)
    s.navigation.pushViewController(c, animated: true)
    XCTAssertEqual(s.navigation.viewControllers.count, 3, "afterwards it works")
  }

  func testBackButtonEscapeAndTitles() async throws {
    let s = makeStack()
    s.a.title = "Root"
    let b = LoggingController("B", log: s.log)
    b.title = "Second"
    s.navigation.pushViewController(b, animated: false)
    frame()
    let bar = s.navigation.navigationBar
    XCTAssertEqual(bar.titleLabel.text, "Second")
    XCTAssertEqual(bar.backButton.currentTitle, "Root")
    b.title = "Renamed"
    XCTAssertEqual(bar.titleLabel.text, "Renamed", "a title change shows at once")
    tap(30, 22)
    advance(seconds: 0.4)
    XCTAssertEqual(s.navigation.viewControllers.count, 1, "the back button pops")
    s.navigation.pushViewController(b, animated: false)
    UIApplication.shared.sendKey(UIKey(.escape))
    advance(seconds: 0.4)
    XCTAssertEqual(s.navigation.viewControllers.count, 1, "Esc pops")
  }

  /// A delegate's animator and interaction controller are used; will/didShow are told.
  func testDelegateAnimatorAndShowCalls() async throws {
    final class Delegate: UINavigationControllerDelegate {
      var calls: [String] = []
      let animator: ScriptedAnimator
      init(animator: ScriptedAnimator) { self.animator = animator }
      func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
      ) { calls.append("willShow") }
      func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
      ) { calls.append("didShow") }
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        calls.append(operation == .push ? "animator(push)" : "animator(pop)")
        return animator
      }
    }
    let s = makeStack()
    let animator = ScriptedAnimator(duration: 0.2) { context in
      let toView = try? XCTUnwrap(context.view(forKey: .to))
      if let toView { context.containerView.addSubview(toView) }
      toView?.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
      XCTAssertEqual(context.presentationStyle, .none)
      UIView.animate(withDuration: 0.2, animations: { toView?.alpha = 1 }) { _ in
        context.completeTransition(true)
      }
    }
    let delegate = Delegate(animator: animator)
    s.navigation.delegate = delegate
    s.navigation.pushViewController(LoggingController("B", log: s.log), animated: true)
    advance(seconds: 0.3)
    XCTAssertEqual(delegate.calls, ["animator(push)", "willShow", "didShow"])
    XCTAssertEqual(animator.contexts.count, 1)
    XCTAssertEqual(animator.endedOutcomes, [true])
  }

  func testEdgeDragPopsInteractively() async throws {
    let s = makeStack()
    let b = LoggingController("B", log: s.log)
    s.navigation.pushViewController(b, animated: false)
    frame()
    s.log.clear()
    send(.down, 4, 400)
    send(.moved, 20, 402)
    frame()
    XCTAssertEqual(
      s.log.entries, ["B.willMove(nil)", "B.willDisappear", "A.willAppear"], "the pop began")
    send(.moved, 292, 402)  // 60% of 480
    frame()
    XCTAssertEqual(shownFrame(b.view).minX, 288, accuracy: 1e-6, "follows the finger")
    advance(seconds: 0.5)
    send(.up, 292, 402)
    advance(seconds: 0.6)
    XCTAssertEqual(s.navigation.viewControllers.count, 1, "past half way: popped")
    XCTAssertTrue(s.log.entries.contains("A.didAppear"))
  }

  func testSlowShortEdgeDragSpringsBackAsACancelledPop() async throws {
    let s = makeStack()
    let b = LoggingController("B", log: s.log)
    s.navigation.pushViewController(b, animated: false)
    frame()
    s.log.clear()
    send(.down, 4, 400)
    send(.moved, 20, 402)
    send(.moved, 100, 402)
    advance(seconds: 0.5)
    send(.up, 100, 402)
    advance(seconds: 0.8)
    XCTAssertEqual(s.navigation.viewControllers.count, 2, "still there")
    XCTAssertEqual(
      s.log.entries,
      [
        "B.willMove(nil)", "B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear",
        "B.willAppear", "B.didAppear", "B.didMove(?)",
      ])
    assertEqual(shownFrame(b.view), Self.content)
    XCTAssertNil(s.a.view.superview)
  }

  func testADragAwayFromTheEdgeDoesNotPop() async throws {
    let s = makeStack()
    s.navigation.pushViewController(LoggingController("B", log: s.log), animated: false)
    frame()
    send(.down, 200, 400)
    send(.moved, 400, 402)
    send(.up, 400, 402)
    advance(seconds: 0.5)
    XCTAssertEqual(s.navigation.viewControllers.count, 2)
  }

  func testOffScreenPushesChangeTheStackWithoutAnimation() async throws {
    let log = LifecycleLog()
    let navigation = UINavigationController(rootViewController: LoggingController("A", log: log))
    let b = LoggingController("B", log: log)
    navigation.pushViewController(b, animated: true)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertTrue(b.parent === navigation)
    XCTAssertFalse(log.entries.contains("B.willAppear"), "not on screen: no appearance")
  }
}
