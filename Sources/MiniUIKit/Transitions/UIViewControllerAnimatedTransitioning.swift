import Foundation

/// Animates a transition between two controllers, as UIKit's protocol of the same name.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition takes.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  /// Adds the views to the container, animates them, and calls `completeTransition(_:)`.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Called after the transition completed, with its outcome.
  func animationEnded(_ transitionCompleted: Bool)
  /// An animator that an interactive transition can drive (pause, scrub, continue).
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating?
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
  public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating?
  { nil }
}

/// An animation that can be driven from outside, as UIKit's UIViewImplicitlyAnimating; the
/// property animator is the one implementation.
public typealias UIViewImplicitlyAnimating = UIViewPropertyAnimator

/// Drives a transition interactively, as UIKit's UIViewControllerInteractiveTransitioning.
@MainActor
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
