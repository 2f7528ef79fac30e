import Foundation

extension UIView {
  /// UIKit's built-in animation curves.
  public enum AnimationCurve: Sendable {
    case easeInOut
    case easeIn
    case easeOut
    case linear
  }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CAMediaTimingFunction.
public struct UICubicTimingParameters: UITimingCurveProvider, Sendable, Equatable {
  public let animationCurve: UIView.AnimationCurve?
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint

  public var timingCurveType: UITimingCurveType { animationCurve == nil ? .cubic : .builtin }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// The default curve, ease-in-out.
  public init() { self.init(animationCurve: .easeInOut) }

  /// One of UIKit's curves, with Core Animation's control points.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) =
      switch curve {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
  }

  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    animationCurve = nil
    self.controlPoint1 = controlPoint1
    self.controlPoint2 = controlPoint2
  }

  /// The curve's y for x = `fraction` (clamped to 0…1).
  public func progress(atFraction fraction: Double) -> Double {
    let x = min(max(fraction, 0), 1)
    if animationCurve == .linear || x == 0 || x == 1 { return x }
    let t = parameter(forX: x)
    return Self.bezier(t, controlPoint1.y, controlPoint2.y)
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
    let (x1, x2) = (Double(controlPoint1.x), Double(controlPoint2.x))
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
