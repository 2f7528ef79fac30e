import Foundation

/// A path filled and stroked, as a `CAShapeLayer` draws it (in the command's local
/// coordinates). The host flattens, strokes and rasterises it at its own resolution.
@_spi(Host) public struct ShapeDrawing: Equatable, Sendable {
  public var elements: [PathElement]
  public var fillColor: UIColor?
  public var fillRule: CGPathFillRule
  public var strokeColor: UIColor?
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  /// Dash lengths, on and off in turn; empty for a solid line.
  public var lineDashPattern: [CGFloat]
  public var lineDashPhase: CGFloat
  /// The part of the path stroked, as fractions of its length.
  public var strokeStart: CGFloat
  public var strokeEnd: CGFloat

  /// `elements` filled in `color` by `rule`, with no stroke.
  static func filled(
    _ elements: [PathElement], color: UIColor, rule: CGPathFillRule = .winding
  ) -> ShapeDrawing {
    ShapeDrawing(
      elements: elements, fillColor: color, fillRule: rule, strokeColor: nil, lineWidth: 0,
      lineCap: .butt, lineJoin: .miter, miterLimit: 10, lineDashPattern: [], lineDashPhase: 0,
      strokeStart: 0, strokeEnd: 1)
  }

  /// The polygons the stroke covers, in local coordinates, flattened within `tolerance`
  /// (filled together with the nonzero rule); none when nothing is stroked.
  public func strokeOutline(tolerance: CGFloat) -> [[CGPoint]] {
    guard strokeColor.map({ $0.alpha > 0 }) == true, lineWidth > 0 else { return [] }
    var lines = PathFlattening.polylines(of: elements, tolerance: tolerance)
    if strokeStart > 0 || strokeEnd < 1 {
      lines = PathTrimming.trim(lines, from: strokeStart, to: strokeEnd)
    }
    if !lineDashPattern.isEmpty {
      lines = PathDasher.dash(lines, pattern: lineDashPattern, phase: lineDashPhase)
    }
    return PathStroker.outline(
      of: lines, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
      miterLimit: miterLimit, tolerance: tolerance)
  }

  /// A box (local coordinates) that holds everything drawn, joins and caps included.
  public var extent: CGRect {
    let box = CGPath(elements: elements).boundingBox
    guard !box.isNull else { return .null }
    guard strokeColor != nil, lineWidth > 0 else { return box }
    let half = lineWidth / 2
    let reach = lineJoin == .miter ? max(half * miterLimit, half * 1.5) : half * 1.5
    return box.insetBy(dx: -reach, dy: -reach)
  }
}

/// A gradient filling a rectangle, as a `CAGradientLayer` draws it.
@_spi(Host) public struct GradientDrawing: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Along the line from `start` to `end`.
    case axial
    /// In ellipses about `start`, reaching the last colour at `end`.
    case radial
    /// Round `start`, from the direction of `end`, clockwise.
    case conic
  }
  public var kind: Kind
  public var rect: CGRect
  public var colors: [UIColor]
  /// Where each colour stands, 0…1 (evenly spread when nil).
  public var locations: [CGFloat]?
  /// The gradient's ends, in unit coordinates of `rect`.
  public var start: CGPoint
  public var end: CGPoint
  /// Corner radius of the rectangle filled.
  public var cornerRadius: CGFloat

  /// `count` locations spread evenly from 0 to 1.
  static func evenLocations(_ count: Int) -> [CGFloat] {
    (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) }
  }

  /// The colour stops, in order, clamped to 0…1.
  public var stops: [(location: CGFloat, color: UIColor)] {
    guard !colors.isEmpty else { return [] }
    let count = colors.count
    let spots = locations.flatMap { $0.count == count ? $0 : nil } ?? Self.evenLocations(count)
    var last: CGFloat = 0
    return zip(spots, colors).map { location, color in
      last = max(last, min(max(location, 0), 1))
      return (last, color)
    }
  }
}

/// A soft shadow: a shape blurred with a Gaussian, as a layer's shadow.
@_spi(Host) public struct ShadowDrawing: Equatable, Sendable {
  /// The shape casting it, already moved by the shadow's offset (local coordinates).
  public var elements: [PathElement]
  /// The colour, with the shadow's opacity in its alpha.
  public var color: UIColor
  /// The Gaussian's standard deviation, in points.
  public var radius: CGFloat
  /// Which points the shape covers.
  public var fillRule: CGPathFillRule = .winding

  /// A box (local coordinates) that holds the blurred shadow.
  public var extent: CGRect {
    let box = CGPath(elements: elements).boundingBox
    return box.isNull ? .null : box.insetBy(dx: -3 * radius - 1, dy: -3 * radius - 1)
  }

  /// The shape as a rectangle with one corner radius, when it is one (a layer's rounded
  /// bounds, `UIBezierPath(roundedRect:cornerRadius:)`): such a shadow can be pieced
  /// together from one small blurred corner, whatever its size.
  public var roundedRect: (rect: CGRect, cornerRadius: CGFloat)? {
    let box = CGPath(elements: elements).boundingBox
    guard !box.isNull, case .moveTo(let start)? = elements.first else { return nil }
    let radius = start.x - box.minX
    let corner = CGSize(width: radius, height: radius)
    let candidates = [
      CGPath.rectElements(box),
      CGPath.roundedRectElements(box, radii: Array(repeating: corner, count: 4)),
    ]
    guard
      candidates.contains(where: { candidate in
        candidate.count == elements.count
          && zip(candidate, elements).allSatisfy { $0.isClose(to: $1) }
      })
    else { return nil }
    return (box, radius)
  }
}

/// What lies behind an area, blurred: a material's backdrop (`UIVisualEffectView`).
@_spi(Host) public struct BackdropDrawing: Equatable, Sendable {
  /// The area blurred (local coordinates).
  public var rect: CGRect
  /// Its outline when its corners are rounded (local coordinates); nil: the rectangle.
  public var outline: [PathElement]?
  /// The Gaussian's standard deviation, in points.
  public var blurRadius: CGFloat
  /// The material's colour, laid over the blur (nil: none).
  public var tint: UIColor?

  public init(
    rect: CGRect, outline: [PathElement]? = nil, blurRadius: CGFloat, tint: UIColor? = nil
  ) {
    self.rect = rect
    self.outline = outline
    self.blurRadius = blurRadius
    self.tint = tint
  }
}

extension PathElement {
  /// The same kind of element, every point within a millionth of a point.
  func isClose(to other: PathElement) -> Bool {
    isSameKind(as: other)
      && zip(points, other.points).allSatisfy { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) < 1e-6 }
  }
}

extension DrawCommand {
  /// The window area the command can touch, generously (anti-aliased edges, glyphs that
  /// overhang their rectangle), within its clip; null when it draws nowhere.
  var reach: CGRect {
    var box: CGRect
    switch kind {
    case .fill(let rect, _, _), .stroke(let rect, _, _, _), .image(_, let rect):
      box = rect.applying(transform)
    case .text(_, let rect, let font, _, _):
      box = rect.insetBy(dx: -font.pointSize, dy: -font.pointSize / 2).applying(transform)
    case .layer(_, let size, let projection, _):
      let corners = CGRect(origin: .zero, size: size).corners.map(projection.apply)
      box = corners.dropFirst().reduce(CGRect(origin: corners[0], size: .zero)) {
        $0.union(CGRect(origin: $1, size: .zero))
      }
    case .shape(let shape): box = shape.extent.applying(transform)
    case .gradient(let gradient): box = gradient.rect.applying(transform)
    case .shadow(let shadow): box = shadow.extent.applying(transform)
    case .backdrop(let backdrop): box = backdrop.rect.applying(transform)
    }
    box = box.insetBy(dx: -2, dy: -2)
    return clip.map { box.intersection($0) } ?? box
  }
}
