import Foundation

/// Gives a page view controller its pages, as UIKit's protocol: the one before and the one
/// after a page (nil at the ends), and, for the built-in page control of the scroll style,
/// how many there are and which shows.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil at the first page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil at the last page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots (0, the default, shows no page control).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The index of the dot shown as current (default 0).
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears of a page view controller's turns, and says where the spine goes, as UIKit's
/// protocol.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A turn by the user begins towards `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A turn by the user ended: `completed` is false when the page went back.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// The spine for the window turning to `orientation` (a wide window is landscape); set
  /// the pages for it with `setViewControllers` here. Page curl only.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    pageViewController.spineLocation
  }
}
