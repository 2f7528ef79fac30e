import Foundation

/// Hears of a tab bar controller's selections and may animate them, as UIKit's protocol.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether a tab the user picked may be selected (default true).
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// The user picked a tab and it was selected.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)

  /// An animator for a change of tab, or nil for none (the new tab shows at once).
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?

  /// An interaction controller for the animator, or nil.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { nil }

  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
}
