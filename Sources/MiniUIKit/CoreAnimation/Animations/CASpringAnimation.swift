import Foundation

/// A basic animation that moves as a damped spring, as Core Animation's: the spring's own
/// motion over time (set `duration` to `settlingDuration` to see it settle).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring, 1 by default.
  public var mass: CGFloat = 1
  /// The spring's stiffness, 100 by default.
  public var stiffness: CGFloat = 100
  /// The spring's damping coefficient, 10 by default.
  public var damping: CGFloat = 10
  /// In units of the whole distance per second (positive: towards the end).
  public var initialVelocity: CGFloat = 0
  /// Whether the spring may go past its end value (true).
  public var allowsOverdamping = true

  public required init() { super.init() }

  /// iOS 17's spring by perceptual duration and bounce (mass 1, stiffness (2π / duration)²,
  /// damping ratio 1 − bounce, or 1 / (1 + bounce) for a negative bounce).
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
    self.init()
    let omega = 2 * Double.pi / max(perceptualDuration, 1e-3)
    let clamped = Double(min(max(bounce, -0.999), 1))
    let ratio = clamped >= 0 ? 1 - clamped : 1 / (1 + clamped)
    stiffness = CGFloat(omega * omega)
    damping = CGFloat(2 * ratio * omega)
    duration = settlingDuration
  }

  /// iOS 17's perceptual duration of this spring: 2π / ω₀.
  public var perceptualDuration: TimeInterval {
    2 * .pi / oscillator.naturalFrequency
  }

  /// iOS 17's bounce of this spring: 1 − ζ, or 1 / ζ − 1 when overdamped (ζ > 1).
  public var bounce: CGFloat {
    let ratio = oscillator.dampingRatio
    return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
  }

  /// How long the spring takes to come to rest from its settings.
  public var settlingDuration: CFTimeInterval {
    oscillator.settlingDuration(x0: 1, v0: -Double(initialVelocity))
  }

  private var oscillator: DampedHarmonicOscillator {
    DampedHarmonicOscillator(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
  }

  override var timingCurve: TimingCurve {
    TimingCurve(
      duration: timing.simpleDuration,
      kind: .spring(oscillator, initialVelocity: Double(initialVelocity)))
  }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }

  /// The spring's progress (0 at the start, 1 at rest, beyond 1 when it overshoots).
  override func fraction(at time: CFTimeInterval) -> CGFloat? {
    guard let elapsed = elapsed(at: time) else { return nil }
    let state = oscillator.state(at: elapsed, x0: 1, v0: -Double(initialVelocity))
    return CGFloat(1 - state.position)
  }
}
