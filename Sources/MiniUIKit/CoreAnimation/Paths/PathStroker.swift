import Foundation

/// Turns flattened subpaths into the polygons that cover their stroke.
///
/// The outline is a set of overlapping pieces rather than one clean boundary: a quad per
/// segment, a polygon per join and per cap. Every piece is wound the same way (positive
/// signed area in the y-down plane), so filling them all together with the nonzero rule
/// covers exactly the stroke and overlaps never cancel.
@_spi(Host) public enum PathStroker {
  /// Polygons (each an implicitly closed ring) whose nonzero union is the stroke of `polylines`.
  ///
  /// Joins follow Core Graphics: a miter is used while miter length / line width, which is
  /// 1 / sin(θ / 2) for an angle θ between the segments, is at most `miterLimit`, else the
  /// corner is bevelled. Round joins and caps are discs flattened within `tolerance`.
  /// A subpath that collapses to a point draws a dot for round and square caps.
  /// A non-positive line width or any non-finite input gives no polygons.
  public static func outline(
    of polylines: [Polyline], lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, tolerance: CGFloat
  ) -> [[CGPoint]] {
    guard lineWidth.isFinite, lineWidth > 0, !miterLimit.isNaN, !tolerance.isNaN else {
      return []
    }
    for polyline in polylines {
      for point in polyline.points where !point.x.isFinite || !point.y.isFinite {
        return []
      }
    }
    let style = Style(
      halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
      tolerance: tolerance)
    var polygons: [[CGPoint]] = []
    for polyline in polylines {
      stroke(polyline, style: style, into: &polygons)
    }
    return polygons
  }

  /// The stroke parameters one outline is built with.
  private struct Style {
    var halfWidth: CGFloat
    var cap: CGLineCap
    var join: CGLineJoin
    var miterLimit: CGFloat
    var tolerance: CGFloat
  }

  /// Adds the pieces of one subpath's stroke.
  private static func stroke(_ polyline: Polyline, style: Style, into polygons: inout [[CGPoint]]) {
    let points = distinctPoints(polyline)
    guard let first = points.first else { return }
    if points.count == 1 {
      dot(at: first, style: style, into: &polygons)
      return
    }
    let closed = polyline.isClosed
    let segmentCount = closed ? points.count : points.count - 1
    var directions: [CGPoint] = []
    for index in 0..<segmentCount {
      let start = points[index]
      let end = points[(index + 1) % points.count]
      let direction = unit(from: start, to: end)
      directions.append(direction)
      let offset = normal(direction, style.halfWidth)
      append(
        [
          add(start, offset), add(end, offset), subtract(end, offset), subtract(start, offset),
        ],
        to: &polygons)
    }
    let joinedVertices = closed ? 0..<points.count : 1..<(points.count - 1)
    for vertex in joinedVertices {
      let incoming = directions[(vertex + segmentCount - 1) % segmentCount]
      let outgoing = directions[vertex % segmentCount]
      join(
        at: points[vertex], incoming: incoming, outgoing: outgoing, style: style, into: &polygons)
    }
    if !closed, let last = points.last {
      cap(at: first, direction: scale(directions[0], -1), style: style, into: &polygons)
      cap(at: last, direction: directions[segmentCount - 1], style: style, into: &polygons)
    }
  }

  /// The polyline's points without zero-length segments (nor a repeated first point if closed).
  private static func distinctPoints(_ polyline: Polyline) -> [CGPoint] {
    var points: [CGPoint] = []
    for point in polyline.points {
      if let last = points.last, isSame(last, point) { continue }
      points.append(point)
    }
    if polyline.isClosed, points.count > 1, let first = points.first, let last = points.last,
      isSame(first, last)
    {
      points.removeLast()
    }
    return points
  }

  /// Whether two points are close enough to make a zero-length segment.
  private static func isSame(_ a: CGPoint, _ b: CGPoint) -> Bool {
    let scale = max(1, abs(a.x), abs(a.y), abs(b.x), abs(b.y))
    return hypot(b.x - a.x, b.y - a.y) <= scale * 1e-12
  }

  /// What a subpath collapsed to one point draws: a disc, a square, or nothing for butt caps.
  private static func dot(at point: CGPoint, style: Style, into polygons: inout [[CGPoint]]) {
    let h = style.halfWidth
    switch style.cap {
    case .butt:
      return
    case .round:
      append(disc(at: point, style: style), to: &polygons)
    case .square:
      append(
        [
          CGPoint(x: point.x - h, y: point.y - h), CGPoint(x: point.x + h, y: point.y - h),
          CGPoint(x: point.x + h, y: point.y + h), CGPoint(x: point.x - h, y: point.y + h),
        ],
        to: &polygons)
    }
  }

  /// The cap at an open end, `direction` pointing out of the line.
  private static func cap(
    at point: CGPoint, direction: CGPoint, style: Style, into polygons: inout [[CGPoint]]
  ) {
    switch style.cap {
    case .butt:
      return
    case .round:
      append(disc(at: point, style: style), to: &polygons)
    case .square:
      let offset = normal(direction, style.halfWidth)
      let beyond = add(point, scale(direction, style.halfWidth))
      append(
        [
          add(point, offset), add(beyond, offset), subtract(beyond, offset),
          subtract(point, offset),
        ],
        to: &polygons)
    }
  }

  /// The piece filling the outer side of the corner between two segments' unit directions.
  private static func join(
    at point: CGPoint, incoming: CGPoint, outgoing: CGPoint, style: Style,
    into polygons: inout [[CGPoint]]
  ) {
    if style.join == .round {
      append(disc(at: point, style: style), to: &polygons)
      return
    }
    let turn = cross(incoming, outgoing)
    let dotProduct = incoming.x * outgoing.x + incoming.y * outgoing.y
    // Straight on, or turned right back: the quads already meet with nothing to fill.
    guard abs(turn) > 1e-12 else { return }
    // A turn towards the normal leaves the outer edge on the other side.
    let side: CGFloat = turn > 0 ? -1 : 1
    let before = add(point, normal(incoming, style.halfWidth * side))
    let after = add(point, normal(outgoing, style.halfWidth * side))
    // cos of half the turn is sin of half the angle between the segments.
    let halfAngleSine = sqrt(max(0, (1 + dotProduct) / 2))
    let miterRatio = halfAngleSine > 0 ? 1 / halfAngleSine : .infinity
    if style.join == .miter, miterRatio <= style.miterLimit {
      let bisector = add(normal(incoming, side), normal(outgoing, side))
      let bisectorLength = hypot(bisector.x, bisector.y)
      guard bisectorLength > 0 else { return }
      let tip = add(point, scale(bisector, style.halfWidth * miterRatio / bisectorLength))
      append([point, before, tip, after], to: &polygons)
    } else {
      append([point, before, after], to: &polygons)
    }
  }

  /// A polygon inscribed in the disc of the line's half width, within the flattening tolerance.
  private static func disc(at center: CGPoint, style: Style) -> [CGPoint] {
    let radius = style.halfWidth
    let tolerance = min(max(style.tolerance, radius * 1e-4), radius)
    // A chord over angle 2π/n lies radius(1 - cos(π/n)) inside the circle at most.
    let step = acos(1 - tolerance / radius)
    let count = min(max(Int((CGFloat.pi / step).rounded(.up)), 8), 4096)
    return (0..<count).map { index in
      let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(count)
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  /// Adds a polygon wound with positive signed area, dropping one with no area.
  private static func append(_ polygon: [CGPoint], to polygons: inout [[CGPoint]]) {
    let area = signedArea(polygon)
    guard area != 0, area.isFinite else { return }
    polygons.append(area > 0 ? polygon : polygon.reversed())
  }

  /// The shoelace area: positive for a ring that runs clockwise on screen (y down).
  private static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
    var sum: CGFloat = 0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  private static func unit(from a: CGPoint, to b: CGPoint) -> CGPoint {
    let length = hypot(b.x - a.x, b.y - a.y)
    return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
  }

  /// The direction turned a quarter (towards +y from +x), scaled by `length`.
  private static func normal(_ direction: CGPoint, _ length: CGFloat) -> CGPoint {
    CGPoint(x: -direction.y * length, y: direction.x * length)
  }

  private static func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }

  private static func add(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: a.x + b.x, y: a.y + b.y)
  }

  private static func subtract(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: a.x - b.x, y: a.y - b.y)
  }

  private static func scale(_ a: CGPoint, _ factor: CGFloat) -> CGPoint {
    CGPoint(x: a.x * factor, y: a.y * factor)
  }
}
