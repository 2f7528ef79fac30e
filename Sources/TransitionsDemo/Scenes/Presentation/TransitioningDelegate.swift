import MiniUIKit

/// The Xamarin guide's delegate: it creates the zoom animator for the presentation and none
/// for the dismissal, which is therefore UIKit's default.
@MainActor
final class TransitioningDelegate: UIViewControllerTransitioningDelegate {
  private var animator: CustomTransitionAnimator?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = CustomTransitionAnimator()
    self.animator = animator
    return animator
  }
}
