import Foundation

/// What a layer's `draw(in:)` drew: commands in its own coordinates, for the bounds it was
/// drawn for.
struct DrawnContent {
  let bounds: CGRect
  let commands: [DrawCommand]

  /// Draws `layer`'s content now, in a context of its bounds.
  @MainActor init(drawing layer: CALayer) {
    bounds = layer.bounds
    let context = CGContext(area: bounds)
    layer.draw(in: context)
    commands = context.drawing()
  }
}

extension CALayer {
  /// Draws the content `draw(in:)` drew, drawing it first if it waits to be: fitted from
  /// the bounds it was drawn for into `rect` (the bounds shown) as the content mode or
  /// gravity says.
  func drawRecorded(in rect: CGRect, context: inout DrawingContext) {
    // Drawn again for a new size with `.redraw`, or when it was drawn at no size at all.
    let redraws =
      needsDisplayOnBoundsChange || owningView?.contentMode == .redraw
      || drawnContent?.bounds.isEmpty == true
    if drawnContent == nil || (redraws && drawnContent?.bounds.size != bounds.size) {
      drawnContent = DrawnContent(drawing: self)
    }
    guard let drawn = drawnContent, !drawn.commands.isEmpty, drawn.bounds.width > 0,
      drawn.bounds.height > 0
    else { return }
    let gravity = owningView.map { $0.contentMode.contentsGravity } ?? contentsGravity
    let target = gravity.rect(for: drawn.bounds.size, in: rect)
    context.replay(
      drawn.commands, placedBy: CGAffineTransform(mapping: drawn.bounds, to: target))
  }
}

extension UIView.ContentMode {
  /// The layer gravity that places content as this mode does.
  var contentsGravity: CALayerContentsGravity {
    switch self {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }
}
