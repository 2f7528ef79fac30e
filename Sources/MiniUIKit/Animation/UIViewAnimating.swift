import Foundation

/// An animation that can be started, paused, scrubbed and stopped, as UIKit's protocol of the
/// same name. `UIViewPropertyAnimator` is the toolkit's implementation.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animating object that takes more animations and completions while it runs, as
/// UIKit's protocol of the same name; what an interactive transition drives when the
/// animator vends one from `interruptibleAnimator(using:)`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
