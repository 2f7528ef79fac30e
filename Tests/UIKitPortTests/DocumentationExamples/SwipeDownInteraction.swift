import MiniUIKit

/// Slides the presented view down and off the window.
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using context: UIViewControllerContextTransitioning) {
    guard let fromView = context.view(forKey: .from) else { return }
    let start = fromView.frame
    let height = context.containerView.bounds.height
    UIView.animate(
      withDuration: 0.3, delay: 0, options: .curveLinear,
      animations: { fromView.frame.origin.y = height }
    ) { _ in
      // Cancelled, the animation has run back, but the model stays where it was sent.
      if context.transitionWasCancelled { fromView.frame = start }
      context.completeTransition(!context.transitionWasCancelled)
    }
  }
}

/// Dismisses a presented controller as a finger drags its view down: the transition follows
/// the finger, and finishes past half way or with a flick.
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
  private(set) var isInteracting = false
  private weak var presented: UIViewController?

  func attach(to presented: UIViewController) {
    self.presented = presented
    presented.view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: SwipeDownInteraction.handlePan))
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let view = pan.view else { return }
    let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      isInteracting = true
      presented?.dismiss(animated: true)
    case .changed:
      update(progress)
    case .ended:
      isInteracting = false
      if progress > 0.5 || pan.velocity(in: view).y > 1000 { finish() } else { cancel() }
    default:
      isInteracting = false
      cancel()
    }
  }
}

final class SwipeDownTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let interaction = SwipeDownInteraction()

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SlideDownAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction.isInteracting ? interaction : nil
  }
}
