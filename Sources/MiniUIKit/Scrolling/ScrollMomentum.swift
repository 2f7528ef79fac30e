import Foundation

/// The motion of one axis of a scroll view after the finger lets go, in closed form: it slows
/// down as UIKit's (the speed is multiplied by `rate` every millisecond), and if it reaches an
/// end of the content, or starts past one, a critically damped spring brings it to rest at
/// that end, taking over the speed it had.
struct ScrollMomentum: Equatable {
  /// UIKit's normal deceleration rate: the speed kept per millisecond.
  static let normalRate: CGFloat = 0.998
  /// UIKit's fast deceleration rate.
  static let fastRate: CGFloat = 0.99
  /// The bounce: critically damped, settling in about half a second.
  static let spring = DampedHarmonicOscillator(dampingRatio: 1, stiffness: pow(2 * .pi / 0.45, 2))
  /// Slower than this (points per second) and within half a point of its rest, it has stopped.
  static let restingSpeed: Double = 1

  private enum Phase: Equatable {
    /// Gliding from `start` at `velocity`, from time 0.
    case glide(start: Double, velocity: Double)
    /// On the spring towards `target`, from `time` at `start` with `velocity`.
    case bounce(target: Double, start: Double, velocity: Double, time: Double)
  }

  private let phases: [Phase]
  /// ln(rate) per second: the speed is v0·e^(k·t).
  private let decay: Double

  /// A motion from `offset` at `velocity` that comes to rest exactly on `target`: for an
  /// offset a layout or delegate chose (`glides`), a glide slowing at the rate that stops it
  /// there when it heads that way at a speed a glide can have; for a page, or otherwise, the
  /// spring from where it is, taking over its speed.
  init(offset: CGFloat, velocity: CGFloat, target: CGFloat, glides: Bool) {
    let (x0, v0, end) = (Double(offset), Double(velocity), Double(target))
    // x(∞) = x0 − v0 / k = end  ⇒  k = v0 / (x0 − end); a rate per millisecond of 0.9 to 0.99995.
    let decay = end != x0 ? v0 / (x0 - end) : 0
    if glides, (1000 * log(0.9)...(1000 * log(0.99995))).contains(decay) {
      self.decay = decay
      phases = [.glide(start: x0, velocity: v0)]
    } else {
      self.decay = 1000 * log(Double(Self.normalRate))
      phases = [.bounce(target: end, start: x0, velocity: v0, time: 0)]
    }
  }

  /// The motion from `offset` at `velocity` (points per second) within `range`.
  init(offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat) {
    let x0 = Double(offset)
    let v0 = Double(velocity)
    let low = Double(range.lowerBound)
    let high = Double(range.upperBound)
    decay = 1000 * log(Double(min(max(rate, 0.5), 0.9999)))
    if x0 < low || x0 > high {
      phases = [.bounce(target: x0 < low ? low : high, start: x0, velocity: v0, time: 0)]
      return
    }
    // Where the glide would stop, and when it crosses an end on the way, if it does.
    let rest = x0 - v0 / decay
    let edge = rest < low ? low : rest > high ? high : nil
    guard let edge else {
      phases = [.glide(start: x0, velocity: v0)]
      return
    }
    // x(t) = x0 + v0 (e^(kt) − 1) / k = edge  ⇒  e^(kt) = 1 + (edge − x0) k / v0.
    let crossing = log(1 + (edge - x0) * decay / v0) / decay
    let speed = v0 * exp(decay * crossing)
    phases = [
      .glide(start: x0, velocity: v0),
      .bounce(target: edge, start: edge, velocity: speed, time: crossing),
    ]
  }

  /// Where the axis is at `time` seconds after the release, and whether it has stopped.
  func state(at time: Double) -> (offset: CGFloat, isResting: Bool) {
    guard
      let phase = phases.last(where: { phase in
        if case .bounce(_, _, _, let start) = phase { return time >= start }
        return true
      })
    else { return (0, true) }
    switch phase {
    case .glide(let start, let velocity):
      let factor = exp(decay * time)
      let offset = start + velocity * (factor - 1) / decay
      let resting = abs(velocity * factor) < Self.restingSpeed && phases.count == 1
      return (CGFloat(resting ? start - velocity / decay : offset), resting)
    case .bounce(let target, let start, let velocity, let begin):
      let state = Self.spring.state(at: time - begin, x0: start - target, v0: velocity)
      let resting = abs(state.position) < 0.5 && abs(state.velocity) < Self.restingSpeed
      return (CGFloat(resting ? target : target + state.position), resting)
    }
  }
}
