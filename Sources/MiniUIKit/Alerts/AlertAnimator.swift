import Foundation

/// An alert's presentation and dismissal, as iOS's: an alert shrinks from a little larger
/// and fades in, and fades out; an action sheet rises from below the window's bottom and
/// sinks back. The dimming behind fades with either.
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) { self.isPresenting = isPresenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    isPresenting ? 0.3 : 0.2
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController,
      let view = alert.view
    else { return transitionContext.completeTransition(false) }
    if isPresenting {
      transitionContext.containerView.addSubview(view)
      view.frame = transitionContext.finalFrame(for: alert)
      view.layoutIfNeeded()
    }
    let cards = alert.cards
    // Where the cards are hidden: a little larger (an alert), or below the bottom (a sheet).
    let hidden =
      alert.isActionSheet
      ? CGAffineTransform(translationX: 0, y: view.bounds.height - cards.frame.minY)
      : CGAffineTransform(scaleX: 1.2, y: 1.2)
    if isPresenting {
      view.alpha = alert.isActionSheet ? 1 : 0
      view.backgroundColor = view.backgroundColor?.withAlphaComponent(0)
      cards.transform = hidden
    }
    let dimming = UIColor(white: 0, alpha: isPresenting ? 0.2 : 0)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: isPresenting ? .curveEaseOut : .curveEaseIn,
      animations: {
        view.backgroundColor = dimming
        if alert.isActionSheet {
          cards.transform = self.isPresenting ? .identity : hidden
        } else {
          view.alpha = self.isPresenting ? 1 : 0
          cards.transform = .identity
        }
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
