import Foundation

/// What a host's bridge shows of a node: the desktop's role follows from it and the traits.
@_spi(Host) public enum AccessibilityKind: Sendable {
  /// The window: the root of the tree.
  case window
  /// An element: a label, a button, a control, an image.
  case element
  /// A row of a table or an item of a collection view.
  case cell
  /// A bar that measures progress.
  case progressBar
  /// A group of elements with nothing more said of it.
  case group
  /// A table or collection view: a list of cells.
  case list
  /// A navigation bar or a toolbar.
  case toolBar
  /// A container with the `.tabBar` trait: its elements are tabs.
  case tabBar
}

/// The window's elements as a screen reader walks them, by UIKit's rules: an element hides
/// what is inside it; a view that is not one lends its subviews (or its
/// `accessibilityElements`); a modal view hides its siblings, and a presented controller
/// what it covers. The nodes are views and `UIAccessibilityElement`s; containers a user
/// names (a bar, a list, a group) stand as nodes of their own.
@_spi(Host) @preconcurrency @MainActor public enum AccessibilityTree {
  /// The nodes directly below `node`, in reading order.
  public static func children(of node: UIResponder) -> [UIResponder] {
    if node.isAccessibilityElement { return [] }
    if let elements = node.accessibilityElements {
      return elements.compactMap { $0 as? UIResponder }.filter(isShown)
    }
    guard let view = node as? UIView else { return [] }
    let nodes =
      (view as? UIWindow).flatMap(presentedContent).map(nodes(in:)) ?? subviewNodes(of: view)
    return inReadingOrder(nodes, frame: \.accessibilityFrame)
  }

  /// What kind of node `node` is.
  public static func kind(of node: UIResponder) -> AccessibilityKind {
    switch node {
    case is UIWindow: return .window
    case is UITableViewCell, is UICollectionViewCell: return .cell
    case is UIProgressView: return .progressBar
    default: break
    }
    if node.isAccessibilityElement { return .element }
    if node.accessibilityTraits.contains(.tabBar) { return .tabBar }
    switch node {
    case is UITableView, is UICollectionView: return .list
    case is UINavigationBar, is UIToolbar: return .toolBar
    default: return .group
    }
  }

  /// Activates `node` as a screen reader does: its own `accessibilityActivate()`, else a
  /// control's action, else a tap at its `accessibilityActivationPoint`. Returns whether
  /// anything was done.
  @discardableResult
  public static func activate(_ node: UIResponder) -> Bool {
    if node.accessibilityActivate() { return true }
    if let control = node as? UIControl {
      guard control.isEnabled else { return false }
      control.activateFromKeyboard()
      return true
    }
    guard !node.accessibilityFrame.isEmpty else { return false }
    let point = node.accessibilityActivationPoint
    let application = UIApplication.shared
    application.sendPointerEvent(PointerEvent(kind: .down, location: point))
    application.sendPointerEvent(PointerEvent(kind: .up, location: point))
    return true
  }

  /// `view` as nodes: itself when it is an element or a named container, else what is in it.
  private static func nodes(in view: UIView) -> [UIResponder] {
    guard isShown(view) else { return [] }
    if view.isAccessibilityElement { return saysNothing(view) ? [] : [view] }
    if isContainer(view) { return [view] }
    if let elements = view.accessibilityElements {
      return elements.compactMap { $0 as? UIResponder }.filter(isShown)
    }
    return subviewNodes(of: view)
  }

  /// The nodes in `view`'s subviews: a modal subview hides its siblings (the last one, when
  /// several are modal).
  private static func subviewNodes(of view: UIView) -> [UIResponder] {
    if let modal = view.subviews.last(where: { $0.accessibilityViewIsModal && isShown($0) }) {
      return nodes(in: modal)
    }
    return view.subviews.flatMap(nodes(in:))
  }

  /// Whether an element has nothing to say: a label without text, say. A screen reader
  /// skips it.
  private static func saysNothing(_ element: UIResponder) -> Bool {
    (element.accessibilityLabel ?? "").isEmpty && (element.accessibilityValue ?? "").isEmpty
      && element.accessibilityTraits.isSubset(of: [.staticText, .image, .header])
  }

  /// Whether a view that is not an element stands in the tree as a container of its own.
  private static func isContainer(_ view: UIView) -> Bool {
    view.shouldGroupAccessibilityChildren || view.accessibilityTraits.contains(.tabBar)
      || view.accessibilityLabel != nil || view is UITableView || view is UICollectionView
      || view is UINavigationBar || view is UIToolbar || view is UISegmentedControl
      || view is UITableViewCell || view is UICollectionViewCell
  }

  /// Whether a screen reader sees `node`: not hidden, nor see-through, nor hidden by its
  /// `accessibilityElementsHidden`.
  static func isShown(_ node: UIResponder) -> Bool {
    if node.accessibilityElementsHidden { return false }
    guard let view = node as? UIView else { return true }
    return !view.isHidden && view.alpha > 0.01
  }

  /// The window's subview that holds the top presented controller, when one is presented:
  /// what it covers is not read.
  private static func presentedContent(in window: UIWindow) -> UIView? {
    guard let top = window.topViewController, top !== window.rootViewController,
      var view = top.viewIfLoaded, view.isDescendant(of: window)
    else { return nil }
    while let parent = view.superview, parent !== window { view = parent }
    return view
  }
}

extension UIView {
  /// The labels of the elements inside this view, in order, joined as UIKit joins a cell's:
  /// "Title, Subtitle". Nil when there are none.
  var accessibilityLabelOfContents: String? {
    let labels = AccessibilityTree.children(of: self).compactMap { node -> String? in
      let label = node.isAccessibilityElement ? node.accessibilityLabel : nil
      return label.flatMap { $0.isEmpty ? nil : $0 }
    }
    return labels.isEmpty ? nil : labels.joined(separator: ", ")
  }
}

extension UIImage {
  /// A symbol's name as a screen reader says it: "play.fill" is "Play", "heart" "Heart".
  var spokenSymbolName: String? {
    guard let name = symbol?.name else { return nil }
    let words = name.split(separator: ".").filter { !["fill", "circle", "square"].contains($0) }
    let spoken = (words.isEmpty ? [Substring(name)] : words).joined(separator: " ")
    return spoken.prefix(1).uppercased() + spoken.dropFirst()
  }
}
