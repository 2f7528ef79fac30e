import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UITabBarController: the tabs and the bar, selecting by the bar (asking and telling the
/// delegate) and by index, at once without an animator, through the transition machinery
/// with one, interactively, and cancelled.
@MainActor
final class TabBarControllerTests: PresentationTestCase {
  /// The content above the 49-point bar.
  private static let content = CGRect(x: 0, y: 0, width: 480, height: 751)

  private struct Tabs {
    let log: LifecycleLog
    let controller: UITabBarController
    let a: LoggingController
    let b: LoggingController
    let c: LoggingController
  }

  private func makeTabs(delegate: UITabBarControllerDelegate? = nil) -> Tabs {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    for (controller, title) in [(a, "One"), (b, "Two"), (c, "Three")] { controller.title = title }
    let tabs = UITabBarController()
    tabs.delegate = delegate
    tabs.viewControllers = [a, b, c]
    makeWindow(root: tabs)
    frame()
    log.clear()
    return Tabs(log: log, controller: tabs, a: a, b: b, c: c)
  }

  /// A tap on the bar's item `index` (three items, 160 points each).
  private func tapItem(_ index: Int) { tap(CGFloat(80 + 160 * index), 775) }

  func testTheFirstTabShowsAboveTheBarWhichListsEveryTab() async throws {
    let t = makeTabs()
    XCTAssertEqual(t.controller.selectedIndex, 0)
    XCTAssertTrue(t.controller.selectedViewController === t.a)
    XCTAssertTrue(t.a.tabBarController === t.controller)
    assertEqual(t.a.view.frame, Self.content)
    XCTAssertTrue(t.a.isViewLoaded && t.a.view.window != nil)
    XCTAssertFalse(t.b.isViewLoaded, "a tab's view loads when it is first shown")
    XCTAssertEqual(t.controller.tabBar.items?.compactMap(\.title), ["One", "Two", "Three"])
    XCTAssertTrue(t.controller.tabBar.selectedItem === t.a.tabBarItem)
    assertEqual(t.controller.tabBar.frame, CGRect(x: 0, y: 751, width: 480, height: 49))
    t.b.title = "Deux"
    XCTAssertEqual(t.b.tabBarItem.title, "Deux", "the item follows the title")
  }

  func testWithoutAnAnimatorATabShowsAtOnceWithTheAppearanceCalls() async throws {
    let t = makeTabs()
    t.controller.selectedIndex = 1
    XCTAssertEqual(
      t.log.entries,
      ["B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    XCTAssertEqual(t.b.animatedFlags, [false, false])
    XCTAssertNil(t.a.view.superview)
    assertEqual(t.b.view.frame, Self.content)
    XCTAssertTrue(t.controller.tabBar.selectedItem === t.b.tabBarItem)
  }

  func testTheBarAsksTheDelegateAndTellsItButAnIndexDoesNot() async throws {
    let delegate = RecordingTabDelegate()
    let t = makeTabs(delegate: delegate)
    delegate.refused = [ObjectIdentifier(t.c)]
    tapItem(2)
    XCTAssertEqual(t.controller.selectedIndex, 0, "refused")
    tapItem(1)
    XCTAssertEqual(t.controller.selectedIndex, 1)
    XCTAssertEqual(delegate.calls, ["shouldSelect C", "shouldSelect B", "didSelect B"])
    t.controller.selectedIndex = 0
    XCTAssertEqual(delegate.calls.count, 3, "a change made in code asks no one")
  }

  func testADelegatesAnimatorRunsLikeAPush() async throws {
    let delegate = RecordingTabDelegate()
    delegate.animator = SlideLeftAnimator()
    let t = makeTabs(delegate: delegate)
    tapItem(1)
    XCTAssertTrue(t.controller.selectedViewController === t.b, "selected at once")
    XCTAssertNotNil(t.controller.transitionCoordinator)
    XCTAssertEqual(t.log.entries, ["B.viewDidLoad", "A.willDisappear", "B.willAppear"])
    frames(15)
    assertEqual(shownFrame(t.b.view), Self.content.offsetBy(dx: 240, dy: 0), "half way")
    assertEqual(shownFrame(t.a.view), Self.content.offsetBy(dx: -240, dy: 0))
    tapItem(2)
    XCTAssertTrue(t.controller.selectedViewController === t.b, "the bar waits for the slide")
    advance(seconds: 0.3)
    XCTAssertEqual(
      t.log.entries,
      ["B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    XCTAssertEqual(t.b.animatedFlags, [true, true])
    XCTAssertNil(t.a.view.superview)
    XCTAssertNil(t.controller.transitionCoordinator)
  }

  func testACancelledInteractiveChangeGoesBackToTheTabItLeft() async throws {
    let delegate = RecordingTabDelegate()
    delegate.animator = SlideLeftAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    let t = makeTabs(delegate: delegate)
    t.controller.selectedIndex = 1
    interaction.update(0.25)
    frame()
    assertEqual(shownFrame(t.b.view), Self.content.offsetBy(dx: 360, dy: 0), "with the finger")
    interaction.cancel()
    advance(seconds: 0.5)
    XCTAssertTrue(t.controller.selectedViewController === t.a)
    XCTAssertTrue(t.controller.tabBar.selectedItem === t.a.tabBarItem)
    XCTAssertNil(t.b.view.superview)
    assertEqual(t.a.view.frame, Self.content)
    XCTAssertEqual(
      t.log.entries,
      [
        "B.viewDidLoad", "A.willDisappear", "B.willAppear", "B.willDisappear", "B.didDisappear",
        "A.willAppear", "A.didAppear",
      ])
  }

  func testNewTabsKeepTheOneShownOrShowTheFirst() async throws {
    let t = makeTabs()
    let d = LoggingController("D", log: t.log)
    t.controller.viewControllers = [d, t.a]
    XCTAssertTrue(t.controller.selectedViewController === t.a, "still there: still shown")
    XCTAssertNil(t.b.parent)
    t.controller.setViewControllers([t.c, d], animated: false)
    XCTAssertTrue(t.controller.selectedViewController === t.c)
    XCTAssertTrue(t.c.view.superview === t.controller.contentView)
    XCTAssertNil(t.a.view.superview)
    t.controller.selectedIndex = 7
    XCTAssertTrue(t.controller.selectedViewController === t.c, "no such tab: nothing changes")
  }
}

/// Records what a tab bar controller asks, refuses some tabs, and hands out an animator.
@MainActor
private final class RecordingTabDelegate: UITabBarControllerDelegate {
  var calls: [String] = []
  var refused: Set<ObjectIdentifier> = []
  var animator: UIViewControllerAnimatedTransitioning?
  var interaction: UIViewControllerInteractiveTransitioning?

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    calls.append("shouldSelect \((viewController as? LoggingController)?.name ?? "?")")
    return !refused.contains(ObjectIdentifier(viewController))
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    calls.append("didSelect \((viewController as? LoggingController)?.name ?? "?")")
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { animator }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// Half a second, linear: the new tab from the right, the old one out to the left.
@MainActor
private final class SlideLeftAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let from = transitionContext.view(forKey: .from)!
    let to = transitionContext.view(forKey: .to)!
    let bounds = transitionContext.containerView.bounds
    transitionContext.containerView.addSubview(to)
    to.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
    UIView.animate(
      withDuration: 0.5, delay: 0, options: .curveLinear,
      animations: {
        to.frame = bounds
        from.frame = bounds.offsetBy(dx: -bounds.width, dy: 0)
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
