import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The transitioning delegate, the context it hands animators, and the outcome of a transition.
@MainActor
final class TransitionDelegateTests: PresentationTestCase {
  /// An animator that slides the presented view in (or the dismissed one out) over 0.3 s.
  private func slidingAnimator(presenting: Bool) -> ScriptedAnimator {
    ScriptedAnimator(duration: 0.3) { ctx in
      let key: UITransitionContextViewControllerKey = presenting ? .to : .from
      guard let controller = ctx.viewController(forKey: key) else {
        return ctx.completeTransition(false)
      }
      let view: UIView = controller.view
      if presenting {
        ctx.containerView.addSubview(view)
        view.frame = CGRect(x: 480, y: 0, width: 480, height: 800)
      }
      UIView.animate(
        withDuration: 0.3, delay: 0, options: .curveLinear,
        animations: {
          view.frame =
            presenting
            ? ctx.finalFrame(for: controller) : CGRect(x: 480, y: 0, width: 480, height: 800)
        },
        completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
  }

  func testDelegateIsWeakAndAMissingOneMeansTheDefault() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    weak var gone: RecordingDelegate?
    do {
      let delegate = RecordingDelegate()
      delegate.presentationAnimator = slidingAnimator(presenting: true)
      gone = delegate
      b.transitioningDelegate = delegate
    }
    XCTAssertNil(gone, "nobody else owned it")
    XCTAssertNil(b.transitioningDelegate)
    makeWindow(root: a)
    a.present(b, animated: true)
    assertEqual(shownFrame(b.view), CGRect(x: 0, y: 800, width: 480, height: 800))
    advance(toTime: 0.25)
    XCTAssertEqual(
      shownFrame(b.view).minY, 800 * (1 - systemSpring(0.5)), accuracy: 1e-6,
      "the default cover vertical")
  }

  func testAllFourDelegateMethodsAreAskedWithTheRightArguments() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = RecordingDelegate()
    let presenting = slidingAnimator(presenting: true)
    let dismissing = slidingAnimator(presenting: false)
    delegate.presentationAnimator = presenting
    delegate.dismissalAnimator = dismissing
    b.transitioningDelegate = delegate
    makeWindow(root: a)

    a.present(b, animated: true)
    XCTAssertEqual(delegate.calls, ["forPresented", "interactionForPresentation"])
    XCTAssertEqual(delegate.presentedQuestions.count, 1)
    let question = try XCTUnwrap(delegate.presentedQuestions.first)
    XCTAssertTrue(question.presented === b)
    XCTAssertTrue(question.presenting === a)
    XCTAssertTrue(question.source === a)
    XCTAssertTrue(delegate.presentationInteractionQuestions.first === presenting)
    XCTAssertEqual(presenting.contexts.count, 1, "the delegate's animator runs")
    advance(seconds: 0.4)
    XCTAssertEqual(shownFrame(b.view), Self.windowFrame)
    XCTAssertEqual(presenting.endedOutcomes, [true])

    b.dismiss(animated: true)
    XCTAssertEqual(
      delegate.calls,
      ["forPresented", "interactionForPresentation", "forDismissed", "interactionForDismissal"])
    XCTAssertTrue(delegate.dismissedQuestions.first === b)
    XCTAssertTrue(delegate.dismissalInteractionQuestions.first === dismissing)
    XCTAssertEqual(dismissing.contexts.count, 1)
    frames(9)
    XCTAssertEqual(shownFrame(b.view).minX, 480 * 0.5, accuracy: 1e-6, "linear slide, half way")
    advance(seconds: 0.3)
    XCTAssertNil(a.presentedViewController)
    XCTAssertEqual(dismissing.endedOutcomes, [true])
  }

  func testSourceIsTheControllerThatCalledPresent() async throws {
    let log = LifecycleLog()
    let root = LoggingController("Root", log: log)
    let child = LoggingController("Child", log: log)
    let b = LoggingController("B", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let delegate = RecordingDelegate()
    b.transitioningDelegate = delegate
    makeWindow(root: root)
    child.present(b, animated: true)
    let question = try XCTUnwrap(delegate.presentedQuestions.first)
    XCTAssertTrue(question.presenting === root, "the root ancestor presents")
    XCTAssertTrue(question.source === child, "the controller whose present was called")
    XCTAssertTrue(b.presentingViewController === root)
  }

  func testNilAnimatorMeansTheDefault() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = RecordingDelegate()
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    XCTAssertEqual(delegate.calls.first, "forPresented")
    advance(toTime: 0.25)
    XCTAssertEqual(shownFrame(b.view).minY, 800 * (1 - systemSpring(0.5)), accuracy: 1e-6)
    advance(toTime: 0.5)
    XCTAssertFalse(b.isBeingPresented)
    a.dismiss(animated: true)
    XCTAssertTrue(delegate.calls.contains("forDismissed"))
    frames(15)
    XCTAssertEqual(shownFrame(b.view).minY, 800 * systemSpring(0.5), accuracy: 1e-6)
  }

  func testInteractionControllersAreAskedForOnlyWithACustomAnimator() async throws {
    let a = LoggingController("A", log: LifecycleLog())
    let b = LoggingController("B", log: LifecycleLog())
    let delegate = RecordingDelegate()
    delegate.presentationInteraction = UIPercentDrivenInteractiveTransition()
    delegate.dismissalInteraction = UIPercentDrivenInteractiveTransition()
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(toTime: 0.6)
    XCTAssertTrue(delegate.presentationInteractionQuestions.isEmpty)
    XCTAssertTrue(a.presentedViewController === b, "the default animation ran on its own")
    XCTAssertEqual(shownFrame(b.view).minY, 0, accuracy: 1e-6)
    a.dismiss(animated: true)
    advance(toTime: 1.2)
    XCTAssertTrue(delegate.dismissalInteractionQuestions.isEmpty)
    XCTAssertNil(a.presentedViewController, "the default dismissal ran on its own")
  }

  // MARK: Context values

  private struct ContextValues {
    var container: UIView
    var containerSuperview: UIView?
    var from: UIViewController?
    var to: UIViewController?
    var fromView: UIView?
    var toView: UIView?
    var isAnimated: Bool
    var isInteractive: Bool
    var style: UIModalPresentationStyle
    var frames: [String: CGRect]
  }

  /// Presents and dismisses B over A with recording animators; returns what each saw.
  private func contextValues(
    style: UIModalPresentationStyle, animated: Bool
  ) -> (a: UIViewController, b: UIViewController, present: ContextValues, dismiss: ContextValues)? {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    b.modalPresentationStyle = style
    var seen: [ContextValues] = []
    func record(_ ctx: UIViewControllerContextTransitioning) {
      seen.append(
        ContextValues(
          container: ctx.containerView, containerSuperview: ctx.containerView.superview,
          from: ctx.viewController(forKey: .from),
          to: ctx.viewController(forKey: .to), fromView: ctx.view(forKey: .from),
          toView: ctx.view(forKey: .to), isAnimated: ctx.isAnimated,
          isInteractive: ctx.isInteractive, style: ctx.presentationStyle,
          frames: [
            "initialA": ctx.initialFrame(for: a), "finalA": ctx.finalFrame(for: a),
            "initialB": ctx.initialFrame(for: b), "finalB": ctx.finalFrame(for: b),
          ]))
    }
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = ScriptedAnimator(duration: 0.2) { ctx in
      record(ctx)
      if let toView = ctx.view(forKey: .to) {
        ctx.containerView.addSubview(toView)
        toView.frame = ctx.finalFrame(for: b)
      }
      ctx.completeTransition(true)
    }
    delegate.dismissalAnimator = ScriptedAnimator(duration: 0.2) { ctx in
      record(ctx)
      ctx.completeTransition(true)
    }
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: animated)
    frame()
    a.dismiss(animated: animated)
    frame()
    guard seen.count == 2 else {
      XCTFail("expected two transitions, saw \(seen.count)")
      return nil
    }
    return (a, b, seen[0], seen[1])
  }

  func testContextForFullScreen() async throws {
    let result = try XCTUnwrap(contextValues(style: .fullScreen, animated: true))
    let (a, b, present, dismiss) = result
    XCTAssertTrue(present.containerSuperview === window)
    XCTAssertEqual(present.container.frame, Self.windowFrame)
    XCTAssertFalse(present.container === a.view)
    XCTAssertTrue(present.from === a)
    XCTAssertTrue(present.to === b)
    XCTAssertTrue(present.fromView === a.view)
    XCTAssertTrue(present.toView === b.view)
    XCTAssertEqual(present.frames["initialA"], Self.windowFrame)
    XCTAssertEqual(present.frames["finalA"], .zero, "the presenter's view is removed")
    XCTAssertEqual(present.frames["initialB"], .zero)
    XCTAssertEqual(present.frames["finalB"], present.container.bounds)
    XCTAssertTrue(present.isAnimated)
    XCTAssertFalse(present.isInteractive)
    XCTAssertEqual(present.style, .fullScreen)

    XCTAssertTrue(dismiss.container === present.container, "dismissed in the same container")
    XCTAssertTrue(dismiss.from === b)
    XCTAssertTrue(dismiss.to === a)
    XCTAssertTrue(dismiss.fromView === b.view)
    XCTAssertTrue(dismiss.toView === a.view)
    XCTAssertEqual(dismiss.frames["initialB"], Self.windowFrame)
    XCTAssertEqual(dismiss.frames["finalB"], .zero, "the presented view is removed")
    XCTAssertEqual(dismiss.frames["finalA"], Self.windowFrame)
    XCTAssertTrue(dismiss.isAnimated)
    XCTAssertFalse(dismiss.isInteractive)
    XCTAssertEqual(dismiss.style, .fullScreen)
  }

  func testContextForCustom() async throws {
    let result = try XCTUnwrap(contextValues(style: .custom, animated: true))
    let (a, b, present, dismiss) = result
    XCTAssertTrue(present.from === a)
    XCTAssertTrue(present.to === b)
    XCTAssertNil(present.fromView, "a custom presentation leaves the presenter's view alone")
    XCTAssertTrue(present.toView === b.view)
    XCTAssertEqual(present.frames["initialA"], Self.windowFrame)
    XCTAssertEqual(present.frames["finalA"], Self.windowFrame, "unchanged")
    XCTAssertEqual(present.frames["finalB"], Self.windowFrame)
    XCTAssertEqual(present.style, .custom)
    XCTAssertTrue(dismiss.fromView === b.view)
    XCTAssertNil(dismiss.toView)
    XCTAssertEqual(dismiss.style, .custom)
  }

  func testNotAnimatedWithADelegateAnimator() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = slidingAnimator(presenting: true)
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    var presented = 0
    a.present(b, animated: false) { presented += 1 }
    frame()
    XCTAssertEqual(presented, 1)
    XCTAssertTrue(b.view.window === window)
    XCTAssertEqual(shownFrame(b.view), Self.windowFrame, "placed at once, no animation")
    XCTAssertNil(a.view.superview)
  }

  // MARK: Outcome

  func testCompleteTransitionFalseRestoresEverything() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    var order: [String] = []
    var linksAtEnd: Bool?
    let animator = ScriptedAnimator(duration: 0.3) { ctx in
      let toView = ctx.view(forKey: .to)!
      ctx.containerView.addSubview(toView)
      UIView.animate(
        withDuration: 0.3, animations: { toView.alpha = 0.5 },
        completion: { _ in
          order.append("completeTransition")
          ctx.completeTransition(false)
          order.append("returned")
        })
    }
    animator.onEnded = { outcome in
      order.append("animationEnded(\(outcome))")
      linksAtEnd = b.presentingViewController != nil
    }
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = animator
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    log.clear()
    var presented = 0
    a.present(b, animated: true) { presented += 1 }
    advance(seconds: 0.5)
    XCTAssertEqual(order, ["completeTransition", "animationEnded(false)", "returned"])
    XCTAssertEqual(linksAtEnd, false, "the hierarchy is restored before animationEnded")
    XCTAssertEqual(presented, 0)
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.presentingViewController)
    XCTAssertNil(b.view.superview)
    XCTAssertEqual(window.subviews.count, 1, "the container is gone")
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertTrue(a.isVisible)
    XCTAssertFalse(b.isVisible)
    XCTAssertNil(window.presentationUnderWay)
    XCTAssertEqual(
      log.only("B."), ["B.viewDidLoad", "B.willAppear", "B.willDisappear", "B.didDisappear"])
    XCTAssertEqual(log.only("A."), ["A.willDisappear", "A.willAppear", "A.didAppear"])

    // It can be presented again.
    b.transitioningDelegate = nil
    a.present(b, animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertTrue(b.view.window === window)
  }

  func testAnimationEndedAfterSuccessfulCompletion() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    var linksAtEnd: Bool?
    var completionRan = false
    var completionBeforeEnded: Bool?
    let animator = slidingAnimator(presenting: true)
    animator.onEnded = { _ in
      linksAtEnd = b.presentingViewController === a && a.view.superview == nil
      completionBeforeEnded = completionRan
    }
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = animator
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true) { completionRan = true }
    advance(seconds: 0.4)
    XCTAssertEqual(animator.endedOutcomes, [true])
    XCTAssertEqual(linksAtEnd, true, "the hierarchy is final when animationEnded runs")
    XCTAssertEqual(completionBeforeEnded, false, "the completion handler runs last")
    XCTAssertTrue(completionRan)
  }

  func testFailedDismissalKeepsThePresentation() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let animator = ScriptedAnimator(duration: 0.2) { ctx in ctx.completeTransition(false) }
    let delegate = RecordingDelegate()
    delegate.dismissalAnimator = animator
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    var dismissed = 0
    b.dismiss(animated: true) { dismissed += 1 }
    frame()
    XCTAssertEqual(animator.endedOutcomes, [false])
    XCTAssertEqual(dismissed, 0)
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertTrue(b.presentingViewController === a)
    XCTAssertNil(a.view.superview, "the full-screen presenter is covered again")
    XCTAssertTrue(b.view.window === window)
    XCTAssertEqual(window.subviews.count, 1)

    b.transitioningDelegate = nil
    b.dismiss(animated: true)
    advance(seconds: 0.6)
    XCTAssertNil(a.presentedViewController)
  }

  func testDismissalAnimatorThatMovesThePresenterIntoTheContainer() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    // As many UIKit animators do: put the "to" view in the container, under the "from" view.
    let animator = ScriptedAnimator(duration: 0.2) { ctx in
      let fromView = ctx.view(forKey: .from)!
      if let toView = ctx.view(forKey: .to) { ctx.containerView.insertSubview(toView, at: 0) }
      UIView.animate(
        withDuration: 0.2, animations: { fromView.alpha = 0 },
        completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
    let delegate = RecordingDelegate()
    delegate.dismissalAnimator = animator
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    b.dismiss(animated: true)
    advance(seconds: 0.4)
    XCTAssertNil(a.presentedViewController)
    XCTAssertTrue(a.view.superview === window, "the presenter's view is back in the window")
    XCTAssertEqual(a.view.frame, Self.windowFrame)
  }
}
