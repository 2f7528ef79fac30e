import Foundation

/// The layer tree, as Core Animation's. A view's subviews' layers are its layer's sublayers
/// too, kept in step by the view (see `UIView.insertSubview(_:at:)`): a view's layer moved
/// with these calls moves its view.
extension CALayer {
  /// The layers drawn above this one's own content, back to front (nil when there are none,
  /// as Core Animation's).
  public var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.removeFromSuperlayer() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// The layer this one is a sublayer of.
  public var superlayer: CALayer? {
    if let view = owningView { return view.superview?.layer }
    return parentLayer
  }

  /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(storedSublayers.count))
  }

  /// Inserts `layer` at `index` among the sublayers (at most their count), taking it from its old
  /// superlayer.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard !isWithin(layer) else {
      UIApplication.shared.environment.logger.warning(
        "CALayer: a layer cannot be a sublayer of itself or of one of its sublayers; not added")
      return
    }
    if let view = layer.owningView {
      guard let parent = owningView else {
        // It would have two parents: its view's superview's layer and this one.
        UIApplication.shared.environment.logger.warning(
          "CALayer: a view's layer goes only under another view's layer (add the view as a subview); not added"
        )
        return
      }
      // A view's layer goes where its view goes, then among the plain layers around it, just
      // above the layer the index names.
      let others = storedSublayers.filter { $0 !== layer }
      let clamped = min(Int(index), others.count)
      let viewIndex = others.prefix(clamped).filter { $0.owningView != nil }.count
      parent.insertSubview(view, at: viewIndex)
      placeViewLayer(of: view, above: clamped > 0 ? others[clamped - 1] : nil)
      return
    }
    layer.removeFromSuperlayer()
    let clamped = min(Int(index), storedSublayers.count)
    storedSublayers.insert(layer, at: clamped)
    layer.parentLayer = self
    UIApplication.shared.setNeedsDisplay()
  }

  /// Inserts `layer` just below `sibling`, or at the bottom when `sibling` is nil or not a
  /// sublayer.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, let index = storedSublayers.firstIndex(ofObject: sibling) else {
      insertSublayer(layer, at: 0)
      return
    }
    let without = storedSublayers.prefix(index).filter { $0 !== layer }.count
    insertSublayer(layer, at: UInt32(without))
  }

  /// Inserts `layer` just above `sibling`, or on top when `sibling` is nil or not a sublayer.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, let index = storedSublayers.firstIndex(ofObject: sibling) else {
      addSublayer(layer)
      return
    }
    let without = storedSublayers.prefix(index + 1).filter { $0 !== layer }.count
    insertSublayer(layer, at: UInt32(without))
  }

  /// Puts `newLayer` where `oldLayer` is.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = storedSublayers.firstIndex(ofObject: oldLayer) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Whether this layer is `layer` or lies in its subtree (a mask in the layer it masks).
  func isWithin(_ layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.superlayer ?? candidate.maskedLayer
    }
    return false
  }

  /// Takes the layer out of its superlayer (a view's layer: the view out of its superview).
  public func removeFromSuperlayer() {
    if let view = owningView {
      view.removeFromSuperview()
      return
    }
    guard let parent = parentLayer else { return }
    parent.storedSublayers.removeAll { $0 === self }
    parentLayer = nil
    UIApplication.shared.setNeedsDisplay()
  }

  // MARK: Kept in step with views

  /// `view`'s layer joined this (view's) layer, `view` now at `position` among the
  /// subviews: it goes just below the layer of the subview that follows it, or on top.
  func viewLayerDidJoin(_ view: UIView, at position: Int) {
    let layer = view.layer
    viewLayerDidLeave(view)
    guard let parent = owningView else { return }
    let next = position + 1 < parent.subviews.count ? parent.subviews[position + 1].layer : nil
    let index = next.flatMap { storedSublayers.firstIndex(ofObject: $0) }
    storedSublayers.insert(layer, at: index ?? storedSublayers.count)
  }

  /// Whether `view`'s layer is where `viewLayerDidJoin(_:at:)` puts the layer of the subview
  /// at `position`: just below the next subview's layer, or last.
  func holdsViewLayer(of view: UIView, at position: Int) -> Bool {
    guard let parent = owningView,
      let index = storedSublayers.firstIndex(ofObject: view.layer)
    else { return false }
    guard position + 1 < parent.subviews.count else { return index == storedSublayers.count - 1 }
    return index + 1 < storedSublayers.count
      && storedSublayers[index + 1] === parent.subviews[position + 1].layer
  }

  /// Moves the layer of `view`, a subview in its place, to just above `below` (nil: the bottom)
  /// as far as the layers of its neighbouring subviews allow: the layers keep the subviews'
  /// order, whatever the plain layers between them.
  private func placeViewLayer(of view: UIView, above below: CALayer?) {
    guard let parent = owningView, let position = parent.subviews.firstIndex(ofObject: view)
    else { return }
    viewLayerDidLeave(view)
    func index(of neighbour: Int) -> Int? {
      guard parent.subviews.indices.contains(neighbour) else { return nil }
      return storedSublayers.firstIndex(ofObject: parent.subviews[neighbour].layer)
    }
    let lowest = index(of: position - 1).map { $0 + 1 } ?? 0
    let highest = index(of: position + 1) ?? storedSublayers.count
    let wanted = below.flatMap { storedSublayers.firstIndex(ofObject: $0) }.map { $0 + 1 } ?? 0
    storedSublayers.insert(view.layer, at: min(max(wanted, lowest), highest))
  }

  /// `view`'s layer left this layer.
  func viewLayerDidLeave(_ view: UIView) {
    let layer = view.layer
    if let index = storedSublayers.firstIndex(ofObject: layer) {
      storedSublayers.remove(at: index)
    }
  }

  // MARK: Coordinates

  /// The layer's bounds coordinates → its superlayer's, in model values.
  var transformToSuperlayer: CGAffineTransform { modelValues.transformToSuperlayer }

  /// This layer's coordinates → the root's (the window's, for a layer in a window).
  var transformToRoot: CGAffineTransform {
    var result = CGAffineTransform.identity
    var layer: CALayer? = self
    while let current = layer, let parent = current.superlayer {
      result = result.concatenating(current.transformToSuperlayer)
      layer = parent
    }
    return result
  }

  /// Converts a point from `layer`'s coordinates to this layer's (the root's if nil).
  public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    let inRoot = layer.map { point.applying($0.transformToRoot) } ?? point
    return inRoot.applying(transformToRoot.inverted())
  }

  /// Converts a point from this layer's coordinates to `layer`'s (the root's if nil).
  public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    let inRoot = point.applying(transformToRoot)
    return layer.map { inRoot.applying($0.transformToRoot.inverted()) } ?? inRoot
  }

  /// Converts a rectangle from `layer`'s coordinates to this layer's (the root's if nil).
  public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    let toRoot = layer?.transformToRoot ?? .identity
    return rect.applying(toRoot.concatenating(transformToRoot.inverted()))
  }

  /// Converts a rectangle from this layer's coordinates to `layer`'s (the root's if nil).
  public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    let fromRoot = layer?.transformToRoot.inverted() ?? .identity
    return rect.applying(transformToRoot.concatenating(fromRoot))
  }

  /// Whether `point` (in this layer's coordinates) is inside the bounds.
  public func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  /// The farthest descendant (or this layer) that contains `point`, given in the
  /// superlayer's coordinates; hidden layers are skipped.
  public func hitTest(_ point: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let local = point.applying(transformToSuperlayer.inverted())
    if masksToBounds, !contains(local) { return nil }
    for layer in storedSublayers.reversed() {
      if let hit = layer.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }
}
