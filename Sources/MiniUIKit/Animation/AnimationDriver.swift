import Foundation

/// What the animation engine ticks once a frame: an animation driver, the layers'
/// animations, a display link.
@MainActor
protocol FrameTicking: AnyObject {
  /// Called once per frame; returns false once done and can be dropped.
  func tick(at time: TimeInterval) -> Bool
  /// Whether it needs frames: it moves on its own (not paused, nor on layers whose time
  /// stands still).
  var needsFrames: Bool { get }
}

/// Owns a set of view animations and tells their progress: a `UIView.animate` call or a
/// `UIViewPropertyAnimator`.
@MainActor
protocol AnimationDriver: FrameTicking {
  /// Progress at media time `time` for animations started with `delayFactor`:
  /// 0 shows the from-value, 1 the model value; springs may overshoot.
  func progress(at time: TimeInterval, delayFactor: Double) -> Double
  /// Whether views animated by this driver accept touches meanwhile.
  var allowsUserInteraction: Bool { get }
  /// Whether touches find the views this driver moves where they are on screen, rather than
  /// at their model values (a property animator without manual hit testing).
  var isHitTestedOnScreen: Bool { get }
  /// A view gained an animation of this driver; the driver keeps it until it ends.
  func adopt(_ view: UIView)
  /// One of this driver's animations was replaced by a newer one on the same property.
  func animationWasInterrupted()
  /// Ends at once with the views at their start values, and completes: a percent-driven
  /// transition it ran in was run back to its start.
  func endAtStart()
  /// Its curve and duration, if it has one (an inspector shows it in words: "spring ζ 0.50,
  /// 1.00 s").
  var timing: TimingCurve? { get }
}

extension AnimationDriver {
  var timing: TimingCurve? { nil }
  var isHitTestedOnScreen: Bool { false }
}

extension TimingCurve {
  /// The curve in words: the cubic's control points or the spring's damping ratio, and the
  /// duration.
  var summary: String {
    switch kind {
    case .cubic(let cubic):
      let p1 = cubic.controlPoint1
      let p2 = cubic.controlPoint2
      return String(
        format: "cubic (%.2f, %.2f, %.2f, %.2f), %.2f s", Double(p1.x), Double(p1.y),
        Double(p2.x), Double(p2.y), duration)
    case .spring(let spring, _):
      return String(format: "spring ζ %.2f, %.2f s", spring.dampingRatio, duration)
    }
  }
}
