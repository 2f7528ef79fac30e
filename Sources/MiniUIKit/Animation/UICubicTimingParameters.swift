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
    if animationCurve == .linear { return min(max(fraction, 0), 1) }
    let curve = UnitBezier(
      x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
      x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    return curve.y(forX: fraction)
  }
}
