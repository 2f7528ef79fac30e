import Foundation

extension UIViewController {
  /// The nearest navigation controller above this controller, as UIKit's.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }
}
