import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// `--tour`: every scene's transitions in turn, driven by synthetic input on the toolkit's
/// clock (presses, drags to dismiss, edge pops, layout-to-layout push and pop, pinches in and
/// out), then exit 0. Each scene's first transition can be kept as a filmstrip. As a
/// showcase (on the real clock) a caption names each scene and a pause lets it be seen.
@MainActor
final class Tour {
  /// One thing the tour does.
  enum Step {
    case open(SceneDescription)
    /// Let one frame be drawn (the scene still, before its transition).
    case nextFrame
    /// The scene's own transition, as `--autoplay` starts it.
    case autoplay
    /// Wait until nothing animates (at most ten seconds).
    case settle
    /// Hold still for a moment (a showcase's pause to look).
    case pause(TimeInterval)
    /// A drag with the primary button, points as fractions of the window.
    case drag(from: CGPoint, to: CGPoint, seconds: TimeInterval)
    case key(UIKey)
    case home
    /// The end of the tour's loop `number` of `count`: a line on memory and X resources.
    case endOfLoop(number: Int, count: Int)
  }

  private let app: DemoApp
  private let recorder: FrameRecorder?
  private let host: X11Host
  /// Where filmstrips go, one per scene, or nil.
  private let filmstripDirectory: String?
  private var steps: [Step] = []
  private var index = 0
  /// When the step under way began (media time), and frames it has seen idle.
  private var stepStart: TimeInterval?
  private var idleFrames = 0
  /// The scene being recorded for its filmstrip, until its first transition settles.
  private var filming: SceneDescription?
  private(set) var writtenFilmstrips: [String] = []
  private var windowSize: CGSize
  /// Whether it plays for someone watching: captions and pauses.
  private let isShowcase: Bool

  init(
    app: DemoApp, host: X11Host, windowSize: CGSize, repeats: Int, recorder: FrameRecorder?,
    filmstripDirectory: String?, isShowcase: Bool
  ) {
    self.app = app
    self.host = host
    self.windowSize = windowSize
    self.recorder = recorder
    self.filmstripDirectory = filmstripDirectory
    self.isShowcase = isShowcase
    let loops = max(repeats, 1)
    let look: [Step] = isShowcase ? [.pause(1)] : []
    for loop in 1...loops {
      for scene in SceneCatalog.scenes {
        steps += [.open(scene), .nextFrame] + look + [.autoplay, .settle] + look
        steps += Self.script(for: scene.name) + [.home, .settle]
      }
      steps.append(.endOfLoop(number: loop, count: loops))
    }
  }

  /// What the tour does in a scene after its autoplayed transition has settled.
  static func script(for scene: String) -> [Step] {
    switch scene {
    case "default", "reveal":
      // Drag the presented controller down to dismiss it.
      [.drag(from: CGPoint(x: 0.5, y: 0.3), to: CGPoint(x: 0.5, y: 0.95), seconds: 0.4), .settle]
    case "custom", "bouncy", "navigation", "photos":
      // Esc: dismiss, pop the circle back to the grid, or zoom back into the thumbnail.
      [.key(UIKey(.escape)), .settle]
    case "push":
      // Pop with a drag from the left edge.
      [.drag(from: CGPoint(x: 0.005, y: 0.5), to: CGPoint(x: 0.85, y: 0.5), seconds: 0.4), .settle]
    case "pinch":
      // Pinch back in, a step at a time, to the start.
      [.key(UIKey(.character("0"))), .settle]
    case "tabs":
      // Drag the first tab back in from the left.
      [.drag(from: CGPoint(x: 0.2, y: 0.5), to: CGPoint(x: 0.85, y: 0.5), seconds: 0.4), .settle]
    case "lists":
      // Page the first row sideways, then add a monkey to it.
      [
        .drag(from: CGPoint(x: 0.7, y: 0.145), to: CGPoint(x: 0.2, y: 0.145), seconds: 0.3),
        .settle, .key(UIKey(.character("+"))), .settle,
      ]
    case "settings":
      // Pull the list down to measure the storage again, and wait for it.
      [.drag(from: CGPoint(x: 0.5, y: 0.35), to: CGPoint(x: 0.5, y: 0.8), seconds: 0.5), .settle]
    default:
      []
    }
  }

  /// Runs the tour's next bit for the frame just drawn at `time`; returns false once the
  /// tour is over.
  func frameDrawn(at time: TimeInterval, isIdle: Bool) throws -> Bool {
    if filming != nil { try recorder?.record(at: time) }
    while index < steps.count {
      guard try perform(steps[index], at: time, isIdle: isIdle) else {
        UIApplication.shared.setNeedsDisplay()
        return true
      }
      index += 1
      stepStart = nil
      idleFrames = 0
    }
    return false
  }

  /// Does `step`'s work for this frame; returns whether it is over.
  private func perform(_ step: Step, at time: TimeInterval, isIdle: Bool) throws -> Bool {
    let start = stepStart ?? time
    stepStart = start
    switch step {
    case .open(let scene):
      say("tour: \(scene.name)")
      app.show(scene, autoplay: false)
      if isShowcase {
        let number = (SceneCatalog.scenes.firstIndex { $0.name == scene.name } ?? 0) + 1
        app.showCaption("Tour \(number) of \(SceneCatalog.scenes.count): \(scene.title)")
      }
      if filmstripDirectory != nil {
        filming = scene
        recorder?.clear()
      }
      return true
    case .nextFrame:
      return time > start
    case .pause(let seconds):
      return time - start >= seconds
    case .autoplay:
      app.autoplayScene()
      return true
    case .settle:
      idleFrames = isIdle ? idleFrames + 1 : 0
      guard idleFrames >= 2 || time - start > 10 else { return false }
      try checkConsistency()
      try finishFilmstrip()
      return true
    case .drag(let from, let to, let seconds):
      let fraction = min((time - start) / seconds, 1)
      let point = CGPoint(
        x: (from.x + (to.x - from.x) * fraction) * windowSize.width,
        y: (from.y + (to.y - from.y) * fraction) * windowSize.height)
      let kind: PointerEvent.Kind = time == start ? .down : fraction >= 1 ? .up : .moved
      UIApplication.shared.sendPointerEvent(PointerEvent(kind: kind, location: point))
      return fraction >= 1
    case .key(let key):
      UIApplication.shared.sendKey(key)
      return true
    case .home:
      app.goHome()
      return true
    case .endOfLoop(let number, let count):
      guard count > 1 else { return true }
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      let resources = host.serverResources().map { "\($0)" } ?? "unknown"
      say(
        "tour: loop \(number) of \(count): peak RSS \(usage.ru_maxrss) kB; X server: \(resources)")
      return true
    }
  }

  /// Once a step has settled, the controllers and views must be consistent.
  private func checkConsistency() throws {
    let app = UIApplication.shared
    let problems = app.isSettled ? app.consistencyProblems() : ["nothing settles"]
    guard !problems.isEmpty else { return }
    throw Inconsistency(
      description: "inconsistent after step \(index) of the tour: "
        + problems.joined(separator: "; ") + " (\(app.stateSummary()))")
  }

  struct Inconsistency: Error, CustomStringConvertible {
    let description: String
  }

  /// After a scene's first transition: its filmstrip, if asked for.
  private func finishFilmstrip() throws {
    guard let scene = filming, let recorder, let filmstripDirectory else { return }
    filming = nil
    try FileManager.default.createDirectory(
      atPath: filmstripDirectory, withIntermediateDirectories: true)
    let path = (filmstripDirectory as NSString).appendingPathComponent("\(scene.name).png")
    try Filmstrip.write(recorder.frames, title: scene.title, host: host, to: path)
    recorder.clear()
    writtenFilmstrips.append(path)
  }
}
