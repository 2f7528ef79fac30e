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

  @Option(help: "Window size in points, as WIDTHxHEIGHT.")
  var size = "480x800"

  @Flag(help: "Run animations ten times slower.")
  var slowAnimations = false

  @Option(help: "Run time X times as fast (0.1 = ten times slower).")
  var animationSpeed: Double?

  @Flag(help: "Advance exactly 1/60 s per frame, whatever the wall time.")
  var virtualClock = false

  @Flag(help: "Start the scene's transition at time 0, as if its button were pressed.")
  var autoplay = false

  @Option(help: "Write the frame at --at seconds to this PNG file, then exit.")
  var screenshot: String?

  @Option(help: "Time of the --screenshot frame, in seconds.")
  var at: Double = 0

  @Option(help: "X display to use (default: $DISPLAY).")
  var display: String?

  @Option(help: "Time this many frames of the scene, print percentiles, and exit (make bench).")
  var benchmarkFrames: Int?

  func validate() throws {
    guard parsedSize != nil else {
      throw ValidationError(
        "--size must look like 480x800, each side from \(Self.sides.lowerBound) to "
          + "\(Self.sides.upperBound) points (got '\(size)')")
    }
    guard SceneCatalog.scene(named: scene) != nil || scene == "home" else {
      throw ValidationError(
        "unknown scene '\(scene)'; scenes: home, \(SceneCatalog.names.joined(separator: ", "))")
    }
    if let animationSpeed, !(animationSpeed > 0 && animationSpeed.isFinite) {
      throw ValidationError("--animation-speed must be a positive number")
    }
    guard at >= 0, at.isFinite else { throw ValidationError("--at must be 0 or more seconds") }
  }

  /// The window sizes `--size` takes, per side.
  static let sides = 100...8192

  private var parsedSize: CGSize? {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, Self.sides.contains(parts[0]), Self.sides.contains(parts[1])
    else { return nil }
    return CGSize(width: parts[0], height: parts[1])
  }

  func run() throws {
    let status = MainActor.assumeIsolated { () -> Int32 in
      let windowSize = parsedSize ?? CGSize(width: 480, height: 800)
      let host: X11Host
      do {
        host = try X11Host(
          displayName: display, size: windowSize, title: "Transitions",
          programName: "transitions-demo")
      } catch {
        FileHandle.standardError.write(Data("transitions-demo: \(error)\n".utf8))
        return 2
      }
      let clock = AnimationClock(mode: virtualClock ? .virtual : .real)
      clock.speed = animationSpeed ?? (slowAnimations ? DemoApp.slowSpeed : 1)
      AnimationEngine.shared.clock = clock
      let app = DemoApp(host: host, size: windowSize)
      app.start(sceneNamed: scene, autoplay: autoplay)
      if let benchmarkFrames {
        printBenchmark(host.benchmark(frames: max(benchmarkFrames, 1)))
        return 0
      }
      let request = screenshot.map { X11Host.ScreenshotRequest(path: $0, time: at) }
      return host.run(screenshot: request)
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// One line: frame and present percentiles, and the ratio of the median frame to the
  /// median present.
  private func printBenchmark(_ result: X11Host.BenchmarkResult) {
    let frame50 = result.framePercentile(0.5)
    let present50 = result.presentPercentile(0.5)
    print(
      String(
        format:
          "%-8@ frame p50 %.3f ms  p95 %.3f ms  max %.3f ms | present p50 %.3f ms | frame/present %.1f×",
        scene as NSString, frame50, result.framePercentile(0.95), result.frames.max() ?? 0,
        present50, present50 > 0 ? frame50 / present50 : 0))
  }
}
