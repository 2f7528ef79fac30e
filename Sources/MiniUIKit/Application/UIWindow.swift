import Foundation

/// The root of a view hierarchy on screen: it hosts the root view controller's view.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The controller whose view fills the window.
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      let isShown = UIApplication.shared.keyWindow === self
      if let old = oldValue {
        PresentationTransition.removePresentations(above: old, in: self)
        if isShown { old.beginAppearance(isAppearing: false, animated: false) }
        old.view.removeFromSuperview()
        if isShown { old.endAppearance() }
      }
      if let controller = rootViewController {
        controller.view.frame = bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if isShown { controller.beginAppearance(isAppearing: true, animated: false) }
        insertSubview(controller.view, at: 0)
        if isShown { controller.endAppearance() }
      }
    }
  }

  /// The presentation or dismissal under way in the window, if any: one runs at a time.
  var presentationUnderWay: PresentationTransition?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .black
  }

  /// Makes this the key window: it receives keys and touches and is drawn.
  public func makeKeyAndVisible() {
    isHidden = false
    UIApplication.shared.keyWindow = self
    rootViewController?.beginAppearance(isAppearing: true, animated: false)
    rootViewController?.endAppearance()
  }

  open override var next: UIResponder? { UIApplication.shared }

  /// The controller that gets keys first: the top of the presentation stack.
  public var topViewController: UIViewController? {
    var controller = rootViewController
    while let presented = controller?.presentedViewController { controller = presented }
    return controller
  }

  /// The views that Tab moves through, in drawing order: those of the top view controller.
  func focusableViews() -> [UIView] {
    var result: [UIView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
      if view.canBecomeFocused { result.append(view) }
      for subview in view.subviews { visit(subview) }
    }
    let top = topViewController?.view
    visit(top.map { $0.isDescendant(of: self) } == true ? top ?? self : self)
    return result
  }

  /// The whole window as a display list, in presentation values.
  public func displayList() -> DisplayList {
    var list = DisplayList()
    if let color = presentedProperties().backgroundColor {
      list.commands.append(
        DrawCommand(
          kind: .fill(rect: bounds, color: color, cornerRadius: 0), transform: .identity,
          alpha: 1, clip: nil))
    }
    for sublayer in layer.sublayersInDrawingOrder {
      sublayer.render(into: &list, parentTransform: .identity, parentAlpha: 1, clip: bounds)
    }
    return list
  }
}
