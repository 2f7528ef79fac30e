import MiniUIKit

/// Shows the presented view through a circle that grows from `origin` to the farthest corner
/// of the container (or shrinks back into it on dismissal): a `CAShapeLayer` mask whose path
/// a `CABasicAnimation` moves over 0.6 s, ease-in-out, as UIKit code writes it.
@MainActor
public final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  CAAnimationDelegate
{
  let isPresenting: Bool
  /// The circle's centre, in the container's coordinates.
  let origin: CGPoint
  private var transitionContext: UIViewControllerContextTransitioning?
  private weak var maskedView: UIView?

  public init(isPresenting: Bool, origin: CGPoint) {
    self.isPresenting = isPresenting
    self.origin = origin
  }

  public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.6
  }

  public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let revealedView = transitionContext.view(forKey: isPresenting ? .to : .from),
      let revealed = transitionContext.viewController(forKey: isPresenting ? .to : .from)
    else {
      transitionContext.completeTransition(false)
      return
    }
    self.transitionContext = transitionContext
    maskedView = revealedView
    if isPresenting {
      containerView.addSubview(revealedView)
      revealedView.frame = transitionContext.finalFrame(for: revealed)
    }

    let small = UIBezierPath(ovalIn: CGRect(origin: origin, size: .zero))
    let bounds = containerView.bounds
    let radius =
      [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
      ].map { hypot($0.x - origin.x, $0.y - origin.y) }.max() ?? 0
    let large = UIBezierPath(
      ovalIn: CGRect(
        x: origin.x - radius, y: origin.y - radius, width: 2 * radius, height: 2 * radius))

    let mask = CAShapeLayer()
    mask.frame = revealedView.bounds
    mask.path = (isPresenting ? large : small).cgPath
    revealedView.layer.mask = mask

    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = (isPresenting ? small : large).cgPath
    animation.toValue = (isPresenting ? large : small).cgPath
    animation.duration = transitionDuration(using: transitionContext)
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.delegate = self
    mask.add(animation, forKey: "reveal")
  }

  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    maskedView?.layer.mask = nil
    guard let transitionContext else { return }
    self.transitionContext = nil
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}
