// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// UIKit's drawing functions: the current context, and the colours, paths, images and text
// that draw into it.

/// The context drawn into now: inside `draw(_:)`, the view's; nil outside any.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
  UIApplication.shared.stage.graphicsContexts.last
}

/// Makes `context` the current one, until `UIGraphicsPopContext()`.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) {
  UIApplication.shared.stage.graphicsContexts.append(context)
}

/// Makes the context current before the last push current again.
@preconcurrency @MainActor public func UIGraphicsPopContext() {
  _ = UIApplication.shared.stage.graphicsContexts.popLast()
}

/// Fills `rect` with the current fill colour.
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a frame one point wide just inside `rect`, in the current fill colour.
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else {
    return
  }
  context.saveGState()
  context.setStrokeColor(CGColor(context.state.fillColor))
  context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
  context.restoreGState()
}

/// Narrows the current context's clip to `rect`.
@preconcurrency @MainActor public func UIRectClip(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.clip(to: rect)
}

extension UIColor {
  /// Fills from now on in this colour, in the current context.
  @preconcurrency @MainActor public func setFill() {
    UIGraphicsGetCurrentContext()?.state.fillColor = self
  }

  /// Strokes from now on in this colour, in the current context.
  @preconcurrency @MainActor public func setStroke() {
    UIGraphicsGetCurrentContext()?.state.strokeColor = self
  }

  /// Fills and strokes from now on in this colour.
  @preconcurrency @MainActor public func set() {
    setFill()
    setStroke()
  }
}

extension UIBezierPath {
  /// Fills the path with the current fill colour, by its own fill rule.
  @preconcurrency @MainActor public func fill() { fill(with: .normal, alpha: 1) }

  /// Fills the path at `alpha` (only the normal blend mode is drawn).
  @preconcurrency @MainActor public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    UIGraphicsGetCurrentContext()?.paint(
      cgPath.elements, fill: usesEvenOddFillRule ? .evenOdd : .winding, alpha: alpha)
  }

  /// Strokes the path with the current stroke colour, in its own line width, caps, joins and
  /// dashes.
  @preconcurrency @MainActor public func stroke() { stroke(with: .normal, alpha: 1) }

  /// Strokes the path at `alpha` (only the normal blend mode is drawn).
  @preconcurrency @MainActor public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: lineDashPhase, lengths: lineDashPattern)
    context.paint(cgPath.elements, stroke: true, alpha: alpha)
    context.restoreGState()
  }

  /// Narrows the current context's clip to the path, by its own fill rule.
  @preconcurrency @MainActor public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let building = context.currentPath
    context.currentPath = CGMutablePath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.currentPath = building
  }
}

extension UIImage {
  /// Draws the image upright, at its size, with its top left at `point`.
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image upright, scaled into `rect`.
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws the image at `alpha` (only the normal blend mode is drawn).
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat
  ) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image upright, scaled into `rect`, at `alpha` (only the normal blend mode is drawn).
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat
  ) {
    UIGraphicsGetCurrentContext()?.drawUpright(self, in: rect, alpha: alpha)
  }
}
