import Foundation

/// How far content shows past its edge when pulled `overshoot` points beyond it, as UIKit's
/// scroll views resist: (1 − 1 / (x·c / d + 1))·d with c = 0.55 and d the view's length along
/// the axis. The result never reaches `dimension`, however far the finger goes.
enum RubberBand {
  static let coefficient: CGFloat = 0.55

  static func distance(forOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let magnitude = abs(overshoot)
    let shown = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -shown : shown
  }

  /// `offset` held within `range`, with what lies past an end rubber-banded.
  static func clamp(_ offset: CGFloat, to range: ClosedRange<CGFloat>, dimension: CGFloat)
    -> CGFloat
  {
    if offset < range.lowerBound {
      return range.lowerBound
        + distance(forOvershoot: offset - range.lowerBound, dimension: dimension)
    }
    if offset > range.upperBound {
      return range.upperBound
        + distance(forOvershoot: offset - range.upperBound, dimension: dimension)
    }
    return offset
  }

  /// The offset a finger would have to be at for `clamp` to show `offset`: where a drag that
  /// grabs content already past an end (springing back) starts from, so that it resists once,
  /// not twice.
  static func unclamp(_ offset: CGFloat, from range: ClosedRange<CGFloat>, dimension: CGFloat)
    -> CGFloat
  {
    if offset < range.lowerBound {
      return range.lowerBound
        - overshoot(forDistance: range.lowerBound - offset, dimension: dimension)
    }
    if offset > range.upperBound {
      return range.upperBound
        + overshoot(forDistance: offset - range.upperBound, dimension: dimension)
    }
    return offset
  }

  /// The inverse of `distance(forOvershoot:dimension:)` for a distance shown past the edge
  /// (`distance` ≥ 0, less than `dimension`).
  private static func overshoot(forDistance distance: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return distance }
    let shown = min(distance / dimension, 0.999_999)
    return shown * dimension / (coefficient * (1 - shown))
  }
}
