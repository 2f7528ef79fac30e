import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Paths, gradients and shadows: flattened within a quarter of a pixel, turned into
/// trapezoids and composited anti-aliased through an 8-bit mask, as cairo's XRender backend
/// does. Shadows are blurred once per shape and size and kept.
extension XRenderPainter {
  /// How far curves may stray from their flattened segments, in device pixels.
  static let flatness: CGFloat = 0.25

  func draw(_ shape: ShapeDrawing, command: DrawCommand, buffer: PaintSurface) {
    let transform = command.transform
    let fills = shape.fillColor.map { $0.alpha > 0 } ?? false
    let strokes = shape.strokeColor.map { $0.alpha > 0 } ?? false
    guard fills || strokes else { return }
    let trapezoids = tessellatedShapes.trapezoids(of: shape, transform: transform) {
      (
        fills ? Self.fillTrapezoids(of: shape, transform: transform) : [],
        strokes ? Self.strokeTrapezoids(of: shape, transform: transform) : []
      )
    }
    if let fill = shape.fillColor, fills {
      composite(
        trapezoids.fill, source: solidPicture(Self.renderColor(fill, alpha: command.alpha)),
        buffer: buffer)
    }
    if let stroke = shape.strokeColor, strokes {
      composite(
        trapezoids.stroke, source: solidPicture(Self.renderColor(stroke, alpha: command.alpha)),
        buffer: buffer)
    }
  }

  /// The trapezoids that fill `shape` drawn through `transform`.
  static func fillTrapezoids(of shape: ShapeDrawing, transform: CGAffineTransform) -> [Trapezoid] {
    let polygons = PathFlattening.polylines(
      of: shape.elements, transform: transform, tolerance: flatness
    ).map(\.points)
    return PathTessellator.trapezoids(of: polygons, rule: shape.fillRule)
  }

  /// The trapezoids of `shape`'s stroke drawn through `transform`: stroked in the path's own
  /// coordinates (so a scale scales the line too), finely enough for the pixels it lands on.
  static func strokeTrapezoids(of shape: ShapeDrawing, transform: CGAffineTransform)
    -> [Trapezoid]
  {
    let scale = largestScale(of: transform)
    guard scale > 0 else { return [] }
    let outline = shape.strokeOutline(tolerance: flatness / scale).map { polygon in
      polygon.map { $0.applying(transform) }
    }
    return PathTessellator.trapezoids(of: outline, rule: .winding)
  }

  /// How much `transform` stretches lengths at most.
  static func largestScale(of transform: CGAffineTransform) -> CGFloat {
    max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
  }

  /// Composites `source` through the coverage of `trapezoids` (device pixels); the source's
  /// coordinates are the buffer's.
  func composite(_ trapezoids: [Trapezoid], source: Picture, buffer: PaintSurface) {
    let visible = Self.bounds(of: buffer)
    var xTraps: [XTrapezoid] = trapezoids.compactMap { trapezoid in
      let top = max(trapezoid.top, visible.minY)
      let bottom = min(trapezoid.bottom, visible.maxY)
      guard bottom > top else { return nil }
      return XTrapezoid(
        top: Self.fixed(top), bottom: Self.fixed(bottom),
        left: XLineFixed(p1: Self.fixed(trapezoid.left.p1), p2: Self.fixed(trapezoid.left.p2)),
        right: XLineFixed(p1: Self.fixed(trapezoid.right.p1), p2: Self.fixed(trapezoid.right.p2)))
    }
    guard let first = xTraps.first else { return }
    // The source is read at the trapezoids' own coordinates when its origin is given as the
    // first trapezoid's first point (XRender measures the source from there).
    let sourceX = Int32(first.left.p1.x >> 16)
    let sourceY = Int32(first.left.p1.y >> 16)
    XRenderCompositeTrapezoids(
      display, Int32(PictOpOver), source, buffer.picture.raw, connection.alphaFormat, sourceX,
      sourceY, &xTraps, Int32(xTraps.count))
  }

  // MARK: Gradients

  func draw(_ gradient: GradientDrawing, command: DrawCommand, buffer: PaintSurface) {
    let stops = gradient.stops
    guard !stops.isEmpty, gradient.rect.width > 0, gradient.rect.height > 0,
      command.transform.determinant != 0
    else { return }
    let rect = gradient.rect
    let start = CGPoint(
      x: rect.minX + gradient.start.x * rect.width, y: rect.minY + gradient.start.y * rect.height)
    let end = CGPoint(
      x: rect.minX + gradient.end.x * rect.width, y: rect.minY + gradient.end.y * rect.height)
    var locations = stops.map { Self.fixed($0.location) }
    // Stops are given unpremultiplied; the command's alpha fades them all.
    var colors = stops.map { stop in
      XRenderColor(
        red: Self.channel(stop.color.red), green: Self.channel(stop.color.green),
        blue: Self.channel(stop.color.blue), alpha: Self.channel(stop.color.alpha * command.alpha))
    }
    // Device pixels → the rectangle's coordinates (→ a circle's, for a radial gradient).
    var toGradient = command.transform.inverted()
    let picture: Picture
    switch gradient.kind {
    case .axial:
      var line = XLinearGradient(p1: Self.fixed(start), p2: Self.fixed(end))
      if start == end { line.p2 = Self.fixed(CGPoint(x: end.x, y: end.y + 1e-3)) }
      picture = XRenderCreateLinearGradient(
        display, &line, &locations, &colors, Int32(stops.count))
    case .radial:
      let radiusX = max(abs(end.x - start.x), 1e-3)
      let radiusY = max(abs(end.y - start.y), 1e-3)
      // An ellipse is a circle of radius radiusX in a space squeezed vertically.
      toGradient = toGradient.concatenating(
        CGAffineTransform(translationX: -start.x, y: -start.y)
          .concatenating(CGAffineTransform(scaleX: 1, y: radiusX / radiusY))
          .concatenating(CGAffineTransform(translationX: start.x, y: start.y)))
      var circles = XRadialGradient(
        inner: XCircle(x: Self.fixed(start.x), y: Self.fixed(start.y), radius: 0),
        outer: XCircle(x: Self.fixed(start.x), y: Self.fixed(start.y), radius: Self.fixed(radiusX)))
      picture = XRenderCreateRadialGradient(
        display, &circles, &locations, &colors, Int32(stops.count))
    case .conic:
      // XRender's cone turns the other way round: seen in a mirror, it turns clockwise.
      toGradient = toGradient.concatenating(
        CGAffineTransform(translationX: -start.x, y: -start.y)
          .concatenating(CGAffineTransform(scaleX: 1, y: -1))
          .concatenating(CGAffineTransform(translationX: start.x, y: start.y)))
      let degrees = -atan2(end.y - start.y, end.x - start.x) * 180 / .pi
      var cone = XConicalGradient(center: Self.fixed(start), angle: Self.fixed(degrees))
      picture = XRenderCreateConicalGradient(
        display, &cone, &locations, &colors, Int32(stops.count))
    }
    defer { XRenderFreePicture(display, picture) }
    // Beyond its ends a gradient keeps its end colours, as Core Animation's.
    var attributes = XRenderPictureAttributes()
    attributes.repeat = RepeatPad
    XRenderChangePicture(display, picture, UInt(CPRepeat), &attributes)
    var transform = Self.xTransform(toGradient)
    XRenderSetPictureTransform(display, picture, &transform)
    let outline = CGPath(
      roundedRect: rect, cornerWidth: min(gradient.cornerRadius, rect.width / 2),
      cornerHeight: min(gradient.cornerRadius, rect.height / 2), transform: nil)
    let polygons = PathFlattening.polylines(
      of: outline.elements, transform: command.transform, tolerance: Self.flatness
    ).map(\.points)
    composite(
      PathTessellator.trapezoids(of: polygons, rule: .winding), source: picture, buffer: buffer)
  }

  // MARK: Shadows

  /// A rounded rectangle's shadow (device pixels) pieced together from one small blurred
  /// rounded square: its corners, strips of its middle stretched along the edges, and a
  /// solid middle, each where the next command does not paint opaque over it: its `bands`
  /// (`DeviceGeometry.opaqueBands`) trim a piece's side, and the middle both cover is cut out
  /// of it. Nothing is blurred again as the rectangle moves or grows. False when the
  /// rectangle is too small for its corners and blur (the caller blurs it whole).
  private func drawPieced(
    _ rect: CGRect, radius: CGFloat, sigma: CGFloat, color: XRenderColor, bands: [CGRect],
    buffer: PaintSurface
  ) -> Bool {
    let device = rect.integral
    // Their whole pixels only: a pixel they cover in part still shows the shadow.
    let bands = bands.map(DeviceGeometry.wholePixels(within:))
    let hidden = bands.count == 2 ? DeviceGeometry.intersection(bands[0], bands[1]) : nil
    let r = Int(min(max(radius, 0), 1024).rounded())
    let reach = GaussianBlur.padding(forSigma: Double(sigma)) + 1
    // How far in from each edge the corner piece reaches: the radius and the blur's reach.
    let inner = r + reach
    guard device.width.isFinite, device.height.isFinite, device.width <= 16384,
      device.height <= 16384, Int(device.width) > 2 * inner + 1, Int(device.height) > 2 * inner + 1,
      2 * (inner + reach) + 1 <= 4096
    else { return false }
    let pieces = shadowMasks.pieces(
      radius: r, sigma: sigma, inner: inner, reach: reach, painter: self)
    let area = device.insetBy(dx: CGFloat(-reach), dy: CGFloat(-reach))
    guard area.intersects(Self.bounds(of: buffer)) else { return true }
    let side = inner + reach
    let far = pieces.size - side
    let (x0, y0) = (Int32(area.minX), Int32(area.minY))
    let (x1, y1) = (Int32(area.maxX) - Int32(side), Int32(area.maxY) - Int32(side))
    let long = (UInt32(area.width) - 2 * UInt32(side), UInt32(area.height) - 2 * UInt32(side))
    let source = solidPicture(color)
    let side32 = UInt32(side)
    // Each piece less what `hidden` covers (a card's shadow under the card), and less a side
    // of it that a band of the card covers (its edges' shadow under the card's edges).
    var parts: [CGRect] = []
    func keepUncovered(_ piece: CGRect) {
      Self.uncoveredParts(of: piece, hidden: hidden, bands: bands, into: &parts)
    }
    func composite(
      _ mask: Picture, maskX: Int, maskY: Int, _ x: Int32, _ y: Int32, _ w: UInt32, _ h: UInt32
    ) {
      let piece = CGRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
      keepUncovered(piece)
      for part in parts {
        self.composite(
          source, through: mask, at: (Int32(maskX), Int32(maskY)), over: part, of: piece,
          buffer: buffer)
      }
    }
    // The corners.
    composite(pieces.corner, maskX: 0, maskY: 0, x0, y0, side32, side32)
    composite(pieces.corner, maskX: far, maskY: 0, x1, y0, side32, side32)
    composite(pieces.corner, maskX: 0, maskY: far, x0, y1, side32, side32)
    composite(pieces.corner, maskX: far, maskY: far, x1, y1, side32, side32)
    // The edges: strips of the square's straight sides, laid end to end.
    let length = UInt32(ShadowMasks.stripLength)
    for offset in stride(from: UInt32(0), to: long.0, by: Int(length)) {
      let x = x0 + Int32(side) + Int32(offset)
      let width = min(length, long.0 - offset)
      composite(pieces.top, maskX: 0, maskY: 0, x, y0, width, side32)
      composite(pieces.bottom, maskX: 0, maskY: 0, x, y1, width, side32)
    }
    for offset in stride(from: UInt32(0), to: long.1, by: Int(length)) {
      let y = y0 + Int32(side) + Int32(offset)
      let height = min(length, long.1 - offset)
      composite(pieces.left, maskX: 0, maskY: 0, x0, y, side32, height)
      composite(pieces.right, maskX: 0, maskY: 0, x1, y, side32, height)
    }
    // The middle, solid, where the layer's opaque background (a card's) does not hide it.
    let middle = CGRect(
      x: CGFloat(x0) + CGFloat(side), y: CGFloat(y0) + CGFloat(side), width: CGFloat(long.0),
      height: CGFloat(long.1))
    keepUncovered(middle)
    for part in parts {
      var solid = color
      fillRectangle(part, color: &solid, buffer: buffer)
    }
    return true
  }

  /// The parts of `piece` that show: less what `hidden` covers, and less a side of it that
  /// one of `bands` covers.
  private static func uncoveredParts(
    of piece: CGRect, hidden: CGRect?, bands: [CGRect], into parts: inout [CGRect]
  ) {
    parts.removeAll(keepingCapacity: true)
    if let hidden {
      DeviceGeometry.subtract(hidden, from: piece, into: &parts)
    } else {
      parts.append(piece)
    }
    for band in bands {
      for index in parts.indices { parts[index] = DeviceGeometry.trimmed(parts[index], by: band) }
    }
    parts.removeAll { $0.isNull }
  }

  /// Draws `shadow`; `next` is the command drawn after it, which may hide part of it.
  func draw(
    _ shadow: ShadowDrawing, command: DrawCommand, next: DrawCommand?, buffer: PaintSurface
  ) {
    let transform = command.transform
    let sigma = shadow.radius * Self.largestScale(of: transform)
    // The layer's own background follows its shadow.
    let bands = next.map(DeviceGeometry.opaqueBands(of:)) ?? []
    if transform.isAxisAligned, transform.a > 0, transform.d > 0,
      let (rect, radius) = shadow.roundedRect,
      drawPieced(
        rect.applying(transform), radius: radius * min(transform.a, transform.d), sigma: sigma,
        color: Self.renderColor(shadow.color, alpha: command.alpha), bands: bands, buffer: buffer)
    {
      return
    }
    let polygons = PathFlattening.polylines(
      of: shadow.elements, transform: transform, tolerance: Self.flatness
    ).map(\.points)
    let points = polygons.joined()
    guard let first = points.first else { return }
    var box = CGRect(origin: first, size: .zero)
    for point in points { box = box.union(CGRect(origin: point, size: .zero)) }
    let pad = CGFloat(GaussianBlur.padding(forSigma: Double(sigma)) + 1)
    // The shape's place within a pixel, to a quarter pixel: a shadow that moves by fractions
    // of a pixel finds its mask made already.
    let fraction = CGPoint(
      x: ((box.minX - box.minX.rounded(.down)) * 4).rounded() / 4,
      y: ((box.minY - box.minY.rounded(.down)) * 4).rounded() / 4)
    let origin = CGPoint(x: box.minX.rounded(.down) - pad, y: box.minY.rounded(.down) - pad)
    let size = CGSize(
      width: (box.width + fraction.x + 2 * pad).rounded(.up) + 1,
      height: (box.height + fraction.y + 2 * pad).rounded(.up) + 1)
    let area = CGRect(origin: origin, size: size)
    guard size.width > 0, size.height > 0, size.width <= 4096, size.height <= 4096,
      area.intersects(Self.bounds(of: buffer))
    else { return }
    let (width, height) = (Int(size.width), Int(size.height))
    let shift = CGPoint(
      x: box.minX.rounded(.down) + fraction.x - box.minX - origin.x,
      y: box.minY.rounded(.down) + fraction.y - box.minY - origin.y)
    let shifted = polygons.map { $0.map { CGPoint(x: $0.x + shift.x, y: $0.y + shift.y) } }
    let mask = shadowMasks.mask(
      for: shifted, rule: shadow.fillRule, sigma: sigma, width: width, height: height,
      painter: self)
    let source = solidPicture(Self.renderColor(shadow.color, alpha: command.alpha))
    XRenderComposite(
      display, Int32(PictOpOver), source, mask, buffer.picture.raw, 0, 0, 0, 0,
      Int32(origin.x), Int32(origin.y), UInt32(width), UInt32(height))
  }
}
