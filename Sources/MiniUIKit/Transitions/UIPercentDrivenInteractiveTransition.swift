import Foundation

/// Drives a transition by percent, as UIKit's UIPercentDrivenInteractiveTransition: call
/// `update(_:)` as the gesture moves, then `finish()` or `cancel()`.
///
/// When the animator vends an `interruptibleAnimator(using:)`, that property animator is
/// scrubbed and continued. Otherwise, as UIKit does, the container's layer (and those of views
/// named with `animateAlongsideTransition(in:…)`) is paused, and its `timeOffset` held at
/// `percent × duration` (see `InteractiveLayerTime`).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// Speed of the part that runs on its own after `finish()` or `cancel()`.
  public var completionSpeed: CGFloat = 1
  /// Curve of the part that runs on its own.
  public var completionCurve = UIView.AnimationCurve.easeInOut
  /// Timing for the part that runs on its own; overrides `completionCurve` when set.
  public var timingCurve: UITimingCurveProvider?
  /// Whether the transition starts held by the gesture (true) or running on the animator's
  /// own timing until `pause()` takes it over.
  public var wantsInteractiveStart = true

  /// How far the transition is, 0…1: the last `update(_:)`, or where `pause()` held it.
  public private(set) var percentComplete: CGFloat = 0
  /// An `update(_:)`, and a `finish()` (true) or `cancel()` (false), that came before the
  /// transition started (a very quick swipe): applied as soon as it starts.
  private var earlyPercent: CGFloat?
  private var pendingEnd: Bool?
  /// Whether `finish()` or `cancel()` was called since the last `update(_:)`.
  private var endedSinceUpdate = false
  private weak var context: UIViewControllerContextTransitioning?
  private var propertyAnimator: UIViewImplicitlyAnimating?
  private var layerTime: InteractiveLayerTime?
  private var transitionDuration: TimeInterval = 0

  /// An interaction controller with the default completion speed (1) and curve (ease-in-out).
  public init() {}

  /// Whether a transition has handed this object its context (it is driving one).
  var isDriving: Bool { context != nil }

  /// The duration of the animator being driven.
  public var duration: CGFloat { CGFloat(transitionDuration) }

  /// Starts the transition held at the percent an early `update(_:)` gave (0 otherwise), or,
  /// without `wantsInteractiveStart`, running on the animator's own timing. A `finish()` or
  /// `cancel()` that came before is applied now.
  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    percentComplete = 0
    endedSinceUpdate = false
    propertyAnimator = nil
    layerTime = nil
    guard let animator = (transitionContext as? TransitionContext)?.animator else { return }
    transitionDuration = animator.transitionDuration(using: transitionContext)
    let context = transitionContext as? TransitionContext
    let interruptible = animator.interruptibleAnimator(using: transitionContext)
    if !(interruptible is NoInterruptibleAnimator) {
      propertyAnimator = interruptible
      context?.isInterruptible = true
      context?.startAlongsideAnimations { interruptible.addAnimations($0) }
      if wantsInteractiveStart {
        interruptible.pauseAnimation()
      } else {
        interruptible.startAnimation()
      }
    } else if let context {
      scrub(context, animator: animator)
    }
    if let earlyPercent, wantsInteractiveStart { update(earlyPercent) }
    let pendingEnd = self.pendingEnd
    earlyPercent = nil
    self.pendingEnd = nil
    if let toEnd = pendingEnd { end(toEnd: toEnd) }
  }

  /// Pauses the transition's layers, then runs the animator and the alongside animations on
  /// their time. Run back to the start, the animations end with the views at their start
  /// values. Not held, they run at their own pace, as if no interaction were there.
  private func scrub(_ context: TransitionContext, animator: UIViewControllerAnimatedTransitioning)
  {
    let layerTime = InteractiveLayerTime(
      layers: [context.containerView.layer] + context.alongsideViews.map(\.layer),
      duration: transitionDuration, stage: context.containerView.stage)
    self.layerTime = layerTime
    context.interactiveLayerTime = layerTime
    context.animatorTiming =
      layerTime.capture { animator.animateTransition(using: context) }
      .timing
    layerTime.capture { context.startAlongsideAnimations() }
    if !wantsInteractiveStart {
      layerTime.run(
        to: 1,
        curve: UICubicTimingParameters(animationCurve: .linear).resolved(
          duration: transitionDuration))
    }
  }

  /// Whether no transition is being driven: calls are remembered for the next one.
  private var isWaitingForStart: Bool {
    guard let context = context as? TransitionContext else { return true }
    return context.isComplete
  }

  /// Moves the transition to `percentComplete` (0…1).
  open func update(_ percentComplete: CGFloat) {
    let clamped = min(max(percentComplete, 0), 1)
    self.percentComplete = clamped
    guard !isWaitingForStart else {
      earlyPercent = clamped
      endedSinceUpdate = false
      return
    }
    layerTime?.set(Double(clamped))
    propertyAnimator?.fractionComplete = clamped
    context?.updateInteractiveTransition(clamped)
  }

  /// Holds the transition where it is (after `finish()` or `cancel()` started moving it, or
  /// while it runs without an interactive start).
  open func pause() {
    guard !isWaitingForStart else { return }
    layerTime?.pause()
    propertyAnimator?.pauseAnimation()
    if let layerTime {
      percentComplete = CGFloat(layerTime.percent(at: UIApplication.shared.clock.now))
    } else if let propertyAnimator {
      percentComplete = propertyAnimator.fractionComplete
    }
    context?.pauseInteractiveTransition()
  }

  /// Lets the transition run to its end.
  open func finish() { end(toEnd: true) }

  /// Lets the transition run back to its start; the animator then completes it as cancelled.
  open func cancel() { end(toEnd: false) }

  private func end(toEnd: Bool) {
    // A second finish or cancel for the same gesture, after its transition ended, is late,
    // not early.
    guard !endedSinceUpdate else { return }
    endedSinceUpdate = true
    guard !isWaitingForStart else {
      pendingEnd = toEnd
      return
    }
    if toEnd {
      context?.finishInteractiveTransition()
    } else {
      context?.cancelInteractiveTransition()
    }
    complete(toEnd: toEnd)
  }

  private func complete(toEnd: Bool) {
    let speed = Double(max(completionSpeed, 0.01))
    let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    if let layerTime {
      let remaining = layerTime.remainingDuration(to: toEnd ? 1 : 0) / speed
      layerTime.run(to: toEnd ? 1 : 0, curve: parameters.resolved(duration: remaining))
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
