import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) whose x is monotonic: the curve behind
/// UICubicTimingParameters and CAMediaTimingFunction.
struct UnitBezier: Sendable, Equatable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  /// The curve with control points (x1, y1) and (x2, y2).
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }

  /// The curve's y for x (clamped to 0…1); the end points are exact.
  func y(forX x: Double) -> Double {
    let x = min(max(x, 0), 1)
    if x == 0 || x == 1 { return x }
    return Self.bezier(parameter(forX: x), y1, y2)
  }

  /// One coordinate of the Bézier with end points 0 and 1.
  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// Solves x(t) = x: Newton's method, falling back to bisection (x(t) is monotonic).
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, x1, x2) - x
      if abs(error) < 1e-12 { return t }
      let slope = Self.bezierSlope(t, x1, x2)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
    }
    var (lower, upper) = (0.0, 1.0)
    t = x
    for _ in 0..<64 {
      if Self.bezier(t, x1, x2) < x { lower = t } else { upper = t }
      t = (lower + upper) / 2
    }
    return t
  }
}
