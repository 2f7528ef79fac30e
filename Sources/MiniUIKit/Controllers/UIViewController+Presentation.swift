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

  /// The presentation controller managing this controller or its nearest presented
  /// ancestor, as UIKit's. Before a presentation, asking makes the one the current
  /// `modalPresentationStyle` calls for (a sheet's, for the sheet styles), to be configured
  /// before `present`; nil for `.custom`, whose transitioning delegate vends its own. Made,
  /// it stays with the controller, its configuration kept for the next presentation.
  public internal(set) var presentationController: UIPresentationController? {
    get {
      if presentingViewController == nil, parent == nil || ownPresentationController != nil {
        // Not presented: the one the style calls for now.
        return builtInPresentationController(presenting: nil)
      }
      return ownPresentationController ?? parent?.presentationController
    }
    set { ownPresentationController = newValue }
  }

  /// The sheet's presentation controller, when this controller is (or is about to be)
  /// presented as a sheet; nil otherwise.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The style a presentation of this controller takes: `.automatic` is a page sheet, as
  /// since iOS 13, except for a zoom (`preferredTransition`), which covers the screen.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    guard modalPresentationStyle == .automatic else { return modalPresentationStyle }
    if case .zoom = preferredTransition?.kind { return .fullScreen }
    return .pageSheet
  }

  /// The presentation controller of the built-in style, for a presentation from `presenter`
  /// when no transitioning delegate vends one: the one already made, if it suits the style,
  /// else a new one (which keeps the old one's delegate); nil for `.custom` and `.none`
  /// before a presentation (a custom presentation without one of its own gets the base).
  @discardableResult
  func builtInPresentationController(presenting presenter: UIViewController?)
    -> UIPresentationController?
  {
    let style = resolvedPresentationStyle
    if presenter == nil, style == .custom || style == .none { return ownPresentationController }
    let isSheet = style == .pageSheet || style == .formSheet
    if let own = ownPresentationController,
      isSheet
        ? own is UISheetPresentationController : type(of: own) == UIPresentationController.self
    {
      if let presenter { own.presentingViewController = presenter }
      return own
    }
    let made =
      isSheet
      ? UISheetPresentationController(presentedViewController: self, presenting: presenter)
      : UIPresentationController(presentedViewController: self, presenting: presenter)
    made.delegate = ownPresentationController?.delegate
    ownPresentationController = made
    return made
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
