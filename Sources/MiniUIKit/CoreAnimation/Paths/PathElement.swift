import Foundation

/// One element of a path, as Core Graphics' `CGPathElement`: a move, a line, a quadratic or
/// cubic Bézier curve (end point first, then its control points), or the closing of a subpath.
@_spi(Host) public enum PathElement: Equatable, Sendable {
  case moveTo(CGPoint)
  case lineTo(CGPoint)
  case quadCurveTo(CGPoint, control: CGPoint)
  case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
  case closeSubpath

  /// The element with every point transformed by `t`.
  public func applying(_ t: CGAffineTransform) -> PathElement {
    switch self {
    case .moveTo(let point):
      return .moveTo(point.applying(t))
    case .lineTo(let point):
      return .lineTo(point.applying(t))
    case .quadCurveTo(let point, let control):
      return .quadCurveTo(point.applying(t), control: control.applying(t))
    case .curveTo(let point, let control1, let control2):
      return .curveTo(
        point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
    case .closeSubpath:
      return .closeSubpath
    }
  }

  /// Where the element leaves the current point (nil for `closeSubpath`).
  var endPoint: CGPoint? {
    switch self {
    case .moveTo(let point), .lineTo(let point), .quadCurveTo(let point, _),
      .curveTo(let point, _, _):
      return point
    case .closeSubpath:
      return nil
    }
  }

  /// Every point of the element, end point first, then the control points.
  var points: [CGPoint] {
    switch self {
    case .moveTo(let point), .lineTo(let point):
      return [point]
    case .quadCurveTo(let point, let control):
      return [point, control]
    case .curveTo(let point, let control1, let control2):
      return [point, control1, control2]
    case .closeSubpath:
      return []
    }
  }

  /// Whether `other` is the same kind of element, whatever its points.
  func isSameKind(as other: PathElement) -> Bool {
    switch (self, other) {
    case (.moveTo, .moveTo), (.lineTo, .lineTo), (.quadCurveTo, .quadCurveTo),
      (.curveTo, .curveTo), (.closeSubpath, .closeSubpath):
      return true
    default:
      return false
    }
  }

  /// The element of the same kind whose points are `points`, in the order `points` lists them.
  func withPoints(_ newPoints: [CGPoint]) -> PathElement {
    switch self {
    case .moveTo:
      return .moveTo(newPoints[0])
    case .lineTo:
      return .lineTo(newPoints[0])
    case .quadCurveTo:
      return .quadCurveTo(newPoints[0], control: newPoints[1])
    case .curveTo:
      return .curveTo(newPoints[0], control1: newPoints[1], control2: newPoints[2])
    case .closeSubpath:
      return .closeSubpath
    }
  }
}
