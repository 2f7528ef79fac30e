import Foundation

/// `.crossDissolve`, and reduce motion's stand-in for every movement of the system's own:
/// the view that comes fades in over the one that goes (a push, a presentation), or the view
/// that goes fades out over the one that comes back (a pop, a dismissal). Driven by a finger,
/// the fade follows it.
@MainActor
final class CrossDissolveAnimator: UIViewControllerAnimatedTransitioning {
  static let standardDuration: TimeInterval = 0.4
  /// Whether the view that comes goes on top (a push or a presentation).
  let isPresenting: Bool
  let duration: TimeInterval

  init(isPresenting: Bool, duration: TimeInterval = CrossDissolveAnimator.standardDuration) {
    self.isPresenting = isPresenting
    self.duration = duration
  }

  /// Reduce motion's fade in place of `animator`, taking as long.
  convenience init(
    isPresenting: Bool, standingInFor animator: UIViewControllerAnimatedTransitioning
  ) {
    self.init(isPresenting: isPresenting, duration: animator.transitionDuration(using: nil))
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let fading = transitionContext.view(forKey: key) else {
      return transitionContext.completeTransition(false)
    }
    let container = transitionContext.containerView
    if isPresenting {
      container.addSubview(fading)
      fading.alpha = 0
    } else if let back = transitionContext.view(forKey: .to), back.superview !== container {
      // A pop: the page that comes back waits under the one that fades.
      container.insertSubview(back, belowSubview: fading)
    }
    if let to = transitionContext.viewController(forKey: .to),
      let toView = transitionContext.view(forKey: .to)
    {
      let frame = transitionContext.finalFrame(for: to)
      if !frame.isEmpty { toView.frame = frame }
    }
    UIView.animate(
      withDuration: duration, delay: 0,
      options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut,
      animations: { fading.alpha = self.isPresenting ? 1 : 0 },
      completion: { _ in
        let completed = !transitionContext.transitionWasCancelled
        // A view that stays (or comes back) shows at full opacity.
        if completed != self.isPresenting { fading.alpha = 1 }
        transitionContext.completeTransition(completed)
      })
  }
}
