import Foundation

/// The time of the layers a percent-driven transition scrubs, as UIKit drives them: the
/// transition's container and the views named with `animateAlongsideTransition(in:…)`. Each
/// layer is paused where its time is (`speed` 0), and its `timeOffset` held at
/// `percent × duration` past that while a finger moves it, then run to the end or back to the
/// start along a curve, a frame at a time. Once there, at the end of that frame, each layer
/// gets its time back as it was before the pause (see `resume()`).
@MainActor
final class InteractiveLayerTime: FrameTicking {
  /// A run to the end or back to the start, begun at clock time `startTime`.
  private struct Run {
    let startTime: TimeInterval
    let from: Double
    let to: Double
    let curve: TimingCurve
  }

  /// A paused layer, with what to give back when it resumes.
  private struct PausedLayer {
    let layer: CALayer
    /// Its time before the pause.
    let timing: MediaTimingValues
    /// The layer's time at percent 0 (it was paused there, or at a later percent that far
    /// ahead).
    let timeAtStart: CFTimeInterval
  }

  let duration: TimeInterval
  /// The stage of the transition's container: its engine runs the animations captured here,
  /// and moves the layers' time.
  let stage: Stage
  private var layers: [PausedLayer] = []
  private var percent = 0.0
  private var run: Run?
  /// The animations started on the layers' time, which a run back to the start ends there.
  private var captures: [AnimationCapture] = []
  /// Whether the layers have their time back (the transition ended): nothing more is paused.
  private(set) var hasResumed = false

  /// Pauses `layers` where their time is now.
  init(layers: [CALayer], duration: TimeInterval, stage: Stage) {
    self.duration = max(duration, 0.001)
    self.stage = stage
    for layer in layers { add(layer) }
  }

  /// Pauses `layer` too, where its time is now (once): from here it moves with the others. A
  /// layer another transition still holds (one that has just ended, whose layers get their
  /// time back at the end of the frame) gets its time back from that one first.
  func add(_ layer: CALayer) {
    guard !hasResumed, !layers.contains(where: { $0.layer === layer }) else { return }
    if let holder = layer.interactiveTime, holder !== self { holder.resume() }
    let now = UIApplication.shared.clock.now
    let time = layer.convertTime(CACurrentMediaTime(), from: nil)
    layers.append(
      PausedLayer(layer: layer, timing: layer.timing, timeAtStart: time - localTime(at: now)))
    layer.interactiveTime = self
    layer.speed = 0
    layer.timeOffset = time
  }

  /// Runs `body` on the container's stage and keeps the animations it starts, to end them
  /// at their start if the transition is run back there; returns them.
  @discardableResult
  func capture(_ body: () -> Void) -> AnimationCapture {
    let capture = UIApplication.shared.serve(stage) { stage.engine.capturing(body) }
    if !hasResumed { captures.append(capture) }
    return capture
  }

  /// The percent at clock time `time`.
  func percent(at time: TimeInterval) -> Double {
    guard let run else { return percent }
    let fraction = run.curve.duration > 0 ? (time - run.startTime) / run.curve.duration : 1
    return run.from + (run.to - run.from) * run.curve.progress(atFraction: fraction)
  }

  /// Holds the layers at `percent` (0…1).
  func set(_ percent: Double) {
    run = nil
    self.percent = min(max(percent, 0), 1)
    apply(at: UIApplication.shared.clock.now)
  }

  /// Holds the layers where they are now.
  func pause() { set(percent(at: UIApplication.shared.clock.now)) }

  /// Runs from where it is to `target` (0 or 1) along `curve`.
  func run(to target: Double, curve: TimingCurve) {
    let now = UIApplication.shared.clock.now
    let from = percent(at: now)
    percent = target
    run = Run(startTime: now, from: from, to: target, curve: curve)
    stage.engine.addTimeSource(self)
  }

  /// The remaining share of the duration toward `target`.
  func remainingDuration(to target: Double) -> TimeInterval {
    abs(target - percent(at: UIApplication.shared.clock.now)) * duration
  }

  /// Gives each layer its time as it was before the pause. Animations still running in its
  /// tree (one that outlasts the transition) move with the change, and run on from where they
  /// stand. Does nothing the second time.
  func resume() {
    guard !hasResumed else { return }
    hasResumed = true
    let now = CACurrentMediaTime()
    for entry in layers {
      let layer = entry.layer
      let paused = layer.timeOffset
      layer.interactiveTime = nil
      layer.beginTime = entry.timing.beginTime
      layer.timeOffset = entry.timing.timeOffset
      layer.speed = entry.timing.speed
      layer.shiftAnimationsInTree(by: layer.convertTime(now, from: nil) - paused)
    }
    layers = []
    captures = []
    run = nil
  }

  /// Sets each layer's time for clock time `time`.
  private func apply(at time: TimeInterval) {
    let local = localTime(at: time)
    for entry in layers { entry.layer.timeOffset = entry.timeAtStart + local }
  }

  /// How far past percent 0 the layers' time is at clock time `time`.
  private func localTime(at time: TimeInterval) -> TimeInterval {
    var local = min(max(percent(at: time), 0), 1) * duration
    if let run, run.to == 1, time >= run.startTime + run.curve.duration {
      // Run to the end, the layers' time follows the clock from there.
      local = duration + (time - run.startTime - run.curve.duration)
    } else if run == nil {
      // Held by a finger at 100 %, the animations stay a hair short of their end: they must
      // not complete (and the transition with them) before the finger lets go.
      local = min(local, duration - Self.heldMargin)
    }
    return local
  }

  /// How far short of the end a held transition stays (seconds): far below a frame.
  static let heldMargin: TimeInterval = 1e-6

  var needsFrames: Bool { run != nil }

  /// Gives the layers their time back once the frame's animations have ticked, every one
  /// that ends in it ended (see `resume()`).
  func resumeAtEndOfFrame() {
    stage.engine.atEndOfTick { self.resume() }
  }

  /// Moves the layers' time. At the end of a run back to the start, ends the transition's
  /// animations there; at the end of either run, gives the layers their time back.
  func tick(at time: TimeInterval) -> Bool {
    guard let run else { return false }
    apply(at: time)
    guard time >= run.startTime + run.curve.duration else { return true }
    self.run = nil
    if run.to == 0 {
      for capture in captures { capture.endAtStart() }
    }
    resumeAtEndOfFrame()
    return false
  }
}
