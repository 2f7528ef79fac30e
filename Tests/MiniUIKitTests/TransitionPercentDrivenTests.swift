import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UIPercentDrivenInteractiveTransition driving a plain `UIView.animate` animator and one
/// that vends an interruptible property animator.
@MainActor
final class TransitionPercentDrivenTests: PresentationTestCase {
  private static let below = CGRect(x: 0, y: 800, width: 480, height: 800)

  /// Slides the presented view up from below the screen over 1 s with `options`' curve.
  private func plainAnimator(_ options: UIView.AnimationOptions) -> ScriptedAnimator {
    ScriptedAnimator(duration: 1) { ctx in
      let toView = ctx.view(forKey: .to)!
      ctx.containerView.addSubview(toView)
      toView.frame = Self.below
      UIView.animate(
        withDuration: 1, delay: 0, options: options,
        animations: { toView.frame = Self.windowFrame },
        completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
  }

  /// Vends a linear property animator for the interaction to scrub.
  private final class InterruptibleAnimator: UIViewControllerAnimatedTransitioning {
    private(set) var propertyAnimator: UIViewPropertyAnimator?
    private(set) var completedAt: [UIViewAnimatingPosition] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
      -> UIViewImplicitlyAnimating
    {
      if let propertyAnimator { return propertyAnimator }
      let toView = transitionContext.view(forKey: .to)!
      transitionContext.containerView.addSubview(toView)
      toView.frame = CGRect(x: 0, y: 800, width: 480, height: 800)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        toView.frame = CGRect(x: 0, y: 0, width: 480, height: 800)
      }
      animator.addCompletion { [weak self] position in
        self?.completedAt.append(position)
        transitionContext.completeTransition(position == .end)
      }
      propertyAnimator = animator
      return animator
    }
  }

  private struct Setup {
    let a: LoggingController
    let b: LoggingController
    let delegate: RecordingDelegate
    let interaction: UIPercentDrivenInteractiveTransition
  }

  private func presentInteractively(
    with animator: UIViewControllerAnimatedTransitioning, completion: @escaping () -> Void = {}
  ) -> Setup {
    let log = LifecycleLog()
    let setup = Setup(
      a: LoggingController("A", log: log), b: LoggingController("B", log: log),
      delegate: RecordingDelegate(), interaction: UIPercentDrivenInteractiveTransition())
    setup.delegate.presentationAnimator = animator
    setup.delegate.presentationInteraction = setup.interaction
    setup.b.transitioningDelegate = setup.delegate
    makeWindow(root: setup.a)
    setup.a.present(setup.b, animated: true, completion: completion)
    return setup
  }

  func testUpdateHoldsALinearAnimationAtThatShareOfTheDistance() async throws {
    let animator = plainAnimator(.curveLinear)
    let s = presentInteractively(with: animator)
    let context = try XCTUnwrap(animator.contexts.first)
    XCTAssertTrue(context.isInteractive)
    XCTAssertEqual(shownFrame(s.b.view).minY, 800, accuracy: 1e-9)
    s.interaction.update(0.3)
    frame()
    XCTAssertEqual(s.interaction.percentComplete, 0.3)
    XCTAssertEqual(shownFrame(s.b.view).minY, 800 * 0.7, accuracy: 1e-9)
    frames(30)
    XCTAssertEqual(shownFrame(s.b.view).minY, 560, accuracy: 1e-9, "held while interactive")
    XCTAssertTrue(s.b.isBeingPresented)
    s.interaction.update(0.5)
    XCTAssertEqual(shownFrame(s.b.view).minY, 400, accuracy: 1e-9)
    s.interaction.update(0.3)
    XCTAssertEqual(shownFrame(s.b.view).minY, 560, accuracy: 1e-9, "scrubs back too")
  }

  func testUpdateIsAShareOfTimeOnAnEasedCurve() async throws {
    let animator = plainAnimator(.curveEaseInOut)
    let s = presentInteractively(with: animator)
    s.interaction.update(0.3)
    frame()
    XCTAssertEqual(shownFrame(s.b.view).minY, 800 * (1 - easeInOut(0.3)), accuracy: 1e-6)
  }

  func testFinishRunsToTheEndAndCompletes() async throws {
    let animator = plainAnimator(.curveLinear)
    var presented = 0
    let s = presentInteractively(with: animator) { presented += 1 }
    s.interaction.update(0.3)
    frames(5)
    s.interaction.finish()
    XCTAssertFalse(try XCTUnwrap(animator.contexts.first).isInteractive)
    // The remaining 70 % of 1 s, along the completion curve (ease-in-out).
    frames(21)
    XCTAssertEqual(
      shownFrame(s.b.view).minY, 800 * (1 - (0.3 + 0.7 * easeInOut(0.5))), accuracy: 1e-6)
    frames(20)
    XCTAssertEqual(presented, 0)
    XCTAssertTrue(s.b.isBeingPresented)
    frames(2)
    XCTAssertEqual(presented, 1)
    XCTAssertEqual(animator.endedOutcomes, [true])
    XCTAssertEqual(shownFrame(s.b.view), Self.windowFrame)
    XCTAssertTrue(s.a.presentedViewController === s.b)
    XCTAssertTrue(s.b.view.window === window)
  }

  func testCancelRunsBackAndCompletesAsCancelled() async throws {
    let animator = plainAnimator(.curveLinear)
    var presented = 0
    let s = presentInteractively(with: animator) { presented += 1 }
    s.interaction.update(0.3)
    frames(5)
    s.interaction.cancel()
    let context = try XCTUnwrap(animator.contexts.first)
    XCTAssertTrue(context.transitionWasCancelled)
    frames(9)
    XCTAssertEqual(
      shownFrame(s.b.view).minY, 800 * (1 - 0.3 * (1 - easeInOut(0.5))), accuracy: 1e-6,
      "half of the way back at half of 0.3 s")
    frames(10)
    XCTAssertEqual(animator.endedOutcomes, [false])
    XCTAssertEqual(presented, 0)
    XCTAssertEqual(s.b.view.frame, Self.below, "the model is back at its start")
    XCTAssertNil(s.b.view.superview)
    XCTAssertNil(s.a.presentedViewController)
    XCTAssertNil(s.b.presentingViewController)
    XCTAssertTrue(window.subviews.first === s.a.view)
    XCTAssertEqual(window.subviews.count, 1)
  }

  func testInterruptibleAnimatorIsScrubbedAndContinued() async throws {
    let animator = InterruptibleAnimator()
    var presented = 0
    let s = presentInteractively(with: animator) { presented += 1 }
    let property = try XCTUnwrap(animator.propertyAnimator)
    XCTAssertEqual(property.state, .active)
    XCTAssertFalse(property.isRunning, "paused")
    s.interaction.update(0.3)
    frame()
    XCTAssertEqual(property.fractionComplete, 0.3, accuracy: 1e-9)
    XCTAssertEqual(shownFrame(s.b.view).minY, 560, accuracy: 1e-9)
    frames(10)
    XCTAssertEqual(shownFrame(s.b.view).minY, 560, accuracy: 1e-9)
    s.interaction.finish()
    XCTAssertTrue(property.isRunning)
    XCTAssertFalse(property.isReversed)
    advance(seconds: 0.8)
    XCTAssertEqual(animator.completedAt, [.end])
    XCTAssertEqual(property.state, .inactive)
    XCTAssertEqual(presented, 1)
    XCTAssertEqual(shownFrame(s.b.view), Self.windowFrame)
    XCTAssertTrue(s.a.presentedViewController === s.b)
  }

  func testInterruptibleAnimatorCancelled() async throws {
    let animator = InterruptibleAnimator()
    var presented = 0
    let s = presentInteractively(with: animator) { presented += 1 }
    let property = try XCTUnwrap(animator.propertyAnimator)
    s.interaction.update(0.4)
    frame()
    XCTAssertEqual(shownFrame(s.b.view).minY, 480, accuracy: 1e-9)
    s.interaction.cancel()
    XCTAssertTrue(property.isRunning)
    XCTAssertTrue(property.isReversed)
    advance(seconds: 0.6)
    XCTAssertEqual(animator.completedAt, [.start])
    XCTAssertEqual(presented, 0)
    XCTAssertEqual(s.b.view.frame, Self.below, "the model is back at its start")
    XCTAssertNil(s.a.presentedViewController)
    XCTAssertNil(s.b.view.superview)
  }

  /// An animation longer than the animator's stated duration (1 s against 0.5 s) still ends
  /// once the interaction finishes: the transition's time follows the clock past its end.
  func testFinishCompletesAnAnimationThatOutlastsTheStatedDuration() async throws {
    let slide = plainAnimator(.curveLinear)
    let animator = ScriptedAnimator(duration: 0.5) { ctx in slide.animateTransition(using: ctx) }
    var presented = 0
    let s = presentInteractively(with: animator) { presented += 1 }
    s.interaction.update(0.4)
    frame()
    s.interaction.finish()
    advance(seconds: 1.5)
    XCTAssertEqual(presented, 1)
    XCTAssertFalse(s.b.isBeingPresented)
    XCTAssertEqual(shownFrame(s.b.view).minY, 0, accuracy: 1e-9)
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "nothing left running")
  }

  /// One interaction controller used for two transitions starts the second one afresh.
  func testAReusedInteractionControllerStartsAfresh() async throws {
    let first = InterruptibleAnimator()
    let s = presentInteractively(with: first)
    s.interaction.update(0.5)
    s.interaction.finish()
    advance(seconds: 1)
    XCTAssertTrue(s.a.presentedViewController === s.b)
    s.a.dismiss(animated: false)
    let second = InterruptibleAnimator()
    s.delegate.presentationAnimator = second
    s.a.present(s.b, animated: true)
    s.interaction.update(0.25)
    frame()
    XCTAssertEqual(shownFrame(s.b.view).minY, 600, accuracy: 1e-9, "the new animator moves")
    XCTAssertEqual(first.propertyAnimator?.state, .inactive, "the old one stays finished")
  }
}
