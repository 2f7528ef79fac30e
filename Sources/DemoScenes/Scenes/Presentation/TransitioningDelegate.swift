import MiniUIKit

/// The Xamarin guide's delegate: it creates the zoom animator for the presentation and none
/// for the dismissal, which is therefore UIKit's default.
@MainActor
public final class TransitioningDelegate: UIViewControllerTransitioningDelegate {
  public init() {}

  private var animator: CustomTransitionAnimator?

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = CustomTransitionAnimator()
    self.animator = animator
    return animator
  }
}
