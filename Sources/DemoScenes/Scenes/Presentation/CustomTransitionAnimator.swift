import MiniUIKit

/// The Xamarin guide's animator: the presented view grows from a zero frame to the screen
/// less a 20-point border, over 1 s, ease-in-out.
@MainActor
public final class CustomTransitionAnimator: UIViewControllerAnimatedTransitioning {
  public init() {}

  public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    1.0
  }

  public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let inView = transitionContext.containerView
    guard let toVC = transitionContext.viewController(forKey: .to) else {
      return transitionContext.completeTransition(false)
    }
    let toView: UIView = toVC.view

    inView.addSubview(toView)

    let frame = toView.frame
    toView.frame = .zero

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        toView.frame = CGRect(x: 20, y: 20, width: frame.width - 40, height: frame.height - 40)
      },
      completion: { _ in
        transitionContext.completeTransition(true)
      })
  }
}
