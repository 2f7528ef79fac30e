import Foundation

/// A path that can be changed, as Core Graphics' CGMutablePath. Every `transform` applies to
/// the points given before they are added.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() {
    super.init(elements: [])
  }

  override init(elements: [PathElement]) {
    super.init(elements: elements)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.moveTo(point.applying(transform)))
  }

  /// A line from the current point to `point`; ignored, as in Core Graphics, when the path has
  /// no current point.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard !isEmpty else { return }
    elements.append(.lineTo(point.applying(transform)))
  }

  /// A new subpath through `points` in order (nothing for an empty array).
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    elements.append(.moveTo(first.applying(transform)))
    for point in points.dropFirst() {
      elements.append(.lineTo(point.applying(transform)))
    }
  }

  /// A closed rectangular subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    elements += Self.rectElements(rect).map { $0.applying(transform) }
  }

  /// A closed rectangular subpath for each rectangle.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed ellipse fitting `rect`: a move to (maxX, midY), four curves, a close.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    elements += Self.ellipseElements(rect).map { $0.applying(transform) }
  }

  /// A closed rectangle with elliptical corners (clamped to half the sides).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let radius = CGSize(width: cornerWidth, height: cornerHeight)
    elements += Self.roundedRectElements(rect, radii: [radius, radius, radius, radius])
      .map { $0.applying(transform) }
  }

  /// An arc of a circle, as Core Graphics: angles in radians from the +x axis towards +y;
  /// `clockwise` is meant in Core Graphics' y-up space, so `true` means angles decreasing
  /// (which looks counterclockwise on a y-down screen; UIBezierPath flips it). A line joins the
  /// current point to the arc's start, or a move starts the path when it is empty. Angles a
  /// full turn or more apart in the drawing direction give a full circle.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool, transform: CGAffineTransform = .identity
  ) {
    let twoPi = 2 * CGFloat.pi
    var delta = endAngle - startAngle
    if clockwise {
      if delta <= -twoPi {
        delta = -twoPi
      } else {
        delta = fmod(delta, twoPi)
        if delta > 0 { delta -= twoPi }
      }
    } else {
      if delta >= twoPi {
        delta = twoPi
      } else {
        delta = fmod(delta, twoPi)
        if delta < 0 { delta += twoPi }
      }
    }
    appendArc(
      center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
  }

  /// An arc of a circle from `startAngle` turning by `delta` radians (positive: angles
  /// increasing), joined to the current point by a line as `addArc` is.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
  }

  /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
  /// line from `tangent1End` to `tangent2End`, preceded by a line to where it starts, as
  /// Core Graphics' `addArc(tangent1End:tangent2End:radius:transform:)`. A line to
  /// `tangent1End` when the lines are parallel or the radius is zero; a move there when the
  /// path is empty.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPointIfAny else {
      move(to: tangent1End, transform: transform)
      return
    }
    // Work in the untransformed space the tangent points are given in.
    let inverse = transform.inverted()
    let p0 = current.applying(inverse)
    let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
    let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
    let length1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let length2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard radius > 0, length1 > 0, length2 > 0,
      abs(cross) > 1e-12 * length1 * length2
    else {
      addLine(to: tangent1End, transform: transform)
      return
    }
    let u1 = CGPoint(x: v1.x / length1, y: v1.y / length1)
    let u2 = CGPoint(x: v2.x / length2, y: v2.y / length2)
    let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
    let halfAngle = acos(cosine) / 2
    let tangentDistance = radius / tan(halfAngle)
    let centreDistance = radius / sin(halfAngle)
    let bisectorX = u1.x + u2.x
    let bisectorY = u1.y + u2.y
    let bisectorLength = (bisectorX * bisectorX + bisectorY * bisectorY).squareRoot()
    let center = CGPoint(
      x: tangent1End.x + bisectorX / bisectorLength * centreDistance,
      y: tangent1End.y + bisectorY / bisectorLength * centreDistance)
    let start = CGPoint(
      x: tangent1End.x + u1.x * tangentDistance, y: tangent1End.y + u1.y * tangentDistance)
    let end = CGPoint(
      x: tangent1End.x + u2.x * tangentDistance, y: tangent1End.y + u2.y * tangentDistance)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    let endAngle = atan2(end.y - center.y, end.x - center.x)
    var delta = endAngle - startAngle
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    appendArc(
      center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
  }

  /// A cubic Bézier from the current point; ignored when there is none.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    guard !isEmpty else { return }
    elements.append(
      .curveTo(
        end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// A quadratic Bézier from the current point; ignored when there is none.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard !isEmpty else { return }
    elements.append(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
  }

  /// Appends `path`'s elements, transformed.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }

  /// Closes the current subpath with a line back to its start (nothing when already closed).
  public func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// The arc's start joined by a line (or a move in an empty path), then its curves.
  private func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform
  ) {
    let start = Self.arcPoint(center: center, radius: radius, angle: startAngle)
    if isEmpty {
      move(to: start, transform: transform)
    } else {
      addLine(to: start, transform: transform)
    }
    elements += Self.arcCurves(
      center: center, radius: radius, startAngle: startAngle, delta: delta
    ).map { $0.applying(transform) }
  }
}
