import Foundation

/// Turns path elements into polylines: what strokers, dashers and rasterisers work on.
@_spi(Host) public enum PathFlattening {
  /// The most straight segments one curve is cut into, whatever the tolerance.
  static let maximumSegmentsPerCurve = 4096

  /// The subpaths of `elements`, transformed by `transform`, with curves cut into segments so
  /// that no point of a curve is further than `tolerance` from them.
  ///
  /// A `moveTo` starts a polyline and `closeSubpath` marks it closed (its start point is not
  /// repeated at the end); subpaths of fewer than two points are dropped. Any non-finite point
  /// gives no polylines at all.
  public static func polylines(
    of elements: [PathElement], transform: CGAffineTransform = .identity, tolerance: CGFloat
  ) -> [Polyline] {
    var result: [Polyline] = []
    var points: [CGPoint] = []
    var current: CGPoint?
    var subpathStart: CGPoint?

    func finish(closed: Bool) {
      var finished = points
      if closed, finished.count > 1, let first = finished.first, let last = finished.last,
        isSamePoint(first, last)
      {
        finished.removeLast()
      }
      if finished.count >= 2 {
        result.append(Polyline(points: finished, isClosed: closed))
      }
      points = []
    }

    /// Starts a subpath at the current point when an element draws after a close.
    func beginIfNeeded() {
      guard points.isEmpty, let start = current else { return }
      points.append(start)
      subpathStart = start
    }

    for element in elements {
      let element = element.applying(transform)
      guard element.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return [] }
      switch element {
      case .moveTo(let point):
        finish(closed: false)
        points = [point]
        current = point
        subpathStart = point
      case .lineTo(let point):
        beginIfNeeded()
        guard current != nil else { continue }
        points.append(point)
        current = point
      case .quadCurveTo(let end, let control):
        beginIfNeeded()
        guard let start = current else { continue }
        appendQuad(start, control, end, tolerance: tolerance, to: &points)
        current = end
      case .curveTo(let end, let control1, let control2):
        beginIfNeeded()
        guard let start = current else { continue }
        appendCubic(start, control1, control2, end, tolerance: tolerance, to: &points)
        current = end
      case .closeSubpath:
        if !points.isEmpty {
          finish(closed: true)
          current = subpathStart
        }
      }
    }
    finish(closed: false)
    return result
  }

  /// Whether two points are the same but for rounding.
  static func isSamePoint(_ a: CGPoint, _ b: CGPoint) -> Bool {
    let scale = max(1, abs(a.x), abs(a.y), abs(b.x), abs(b.y))
    return abs(a.x - b.x) <= 1e-12 * scale && abs(a.y - b.y) <= 1e-12 * scale
  }

  /// How many equal parameter steps keep a curve whose second derivative is at most
  /// `maximumSecondDerivative` within `tolerance` of its chords: a chord over a step `h`
  /// strays at most `h²/8` times that bound.
  static func segmentCount(maximumSecondDerivative: CGFloat, tolerance: CGFloat) -> Int {
    guard maximumSecondDerivative > 0 else { return 1 }
    guard tolerance > 0, tolerance.isFinite else { return maximumSegmentsPerCurve }
    let count = (maximumSecondDerivative / (8 * tolerance)).squareRoot().rounded(.up)
    guard count.isFinite else { return maximumSegmentsPerCurve }
    return max(1, Int(min(count, CGFloat(maximumSegmentsPerCurve))))
  }

  /// Appends the quadratic Bézier's points after its start.
  static func appendQuad(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat, to points: inout [CGPoint]
  ) {
    // B''(t) = 2·(p0 − 2·p1 + p2), constant.
    let dx = p0.x - 2 * p1.x + p2.x
    let dy = p0.y - 2 * p1.y + p2.y
    let count = segmentCount(
      maximumSecondDerivative: 2 * (dx * dx + dy * dy).squareRoot(), tolerance: tolerance)
    for index in 1..<count {
      points.append(CGPath.quadPoint(p0, p1, p2, CGFloat(index) / CGFloat(count)))
    }
    points.append(p2)
  }

  /// Appends the cubic Bézier's points after its start.
  static func appendCubic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
    to points: inout [CGPoint]
  ) {
    // B''(t) = 6·((1 − t)·(p0 − 2·p1 + p2) + t·(p1 − 2·p2 + p3)), largest at an end.
    let d1x = p0.x - 2 * p1.x + p2.x
    let d1y = p0.y - 2 * p1.y + p2.y
    let d2x = p1.x - 2 * p2.x + p3.x
    let d2y = p1.y - 2 * p2.y + p3.y
    let largest = max((d1x * d1x + d1y * d1y).squareRoot(), (d2x * d2x + d2y * d2y).squareRoot())
    let count = segmentCount(maximumSecondDerivative: 6 * largest, tolerance: tolerance)
    for index in 1..<count {
      points.append(CGPath.cubicPoint(p0, p1, p2, p3, CGFloat(index) / CGFloat(count)))
    }
    points.append(p3)
  }
}
