import Foundation

/// The kinds of timing curves, as UIKit's UITimingCurveType.
public enum UITimingCurveType: Sendable {
  /// One of UIKit's built-in cubic curves.
  case builtin
  /// A cubic Bézier curve with custom control points.
  case cubic
  /// A spring.
  case spring
  /// A cubic curve combined with a spring.
  case composed
}

/// Maps elapsed time to animation progress, as UIKit's protocol of the same name.
public protocol UITimingCurveProvider: Sendable {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, or `nil`; with neither it nor a spring, the animation eases in and out.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, or `nil`; a spring takes precedence over a cubic curve.
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
  /// The curve made concrete for an animation asked to last `duration` seconds.
  func resolved(duration: Double) -> TimingCurve {
    if let spring = springTimingParameters {
      let total = spring.effectiveDuration(requested: duration)
      return TimingCurve(
        duration: total,
        kind: .spring(spring.oscillator(duration: total), initialVelocity: spring.velocity))
    }
    return TimingCurve(
      duration: duration,
      kind: .cubic(cubicTimingParameters ?? UICubicTimingParameters(animationCurve: .easeInOut)))
  }
}

/// A timing curve resolved for one animation: its real duration and its progress.
struct TimingCurve: Sendable {
  enum Kind: Sendable {
    case cubic(UICubicTimingParameters)
    case spring(DampedHarmonicOscillator, initialVelocity: Double)
  }

  /// How long the curve takes, in seconds.
  let duration: Double
  let kind: Kind

  /// Progress (0 → 1, possibly overshooting) once `fraction` of the duration has elapsed;
  /// exactly 0 before the start and 1 from the end on.
  func progress(atFraction fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    switch kind {
    case .cubic(let cubic):
      return cubic.progress(atFraction: fraction)
    case .spring(let spring, let velocity):
      return 1 + spring.state(at: fraction * duration, x0: -1, v0: velocity).position
    }
  }
}
