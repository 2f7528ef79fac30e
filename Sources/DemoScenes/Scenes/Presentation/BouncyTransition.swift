import MiniUIKit

/// The Objective-C tutorial's BouncyTransition: the presented view rises from just below the
/// screen and springs (damping 0.5, initial velocity 0.6) into place with a 20-point border;
/// with reduce motion on, it fades in there instead.
@MainActor
public final class BouncyTransition: UIViewControllerAnimatedTransitioning {
  public init() {}

  public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    1.0
  }

  public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to),
      let fromVC = transitionContext.viewController(forKey: .from)
    else { return transitionContext.completeTransition(false) }

    transitionContext.containerView.addSubview(toVC.view)

    let fullFrame = transitionContext.initialFrame(for: fromVC)
    let height = fullFrame.height
    let finalFrame = CGRect(x: 20, y: 20, width: fullFrame.width - 40, height: height - 40)

    // With reduce motion on, no bounce: the view fades in where it ends.
    if UIAccessibility.isReduceMotionEnabled {
      toVC.view.frame = finalFrame
      toVC.view.alpha = 0
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext),
        animations: { toVC.view.alpha = 1 },
        completion: { _ in transitionContext.completeTransition(true) })
      return
    }

    toVC.view.frame = CGRect(
      x: fullFrame.origin.x,
      y: height + 16,
      width: fullFrame.width,
      height: height
    )

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      delay: 0, usingSpringWithDamping: 0.5,
      initialSpringVelocity: 0.6,
      options: .curveEaseInOut,
      animations: {
        toVC.view.frame = finalFrame
      },
      completion: { _ in
        transitionContext.completeTransition(true)
      })
  }
}
