import MiniUIKit

/// Shows the presented controller in the lower half of the window, over the presenter dimmed;
/// a tap on the dimmed part dismisses it.
final class HalfSheetPresentationController: UIPresentationController {
  private let dimmingView = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let height = container.bounds.height / 2
    return CGRect(
      x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
  }

  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: HalfSheetPresentationController.dimmingViewTapped))
    container.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    dimmingView.frame = containerView?.bounds ?? .zero
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  func dimmingViewTapped() {
    presentedViewController.dismiss(animated: true)
  }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
