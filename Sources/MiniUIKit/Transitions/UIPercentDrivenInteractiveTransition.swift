import Foundation

/// Drives a transition by percent, as UIKit's UIPercentDrivenInteractiveTransition: call
/// `update(_:)` as the gesture moves, then `finish()` or `cancel()`.
///
/// When the animator vends an `interruptibleAnimator(using:)`, that property animator is
/// scrubbed and continued. Otherwise the animator's `UIView.animate` calls are captured on a
/// timeline held at `percent × duration`, as UIKit does by pausing the container's layer time.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// Speed of the part that runs on its own after `finish()` or `cancel()`.
  public var completionSpeed: CGFloat = 1
  /// Curve of the part that runs on its own.
  public var completionCurve = UIView.AnimationCurve.easeInOut
  /// Timing for the part that runs on its own; overrides `completionCurve` when set.
  public var timingCurve: UITimingCurveProvider?
  public var wantsInteractiveStart = true

  public private(set) var percentComplete: CGFloat = 0
  private weak var context: UIViewControllerContextTransitioning?
  private var propertyAnimator: UIViewImplicitlyAnimating?
  private var timeline: InteractiveTimeline?
  private var transitionDuration: TimeInterval = 0

  public init() {}

  /// Whether a transition has handed this object its context (it is driving one).
  var isDriving: Bool { context != nil }

  /// The duration of the animator being driven.
  public var duration: CGFloat { CGFloat(transitionDuration) }

  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    percentComplete = 0
    propertyAnimator = nil
    timeline = nil
    guard let animator = (transitionContext as? TransitionContext)?.animator else { return }
    transitionDuration = animator.transitionDuration(using: transitionContext)
    let context = transitionContext as? TransitionContext
    let interruptible = animator.interruptibleAnimator(using: transitionContext)
    if !(interruptible is NoInterruptibleAnimator) {
      propertyAnimator = interruptible
      context?.isInterruptible = true
      context?.startAlongsideAnimations { interruptible.addAnimations($0) }
      interruptible.pauseAnimation()
    } else {
      let timeline = InteractiveTimeline(duration: transitionDuration)
      self.timeline = timeline
      let engine = AnimationEngine.shared
      let saved = engine.capturingTimeline
      engine.capturingTimeline = timeline
      animator.animateTransition(using: transitionContext)
      context?.startAlongsideAnimations()
      engine.capturingTimeline = saved
    }
    if !wantsInteractiveStart { finish() }
  }

  /// Moves the transition to `percentComplete` (0…1).
  open func update(_ percentComplete: CGFloat) {
    let clamped = min(max(percentComplete, 0), 1)
    self.percentComplete = clamped
    timeline?.set(Double(clamped))
    propertyAnimator?.fractionComplete = clamped
    context?.updateInteractiveTransition(clamped)
  }

  /// Holds the transition where it is (after `finish()` or `cancel()` started moving it).
  open func pause() {
    timeline?.pause()
    propertyAnimator?.pauseAnimation()
    if let timeline {
      percentComplete = CGFloat(timeline.percent(at: AnimationEngine.shared.now))
    } else if let propertyAnimator {
      percentComplete = propertyAnimator.fractionComplete
    }
    context?.pauseInteractiveTransition()
  }

  /// Lets the transition run to its end.
  open func finish() {
    context?.finishInteractiveTransition()
    complete(toEnd: true)
  }

  /// Lets the transition run back to its start; the animator then completes it as cancelled.
  open func cancel() {
    context?.cancelInteractiveTransition()
    complete(toEnd: false)
  }

  private func complete(toEnd: Bool) {
    let speed = Double(max(completionSpeed, 0.01))
    let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    if let timeline {
      let remaining = timeline.remainingDuration(to: toEnd ? 1 : 0) / speed
      timeline.run(to: toEnd ? 1 : 0, curve: parameters.resolved(duration: remaining))
    }
    if let propertyAnimator {
      // What remains, at the completion speed: a share of the animator's original duration.
      let fraction = Double(propertyAnimator.fractionComplete)
      let remaining = max(toEnd ? 1 - fraction : fraction, 0.001)
      propertyAnimator.isReversed = !toEnd
      propertyAnimator.continueAnimation(
        withTimingParameters: parameters, durationFactor: CGFloat(remaining / speed))
    }
  }
}
