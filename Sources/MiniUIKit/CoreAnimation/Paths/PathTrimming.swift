import Foundation

/// Trims flattened subpaths to part of their length, as CAShapeLayer's strokeStart and
/// strokeEnd do.
@_spi(Host) public enum PathTrimming {
  /// The part of `polylines` between fractions `start` and `end` of their total length.
  ///
  /// The subpaths count in order as one length, closed ones with their closing segment.
  /// Both fractions are clamped to 0…1; start ≥ end gives nothing and 0…1 the input as it is.
  /// A closed subpath that is cut becomes open; one kept whole stays closed.
  public static func trim(_ polylines: [Polyline], from start: CGFloat, to end: CGFloat)
    -> [Polyline]
  {
    guard !start.isNaN, !end.isNaN else { return [] }
    let start = min(max(start, 0), 1)
    let end = min(max(end, 0), 1)
    guard start < end else { return [] }
    if start == 0, end == 1 { return polylines }
    let lengths = polylines.map(length)
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return [] }
    let from = start * total
    let to = end * total
    var trimmed: [Polyline] = []
    var offset: CGFloat = 0
    for (polyline, length) in zip(polylines, lengths) {
      defer { offset += length }
      if from <= offset, offset + length <= to {
        // Wholly inside; a zero-length one only if strictly so, lest it shows past an end.
        if length > 0 || (from < offset && offset < to) { trimmed.append(polyline) }
        continue
      }
      let lower = max(from, offset) - offset
      let upper = min(to, offset + length) - offset
      guard lower < upper else { continue }
      trimmed.append(Polyline(points: piece(of: polyline, from: lower, to: upper), isClosed: false))
    }
    return trimmed
  }

  /// The points in order, the first repeated at the end when closed.
  private static func walk(_ polyline: Polyline) -> [CGPoint] {
    guard polyline.isClosed, let first = polyline.points.first, polyline.points.count > 1 else {
      return polyline.points
    }
    return polyline.points + [first]
  }

  private static func length(_ polyline: Polyline) -> CGFloat {
    let points = walk(polyline)
    var total: CGFloat = 0
    for index in points.indices.dropFirst() {
      total += distance(points[index - 1], points[index])
    }
    return total
  }

  /// The open piece between distances `lower` and `upper` along the polyline.
  private static func piece(of polyline: Polyline, from lower: CGFloat, to upper: CGFloat)
    -> [CGPoint]
  {
    let points = walk(polyline)
    var result: [CGPoint] = []
    var travelled: CGFloat = 0
    for index in points.indices.dropFirst() {
      let a = points[index - 1]
      let b = points[index]
      let length = distance(a, b)
      let segmentEnd = travelled + length
      defer { travelled = segmentEnd }
      guard length > 0, segmentEnd > lower else { continue }
      if result.isEmpty {
        result.append(point(from: a, to: b, at: (lower - travelled) / length))
      }
      if segmentEnd >= upper {
        result.append(point(from: a, to: b, at: (upper - travelled) / length))
        return result
      }
      result.append(b)
    }
    // Rounding left `upper` a hair past the end: the piece runs to the last point.
    if let last = points.last, result.last != last { result.append(last) }
    return result
  }

  private static func point(from a: CGPoint, to b: CGPoint, at t: CGFloat) -> CGPoint {
    let t = min(max(t, 0), 1)
    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(b.x - a.x, b.y - a.y)
  }
}
