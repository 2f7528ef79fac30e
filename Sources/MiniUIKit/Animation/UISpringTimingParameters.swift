import Foundation

/// Spring timing, as UIKit's UISpringTimingParameters: progress follows a damped harmonic
/// oscillator pulling from 0 to 1.
public struct UISpringTimingParameters: UITimingCurveProvider, Sendable, Equatable {
  /// How the spring was defined.
  enum Definition: Equatable {
    /// By damping ratio: the stiffness follows from the duration (UIKit's
    /// `usingSpringWithDamping:`), and the animation takes exactly that duration.
    case dampingRatio(Double)
    /// By a physical spring: the animation takes the spring's settling time.
    case physical(DampedHarmonicOscillator)
  }

  let definition: Definition
  /// Initial velocity in distances per second (UIKit's CGVector; only dx is used when both
  /// match, as for a one-dimensional progress).
  public let initialVelocity: CGVector

  /// The kind of curve, always `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// Always `nil`: the curve is a spring.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The parameters themselves.
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// UIKit's own spring, as its `init()`: the one behind the navigation push and the default
  /// modal slide (animation curve 7: mass 3, stiffness 1000, damping 500, so a damping ratio
  /// of 500 / (2·√3000) ≈ 4.56): heavily overdamped, a fast start and a long soft finish,
  /// fitted to the animation's duration.
  public init() { self.init(dampingRatio: Self.systemDampingRatio) }

  /// The damping ratio of UIKit's own spring.
  static let systemDampingRatio: CGFloat = 500 / (2 * (3000 as CGFloat).squareRoot())

  /// A spring by damping ratio (1 settles without overshoot, lower values oscillate), its
  /// stiffness chosen so that it settles in exactly the animation's duration.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
    definition = .dampingRatio(Double(ratio))
    initialVelocity = velocity
  }

  /// A physical spring; the animation lasts until the spring settles, whatever duration it is
  /// given.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    definition = .physical(
      DampedHarmonicOscillator(
        mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)))
    initialVelocity = velocity
  }

  /// iOS 17's spring by perceptual duration and bounce, with Apple's mapping: mass 1, natural
  /// frequency ω₀ = 2π / duration (stiffness ω₀²), damping ratio ζ = 1 − bounce for a bounce
  /// from 0 to 1 (more bounce, less damping) and 1 / (1 + bounce) for a negative one (an
  /// overdamped, flatter spring), damping 2ζω₀. The animation lasts until the spring settles.
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
    let omega0 = 2 * Double.pi / max(duration, 0.001)
    let bounce = Double(min(max(bounce, -0.999), 1))
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(
      mass: 1, stiffness: omega0 * omega0, damping: 2 * ratio * omega0, initialVelocity: velocity)
  }

  /// A spring by damping ratio and response (the period of the undamped spring), as
  /// SwiftUI's `spring(response:dampingFraction:)`.
  public init(
    dampingRatio ratio: CGFloat, response: CGFloat, initialVelocity velocity: CGVector = .zero
  ) {
    let omega0 = 2 * Double.pi / Double(max(response, 0.001))
    self.init(
      mass: 1, stiffness: omega0 * omega0, damping: 2 * Double(ratio) * omega0,
      initialVelocity: velocity)
  }

  var velocity: Double { Double(initialVelocity.dx) }

  /// The spring that runs for `duration`.
  func oscillator(duration: Double) -> DampedHarmonicOscillator {
    switch definition {
    case .physical(let spring):
      return spring
    case .dampingRatio(let ratio):
      let stiffness = DampedHarmonicOscillator.stiffness(
        duration: duration, dampingRatio: ratio, initialVelocity: velocity)
      return DampedHarmonicOscillator(dampingRatio: ratio, stiffness: stiffness)
    }
  }

  func effectiveDuration(requested duration: Double) -> Double {
    switch definition {
    case .physical(let spring): spring.settlingDuration(x0: -1, v0: velocity)
    case .dampingRatio: duration
    }
  }
}

/// A two-dimensional vector, as Core Graphics' CGVector.
public struct CGVector: Equatable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat
  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  /// The vector (0, 0).
  public static let zero = CGVector(dx: 0, dy: 0)
}
