import Foundation

/// Animates a transition between two controllers, as UIKit's protocol of the same name.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition takes.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  /// Adds the views to the container, animates them, and calls `completeTransition(_:)`.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Called after the transition completed, with its outcome.
  func animationEnded(_ transitionCompleted: Bool)
  /// An animator that an interactive transition can drive (pause, scrub, continue). Return
  /// the same object for the whole transition, as UIKit asks.
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
  /// For an animator that vends none. UIKit asks whether the optional method is implemented;
  /// Swift cannot, so this default returns an empty animator that interactive transitions
  /// recognise and pass over (they then scrub `animateTransition(using:)` instead).
  public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  { NoInterruptibleAnimator() }
}

/// What the default `interruptibleAnimator(using:)` returns: a property animator with nothing
/// to animate, standing for "none vended".
final class NoInterruptibleAnimator: UIViewPropertyAnimator {
  init() { super.init(duration: 0, timingParameters: UICubicTimingParameters()) }
}

/// Drives a transition interactively, as UIKit's UIViewControllerInteractiveTransitioning.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Begins the interactive transition; the object then updates, finishes or cancels it
  /// through the context.
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  /// Speed factor for the part that runs on its own after the interaction ends.
  var completionSpeed: CGFloat { get }
  /// Curve for the part that runs on its own after the interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively (UIKit's `wantsInteractiveStart`).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
