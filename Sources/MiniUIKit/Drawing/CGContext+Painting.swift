import Foundation

/// Painting: paths, rectangles, ellipses and images, each with the state's colours, line
/// style, alpha, shadow and clip.
extension CGContext {
  /// Fills the path with the fill colour, and ends it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    paint(takeUserPath(), fill: rule, stroke: false)
  }

  /// Strokes the path with the stroke colour and line style, and ends it.
  public func strokePath() { paint(takeUserPath(), fill: nil, stroke: true) }

  /// Fills the path with the even-odd rule, and ends it.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Paints the path as `mode` says, and ends it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let elements = takeUserPath()
    switch mode {
    case .fill: paint(elements, fill: .winding, stroke: false)
    case .eoFill: paint(elements, fill: .evenOdd, stroke: false)
    case .stroke: paint(elements, fill: nil, stroke: true)
    case .fillStroke: paint(elements, fill: .winding, stroke: true)
    case .eoFillStroke: paint(elements, fill: .evenOdd, stroke: true)
    }
  }

  /// Fills `rect` with the fill colour.
  public func fill(_ rect: CGRect) { paint(CGPath.rectElements(rect), fill: .winding) }

  /// Fills each of `rects` with the fill colour.
  public func fill(_ rects: [CGRect]) {
    paint(rects.flatMap(CGPath.rectElements), fill: .winding)
  }

  /// Fills the ellipse that fits `rect` with the fill colour.
  public func fillEllipse(in rect: CGRect) {
    paint(CGPath.ellipseElements(rect), fill: .winding)
  }

  /// Strokes `rect` with the stroke colour and line style.
  public func stroke(_ rect: CGRect) { paint(CGPath.rectElements(rect), stroke: true) }

  /// Strokes `rect` with a line `width` wide, leaving the state's line width as it was.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let saved = state.lineWidth
    state.lineWidth = width
    stroke(rect)
    state.lineWidth = saved
  }

  /// Strokes the ellipse that fits `rect` with the stroke colour and line style.
  public func strokeEllipse(in rect: CGRect) {
    paint(CGPath.ellipseElements(rect), stroke: true)
  }

  /// Strokes a line between each pair of `points`.
  public func strokeLineSegments(between points: [CGPoint]) {
    let elements = stride(from: 0, to: points.count - 1, by: 2).flatMap { index in
      [PathElement.moveTo(points[index]), .lineTo(points[index + 1])]
    }
    paint(elements, stroke: true)
  }

  /// Makes `rect` transparent again: what was drawn there within the clip goes.
  public func clear(_ rect: CGRect) {
    if state.ctm.b == 0, state.ctm.c == 0 {
      let cleared = rect.applying(state.ctm).intersection(state.clipRect)
      guard !cleared.isNull, !cleared.isEmpty else { return }
      erase(CGPath.rectElements(cleared))
    } else {
      erase(CGPath.rectElements(rect).map { $0.applying(state.ctm) })
    }
  }

  /// Draws `image` into `rect` as Core Graphics does in UIKit's y-down context: upside
  /// down (`UIImage.draw(in:)` draws it upright).
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    guard image.width > 0, image.height > 0 else { return }
    saveGState()
    translateBy(x: 0, y: rect.maxY + rect.minY)
    scaleBy(x: 1, y: -1)
    record(.image(image.image, rect: rect), transform: state.ctm, alpha: 1)
    restoreGState()
  }

  /// Draws `image` into `rect`, the right way up, in its own colours (or those
  /// `withTintColor(_:)` gave it); a vector image as its commands.
  @MainActor
  func drawUpright(_ image: UIImage, in rect: CGRect, alpha: CGFloat = 1) {
    guard image.width > 0, image.height > 0 else { return }
    var drawn = DrawingContext(transform: .identity, alpha: alpha, clip: nil)
    drawn.draw(image, in: rect)
    record(drawn.commands, placedBy: .identity)
  }

  /// Draws text in the state's transform, alpha and clip.
  func drawText(
    _ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment
  ) {
    record(
      .text(text, rect: rect, font: font, color: color, alignment: alignment),
      transform: state.ctm, alpha: 1)
  }

  // MARK: Recording

  /// Takes the path in user space, where the line width and dashes are measured when it is
  /// stroked, as in Core Graphics.
  private func takeUserPath() -> [PathElement] {
    let toUser = state.ctm.inverted()
    return takePath().map { $0.applying(toUser) }
  }

  /// Paints `elements` (in user space) filled by `fill` and stroked if `stroke`, with the
  /// state's shadow first.
  func paint(
    _ elements: [PathElement], fill rule: CGPathFillRule? = nil, stroke: Bool = false,
    alpha: CGFloat = 1
  ) {
    guard !elements.isEmpty, state.ctm.determinant != 0 else { return }
    let shape = ShapeDrawing(
      elements: elements, fillColor: rule == nil ? nil : state.fillColor,
      fillRule: rule ?? .winding, strokeColor: stroke ? state.strokeColor : nil,
      lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
      miterLimit: state.miterLimit, lineDashPattern: state.lineDash,
      lineDashPhase: state.lineDashPhase, strokeStart: 0, strokeEnd: 1)
    if let shadow = state.shadow { cast(shadow, of: shape, alpha: alpha) }
    record(.shape(shape), transform: state.ctm, alpha: alpha)
  }

  /// The shadows `shape` casts, moved by the offset in the context's own space: its filled
  /// area's (by its fill rule) and its stroke's. Where a path is both filled and stroked,
  /// the two overlap.
  private func cast(_ shadow: Shadow, of shape: ShapeDrawing, alpha: CGFloat) {
    let place = state.ctm.concatenating(
      CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))
    var outlines: [(elements: [PathElement], rule: CGPathFillRule)] = []
    if shape.fillColor != nil { outlines.append((shape.elements, shape.fillRule)) }
    let stroke = shape.strokeOutline(tolerance: 0.25).flatMap { polygon -> [PathElement] in
      guard let first = polygon.first else { return [] }
      return [.moveTo(first)] + polygon.dropFirst().map { .lineTo($0) } + [.closeSubpath]
    }
    if !stroke.isEmpty { outlines.append((stroke, .winding)) }
    for (elements, rule) in outlines {
      record(
        .shadow(
          ShadowDrawing(
            elements: elements.map { $0.applying(place) }, color: shadow.color,
            radius: shadow.blur / 2, fillRule: rule)),
        transform: .identity, alpha: alpha)
    }
  }

  /// Records `commands` drawn in coordinates that `transform` takes to user space (a view's
  /// or a layer's picture), under the state's transform, alpha and clip.
  func record(_ commands: [DrawCommand], placedBy transform: CGAffineTransform) {
    openClipGroups()
    let clip = state.clipRect
    guard !clip.isEmpty else { return }
    let toContext = transform.concatenating(state.ctm)
    groups[groups.count - 1].commands += commands.map {
      $0.placed(by: toContext, alpha: state.alpha, clip: clip)
    }
  }

  /// Records one command drawn under `transform` (user space → the context's own space).
  func record(_ kind: DrawCommand.Kind, transform: CGAffineTransform, alpha: CGFloat) {
    openClipGroups()
    let clip = state.clipRect
    guard !clip.isEmpty else { return }
    groups[groups.count - 1].commands.append(
      DrawCommand(kind: kind, transform: transform, alpha: state.alpha * alpha, clip: clip))
  }
}
