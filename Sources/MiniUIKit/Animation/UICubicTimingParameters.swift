import Foundation

extension UIView {
  /// UIKit's built-in animation curves.
  public enum AnimationCurve: Sendable {
    /// Slow at the start and the end.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even speed throughout.
    case linear
  }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CAMediaTimingFunction.
public struct UICubicTimingParameters: UITimingCurveProvider, Sendable, Equatable {
  /// The built-in curve the parameters were made from, or `nil` for custom control points.
  public let animationCurve: UIView.AnimationCurve?
  /// The curve's first control point.
  public let controlPoint1: CGPoint
  /// The curve's second control point.
  public let controlPoint2: CGPoint

  /// The kind of curve: `.builtin` for one of UIKit's curves, `.cubic` for custom control points.
  public var timingCurveType: UITimingCurveType { animationCurve == nil ? .cubic : .builtin }
  /// The parameters themselves.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// Always `nil`: the curve is not a spring.
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

  /// A custom curve with the given control points.
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    animationCurve = nil
    self.controlPoint1 = controlPoint1
    self.controlPoint2 = controlPoint2
  }

  /// The curve's y for x = `fraction` (clamped to 0…1).
  public func progress(atFraction fraction: Double) -> Double {
    if animationCurve == .linear { return min(max(fraction, 0), 1) }
    let curve = UnitBezier(
      x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
      x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    return curve.y(forX: fraction)
  }
}
