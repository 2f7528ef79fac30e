import Foundation

/// Hears which item of a tab bar the user picked, as UIKit's protocol (a tab bar controller
/// is its bar's delegate). Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// The user picked `item`; the bar already shows it selected.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
