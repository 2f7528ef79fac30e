import Foundation

/// The closed-form motion of a damped spring pulling a mass toward 0:
/// `m·x'' + c·x' + k·x = 0`, starting at `x0` with velocity `v0`.
///
/// Under-, critically and over-damped cases are solved exactly (see libadwaita's
/// adw-spring-animation.c for the same maths).
public struct DampedHarmonicOscillator: Sendable, Equatable {
  /// The longest an animation on a spring may take: an undamped or barely damped spring
  /// would otherwise never settle.
  public static let longestSettlingDuration: Double = 60

  /// The mass on the spring (m), at least 1e-6.
  public let mass: Double
  /// The spring's stiffness (k), at least 1e-6.
  public let stiffness: Double
  /// The damping coefficient (c), never negative.
  public let damping: Double

  /// A spring; mass and stiffness are kept positive and damping non-negative (finite), so
  /// that no input makes the motion undefined.
  public init(mass: Double, stiffness: Double, damping: Double) {
    func finite(_ value: Double, atLeast minimum: Double) -> Double {
      value.isFinite ? max(value, minimum) : minimum
    }
    self.mass = finite(mass, atLeast: 1e-6)
    self.stiffness = finite(stiffness, atLeast: 1e-6)
    self.damping = finite(damping, atLeast: 0)
  }

  /// A spring of mass 1 with the given damping ratio (damping = 2ζ√(k·m)).
  public init(dampingRatio: Double, stiffness: Double) {
    self.init(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot())
  }

  /// Undamped angular frequency ω₀ = √(k/m).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Position and velocity at time `t` for a start at `x0` with velocity `v0`.
  public func state(at t: Double, x0: Double, v0: Double) -> (position: Double, velocity: Double) {
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let decay = zeta * omega0
      let envelope = exp(-decay * t)
      let sineCoefficient = (v0 + decay * x0) / omegaD
      let cosine = cos(omegaD * t)
      let sine = sin(omegaD * t)
      let position = envelope * (x0 * cosine + sineCoefficient * sine)
      let velocity =
        envelope
        * ((sineCoefficient * omegaD - decay * x0) * cosine
          - (x0 * omegaD + decay * sineCoefficient) * sine)
      return (position, velocity)
    }
    if zeta == 1 {
      let envelope = exp(-omega0 * t)
      let slope = v0 + omega0 * x0
      return (envelope * (x0 + slope * t), envelope * (slope - omega0 * (x0 + slope * t)))
    }
    let root = omega0 * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * omega0 + root
    let r2 = -zeta * omega0 - root
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    return (
      c1 * exp(r1 * t) + c2 * exp(r2 * t),
      c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    )
  }

  /// The time after which the motion stays within `epsilon` of rest, from a start at `x0`
  /// with velocity `v0` (the decay of the amplitude envelope, as libadwaita estimates it).
  public func settlingDuration(x0: Double, v0: Double, epsilon: Double = 0.001) -> Double {
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let decay = zeta * omega0
      guard decay > 0 else { return Self.longestSettlingDuration }
      let amplitude = (x0 * x0 + pow((v0 + decay * x0) / omegaD, 2)).squareRoot()
      return min(max(0, log(amplitude / epsilon) / decay), Self.longestSettlingDuration)
    }
    // Non-oscillating: step forward until the motion is within epsilon, then refine.
    var upper = 1.0 / omega0
    while abs(state(at: upper, x0: x0, v0: v0).position) > epsilon, upper < 1e4 { upper *= 2 }
    var lower = 0.0
    for _ in 0..<60 {
      let middle = (lower + upper) / 2
      if abs(state(at: middle, x0: x0, v0: v0).position) > epsilon {
        lower = middle
      } else {
        upper = middle
      }
    }
    return min(upper, Self.longestSettlingDuration)
  }

  /// UIKit's duration-based spring: the stiffness (mass 1) for which the oscillation has
  /// decayed to `epsilon` of the distance at `duration`, given the damping ratio and the
  /// initial velocity in distances per second.
  ///
  /// For an underdamped spring the envelope measured is that of the oscillating term,
  /// `|(v0 − ζω₀)/ω_d| · e^(−ζω₀t)` (start at −1): ζ = 0.5, 1 s, v0 = 0.6 gives k ≈ 156.6,
  /// and ζ = 0.25, 3 s, v0 = 0 gives k ≈ 54.8. Non-oscillating springs are solved so that
  /// the motion itself is within `epsilon` at `duration`.
  public static func stiffness(
    duration: Double, dampingRatio zeta: Double, initialVelocity v0: Double,
    epsilon: Double = 0.001
  ) -> Double {
    guard duration > 0, zeta > 0 else { return 100 }
    func remaining(_ omega0: Double) -> Double {
      if zeta < 1 {
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return abs((v0 - zeta * omega0) / omegaD) * exp(-zeta * omega0 * duration)
      }
      let spring = DampedHarmonicOscillator(dampingRatio: zeta, stiffness: omega0 * omega0)
      return abs(spring.state(at: duration, x0: -1, v0: v0).position)
    }
    // Search downward from a stiff spring for the largest ω₀ whose envelope has not yet
    // decayed to epsilon at `duration`, then bisect between it and the step above.
    var upper = 1000 / duration
    var lower = upper
    repeat {
      upper = lower
      lower /= 1.25
    } while remaining(lower) < epsilon && lower > 1e-3
    guard remaining(lower) >= epsilon else {
      let omega0 = log(1 / epsilon) / (zeta * duration)
      return omega0 * omega0
    }
    for _ in 0..<100 {
      let middle = (lower + upper) / 2
      if remaining(middle) >= epsilon {
        lower = middle
      } else {
        upper = middle
      }
    }
    return upper * upper
  }
}
