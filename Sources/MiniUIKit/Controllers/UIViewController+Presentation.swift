import Foundation

/// Modal presentation, as UIKit's.
extension UIViewController {
  /// Presents `viewControllerToPresent` (see `present(_:animated:completion:)`).
  func presentNow(
    _ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let style = viewControllerToPresent.modalPresentationStyle
    let host =
      style == .currentContext || style == .overCurrentContext
      ? presentationContext : presentationHost
    PresentationTransition.present(
      viewControllerToPresent, from: host, source: self, animated: animated,
      completion: completion)
  }

  /// Dismisses (see `dismiss(animated:completion:)`).
  func dismissNow(animated: Bool, completion: (() -> Void)?) {
    if let presented = presentedViewController {
      PresentationTransition.dismiss(presented, animated: animated, completion: completion)
    } else if presentingViewController != nil {
      PresentationTransition.dismiss(self, animated: animated, completion: completion)
    } else if let parent {
      parent.dismiss(animated: animated, completion: completion)
    }
  }

  /// Whether this controller is being presented: true from its viewWillAppear to its
  /// viewDidAppear, both included, as in UIKit.
  public var isBeingPresented: Bool { presentationInProgress?.isPresentation == true }

  /// Whether this controller is being dismissed: true from its viewWillDisappear to its
  /// viewDidDisappear, both included, as in UIKit.
  public var isBeingDismissed: Bool { presentationInProgress?.isPresentation == false }

  /// The controller whose view a `.currentContext` presentation covers: the nearest one,
  /// from this one up, that defines the presentation context, else the root.
  private var presentationContext: UIViewController {
    var host = self
    while !host.definesPresentationContext, let parent = host.parent { host = parent }
    return host
  }

  /// The controller that presents on this one's behalf: the outermost container, as in UIKit
  /// where a child's presentation is made by its root ancestor.
  private var presentationHost: UIViewController {
    var host = self
    while let parent = host.parent { host = parent }
    return host
  }
}
