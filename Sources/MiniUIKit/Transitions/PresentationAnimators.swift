import Foundation

/// A transitioning delegate whose presentation and dismissal one kind of animator plays, told
/// which it plays: an alert's, a search's.
@MainActor
final class PresentationAnimators: NSObject, UIViewControllerTransitioningDelegate {
  private let animator: (_ isPresenting: Bool) -> UIViewControllerAnimatedTransitioning

  init(_ animator: @escaping (_ isPresenting: Bool) -> UIViewControllerAnimatedTransitioning) {
    self.animator = animator
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator(true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    animator(false)
  }
}
