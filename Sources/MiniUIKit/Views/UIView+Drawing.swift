import Foundation

/// Drawing: a view subtree becomes display-list commands, in presentation values, flat or
/// projected through a 3D transform.
extension UIView {
  /// Appends this subtree's drawing, in presentation values, to `list`. `sublayerTransform`
  /// is the superview's, about its anchor point, when it has one.
  func draw(
    into list: inout DisplayList, parentTransform: CGAffineTransform, parentAlpha: CGFloat,
    clip: CGRect?, sublayerTransform: CATransform3D? = nil
  ) {
    guard !isHidden else { return }
    let values = presentationValues()
    let alpha = parentAlpha * values.alpha
    guard alpha > 0.001 else { return }
    if values.transform3D == CATransform3DIdentity, sublayerTransform == nil {
      let toWindow = Self.transformToSuperview(
        center: values.center, bounds: values.bounds, transform: values.transform,
        anchorPoint: anchorPoint
      ).concatenating(parentTransform)
      drawLayer(values, into: &list, toWindow: toWindow, alpha: alpha, clip: clip)
      return
    }
    // In 3D: the layer's plane, projected.
    let bounds = values.bounds
    var toSuperview = CATransform3DMakeTranslation(
      -Self.anchorX(bounds, anchorPoint), -Self.anchorY(bounds, anchorPoint), 0)
    toSuperview = toSuperview.concatenating(
      values.transform3D == CATransform3DIdentity
        ? CATransform3D(values.transform) : values.transform3D)
    toSuperview = toSuperview.concatenating(
      CATransform3DMakeTranslation(values.center.x, values.center.y, 0))
    if let sublayerTransform { toSuperview = toSuperview.concatenating(sublayerTransform) }
    let projection = toSuperview.planeProjection.concatenating(
      ProjectiveTransform(parentTransform))
    if let affine = projection.affineTransform {
      drawLayer(values, into: &list, toWindow: affine, alpha: alpha, clip: clip)
      return
    }
    // Drawn flat into its own picture, then projected, as Core Animation flattens a
    // transformed layer. Nothing shows of a layer that reaches behind the viewer, or of the
    // back of one that is not double sided.
    let corners = bounds.corners
    guard corners.allSatisfy({ projection.weight(of: $0) > 1e-6 }) else { return }
    if !layer.isDoubleSided, projection.reversesOrientation(of: bounds) { return }
    var contents = DisplayList()
    drawLayer(
      values, into: &contents,
      toWindow: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY), alpha: 1,
      clip: clipsToBounds ? CGRect(origin: .zero, size: bounds.size) : nil)
    let layerToWindow = ProjectiveTransform(
      CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
    ).concatenating(projection)
    list.commands.append(
      DrawCommand(
        kind: .layer(contents, size: bounds.size, projection: layerToWindow),
        transform: .identity, alpha: alpha, clip: clip))
  }
}
