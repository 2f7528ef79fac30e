import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit

/// Our Cassowary solver beside kiwi's (kiwisolver, the C++ solver ours follows), on the same
/// systems: the calls Auto Layout made of its solver for the layout bench's screens, recorded
/// call for call, replayed here and by `bench/kiwi-replay.py` in the same run.
@MainActor
enum SolverBench {
  /// Calls to replay: `setup` untimed, then each step timed alone, `repeats` times over.
  struct Workload: Codable {
    var name: String
    var setup: [LayoutSolverLog.Operation]
    var steps: [[LayoutSolverLog.Operation]]
    var repeats: Int
  }

  static func run(window: UIWindow, kiwiScript: String, systemsFile: String) -> SolverReport {
    let workloads = record(window: window)
    var report = SolverReport(rows: [])
    let kiwi = kiwiTimes(workloads, script: kiwiScript, file: systemsFile)
    for workload in workloads {
      let (ours, values) = time(workload)
      var row = SolverReport.Row(
        name: workload.name, calls: workload.steps.map(\.count).max() ?? 0,
        ours: Percentiles(ours))
      if let theirs = kiwi?[workload.name] {
        row.kiwi = Percentiles(theirs.milliseconds)
        row.kiwiPython = Percentiles(theirs.pythonMilliseconds)
        row.kiwiWithoutPython = Percentiles(
          zip(theirs.milliseconds, theirs.pythonMilliseconds).map { max($0 - $1, 0) })
        row.largestDifference = values.compactMap { number, value in
          theirs.values[String(number)].map { abs($0 - value) }
        }.max()
      }
      report.rows.append(row)
    }
    return report
  }

  /// Records the systems: the 1,000-view screen's first solve and a constant changed (a
  /// constraint removed and one added), and the cards scene scrolled (its frame guide's
  /// origin suggested to an edit variable).
  static func record(window: UIWindow) -> [Workload] {
    let log = LayoutSolverLog()
    let (root, spacer) = LayoutBench.thousandViews()
    window.autoLayoutLog = log
    window.rootViewController = root
    root.view.layoutIfNeeded()
    let firstSolve = log.take()
    var changes: [[LayoutSolverLog.Operation]] = []
    for step in 1...20 {
      spacer.constant = CGFloat(step % 7)
      root.view.layoutIfNeeded()
      changes.append(log.take())
    }

    // Set again: the next layout starts a solver, so that the cards' calls stand alone.
    window.autoLayoutLog = log
    let cards = CardsViewController()
    window.rootViewController = cards
    cards.view.layoutIfNeeded()
    cards.autoplay()
    cards.view.layoutIfNeeded()
    let cardsSetup = log.take()
    var scrolls: [[LayoutSolverLog.Operation]] = []
    let column = cards.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    for step in 1...30 {
      column?.contentOffset.y = CGFloat(step % 30) * 10
      cards.view.layoutIfNeeded()
      scrolls.append(log.take())
    }
    window.autoLayoutLog = nil
    window.rootViewController = UIViewController()
    return [
      Workload(name: "first solve", setup: [], steps: [firstSolve], repeats: 5),
      Workload(name: "add and remove", setup: firstSolve, steps: changes, repeats: 3),
      Workload(name: "edit re-solve", setup: cardsSetup, steps: scrolls, repeats: 3),
    ]
  }

  /// Our solver's time for each step, and the variables' values after the last.
  static func time(_ workload: Workload) -> ([Double], [Int: Double]) {
    let replay = LayoutSolverReplay()
    replay.prepare(workload.setup + workload.steps.flatMap { $0 })
    var times: [Double] = []
    for _ in 0..<workload.repeats {
      replay.run([.reset])
      replay.run(workload.setup)
      for step in workload.steps { times.append(milliseconds { replay.run(step) }) }
    }
    return (times, replay.values)
  }

  struct KiwiResult: Decodable {
    var milliseconds: [Double]
    /// The same calls on a solver that does nothing: Python's share of `milliseconds`.
    var pythonMilliseconds: [Double]
    var values: [String: Double]
  }

  /// kiwisolver's times for the same workloads, written to `file` for it; nil (and why on
  /// stderr) when it cannot run.
  static func kiwiTimes(_ workloads: [Workload], script: String, file: String) -> [String:
    KiwiResult]?
  {
    struct Systems: Encodable { var workloads: [Workload] }
    do {
      try JSONEncoder().encode(Systems(workloads: workloads)).write(
        to: URL(fileURLWithPath: file))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
      process.arguments = [script, file]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        FileHandle.standardError.write(Data("kiwi-replay.py failed; no kiwi column\n".utf8))
        return nil
      }
      return try JSONDecoder().decode([String: KiwiResult].self, from: data)
    } catch {
      FileHandle.standardError.write(Data("kiwi-replay.py: \(error); no kiwi column\n".utf8))
      return nil
    }
  }
}

struct SolverReport: Codable {
  struct Row: Codable {
    var name: String
    /// The most solver calls in one step.
    var calls: Int
    var ours: Percentiles
    var kiwi: Percentiles?
    /// Python's share of kiwi's time (its calls made on a solver that does nothing), and
    /// kiwi's time without it, step by step.
    var kiwiPython: Percentiles?
    var kiwiWithoutPython: Percentiles?
    /// The largest difference between the two solutions, in points.
    var largestDifference: Double?
    var p50OverKiwi: Double? {
      kiwiWithoutPython.map { $0.p50 > 0 ? ours.p50 / $0.p50 : .infinity }
    }
  }

  var rows: [Row]
}
