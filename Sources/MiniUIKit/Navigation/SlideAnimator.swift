import Foundation

/// A navigation controller's standard transition: a push slides the new controller in from
/// the right while the old one moves a third of the way left; a pop does the reverse.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.35
  /// How far the controller underneath moves, as a share of the width.
  static let parallax: CGFloat = 0.3

  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let container = transitionContext.containerView
    let bounds = container.bounds
    let width = bounds.width
    let isPush = operation == .push
    let behind = bounds.offsetBy(dx: -width * Self.parallax, dy: 0)
    let outside = bounds.offsetBy(dx: width, dy: 0)
    if isPush {
      container.addSubview(toView)
      toView.frame = outside
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      toView.frame = behind
    }
    // Driven by a finger, the views follow it: linear time is linear distance.
    let curve: UIView.AnimationOptions =
      transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: curve,
      animations: {
        toView.frame = bounds
        fromView.frame = isPush ? behind : outside
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
