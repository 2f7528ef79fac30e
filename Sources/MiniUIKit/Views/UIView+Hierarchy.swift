import Foundation

/// The view tree, as UIKit's: adding, inserting, reordering and removing subviews, and
/// finding views in it. Moving into or out of a window tells the subtree (`didMoveToWindow`)
/// and, for a child controller's view, the controller (its appearance callbacks).
extension UIView {
  /// The window the view is in, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds `view` in front of the other subviews, taking it from its old superview.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Puts `view` at `index` among the subviews (clamped), taking it from its old superview.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    // A subview put where it already is (the index clamped, as below), its layer too:
    // nothing changes, so nothing is laid out again; a `layoutSubviews` that keeps a subview
    // in front would otherwise run on every frame.
    if view.superview === self {
      let position = max(0, min(index, subviews.count - 1))
      if subviews[position] === view, layer.holdsViewLayer(of: view, at: position) { return }
    }
    LayoutEngine.hierarchyWillChange(moving: view, to: self)
    let oldWindow = view.window
    let changesWindow = oldWindow !== window
    let appearanceEndsAfter =
      changesWindow
      && view.viewController?.beginAppearanceForWindowMove(entering: window != nil) == true
    if view.superview === self, let current = subviews.firstIndex(ofObject: view) {
      subviews.remove(at: current)
      let position = max(0, min(index, subviews.count))
      subviews.insert(view, at: position)
      layer.viewLayerDidJoin(view, at: position)
    } else {
      view.willMove(toSuperview: self)
      if changesWindow { view.notifyWindowWillChange(to: window) }
      view.removeFromSuperviewKeepingWindow()
      let position = max(0, min(index, subviews.count))
      subviews.insert(view, at: position)
      view.superview = self
      layer.viewLayerDidJoin(view, at: position)
      didAddSubview(view)
      view.didMoveToSuperview()
    }
    if changesWindow { view.notifyWindowChange() }
    if appearanceEndsAfter { view.viewController?.endAppearance() }
    view.setNeedsLayout()
    if view.needsUpdateConstraints() || view.descendantNeedsConstraintUpdate {
      view.ancestorsNeedConstraintUpdate()
    }
    setNeedsLayout()  // As UIKit: adding (like removing) a subview lays out the superview.
    UIApplication.shared.setNeedsDisplay()
  }

  /// Puts `view` just below `sibling`; at the back when `sibling` is not a subview.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard view !== sibling else { return }
    insertSubview(view, at: siblingIndex(of: sibling, without: view) ?? 0)
  }

  /// Puts `view` just above `sibling`; in front when `sibling` is not a subview.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard view !== sibling else { return }
    // Without the sibling, the end (insertSubview(_:at:) clamps the index).
    insertSubview(
      view, at: siblingIndex(of: sibling, without: view).map { $0 + 1 } ?? subviews.count)
  }

  /// The index of `sibling` among the subviews once `view` is taken out of them, which is
  /// where `insertSubview(_:at:)` puts a view that is already a subview.
  private func siblingIndex(of sibling: UIView, without view: UIView) -> Int? {
    subviews.filter { $0 !== view }.firstIndex(ofObject: sibling)
  }

  /// Moves `view` in front of its siblings; does nothing if it is not a subview.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view` behind its siblings; does nothing if it is not a subview.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Takes the view out of its superview, and so out of its window; nothing without one.
  public func removeFromSuperview() {
    let hadWindow = window != nil
    let appearanceEndsAfter =
      hadWindow && viewController?.beginAppearanceForWindowMove(entering: false) == true
    guard superview != nil else { return }
    willMove(toSuperview: nil)
    if hadWindow { notifyWindowWillChange(to: nil) }
    let oldEngine = LayoutEngine.hierarchyWillChange(moving: self, to: nil)
    removeFromSuperviewKeepingWindow()
    LayoutEngine.hierarchyDidChange(removing: self, from: oldEngine)
    didMoveToSuperview()
    if hadWindow { notifyWindowChange() }
    if appearanceEndsAfter { viewController?.endAppearance() }
  }

  func removeFromSuperviewKeepingWindow() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    if let index = parent.subviews.firstIndex(ofObject: self as UIView) {
      parent.subviews.remove(at: index)
    }
    parent.layer.viewLayerDidLeave(self)
    superview = nil
    parent.setNeedsLayout()
    UIApplication.shared.setNeedsDisplay()
  }

  func notifyWindowChange() {
    if window != nil { catchUpWithTraitChanges() }
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowChange() }
  }

  func notifyWindowWillChange(to newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.notifyWindowWillChange(to: newWindow) }
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (depth first, self included) with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }
}
