import MiniUIKit

/// Slides one tab out and the next in, side by side, towards the tab picked: left for a tab
/// to the right, right for one to the left. With reduce motion on, the new tab fades in
/// instead.
@MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Whether the tab picked is to the right of the one shown (the pages move left).
  let towardsRight: Bool

  init(towardsRight: Bool) {
    self.towardsRight = towardsRight
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.35 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let container = transitionContext.containerView
    let finalFrame = transitionContext.finalFrame(for: toVC)
    let shift = towardsRight ? finalFrame.width : -finalFrame.width
    container.addSubview(toView)
    let reducesMotion = UIAccessibility.isReduceMotionEnabled
    toView.frame = reducesMotion ? finalFrame : finalFrame.offsetBy(dx: shift, dy: 0)
    toView.alpha = reducesMotion ? 0 : 1
    // Linear under a finger, so that the pages follow it; eased otherwise.
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut,
      animations: {
        toView.frame = finalFrame
        toView.alpha = 1
        if !reducesMotion { fromView.frame = fromView.frame.offsetBy(dx: -shift, dy: 0) }
      },
      completion: { _ in
        let completed = !transitionContext.transitionWasCancelled
        if !completed { toView.removeFromSuperview() }
        transitionContext.completeTransition(completed)
      })
  }
}
