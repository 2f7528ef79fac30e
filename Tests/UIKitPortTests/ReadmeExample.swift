import MiniUIKit

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.4
  }

  func animateTransition(using context: UIViewControllerContextTransitioning) {
    guard let toVC = context.viewController(forKey: .to) else { return }
    context.containerView.addSubview(toVC.view)
    toVC.view.frame = context.finalFrame(for: toVC)
    toVC.view.alpha = 0
    UIView.animate(withDuration: 0.4, animations: { toVC.view.alpha = 1 }) { _ in
      context.completeTransition(!context.transitionWasCancelled)
    }
  }
}

final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { FadeAnimator() }
}

final class FirstViewController: UIViewController {
  private let fade = FadeDelegate()  // transitioningDelegate is weak: keep a reference

  func showSecond() {
    let second = UIViewController()
    second.modalPresentationStyle = .custom
    second.transitioningDelegate = fade
    present(second, animated: true)
  }
}
