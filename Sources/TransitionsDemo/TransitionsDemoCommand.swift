import ArgumentParser
import DemoScenes
import Foundation
import MiniUIKit
import X11Host

/// `transitions-demo`: every scene of the guide, live in an X11 window.
@main
struct TransitionsDemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transitions-demo",
    abstract: "iOS-style view-controller transitions, live in an X11 window.",
    discussion: "Scenes: \(SceneCatalog.names.joined(separator: ", ")).")

  @Option(help: "Start in a scene instead of the home screen.")
  var scene = "home"

  // Options that take numbers parse the next word whatever it looks like, so that `--at -1`
  // is reported as a negative time rather than as a missing value.
  @Option(parsing: .unconditional, help: "Window size in points, as WIDTHxHEIGHT.")
  var size = "480x800"

  @Flag(help: "Run animations ten times slower.")
  var slowAnimations = false

  @Option(parsing: .unconditional, help: "Run time X times as fast (0.1 = ten times slower).")
  var animationSpeed: Double?

  @Flag(help: "Advance exactly 1/60 s per frame, whatever the wall time.")
  var virtualClock = false

  @Flag(help: "Start the scene's transition at time 0, as if its button were pressed.")
  var autoplay = false

  @Option(help: "Write the frame at --at seconds to this PNG file, then exit.")
  var screenshot: String?

  @Option(parsing: .unconditional, help: "Time of the --screenshot frame, in seconds (default 0).")
  var at: Double?

  @Option(help: "X display to use (default: $DISPLAY).")
  var display: String?

  @Option(
    parsing: .unconditional,
    help:
      "Pixels per point, 1 to 4 (default: $GDK_SCALE, else the Xft.dpi resource / 96, else 1).")
  var scale: Int?

  @Option(
    parsing: .unconditional,
    help: "Time this many frames of the scene, print percentiles, and exit (make bench).")
  var benchmarkFrames: Int?

  @Flag(
    help:
      "Print the monotonic clock (seconds) once the first frame is on the screen, then exit (make bench's start-up time)."
  )
  var printFirstFrameTime = false

  @Option(help: "Write every frame drawn to this directory as numbered PNGs.")
  var record: String?

  @Option(
    help: "Write 8 frames of the scene's autoplayed transition side by side to this PNG, then exit."
  )
  var filmstrip: String?

  @Option(help: "Write the scene's autoplayed transition as an animated GIF, then exit.")
  var gif: String?

  @Flag(
    help:
      "Play every scene's transitions with synthetic input, then exit: at real speed with captions, or on the virtual clock with --virtual-clock, --filmstrips or --record."
  )
  var tour = false

  @Option(
    name: .customLong("repeat"), parsing: .unconditional,
    help: "With --tour: play the tour this many times (default 1).")
  var repeatCount: Int?

  @Option(help: "With --tour: write each scene's first transition as a filmstrip here.")
  var filmstrips: String?

  func validate() throws {
    guard parsedSize != nil else {
      let (least, most) = (X11Host.minimumSize, Self.largestSide)
      throw ValidationError(
        "--size: must look like 480x800, at least \(Int(least.width))x\(Int(least.height)) and "
          + "at most \(most) points a side (got '\(size)')")
    }
    guard SceneCatalog.scene(named: scene) != nil || scene == "home" else {
      throw ValidationError(
        "--scene: unknown scene '\(scene)'; scenes: home, "
          + SceneCatalog.names.joined(separator: ", "))
    }
    if let animationSpeed, !(animationSpeed > 0 && animationSpeed.isFinite) {
      throw ValidationError("--animation-speed: must be a positive number")
    }
    if let at {
      guard at >= 0, at.isFinite else { throw ValidationError("--at: must be 0 or more seconds") }
      if screenshot == nil { throw ValidationError("--at: goes with --screenshot") }
    }
    if filmstrip != nil || gif != nil, scene == "home" {
      throw ValidationError(
        "\(filmstrip != nil ? "--filmstrip" : "--gif"): the home screen has no transition to "
          + "record; give --scene with one of: \(SceneCatalog.names.joined(separator: ", "))")
    }
    if let repeatCount {
      if repeatCount < 1 { throw ValidationError("--repeat: must be 1 or more") }
      if !tour { throw ValidationError("--repeat: goes with --tour") }
    }
    if let benchmarkFrames, benchmarkFrames < 1 {
      throw ValidationError("--benchmark-frames: must be 1 or more (got \(benchmarkFrames))")
    }
    if let scale, !(1...4).contains(scale) {
      throw ValidationError("--scale: must be 1, 2, 3 or 4 (got \(scale))")
    }
    if filmstrips != nil, !tour { throw ValidationError("--filmstrips: goes with --tour") }
    for (option, path) in [
      ("--screenshot", screenshot), ("--filmstrip", filmstrip), ("--gif", gif),
    ] {
      if let path, let problem = Self.problemWriting(path) {
        throw ValidationError("\(option): cannot write '\(path)': \(problem)")
      }
    }
  }

  /// Parses the command line and runs; a bad option is one line on standard error,
  /// "transitions-demo: --size: …", and the usage status (64), as a command-line tool's.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // --help asked for the whole text.
        print(fullMessage(for: error))
      } else {
        let message = self.message(for: error)
        if !message.isEmpty {
          FileHandle.standardError.write(Data("transitions-demo: \(message)\n".utf8))
        }
      }
      Foundation.exit(code.rawValue)
    }
  }

  /// Why a file cannot be written at `path` (nil when it can), checked before the window opens
  /// so that a long recording does not fail at its end.
  static func problemWriting(_ path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    let directory = folder.isEmpty ? "." : folder
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return "it is a folder" }
      return access(path, W_OK) == 0 ? nil : "the file is not writable"
    }
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      return "no folder '\(directory)'"
    }
    guard isDirectory.boolValue else { return "'\(directory)' is not a folder" }
    return access(directory, W_OK) == 0 ? nil : "the folder '\(directory)' is not writable"
  }

  /// The longest side `--size` takes; the shortest are the host's minimum size.
  static let largestSide = 8192

  private var parsedSize: CGSize? {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    let least = X11Host.minimumSize
    guard parts.count == 2, (Int(least.width)...Self.largestSide).contains(parts[0]),
      (Int(least.height)...Self.largestSide).contains(parts[1])
    else { return nil }
    return CGSize(width: parts[0], height: parts[1])
  }

  func run() throws {
    let status = MainActor.assumeIsolated { () -> Int32 in
      let windowSize = parsedSize ?? CGSize(width: 480, height: 800)
      // Recordings and the tour run on the virtual clock: the same pictures on every machine.
      // Recordings run on the virtual clock: the same pictures on every machine. So does the
      // tour when it records; on its own it plays at real speed, as a showcase.
      let recordsTransition = filmstrip != nil || gif != nil
      let recordsTour = tour && (filmstrips != nil || record != nil)
      let clock = AnimationClock(
        mode: virtualClock || recordsTransition || recordsTour ? .virtual : .real)
      clock.speed = animationSpeed ?? (slowAnimations ? DemoApp.slowSpeed : 1)
      let host: X11Host
      do {
        host = try X11Host(
          displayName: display, size: windowSize, title: "Transitions",
          programName: "transitions-demo", scale: scale, clock: clock)
      } catch {
        FileHandle.standardError.write(Data("transitions-demo: \(error)\n".utf8))
        return 2
      }
      let app = DemoApp(host: host, size: windowSize)
      app.answerSelfChecks()
      app.start(
        sceneNamed: tour ? "home" : scene, autoplay: autoplay || filmstrip != nil || gif != nil)
      if let benchmarkFrames {
        printBenchmark(host.benchmark(frames: benchmarkFrames))
        return 0
      }
      do {
        let recorder =
          record != nil || recordsTransition || filmstrips != nil
          ? try FrameRecorder(
            host: host, directory: record,
            keepsFrames: filmstrip != nil || gif != nil || filmstrips != nil) : nil
        if tour {
          return try runTour(app: app, host: host, size: windowSize, recorder: recorder)
        }
        if filmstrip != nil || gif != nil, let recorder {
          return try recordTransition(host: host, recorder: recorder)
        }
        if let recorder {
          host.frameObserver = { time, _ in (try? recorder.record(at: time)) != nil }
        }
      } catch {
        FileHandle.standardError.write(Data("transitions-demo: \(error)\n".utf8))
        return 1
      }
      if printFirstFrameTime {
        host.frameObserver = { _, _ in
          host.synchronize()
          say(String(format: "first-frame %.6f", AnimationClock.systemUptime()))
          return false
        }
      }
      let request = screenshot.map { X11Host.ScreenshotRequest(path: $0, time: at ?? 0) }
      return host.run(screenshot: request)
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Plays the tour, writing filmstrips if asked; prints their paths.
  @MainActor
  private func runTour(app: DemoApp, host: X11Host, size: CGSize, recorder: FrameRecorder?)
    throws -> Int32
  {
    // On the real clock, a showcase: paced, with captions and pauses; on the virtual one,
    // as fast as it draws.
    let isShowcase = AnimationEngine.shared.clock.mode == .real
    host.isPaced = isShowcase
    let tour = Tour(
      app: app, host: host, windowSize: size, repeats: repeatCount ?? 1, recorder: recorder,
      filmstripDirectory: filmstrips, isShowcase: isShowcase)
    var failure: Error?
    host.frameObserver = { time, isIdle in
      do {
        return try tour.frameDrawn(at: time, isIdle: isIdle)
      } catch {
        failure = error
        return false
      }
    }
    UIApplication.shared.setNeedsDisplay()
    let status = host.run()
    if let failure { throw failure }
    for path in tour.writtenFilmstrips { say("filmstrip: \(path)") }
    say("tour: done")
    return status
  }

  /// Records the scene's autoplayed transition until nothing moves (at most 12 s), then
  /// writes the filmstrip and the GIF asked for and prints their paths.
  @MainActor
  private func recordTransition(host: X11Host, recorder: FrameRecorder) throws -> Int32 {
    host.isPaced = false
    var failure: Error?
    var idleFrames = 0
    let title = SceneCatalog.scene(named: scene)?.title ?? scene
    var written: [String] = []
    // The files are made while the host's connection is open, before `run` returns.
    host.frameObserver = { [filmstrip, gif] time, isIdle in
      do {
        try recorder.record(at: time)
        idleFrames = isIdle ? idleFrames + 1 : 0
        guard idleFrames >= 2 || time > 12 else {
          UIApplication.shared.setNeedsDisplay()
          return true
        }
        if let filmstrip {
          try Filmstrip.write(recorder.frames, title: title, host: host, to: filmstrip)
          written.append("filmstrip: \(filmstrip)")
        }
        if let gif {
          try recorder.writeGIF(to: gif)
          written.append("gif: \(gif)")
        }
      } catch {
        failure = error
      }
      return false
    }
    let status = host.run()
    if let failure { throw failure }
    for line in written { say(line) }
    return status
  }

  /// One line: frame and present percentiles, and the ratio of the median frame to the
  /// median present.
  private func printBenchmark(_ result: X11Host.BenchmarkResult) {
    let frame50 = result.framePercentile(0.5)
    let present50 = result.presentPercentile(0.5)
    say(
      String(
        format:
          "%-8@ frame p50 %.3f ms  p95 %.3f ms  max %.3f ms | present p50 %.3f ms | frame/present %.1f×",
        scene as NSString, frame50, result.framePercentile(0.95), result.frames.max() ?? 0,
        present50, present50 > 0 ? frame50 / present50 : 0))
  }
}
