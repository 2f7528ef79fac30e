import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class SpringTests: AnimationTestCase {
  /// Progress of the spring (ζ 0.5, 1 s, v0 0.6), from the public oscillator API.
  private func bouncyProgress(at t: Double) -> Double {
    let k = DampedHarmonicOscillator.stiffness(
      duration: 1, dampingRatio: 0.5, initialVelocity: 0.6)
    let spring = DampedHarmonicOscillator(dampingRatio: 0.5, stiffness: k)
    return 1 + spring.state(at: t, x0: -1, v0: 0.6).position
  }

  func testDerivedStiffness() async {
    let bouncy = DampedHarmonicOscillator.stiffness(
      duration: 1, dampingRatio: 0.5, initialVelocity: 0.6)
    let slow = DampedHarmonicOscillator.stiffness(
      duration: 3, dampingRatio: 0.25, initialVelocity: 0)
    print("measured stiffness: ζ 0.5, 1 s, v 0.6 → \(bouncy); ζ 0.25, 3 s, v 0 → \(slow)")
    XCTAssertEqual(bouncy, 156.6, accuracy: 0.1)
    XCTAssertEqual(slow, 54.8, accuracy: 0.1)
    // Independently: ζ 0.25, v 0 means envelope |ζ/√(1−ζ²)|·e^(−ζω₀d) = 0.001 in closed form.
    let zeta = 0.25
    let omega0 = log(zeta / (1 - zeta * zeta).squareRoot() / 0.001) / (zeta * 3)
    XCTAssertEqual(slow, omega0 * omega0, accuracy: 0.01)
  }

  func testBouncySpringProfile() async {
    var peak = (time: 0.0, value: -Double.infinity)
    var worstLate = 0.0
    var t = 0.0
    while t < 1 {
      let value = bouncyProgress(at: t)
      if value > peak.value { peak = (t, value) }
      if t >= 0.75 { worstLate = max(worstLate, abs(value - 1)) }
      t += 1e-4
    }
    print(
      "measured spring peak \(peak.value) at t = \(peak.time) s; max |p − 1| on [0.75, 1) = \(worstLate)"
    )
    XCTAssertEqual(peak.value, 1.16, accuracy: 0.01)
    XCTAssertEqual(peak.time, 0.29, accuracy: 0.01)
    XCTAssertLessThan(worstLate, 0.005)
  }

  func testBouncySpringThroughViewAnimation() async {
    let view = makeView()
    view.center = CGPoint(x: 0, y: 0)
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.6,
      animations: { view.center = CGPoint(x: 1000, y: 0) }, completion: { finished = $0 })
    var samples: [(time: Double, value: Double)] = []
    for _ in 0..<60 {
      step()
      samples.append((now, presentedX(view) / 1000))
      if samples.count < 60 {
        XCTAssertEqual(samples.last!.value, bouncyProgress(at: now), accuracy: 1e-9)
      }
    }
    let peak = samples.max { $0.value < $1.value }!
    XCTAssertEqual(peak.value, 1.16, accuracy: 0.01)
    XCTAssertEqual(peak.time, 0.29, accuracy: 1.0 / 60)
    for sample in samples where sample.time >= 0.75 {
      XCTAssertEqual(sample.value, 1, accuracy: 0.005, "at \(sample.time)")
    }
    XCTAssertEqual(now, 1)
    XCTAssertEqual(view.layer.presentation()!.position.x, 1000, "exactly the target at 1 s")
    XCTAssertEqual(finished, true)
  }

  func testCriticallyDampedNeverOvershoots() async {
    for velocity in [0.0, 0.6] {
      UIApplication.shared.environment = HostEnvironment()
      let view = makeView()
      view.center = .zero
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
        animations: { view.center = CGPoint(x: 1000, y: 0) })
      var previous = 0.0
      for _ in 0..<70 {
        step()
        let value = presentedX(view)
        XCTAssertLessThanOrEqual(value, 1000, "v0 \(velocity) at \(now)")
        XCTAssertGreaterThanOrEqual(value, previous - 1e-9, "monotonic")
        previous = value
      }
      XCTAssertEqual(previous, 1000)
    }
    // And the oscillator itself, finely sampled over a long time.
    let spring = DampedHarmonicOscillator(dampingRatio: 1, stiffness: 150)
    for index in 0..<5000 {
      XCTAssertLessThanOrEqual(spring.state(at: Double(index) * 1e-3, x0: -1, v0: 0).position, 0)
    }
  }

  /// RK4 integration of m·x'' + c·x' + k·x = 0.
  private func integrate(
    _ spring: DampedHarmonicOscillator, x0: Double, v0: Double, until end: Double
  ) -> (position: Double, velocity: Double) {
    let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
    func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
    var (x, v) = (x0, v0)
    let steps = Int((end / 1e-4).rounded())
    let h = end / Double(steps)
    for _ in 0..<steps {
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
  }

  func testClosedFormMatchesNumericalIntegration() async {
    let springs = [
      ("under", DampedHarmonicOscillator(mass: 1, stiffness: 156.6, damping: 12.5)),
      ("under, heavy", DampedHarmonicOscillator(mass: 2.5, stiffness: 80, damping: 3)),
      ("critical", DampedHarmonicOscillator(dampingRatio: 1, stiffness: 100)),
      ("over", DampedHarmonicOscillator(mass: 1, stiffness: 50, damping: 40)),
    ]
    XCTAssertLessThan(springs[0].1.dampingRatio, 1)
    XCTAssertEqual(springs[2].1.dampingRatio, 1)
    XCTAssertGreaterThan(springs[3].1.dampingRatio, 1)
    for (name, spring) in springs {
      for (x0, v0) in [(-1.0, 0.0), (-1.0, 0.6), (0.5, -3.0)] {
        for t in [0.05, 0.2, 0.5, 1.0] {
          let exact = spring.state(at: t, x0: x0, v0: v0)
          let numeric = integrate(spring, x0: x0, v0: v0, until: t)
          XCTAssertEqual(exact.position, numeric.position, accuracy: 1e-7, "\(name) x at \(t)")
          XCTAssertEqual(exact.velocity, numeric.velocity, accuracy: 1e-6, "\(name) v at \(t)")
        }
      }
    }
  }

  func testNearlyCriticalDampingStaysAccurate() async {
    // ζ a hair above or below 1 must not lose precision to cancellation.
    let critical = DampedHarmonicOscillator(mass: 1, stiffness: 100, damping: 20)
    for damping in [20 * (1 + 1e-12), 20 * (1 - 1e-12)] {
      let spring = DampedHarmonicOscillator(mass: 1, stiffness: 100, damping: damping)
      for t in [0.1, 0.3, 0.7] {
        let a = spring.state(at: t, x0: -1, v0: 0.6)
        let b = critical.state(at: t, x0: -1, v0: 0.6)
        XCTAssertEqual(a.position, b.position, accuracy: 1e-6)
        XCTAssertEqual(a.velocity, b.velocity, accuracy: 1e-5)
      }
    }
  }

  func testPhysicalSpringRunsForItsSettlingTime() async {
    let parameters = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    let spring = DampedHarmonicOscillator(mass: 1, stiffness: 100, damping: 10)
    let settle = spring.settlingDuration(x0: -1, v0: 0)
    // Envelope of x0 = −1, v0 = 0: √(1 + (ζω₀/ω_d)²)·e^(−ζω₀t) = 0.001.
    let omegaD = (100 - 25.0).squareRoot()
    let expected = log((1 + 25 / (omegaD * omegaD)).squareRoot() / 0.001) / 5
    XCTAssertEqual(settle, expected, accuracy: 1e-9)
    let view = makeView()
    view.center = .zero
    var finished: Bool?
    UIView.animate(
      withDuration: 0.1, timingParameters: parameters,
      animations: { view.center = CGPoint(x: 100, y: 0) }, completion: { finished = $0 })
    step(toTime: 0.5)
    XCTAssertNil(finished, "the requested 0.1 s is ignored for a physical spring")
    XCTAssertEqual(
      presentedX(view), 100 * (1 + spring.state(at: 0.5, x0: -1, v0: 0).position), accuracy: 1e-9)
    step(toTime: (settle * 60).rounded(.up) / 60)
    XCTAssertEqual(finished, true)
  }
}
