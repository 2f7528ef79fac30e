import Foundation

/// An immutable graphics path, as Core Graphics' CGPath: a sequence of subpaths made of lines
/// and quadratic and cubic Bézier curves.
///
/// Where Core Graphics takes `UnsafePointer<CGAffineTransform>?` for an optional transform,
/// this takes `CGAffineTransform?` (nil meaning none). Arcs and ellipses are stored as cubic
/// Béziers of at most 90° each, as Core Graphics stores them. Like Core Graphics' paths it is
/// not safe to mutate a `CGMutablePath` from two threads at once.
public class CGPath: @unchecked Sendable, Hashable {
  /// The path's elements in order.
  @_spi(Host) public internal(set) var elements: [PathElement]

  init(elements: [PathElement]) {
    self.elements = elements
  }

  /// A closed rectangle, as `CGPath(rect:transform:)`.
  public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
    self.init(elements: [])
    elements = Self.rectElements(rect).map { $0.applying(transform ?? .identity) }
  }

  /// An ellipse fitting `rect`, as `CGPath(ellipseIn:transform:)`.
  public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
    self.init(elements: [])
    elements = Self.ellipseElements(rect).map { $0.applying(transform ?? .identity) }
  }

  /// A rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  ///
  /// Core Graphics rejects corners wider than half the rectangle; here they are clamped.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform? = nil
  ) {
    self.init(elements: [])
    let radius = CGSize(width: cornerWidth, height: cornerHeight)
    elements = Self.roundedRectElements(rect, radii: [radius, radius, radius, radius])
      .map { $0.applying(transform ?? .identity) }
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements.count)
    for element in elements {
      for point in element.points {
        hasher.combine(point.x)
        hasher.combine(point.y)
      }
    }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the next element would start: the last end point, or the start of the subpath just
  /// closed; `.zero` for an empty path, as in Core Graphics.
  public var currentPoint: CGPoint { currentPointIfAny ?? .zero }

  /// The current point, or nil when the path is empty.
  var currentPointIfAny: CGPoint? {
    var subpathStart: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .moveTo(let point):
        subpathStart = point
        current = point
      case .lineTo(let point), .quadCurveTo(let point, _), .curveTo(let point, _, _):
        if subpathStart == nil { subpathStart = current }
        current = point
      case .closeSubpath:
        current = subpathStart ?? current
        subpathStart = nil
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    // Without gathering the points first: shadows and shapes ask for it every frame.
    var low = CGPoint(x: CGFloat.infinity, y: .infinity)
    var high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
    func include(_ point: CGPoint) {
      low = CGPoint(x: min(low.x, point.x), y: min(low.y, point.y))
      high = CGPoint(x: max(high.x, point.x), y: max(high.y, point.y))
    }
    for element in elements {
      switch element {
      case .moveTo(let point), .lineTo(let point):
        include(point)
      case .quadCurveTo(let point, let control):
        include(point)
        include(control)
      case .curveTo(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
      case .closeSubpath:
        break
      }
    }
    guard low.x <= high.x else { return .null }
    return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }

  /// The smallest rectangle holding the path as drawn, without its control points;
  /// `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let point):
        points.append(point)
        current = point
        subpathStart = point
      case .lineTo(let point):
        points.append(point)
        current = point
      case .quadCurveTo(let point, let control):
        points.append(point)
        for t in Self.quadExtremaParameters(current, control, point) {
          points.append(Self.quadPoint(current, control, point, t))
        }
        current = point
      case .curveTo(let point, let control1, let control2):
        points.append(point)
        for t in Self.cubicExtremaParameters(current, control1, control2, point) {
          points.append(Self.cubicPoint(current, control1, control2, point, t))
        }
        current = point
      case .closeSubpath:
        current = subpathStart
      }
    }
    return Self.box(around: points)
  }

  /// Whether `point`, transformed by `transform`, is inside the path filled with `rule`
  /// (every subpath taken as closed).
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    let p = point.applying(transform)
    guard p.x.isFinite, p.y.isFinite else { return false }
    let winding = PathFlattening.polylines(of: elements, tolerance: Self.containsTolerance)
      .reduce(0) { $0 + $1.windingNumber(of: p) }
    switch rule {
    case .winding: return winding != 0
    case .evenOdd: return winding % 2 != 0
    }
  }

  /// How closely `contains` follows curves.
  static let containsTolerance: CGFloat = 0.01

  /// An immutable copy of the path.
  public func copy() -> CGPath? {
    CGPath(elements: elements)
  }

  /// An immutable copy with every point transformed by `transform`, as
  /// `copy(using:)` (Core Graphics takes a pointer; nil means no transform).
  public func copy(using transform: CGAffineTransform?) -> CGPath? {
    CGPath(elements: elements.map { $0.applying(transform ?? .identity) })
  }

  /// A mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? {
    CGMutablePath(elements: elements)
  }

  /// A mutable copy with every point transformed by `transform` (nil means none).
  public func mutableCopy(using transform: CGAffineTransform?) -> CGMutablePath? {
    CGMutablePath(elements: elements.map { $0.applying(transform ?? .identity) })
  }

  /// The path between `from` (fraction 0) and `to` (fraction 1), point by point, as Core
  /// Animation animates a path; nil unless both have the same sequence of element kinds.
  ///
  /// Not Core Graphics API: the toolkit's animation of `CAShapeLayer.path` uses it.
  public static func interpolate(_ from: CGPath, _ to: CGPath, fraction: CGFloat) -> CGPath? {
    guard from.elements.count == to.elements.count else { return nil }
    var result: [PathElement] = []
    result.reserveCapacity(from.elements.count)
    for (a, b) in zip(from.elements, to.elements) {
      guard a.isSameKind(as: b) else { return nil }
      let points = zip(a.points, b.points).map { p, q in
        CGPoint(x: p.x + (q.x - p.x) * fraction, y: p.y + (q.y - p.y) * fraction)
      }
      result.append(a.withPoints(points))
    }
    return CGPath(elements: result)
  }

  // MARK: Shapes

  /// A rectangle's elements as Core Graphics adds them: from the origin corner along x first.
  static func rectElements(_ rect: CGRect) -> [PathElement] {
    [
      .moveTo(CGPoint(x: rect.minX, y: rect.minY)),
      .lineTo(CGPoint(x: rect.maxX, y: rect.minY)),
      .lineTo(CGPoint(x: rect.maxX, y: rect.maxY)),
      .lineTo(CGPoint(x: rect.minX, y: rect.maxY)),
      .closeSubpath,
    ]
  }

  /// The length along each tangent of a cubic quarter circle's control points, per unit radius.
  static let quarterArcControl: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

  /// An ellipse's elements as Core Graphics adds them: from (maxX, midY), four quarter curves
  /// towards maxY first (clockwise on a y-down screen), then closed.
  static func ellipseElements(_ rect: CGRect) -> [PathElement] {
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    let kx = rx * quarterArcControl
    let ky = ry * quarterArcControl
    return [
      .moveTo(CGPoint(x: cx + rx, y: cy)),
      .curveTo(
        CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
        control2: CGPoint(x: cx + kx, y: cy + ry)),
      .curveTo(
        CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
        control2: CGPoint(x: cx - rx, y: cy + ky)),
      .curveTo(
        CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
        control2: CGPoint(x: cx - kx, y: cy - ry)),
      .curveTo(
        CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
        control2: CGPoint(x: cx + rx, y: cy - ky)),
      .closeSubpath,
    ]
  }

  /// A rectangle with elliptical corners (radii in the order top-left, top-right,
  /// bottom-right, bottom-left on a y-down screen, each clamped to half the side), drawn
  /// clockwise on screen from the end of the top-left corner. A plain rectangle when every
  /// radius is zero.
  static func roundedRectElements(_ rect: CGRect, radii: [CGSize]) -> [PathElement] {
    let rect = rect.standardized
    let clamped = radii.map { radius in
      CGSize(
        width: min(max(radius.width, 0), rect.width / 2),
        height: min(max(radius.height, 0), rect.height / 2))
    }
    guard clamped.count == 4, clamped.contains(where: { $0.width > 0 && $0.height > 0 }) else {
      return rectElements(rect)
    }
    let k = quarterArcControl
    let (topLeft, topRight, bottomRight, bottomLeft) = (
      clamped[0], clamped[1], clamped[2], clamped[3]
    )
    var elements: [PathElement] = [.moveTo(CGPoint(x: rect.minX + topLeft.width, y: rect.minY))]
    /// A line to `start`, then a quarter ellipse to `end` whose corner is `corner`.
    func corner(from start: CGPoint, to end: CGPoint, corner: CGPoint) {
      elements.append(.lineTo(start))
      guard start != end else { return }
      elements.append(
        .curveTo(
          end,
          control1: CGPoint(
            x: start.x + (corner.x - start.x) * k, y: start.y + (corner.y - start.y) * k),
          control2: CGPoint(x: end.x + (corner.x - end.x) * k, y: end.y + (corner.y - end.y) * k)))
    }
    corner(
      from: CGPoint(x: rect.maxX - topRight.width, y: rect.minY),
      to: CGPoint(x: rect.maxX, y: rect.minY + topRight.height),
      corner: CGPoint(x: rect.maxX, y: rect.minY))
    corner(
      from: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height),
      to: CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY),
      corner: CGPoint(x: rect.maxX, y: rect.maxY))
    corner(
      from: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY),
      to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.height),
      corner: CGPoint(x: rect.minX, y: rect.maxY))
    corner(
      from: CGPoint(x: rect.minX, y: rect.minY + topLeft.height),
      to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY),
      corner: CGPoint(x: rect.minX, y: rect.minY))
    elements.append(.closeSubpath)
    return elements
  }

  /// How far along each side iOS's continuous corner (`cornerCurve = .continuous`) reaches,
  /// in radii.
  static let continuousCornerReach: CGFloat = 1.52866483

  /// A rectangle with iOS's continuous corners (a squircle's, each three cubic Béziers
  /// reaching 1.53 radii along its sides) where `rounded` says (top-left, top-right,
  /// bottom-right, bottom-left), drawn clockwise on screen. The radius is clamped so that
  /// the corners fit.
  static func continuousRoundedRectElements(
    _ rect: CGRect, radius: CGFloat, rounded: [Bool]
  ) -> [PathElement] {
    let rect = rect.standardized
    let r = min(max(radius, 0), min(rect.width, rect.height) / 2 / continuousCornerReach)
    guard r > 0, rounded.count == 4, rounded.contains(true) else { return rectElements(rect) }
    // Each corner: the point, the way along the side into it, the way along the side out.
    let corners: [(CGPoint, CGPoint, CGPoint)] = [
      (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
      (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
      (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
      (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
    ]
    let isRounded = [rounded[1], rounded[2], rounded[3], rounded[0]]
    func point(_ corner: (CGPoint, CGPoint, CGPoint), _ along: CGFloat, _ out: CGFloat)
      -> CGPoint
    {
      CGPoint(
        x: corner.0.x + corner.1.x * along * r + corner.2.x * out * r,
        y: corner.0.y + corner.1.y * along * r + corner.2.y * out * r)
    }
    let reach = continuousCornerReach
    var elements: [PathElement] = [
      .moveTo(isRounded[3] ? point(corners[3], 0, reach) : corners[3].0)
    ]
    for (corner, round) in zip(corners, isRounded) {
      guard round else {
        elements.append(.lineTo(corner.0))
        continue
      }
      elements += [
        .lineTo(point(corner, -reach, 0)),
        .curveTo(
          point(corner, -0.63149399, 0.07491100), control1: point(corner, -1.08849323, 0),
          control2: point(corner, -0.86840689, 0)),
        .curveTo(
          point(corner, -0.07491100, 0.63149399),
          control1: point(corner, -0.37282392, 0.19110626),
          control2: point(corner, -0.19110626, 0.37282392)),
        .curveTo(
          point(corner, 0, reach), control1: point(corner, 0, 0.86840689),
          control2: point(corner, 0, 1.08849323)),
      ]
    }
    elements.append(.closeSubpath)
    return elements
  }

  /// Cubic Béziers of at most 90° each approximating the arc of `radius` about `center` from
  /// `startAngle` turning by `delta` (positive: angles increasing); the arc's start point is
  /// not included.
  static func arcCurves(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat
  ) -> [PathElement] {
    guard delta != 0, delta.isFinite else { return [] }
    // More than a full turn draws the circle again: at most one turn and a bit is kept.
    let delta = min(max(delta, -4 * .pi), 4 * .pi)
    let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / CGFloat(pieces)
    let k = 4 / 3 * tan(step / 4) * radius
    var curves: [PathElement] = []
    curves.reserveCapacity(pieces)
    var angle = startAngle
    var start = arcPoint(center: center, radius: radius, angle: angle)
    for piece in 1...pieces {
      let nextAngle = piece == pieces ? startAngle + delta : startAngle + step * CGFloat(piece)
      let end = arcPoint(center: center, radius: radius, angle: nextAngle)
      let control1 = CGPoint(x: start.x - k * sin(angle), y: start.y + k * cos(angle))
      let control2 = CGPoint(x: end.x + k * sin(nextAngle), y: end.y - k * cos(nextAngle))
      curves.append(.curveTo(end, control1: control1, control2: control2))
      angle = nextAngle
      start = end
    }
    return curves
  }

  /// The point at `angle` on the circle (angle 0 along +x, π/2 along +y).
  static func arcPoint(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  // MARK: Geometry helpers

  static func box(around points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
  }

  static func cubicPoint(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The parameters in (0, 1) where a quadratic Bézier turns in x or in y.
  static func quadExtremaParameters(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
    var result: [CGFloat] = []
    for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
      let denominator = a - 2 * b + c
      guard denominator != 0 else { continue }
      let t = (a - b) / denominator
      if t > 0, t < 1 { result.append(t) }
    }
    return result
  }

  /// The parameters in (0, 1) where a cubic Bézier turns in x or in y.
  static func cubicExtremaParameters(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint
  ) -> [CGFloat] {
    var result: [CGFloat] = []
    for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
      // The derivative over 3 is qa·t² + qb·t + qc.
      let qa = -a + 3 * b - 3 * c + d
      let qb = 2 * (a - 2 * b + c)
      let qc = b - a
      var roots: [CGFloat] = []
      if abs(qa) < 1e-12 {
        if qb != 0 { roots.append(-qc / qb) }
      } else {
        let discriminant = qb * qb - 4 * qa * qc
        if discriminant >= 0 {
          let root = discriminant.squareRoot()
          roots.append((-qb + root) / (2 * qa))
          roots.append((-qb - root) / (2 * qa))
        }
      }
      result.append(contentsOf: roots.filter { $0 > 0 && $0 < 1 })
    }
    return result
  }
}
