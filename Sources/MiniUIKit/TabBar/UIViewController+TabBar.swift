import Foundation

extension UIViewController {
  /// The item that stands for the controller in a tab bar: made on first use with the
  /// controller's title, as UIKit's.
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = ownTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      ownTabBarItem = item
      return item
    }
    set {
      ownTabBarItem = newValue
      tabBarController?.tabBarItemsDidChange()
    }
  }

  /// The nearest tab bar controller above this controller, as UIKit's.
  public var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }
}
