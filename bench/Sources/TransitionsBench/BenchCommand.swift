import ArgumentParser
import CBench
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// `transitions-bench`: frame costs of every scene by stage against the bare present, the
/// fishbowl, the data-size scroll, idle, start-up and memory; with `--peers`, cairo painting
/// the same display lists and libadwaita's own push.
@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transitions-bench",
    abstract: "Frame costs of every scene, against the present floor and the peers.",
    discussion: """
      Run under an X server (make bench starts its own Xvfb at 3840x2160x24). Prints tables \
      and writes the same figures as JSON.
      """)

  @Option(help: "Window sizes, comma-separated WIDTHxHEIGHT.")
  var sizes = "480x800,1024x768,1920x1080,3840x2160"

  @Option(help: "Frames measured per row of the table, at least.")
  var frames = 600

  @Flag(help: "Also paint every frame with cairo-xlib, and measure libadwaita's own push.")
  var peers = false

  @Option(help: "The transitions-demo binary, for idle, start-up and memory (skipped without).")
  var demo: String?

  @Option(help: "A user's app binary, for its start-up beside the demo's (skipped without).")
  var app: String?

  @Option(help: "Write the figures as JSON here.")
  var json = "bench/results.json"

  @Option(
    help:
      "Parts to run, comma-separated: scenes, fishbowl, scale, layout, solver, diffable, text, dynamics, paths, idle, startup, memory, snapshot, adwaita, pacing."
  )
  var parts =
    "scenes,fishbowl,scale,layout,solver,diffable,text,dynamics,paths,idle,startup,memory,snapshot,adwaita,pacing"

  @Option(help: "kiwisolver's side of the solver part (run with /usr/bin/python3).")
  var kiwiScript = "bench/kiwi-replay.py"

  @Option(help: "Only these scenes, comma-separated (pinch,gallery, say: for a profile).")
  var scenes: String?

  @Option(help: "The window size of the pacing table.")
  var pacingSize = "1920x1080"

  @Option(help: "Frames per fishbowl probe.")
  var fishbowlFrames = 120

  @Option(help: "Time the fishbowl at this many cells only (for a profile), not the search.")
  var fishbowlCells: Int?

  /// The scenes chosen with `--scenes` (nil: all).
  var chosenScenes: Set<String>? { scenes.map { Set($0.split(separator: ",").map(String.init)) } }

  /// The pacing table: every scene at `--pacing-size` with Present, then with the copy.
  @MainActor
  func pacing(chosen: Set<String>?) -> PacingReport? {
    let sides = pacingSize.lowercased().split(separator: "x").compactMap { Int($0) }
    guard sides.count == 2 else { return nil }
    let size = CGSize(width: sides[0], height: sides[1])
    let scenarios = SceneBench.scenarios.filter { chosen?.contains($0.scene) ?? true }
    print("pacing at \(pacingSize) …")
    guard
      let vblank = PacingBench.run(
        scenarios: scenarios, size: size, method: .vblank, framesPerScene: frames),
      let copy = PacingBench.run(
        scenarios: scenarios, size: size, method: .copy, framesPerScene: frames)
    else { return nil }
    return PacingReport(
      size: pacingSize, refreshRate: UIScreen.main.maximumFramesPerSecond, vblank: vblank,
      copy: copy)
  }

  func run() throws {
    let selected = Set(parts.split(separator: ",").map(String.init))
    let sizeList = sizes.split(separator: ",").compactMap { part -> CGSize? in
      let sides = part.lowercased().split(separator: "x").compactMap { Int($0) }
      return sides.count == 2 ? CGSize(width: sides[0], height: sides[1]) : nil
    }
    let status = MainActor.assumeIsolated { () -> Int32 in
      var report = BenchReport(machine: Machine.describe(), date: Machine.date())
      let host: X11Host
      do {
        host = try X11Host(
          displayName: nil, size: sizeList.first ?? CGSize(width: 480, height: 800),
          title: "Transitions bench", programName: "transitions-bench", scale: 1,
          clock: AnimationClock(mode: .virtual))
      } catch {
        FileHandle.standardError.write(Data("transitions-bench: \(error)\n".utf8))
        return 2
      }
      let window = UIWindow(frame: CGRect(origin: .zero, size: host.size))
      window.makeKeyAndVisible()
      let cairo = peers ? CairoPainter(display: host.benchmarkTarget.display) : nil
      let bench = SceneBench(host: host, window: window, cairo: cairo, minimumFrames: frames)
      print(report.machine.line)
      if selected.contains("scenes") {
        for size in sizeList {
          host.benchmarkResize(to: size)
          bench.reset()
          let label = "\(Int(size.width))x\(Int(size.height))"
          print("scenes at \(label) …")
          for scenario in SceneBench.scenarios
          where chosenScenes?.contains(scenario.scene) ?? true {
            bench.run(scenario, size: size)
          }
          let floor = Percentiles(bench.floor)
          var rows: [String: SeriesReport] = [:]
          for (name, series) in bench.series { rows[name] = SeriesReport(series, floor: floor) }
          report.sizes[label] = SizeReport(floor: floor, scenes: rows)
          Table.printScenes(label: label, report: report.sizes[label]!, order: Table.rowOrder)
        }
      }
      let desktop = CGSize(width: 1024, height: 768)
      if selected.contains("fishbowl") {
        host.benchmarkResize(to: desktop)
        report.fishbowl = bench.fishbowl(framesPerProbe: fishbowlFrames, only: fishbowlCells)
        Table.printFishbowl(report.fishbowl!)
      }
      if selected.contains("scale") {
        host.benchmarkResize(to: desktop)
        report.scale = bench.scale(counts: [11, 1_000, 100_000], frames: frames)
        Table.printScale(report.scale!)
      }
      if selected.contains("layout") {
        host.benchmarkResize(to: CGSize(width: 480, height: 800))
        report.layout = LayoutBench.run(window: window, repeats: 200)
        Table.printLayout(report.layout!)
      }
      if selected.contains("solver") {
        host.benchmarkResize(to: CGSize(width: 480, height: 800))
        report.solver = SolverBench.run(
          window: window, kiwiScript: kiwiScript, systemsFile: "bench/solver-systems.json")
        Table.printSolver(report.solver!)
      }
      if selected.contains("diffable") {
        host.benchmarkResize(to: CGSize(width: 480, height: 800))
        bench.reset()
        report.diffable = DiffableBench.run(bench: bench, runs: 40)
        Table.printDiffable(report.diffable!)
      }
      if selected.contains("text") {
        report.text = TextBench.run(runs: 10)
        Table.printText(report.text!)
      }
      if selected.contains("dynamics") {
        report.dynamics = DynamicsBench.run()
        Table.printDynamics(report.dynamics!)
      }
      if selected.contains("paths") {
        report.paths = PathsBench.run(host: host, window: window)
        report.drawing = PathsBench.runDrawing(host: host, window: window)
        Table.printPaths(report.paths!, drawing: report.drawing!)
      }
      bench.show(UIViewController())
      report.benchResources = Probes.xResources(
        ofProcess: getpid(), display: host.benchmarkTarget.display)
      if let demo {
        let probe = DemoProbe(demo: demo, app: app, display: host.benchmarkTarget.display)
        if selected.contains("idle") {
          report.idle = probe.idle()
          Table.printIdle(report.idle)
        }
        if selected.contains("startup") {
          report.startup = probe.startup(runs: 10)
          Table.printStartup(report.startup!)
        }
        if selected.contains("memory") {
          report.memory = probe.memory()
          Table.printMemory(report.memory!, bench: report.benchResources)
        }
      }
      if selected.contains("snapshot") {
        report.snapshot = SnapshotBench.run(runs: 20)
        Table.printSnapshot(report.snapshot!)
      }
      if peers, selected.contains("adwaita") {
        let adwaita = AdwaitaProbe(display: host.benchmarkTarget.display)
        report.adwaita = adwaita.run(demo: demo)
        if let result = report.adwaita { Table.printAdwaita(result) }
      }
      cairo?.releaseResources()
      if selected.contains("pacing") {
        report.pacing = pacing(chosen: chosenScenes)
        if let pacing = report.pacing { Table.printPacing(pacing) }
        // The bench's own window and clock again.
        host.installEnvironment(clock: AnimationClock(mode: .virtual))
        window.makeKeyAndVisible()
      }
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(report)
        let url = URL(fileURLWithPath: json)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        print("results: \(json)")
      } catch {
        FileHandle.standardError.write(Data("transitions-bench: \(error)\n".utf8))
        return 1
      }
      return 0
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// Everything one run measured.
struct BenchReport: Codable {
  var machine: Machine
  var date: String
  var sizes: [String: SizeReport] = [:]
  var fishbowl: FishbowlReport?
  var scale: ScaleReport?
  var layout: LayoutReport?
  var solver: SolverReport?
  var diffable: DiffableReport?
  var text: TextReport?
  var dynamics: DynamicsReport?
  var paths: PathsReport?
  var drawing: PathsReport?
  var idle: [IdleReport] = []
  var startup: StartupReport?
  var memory: MemoryReport?
  var snapshot: SnapshotReport?
  /// X server resources the bench itself holds after every scene has been played.
  var benchResources: [String: Int]?
  var adwaita: AdwaitaReport?
  var pacing: PacingReport?
}

/// Each scene's frames against the display's vblanks, with Present and with the copy.
struct PacingReport: Codable {
  var size: String
  /// The display's refresh rate as the demo sees it (UIScreen.maximumFramesPerSecond).
  var refreshRate: Int
  var vblank: [String: PacingRow]
  var copy: [String: PacingRow]
}

struct SizeReport: Codable {
  /// The bare present: XCopyArea of the unchanged back buffer + XSync, after every frame.
  var floor: Percentiles
  var scenes: [String: SeriesReport]
}

/// Where the figures were measured.
struct Machine: Codable {
  var cpu: String
  var cores: Int
  var kernel: String
  var line: String

  static func describe() -> Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .map {
        $0.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? ""
      }
      ?? "unknown CPU"
    var name = utsname()
    uname(&name)
    let kernel = withUnsafeBytes(of: &name.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let screen = ProcessInfo.processInfo.environment["XVFB_SCREEN"] ?? "1280x1024x24"
    return Machine(
      cpu: model, cores: cores, kernel: kernel,
      line:
        "machine: \(model), \(cores) cores, Linux \(kernel), Xvfb \(screen); \(date())")
  }

  static func date() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date())
  }
}
