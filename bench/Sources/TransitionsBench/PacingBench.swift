import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// How one scene's frames met the display's vblanks.
struct PacingRow: Codable {
  /// Frames presented while the scene's transitions played.
  var frames: Int
  /// Vblanks from the first frame of each animation to its last.
  var vblanks: Int
  /// Vblanks an animation let pass with no new frame (a gap of more than one MSC between
  /// consecutive frames while animating, less one).
  var missed: Int
  /// Frames that shared their vblank with the next one (never seen on the screen).
  var unseen: Int
  /// The UST a frame was shown at minus the time it was drawn for, in milliseconds.
  var errorP50: Double
  var errorP99: Double
  /// How far the vblanks themselves come from an even beat (the time between two
  /// consecutive ones less the median, in milliseconds): the floor of the error above.
  var vblankJitterP99: Double
}

/// Plays each scene's transitions on the real clock through the host's own run loop, with
/// frames shown by the Present extension or copied on a timer, and reads back when the
/// display showed each frame.
@MainActor
final class PacingBench {
  private let host: X11Host
  private let bench: SceneBench
  private let framesPerScene: Int
  private var scenarios: [SceneBench.Scenario]
  private var steps: [SceneBench.Step] = []
  private var stepIndex = 0
  /// Frames drawn in the current step.
  private var stepFrames = 0
  /// Where the current scene's counted frames start in `host.presentedFrames`, once its
  /// first (uncounted) round is over.
  private var countFrom: Int?
  private(set) var rows: [String: PacingRow] = [:]

  /// Measures every scene of `scenarios` in a window of `size` shown by `method`; nil when
  /// no window could be opened.
  static func run(
    scenarios: [SceneBench.Scenario], size: CGSize, method: PresentMethod, framesPerScene: Int
  ) -> [String: PacingRow]? {
    guard
      let host = try? X11Host(
        displayName: nil, size: size, title: "Transitions pacing",
        programName: "transitions-bench", scale: 1, clock: AnimationClock(mode: .real),
        present: method)
    else { return nil }
    let window = UIWindow(frame: CGRect(origin: .zero, size: host.size))
    window.makeKeyAndVisible()
    UIApplication.shared.windowDidResize(to: host.size)
    let pacing = PacingBench(
      host: host, bench: SceneBench(host: host, window: window, cairo: nil, minimumFrames: 0),
      scenarios: scenarios, framesPerScene: framesPerScene)
    host.recordsPresentedFrames = true
    host.frameObserver = { _, isIdle in pacing.frameDrawn(isIdle: isIdle) }
    pacing.startNextScene()
    _ = host.run()
    window.isHidden = true
    return pacing.rows
  }

  private init(
    host: X11Host, bench: SceneBench, scenarios: [SceneBench.Scenario], framesPerScene: Int
  ) {
    self.host = host
    self.bench = bench
    self.scenarios = scenarios
    self.framesPerScene = framesPerScene
  }

  /// Shows the next scene; false when none is left.
  @discardableResult
  private func startNextScene() -> Bool {
    while !scenarios.isEmpty {
      let scenario = scenarios[0]
      guard let description = SceneCatalog.scene(named: scenario.scene) else {
        scenarios.removeFirst()
        continue
      }
      bench.show(description.make(), settling: false)
      steps = scenario.steps(host.size)
      stepIndex = 0
      stepFrames = 0
      countFrom = nil
      return true
    }
    return false
  }

  /// After each frame: plays the scene's steps on; false once every scene is measured.
  private func frameDrawn(isIdle: Bool) -> Bool {
    while true {
      if stepIndex == steps.count {
        guard roundIsOver() else { return false }
        continue
      }
      switch steps[stepIndex] {
      case .act(let action):
        action(bench)
        // At least one frame after it, whatever it did.
        UIApplication.shared.setNeedsDisplay()
        nextStep()
      case .settle:
        // (The frame after an act is the first that shows it.)
        guard isIdle, stepFrames > 0 else {
          stepFrames += 1
          // An idle frame asks for no other: this one ends the settle (an act that started
          // nothing would otherwise leave the run loop waiting for ever).
          if isIdle { UIApplication.shared.setNeedsDisplay() }
          return true
        }
        nextStep()
      case .drag(let from, let to, let seconds, let modifiers, _):
        let count = max(Int((seconds * 60).rounded()), 1)
        let fraction = CGFloat(stepFrames) / CGFloat(count)
        let point = CGPoint(
          x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        let kind: PointerEvent.Kind =
          stepFrames == 0 ? .down : stepFrames == count ? .up : .moved
        UIApplication.shared.sendPointerEvent(
          PointerEvent(kind: kind, location: point, modifierFlags: modifiers))
        // One event a frame, moving or not.
        UIApplication.shared.setNeedsDisplay()
        stepFrames += 1
        if stepFrames > count { nextStep() }
        return true
      case .frames(let count, _, let perFrame):
        perFrame(bench, stepFrames)
        UIApplication.shared.setNeedsDisplay()
        stepFrames += 1
        if stepFrames >= count { nextStep() }
        return true
      }
    }
  }

  private func nextStep() {
    stepIndex += 1
    stepFrames = 0
  }

  /// The steps are played: again, or the scene is measured and the next one shown (true
  /// while there is one).
  private func roundIsOver() -> Bool {
    stepIndex = 0
    let frames = host.presentedFrames
    guard let start = countFrom else {
      countFrom = frames.count
      return true
    }
    guard frames.count - start >= framesPerScene else { return true }
    rows[scenarios[0].rows.joined(separator: " + ")] = Self.row(Array(frames[start...]))
    scenarios.removeFirst()
    return startNextScene()
  }

  /// The vblanks from `start` to `end`, both counted. The frames' vblank counts come in the
  /// order the server reported them, which once went back within a burst (a run of
  /// 2026-11-27 trapped on the overflow): a count before `start` spans just its own vblank.
  private static func span(from start: UInt64, to end: UInt64) -> Int {
    end >= start ? Int(end - start) + 1 : 1
  }

  /// The pacing of `frames`, in the order shown.
  static func row(_ frames: [PresentedFrame]) -> PacingRow {
    var vblanks = 0
    var missed = 0
    var unseen = 0
    var burstStart: UInt64?
    for (index, frame) in frames.enumerated() {
      let previous = index > 0 ? frames[index - 1] : nil
      if let previous, frame.followsFrame, burstStart != nil {
        if frame.msc == previous.msc { unseen += 1 }
        if frame.msc > previous.msc + 1 { missed += Int(frame.msc - previous.msc - 1) }
      } else {
        if let start = burstStart, let previous { vblanks += span(from: start, to: previous.msc) }
        burstStart = frame.msc
      }
    }
    if let start = burstStart, let last = frames.last { vblanks += span(from: start, to: last.msc) }
    let errors = frames.map { ($0.shownAt - $0.drawnFor) * 1000 }
    let percentiles = Percentiles(errors)
    let intervals = zip(frames, frames.dropFirst()).filter { $1.msc == $0.msc + 1 }
      .map { ($1.shownAt - $0.shownAt) * 1000 }
    let median = Percentiles(intervals).p50
    return PacingRow(
      frames: frames.count, vblanks: vblanks, missed: missed, unseen: unseen,
      errorP50: percentiles.p50, errorP99: percentiles.p99,
      vblankJitterP99: Percentiles(intervals.map { abs($0 - median) }).p99)
  }
}
