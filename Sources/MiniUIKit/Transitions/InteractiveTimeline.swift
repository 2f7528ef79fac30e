import Foundation

/// The local time of a transition's animations while an interaction controller drives it:
/// held at `percent × duration` while interactive, then run to the end (finish) or back to
/// the start (cancel) along a timing curve; after a finish it follows the clock.
@MainActor
final class InteractiveTimeline: AnimationTimeline {
  private struct Run {
    let startTime: TimeInterval
    let from: Double
    let to: Double
    let curve: TimingCurve
  }

  let duration: TimeInterval
  private var percent = 0.0
  private var run: Run?

  init(duration: TimeInterval) {
    self.duration = max(duration, 0.001)
  }

  /// The percent at clock time `time`.
  func percent(at time: TimeInterval) -> Double {
    guard let run else { return percent }
    let fraction = run.curve.duration > 0 ? (time - run.startTime) / run.curve.duration : 1
    return run.from + (run.to - run.from) * run.curve.progress(atFraction: fraction)
  }

  /// Holds the timeline at `percent` (0…1).
  func set(_ percent: Double) {
    run = nil
    self.percent = min(max(percent, 0), 1)
    UIApplication.shared.setNeedsDisplay()
  }

  /// Holds the timeline where it is now.
  func pause() { set(percent(at: AnimationEngine.shared.now)) }

  /// Runs from where it is to `target` (0 or 1) along `curve`.
  func run(to target: Double, curve: TimingCurve) {
    let now = AnimationEngine.shared.now
    let from = percent(at: now)
    percent = target
    run = Run(startTime: now, from: from, to: target, curve: curve)
    UIApplication.shared.setNeedsDisplay()
  }

  /// The remaining share of the duration toward `target`.
  func remainingDuration(to target: Double) -> TimeInterval {
    abs(target - percent(at: AnimationEngine.shared.now)) * duration
  }

  func localTime(at time: TimeInterval) -> TimeInterval {
    // Once finished, local time follows the clock (as a layer whose speed is back to 1), so
    // animations that outlast the transition's duration, or wait for a delay, still end.
    if let run, run.to == 1, time >= run.startTime + run.curve.duration {
      return duration + (time - run.startTime - run.curve.duration)
    }
    let local = min(max(percent(at: time), 0), 1) * duration
    // Held by a finger at 100 %, the animations stay a hair short of their end: they must
    // not complete (and the transition with them) before the finger lets go.
    return run == nil ? min(local, duration - Self.heldMargin) : local
  }

  /// How far short of the end a held timeline stays (seconds): far below a frame.
  static let heldMargin: TimeInterval = 1e-6

  var isMoving: Bool { run != nil }

  func hasEndedAtStart(at time: TimeInterval) -> Bool {
    guard let run, run.to == 0 else { return false }
    return time >= run.startTime + run.curve.duration
  }
}
