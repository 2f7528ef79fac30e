import Foundation

/// An animation that can be started, paused, scrubbed and stopped, as UIKit's protocol of the
/// same name. `UIViewPropertyAnimator` is the toolkit's implementation.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// The animation's state: inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animation is moving on its own (started and not paused).
  var isRunning: Bool { get }
  /// Whether the animation runs toward its start.
  var isReversed: Bool { get set }
  /// The time fraction of the animation, 0 at the start and 1 at the end.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animation.
  func startAnimation()
  /// Starts the animation after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation where it is.
  func pauseAnimation()
  /// Stops the animation where it is, leaving the views there when `withoutFinishing` is true,
  /// or waiting for `finishAnimation(at:)` otherwise.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animation with the views at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animating object that takes more animations and completions while it runs, as
/// UIKit's protocol of the same name; what an interactive transition drives when the
/// animator vends one from `interruptibleAnimator(using:)`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that run with the others.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds animations that start once `delayFactor` of the whole duration has passed (at once
  /// if it already has).
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block to run when the animation ends, with the position it ended at.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with new timing (`nil` keeps the current one), what remains
  /// taking `durationFactor` times the original duration.
  func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
