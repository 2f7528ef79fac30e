import ArgumentParser
import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// `transitions-demo`: every scene of the guide, live in an X11 window. The host reads its
/// own options (size, scale, clock, recordings); this command reads the demo's.
@main
struct TransitionsDemoCommand: ParsableCommand {
  /// The package's semantic version, as its tag and the documentation's `.package` line say.
  static let version = "0.9.0"

  static let configuration = CommandConfiguration(
    commandName: "transitions-demo",
    abstract: "iOS-style view-controller transitions, live in an X11 window.",
    discussion: "Scenes: \(SceneCatalog.names.joined(separator: ", ")).\n\n\(HostOptions.help)",
    version: version)

  @Option(help: "Start in a scene instead of the home screen.")
  var scene = "home"

  @Flag(help: "Start the scene's transition at time 0, as if its button were pressed.")
  var autoplay = false

  // Options that take numbers parse the next word whatever it looks like, so that
  // `--repeat -1` is reported as a bad count rather than as a missing value.
  @Option(
    parsing: .unconditional,
    help: "Time this many frames of the scene, print percentiles, and exit (make bench).")
  var benchmarkFrames: Int?

  @Flag(
    help:
      "Print the monotonic clock (seconds) once the first frame is on the screen, then exit (make bench's start-up time)."
  )
  var printFirstFrameTime = false

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
    guard SceneCatalog.scene(named: scene) != nil || scene == "home" else {
      throw ValidationError(
        "--scene: unknown scene '\(scene)'; scenes: home, "
          + SceneCatalog.names.joined(separator: ", "))
    }
    if let repeatCount {
      if repeatCount < 1 { throw ValidationError("--repeat: must be 1 or more") }
      if !tour { throw ValidationError("--repeat: goes with --tour") }
    }
    if let benchmarkFrames, benchmarkFrames < 1 {
      throw ValidationError("--benchmark-frames: must be 1 or more (got \(benchmarkFrames))")
    }
    if filmstrips != nil, !tour { throw ValidationError("--filmstrips: goes with --tour") }
  }

  /// Reads the host's options, then the demo's, and runs; a bad option is one line on
  /// standard error, "transitions-demo: --size: …", and the usage status (64), as a
  /// command-line tool's.
  static func main() {
    do {
      let (hostOptions, rest) = try HostOptions.parse(CommandLine.arguments)
      try parse(Array(rest.dropFirst())).run(hostOptions: hostOptions)
    } catch let problem as HostOptions.Problem {
      FileHandle.standardError.write(Data("transitions-demo: \(problem)\n".utf8))
      Foundation.exit(64)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // --help asked for the whole text.
        print(fullMessage(for: error))
      } else {
        FileHandle.standardError.write(Data("transitions-demo: \(message(for: error))\n".utf8))
      }
      Foundation.exit(code.rawValue)
    }
  }

  private func run(hostOptions: HostOptions) throws {
    if hostOptions.filmsTransition, scene == "home", !tour {
      throw ValidationError(
        "\(hostOptions.filmstrip != nil ? "--filmstrip" : "--gif"): the home screen has no "
          + "transition to record; give --scene with one of: "
          + SceneCatalog.names.joined(separator: ", "))
    }
    var options = hostOptions
    // Recordings and the tour run on the virtual clock when they record: the same pictures
    // on every machine. On its own the tour plays at real speed, as a showcase.
    if tour, filmstrips != nil || hostOptions.record != nil { options.virtualClock = true }
    let launch = DemoLaunch(
      scene: scene, autoplay: autoplay, tour: tour, repeatCount: repeatCount ?? 1,
      filmstrips: filmstrips, benchmarkFrames: benchmarkFrames,
      printsFirstFrameTime: printFirstFrameTime)
    MainActor.assumeIsolated {
      X11Host.runApplication(options: options, title: "Transitions") { host in
        DemoApp(launch: launch, host: host)
      }
    }
  }
}
