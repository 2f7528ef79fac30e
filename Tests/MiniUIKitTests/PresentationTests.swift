import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// present(_:animated:completion:) and dismiss(animated:completion:): links, hierarchy,
/// completion handlers and the default cover-vertical animation.
@MainActor
final class PresentationTests: PresentationTestCase {
  func testLinksAreSetAtStartAndClearedAfterDismissal() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    XCTAssertTrue(a.presentedViewController === b, "set when the transition starts")
    XCTAssertTrue(b.presentingViewController === a)
    XCTAssertTrue(b.isBeingPresented)
    advance(seconds: 0.6)
    XCTAssertFalse(b.isBeingPresented)
    XCTAssertTrue(a.presentedViewController === b)

    a.dismiss(animated: true)
    XCTAssertTrue(b.isBeingDismissed)
    XCTAssertTrue(a.presentedViewController === b, "kept while the dismissal runs")
    XCTAssertTrue(b.presentingViewController === a)
    advance(seconds: 0.6)
    XCTAssertFalse(b.isBeingDismissed)
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.presentingViewController)
  }

  func testPresentedControllerDismissesItself() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    var done = 0
    b.dismiss(animated: true) { done += 1 }
    advance(seconds: 0.6)
    XCTAssertEqual(done, 1)
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.view.window)
  }

  func testFullScreenPresenterLeavesTheWindowAndComesBack() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    XCTAssertTrue(a.view.superview === window, "still shown while B slides over it")
    XCTAssertEqual(window.subviews.count, 2)
    XCTAssertTrue(window.subviews.first === a.view, "below the transition's container")
    XCTAssertTrue(b.view.superview === window.subviews.last)
    advance(seconds: 0.6)
    XCTAssertNil(a.view.superview, "a full-screen presenter's view leaves after the transition")
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(b.view.window === window)
    XCTAssertEqual(b.view.frame, Self.windowFrame)

    a.dismiss(animated: true)
    XCTAssertTrue(a.view.superview === window, "back under B when the dismissal starts")
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertEqual(a.view.frame, Self.windowFrame)
    advance(seconds: 0.6)
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertNil(b.view.superview)
  }

  func testCustomPresenterStaysInTheWindow() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    b.modalPresentationStyle = .custom
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(a.view.superview === window)
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertTrue(b.view.window === window)
    a.dismiss(animated: true)
    advance(seconds: 0.6)
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === a.view)
  }

  func testStackOfTwoAndDismissingFromTheRoot() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    b.present(c, animated: true)
    XCTAssertTrue(b.presentedViewController === c)
    XCTAssertTrue(c.presentingViewController === b)
    advance(seconds: 0.6)
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertTrue(c.view.window === window)
    XCTAssertNil(b.view.window, "B is covered by C (full screen)")
    XCTAssertTrue(window.topViewController === c)

    var done = 0
    a.dismiss(animated: true) { done += 1 }
    advance(seconds: 0.6)
    XCTAssertEqual(done, 1)
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.presentedViewController)
    XCTAssertNil(b.presentingViewController)
    XCTAssertNil(c.presentingViewController)
    XCTAssertNil(b.view.window)
    XCTAssertNil(c.view.window)
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertTrue(window.topViewController === a)
    XCTAssertNil(window.presentationUnderWay)
  }

  func testDismissOnTheMiddleControllerDismissesOnlyTheTop() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    b.present(c, animated: true)
    advance(seconds: 0.6)
    b.dismiss(animated: true)
    advance(seconds: 0.6)
    XCTAssertNil(b.presentedViewController)
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertTrue(b.view.window === window)
    XCTAssertNil(c.view.window)
  }

  func testNonAnimatedPresentationIsFinalAfterOneFrame() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    var presented = 0
    a.present(b, animated: false) { presented += 1 }
    frame()
    XCTAssertEqual(presented, 1)
    XCTAssertNil(window.presentationUnderWay)
    XCTAssertTrue(b.view.window === window)
    XCTAssertNil(a.view.superview)
    XCTAssertEqual(shownFrame(b.view), Self.windowFrame, "no animation")
    XCTAssertEqual(b.view.frame, Self.windowFrame)

    var dismissed = 0
    a.dismiss(animated: false) { dismissed += 1 }
    frame()
    XCTAssertEqual(dismissed, 1)
    XCTAssertNil(a.presentedViewController)
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertNil(b.view.superview)
  }

  func testCompletionRunsOnlyAfterCompleteTransition() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    var context: UIViewControllerContextTransitioning?
    let animator = ScriptedAnimator(duration: 1) { ctx in
      ctx.containerView.addSubview(ctx.view(forKey: .to)!)
      context = ctx
    }
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = animator
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    var presented = 0
    a.present(b, animated: true) { presented += 1 }
    advance(seconds: 0.8)
    XCTAssertEqual(presented, 0)
    XCTAssertTrue(b.isBeingPresented)
    context?.completeTransition(true)
    XCTAssertEqual(presented, 1)
    context?.completeTransition(true)
    XCTAssertEqual(presented, 1, "a second completeTransition is ignored")
  }

  func testCompletionDoesNotRunWhenTheTransitionFails() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let animator = ScriptedAnimator(duration: 0.2) { ctx in ctx.completeTransition(false) }
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = animator
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    var presented = 0
    a.present(b, animated: true) { presented += 1 }
    advance(seconds: 3)
    XCTAssertEqual(presented, 0)
    XCTAssertNil(a.presentedViewController)
  }

  // MARK: Default animation

  func testDefaultPresentationSlidesUpOnUIKitsSpring() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    XCTAssertEqual(b.view.frame, Self.windowFrame, "the model is final at once")
    assertEqual(shownFrame(b.view), CGRect(x: 0, y: 800, width: 480, height: 800))
    for (frameCount, time) in [(8, 8.0 / 60), (15, 0.25), (23, 23.0 / 60)] {
      advance(toTime: time)
      XCTAssertEqual(Int((now * 60).rounded()), frameCount)
      let expectedY = 800 * (1 - systemSpring(time / 0.5))
      assertEqual(
        shownFrame(b.view), CGRect(x: 0, y: expectedY, width: 480, height: 800), accuracy: 1e-6,
        "at \(time) s")
    }
    advance(toTime: 0.5)
    assertEqual(shownFrame(b.view), Self.windowFrame)
    XCTAssertFalse(b.isBeingPresented)
  }

  /// Fast start, soft finish: past 90 % at half time, not half way as ease-in-out.
  func testDefaultPresentationIsNearlyThereAtHalfTime() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(toTime: 0.25)
    XCTAssertLessThan(shownFrame(b.view).minY, 80, "more than 90 % of the way up")
    XCTAssertGreaterThan(shownFrame(b.view).minY, 1, "still moving")
  }

  func testDefaultDismissalSlidesDown() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(toTime: 0.5)
    let start = now
    a.dismiss(animated: true)
    assertEqual(shownFrame(b.view), Self.windowFrame)
    frames(6)
    XCTAssertEqual(
      shownFrame(b.view).minY, 800 * systemSpring((now - start) / 0.5), accuracy: 1e-6)
    frames(9)
    XCTAssertEqual(shownFrame(b.view).minY, 800 * systemSpring(0.5), accuracy: 1e-6)
    frames(14)
    XCTAssertTrue(b.isBeingDismissed)
    XCTAssertEqual(
      shownFrame(b.view).minY, 800 * systemSpring(29.0 / 30), accuracy: 1e-6)
    frame()
    XCTAssertFalse(b.isBeingDismissed)
    XCTAssertNil(b.view.superview)
  }
}
