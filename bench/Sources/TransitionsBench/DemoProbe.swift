import CBench
import DemoScenes
import Foundation

struct IdleReport: Codable {
  var scene: String
  /// Over `seconds` once the scene's autoplayed transition is over and nothing is touched.
  var seconds: Double
  var cpuMilliseconds: Double
  /// Context switches of every thread of the demo (each wake-up is one).
  var wakeups: Int
  var xServerCPUMilliseconds: Double?
  /// X server resources the demo holds then, by type (X-Resource extension).
  var xResources: [String: Int]?
}

struct StartupReport: Codable {
  /// Exec to the first frame on the screen (after XSync), in milliseconds, each run.
  var runs: [Double]
  var median: Double
  /// Exec to exit of `--screenshot` (the first frame written to a PNG file), each run: the
  /// demo's, and a user's app's (the example package's, as `swift run` builds it).
  var demoScreenshot: [Double] = []
  var appScreenshot: [Double] = []
}

struct MemoryReport: Codable {
  /// Peak resident set of `transitions-demo --tour`, KiB.
  var tourPeakRSSKiB: Int
  var tourExitStatus: Int32
}

/// Runs the real demo binary and measures it from outside.
@MainActor
struct DemoProbe {
  let demo: String
  /// A user's app (the example package's binary), for its start-up; nil: not measured.
  var app: String? = nil
  let display: OpaquePointer

  private func output(_ name: String) -> String {
    NSTemporaryDirectory() + "transitions-bench-\(getpid())-\(name).txt"
  }

  /// Each scene, its transition autoplayed on the real clock, then 5 s with no input.
  func idle(settle: Double = 3, seconds: Double = 5) -> [IdleReport] {
    var reports: [IdleReport] = []
    let server = Probes.xServerPID()
    for scene in ["home"] + SceneCatalog.names {
      guard
        let child = Probes.spawn(
          [demo, "--scene", scene, "--autoplay", "--size", "1024x768"], output: output("idle"))
      else { continue }
      Thread.sleep(forTimeInterval: settle)
      let before = Probes.cpuAndSwitches(of: child.pid)
      let serverBefore = server.map { Probes.cpuAndSwitches(of: $0).cpuNanoseconds }
      Thread.sleep(forTimeInterval: seconds)
      let after = Probes.cpuAndSwitches(of: child.pid)
      let serverAfter = server.map { Probes.cpuAndSwitches(of: $0).cpuNanoseconds }
      let resources = Probes.xResources(ofProcess: child.pid, display: display)
      Probes.stop(child)
      var serverMilliseconds: Double?
      if let serverBefore, let serverAfter {
        serverMilliseconds = Double(serverAfter - serverBefore) / 1e6
      }
      reports.append(
        IdleReport(
          scene: scene, seconds: seconds,
          cpuMilliseconds: Double(after.cpuNanoseconds - before.cpuNanoseconds) / 1e6,
          wakeups: after.switches - before.switches, xServerCPUMilliseconds: serverMilliseconds,
          xResources: resources))
    }
    return reports
  }

  /// Exec to the first presented frame: the demo prints the monotonic clock once its first
  /// frame is synced; the bench reads the same clock just before posix_spawn.
  func startup(runs: Int) -> StartupReport {
    var times: [Double] = []
    for _ in 0..<runs {
      let file = output("startup")
      let start = ProcessInfo.processInfo.systemUptime
      guard let child = Probes.spawn([demo, "--print-first-frame-time"], output: file) else {
        continue
      }
      Probes.wait(child)
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("first-frame ") }),
        let value = Double(line.dropFirst("first-frame ".count))
      {
        times.append((value - start) * 1000)
      }
      try? FileManager.default.removeItem(atPath: file)
    }
    var report = StartupReport(runs: times, median: Percentiles(times).p50)
    report.demoScreenshot = screenshotRuns(of: demo, runs: runs)
    if let app { report.appScreenshot = screenshotRuns(of: app, runs: runs) }
    return report
  }

  /// Exec to exit of `binary --screenshot FILE`, each run, in milliseconds.
  private func screenshotRuns(of binary: String, runs: Int) -> [Double] {
    var times: [Double] = []
    let picture = output("startup") + ".png"
    for _ in 0..<runs {
      let start = ProcessInfo.processInfo.systemUptime
      guard let child = Probes.spawn([binary, "--screenshot", picture], output: "/dev/null"),
        Probes.wait(child) == 0
      else { continue }
      times.append((ProcessInfo.processInfo.systemUptime - start) * 1000)
    }
    try? FileManager.default.removeItem(atPath: picture)
    return times
  }

  /// The tour, start to end: its peak resident set.
  func memory() -> MemoryReport {
    guard let child = Probes.spawn([demo, "--tour", "--virtual-clock"], output: output("tour"))
    else {
      return MemoryReport(tourPeakRSSKiB: 0, tourExitStatus: -1)
    }
    let (status, rss) = Probes.waitMeasuringPeak(child)
    return MemoryReport(tourPeakRSSKiB: rss, tourExitStatus: status)
  }
}
