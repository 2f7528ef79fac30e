import Foundation

/// The tables `make bench` prints.
enum Table {
  static let rowOrder = [
    "default", "zoom", "bouncy", "push", "edge pop", "layout push", "layout pop", "pinch finish",
    "pinch cancel", "cards", "reveal", "gallery scroll", "blur", "table scroll", "large title",
    "player", "sheet", "curl", "toss", "zoom pager", "typing", "messages",
  ]

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func printScenes(label: String, report: SizeReport, order: [String]) {
    print("")
    print("## \(label): milliseconds, p50 / p95 / p99 / max")
    print(
      "(frame: each stage timed to an XSync of its own; frame, one XSync: the same transitions "
        + "played again, each frame timed whole to one XSync at its end, as the run loop draws it)")
    let hasCairo = report.scenes.values.contains { $0.cairo != nil }
    var header =
      "| row | frames | repainted | frame | toolkit | paint | present | frame p99 ÷ floor p99 | frame, one XSync | its p99 ÷ floor p99 |"
    var rule = "|---|---:|---:|---|---|---|---|---:|---|---:|"
    if hasCairo {
      header += " cairo paint | cairo ÷ ours p50 / p99 | same picture |"
      rule += "---|---:|---:|"
    }
    print(header)
    print(rule)
    for name in order {
      guard let row = report.scenes[name] else { continue }
      var line =
        "| \(name) | \(row.frames) | \(Int((row.repaintedMean * 100).rounded())) % | \(row.total.summary) | \(row.toolkit.summary) | \(row.paint.summary) | \(row.present.summary) | "
        + String(format: "%.2f× | ", row.p99OverFloor) + row.syncedOnce.summary
        + String(format: " | %.2f× |", row.syncedOnceP99OverFloor)
      if let cairo = row.cairo {
        line +=
          " \(cairo.cairoPaint.summary) | "
          + String(
            format: "%.2f× / %.2f× | %.1f %% (min %.1f %%) |", cairo.ratioP50, cairo.ratioP99,
            cairo.agreementMean * 100, cairo.agreementMin * 100)
      }
      print(line)
    }
    print(
      "| floor (bare present) | \(report.floor.count) | 100 % | \(report.floor.summary) | | | | 1× | | 1× |"
    )
  }

  /// The pacing of each scene's frames under Present and with the copy fallback, side by
  /// side.
  static func printPacing(_ report: PacingReport) {
    print("")
    print(
      "## pacing at \(report.size), real clock, \(report.refreshRate) Hz vblank: Present | copy"
    )
    print(
      "| scene | frames | vblanks | missed | unseen | shown − sampled p50 / p99 ms | vblank jitter p99 ms | frames | vblanks | missed | unseen | shown − sampled p50 / p99 ms |"
    )
    print("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|")
    for name in report.vblank.keys.sorted() {
      var line = "| \(name) |"
      for (index, row) in [report.vblank[name], report.copy[name]].enumerated() {
        guard let row else {
          line += index == 0 ? " | | | | | |" : " | | | | |"
          continue
        }
        line += String(
          format: " %d | %d | %d | %d | %.2f / %.2f |", row.frames, row.vblanks, row.missed,
          row.unseen, row.errorP50, row.errorP99)
        if index == 0 { line += String(format: " %.2f |", row.vblankJitterP99) }
      }
      print(line)
    }
  }

  static func printFishbowl(_ report: FishbowlReport) {
    print("")
    print(
      String(
        format: "## fishbowl at %@: %d cells hold p95 ≤ %.1f ms", report.size,
        report.largestHolding, report.budgetMilliseconds))
    print("| cells | frames | frame p50 / p95 / p99 / max | live cells | holds |")
    print("|---:|---:|---|---:|---|")
    for probe in report.probes {
      print(
        "| \(probe.cells) | \(probe.frames) | \(probe.total.summary) | \(probe.liveCells) | \(probe.holds ? "yes" : "no") |"
      )
    }
  }

  static func printLayout(_ report: LayoutReport) {
    printTimings(
      "Auto Layout at 480x800: milliseconds, p50 / p95 / p99 / max",
      [
        ("1,000 views (250 rows of four labels in stack views): first solve", report.firstSolve),
        ("1,000 views: re-solve after one constant changed", report.resolve),
        ("cards scene: re-solve after one constant changed", report.cardsResolve),
        ("cards scene: layout after a 10-point scroll (frameLayoutGuide)", report.cardsScroll),
      ])
  }

  static func printSolver(_ report: SolverReport) {
    print("")
    print("#### solver vs kiwi: the same recorded calls, milliseconds, p50 / p95 / p99 / max")
    print(
      "| workload | calls | ours | kiwi | of which Python's calls, p50 | ours ÷ kiwi without them, p50 | largest difference |"
    )
    print("|---|---:|---|---|---:|---:|---:|")
    for row in report.rows {
      let kiwi = row.kiwi?.summary ?? "(not run)"
      let python = row.kiwiPython.map { String(format: "%.3f", $0.p50) } ?? ""
      let ratio = row.p50OverKiwi.map { String(format: "%.2f×", $0) } ?? ""
      let difference = row.largestDifference.map { String(format: "%.2g pt", $0) } ?? ""
      print(
        "| \(row.name) | \(row.calls) | \(row.ours.summary) | \(kiwi) | \(python) | \(ratio) | \(difference) |"
      )
    }
  }

  static func printDynamics(_ report: DynamicsReport) {
    printTimings(
      "UIKit Dynamics: milliseconds, p50 / p95 / p99 / max",
      [
        (
          "\(report.bodies) bodies falling into a box, one step of 1/120 s "
            + "(\(report.atRest) at rest after five seconds)", report.step
        )
      ])
  }

  /// A table of timings, one row a case.
  private static func printTimings(_ title: String, _ rows: [(String, Percentiles)]) {
    print("")
    print("#### " + title)
    print("| case | runs | time |")
    print("|---|---:|---|")
    for (name, figures) in rows {
      print("| \(name) | \(figures.count) | \(figures.summary) |")
    }
  }

  static func printDiffable(_ report: DiffableReport) {
    printTimings(
      "Diffable data at 480x800: milliseconds (queries: µs), p50 / p95 / p99 / max",
      [
        ("apply 10,000 items, 100 moves + 100 inserts + 100 deletes", report.apply10k),
        ("apply 100,000 items, the same changes", report.apply100k),
        ("the 10,000-item applies' animated frames", report.frames.total),
        ("query one screen of 1,000 rows (estimated heights), µs", report.query1k),
        ("query one screen of 100,000 rows (estimated heights), µs", report.query100k),
      ])
    print(
      String(
        format: "apply 100k / 10k at p50: %.1f× (10× is linear); frames p99 / floor: %.2f×; "
          + "query 100k / 1k at p50: %.2f×",
        report.apply100k.p50 / max(report.apply10k.p50, 1e-9), report.frames.p99OverFloor,
        report.query100k.p50 / max(report.query1k.p50, 1e-9)))
  }

  static func printText(_ report: TextReport) {
    printTimings(
      "Text: 1,000 wrapping labels of six scripts, milliseconds, p50 / p95 / p99 / max",
      [
        ("measured the first time at 200 points (every word shaped)", report.firstLayout),
        ("measured again at 260 points (kept words)", report.widthChange),
        ("their lines shaped whole, as drawing shapes them", report.linesShaped),
      ])
    print(
      String(
        format: "width change / first at p50: %.3f×",
        report.widthChange.p50 / max(report.firstLayout.p50, 1e-9)))
  }

  static func printPaths(_ paths: PathsReport, drawing: PathsReport) {
    print("")
    print("#### Drawing against cairo at 480x800")
    print("| picture | pixels drawn | differ by more than 16 of 255 | largest difference |")
    print("|---|---:|---:|---:|")
    for (name, report) in [
      ("paths (a star under both fill rules, a dashed wave, a ring)", paths),
      ("draw(_:) (slices, a star, dashes, two gradients)", drawing),
    ] {
      let share = Double(report.differing) * 100 / Double(max(report.drawn, 1))
      print(
        "| \(name) | \(report.drawn) | \(report.differing) (\(String(format: "%.2f", share)) %) | \(report.largest) |"
      )
    }
  }

  static func printScale(_ report: ScaleReport) {
    print("")
    print("## scroll at \(report.size), 20 points a frame")
    print("| items | frames | frame p50 / p95 / p99 / max | layout p50 / p99 | live cells (max) |")
    print("|---:|---:|---|---|---:|")
    for run in report.runs {
      print(
        "| \(run.items) | \(run.frames) | \(run.total.summary) | "
          + String(format: "%.3f / %.3f", run.layout.p50, run.layout.p99)
          + " | \(run.liveCellsMax) |")
    }
    if let large = report.runs.last, let small = report.runs.first, small.total.p99 > 0 {
      print(
        String(
          format: "%d items p99 ÷ %d items p99: %.2f×", large.items, small.items,
          large.total.p99 / small.total.p99))
    }
    if report.runs.count >= 2 {
      let large = report.runs[report.runs.count - 1]
      let middle = report.runs[report.runs.count - 2]
      if middle.total.p99 > 0 {
        print(
          String(
            format: "%d items p99 ÷ %d items p99: %.2f×", large.items, middle.items,
            large.total.p99 / middle.total.p99))
      }
    }
  }

  static func printIdle(_ reports: [IdleReport]) {
    print("")
    print("## idle, after the autoplayed transition, no input")
    print("| scene | seconds | CPU ms | wake-ups | X server CPU ms | X resources held |")
    print("|---|---:|---:|---:|---:|---|")
    for report in reports {
      let resources =
        report.xResources.map { dict in
          dict.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        } ?? "?"
      print(
        "| \(report.scene) | \(report.seconds) | "
          + String(format: "%.2f", report.cpuMilliseconds) + " | \(report.wakeups) | "
          + (report.xServerCPUMilliseconds.map { String(format: "%.2f", $0) } ?? "?")
          + " | \(resources) |")
    }
  }

  static func printStartup(_ report: StartupReport) {
    print("")
    print(
      String(
        format: "## start-up: exec to first presented frame, median of %d: %.1f ms (runs: %@)",
        report.runs.count, report.median,
        report.runs.map { String(format: "%.1f", $0) }.joined(separator: ", ")))
    for (name, runs) in [
      ("the demo", report.demoScreenshot), ("a user's app", report.appScreenshot),
    ]
    where !runs.isEmpty {
      print(
        String(
          format:
            "   --screenshot, exec to exit with the first frame in a PNG file, %@: median %.1f ms",
          name, Percentiles(runs).p50))
    }
  }

  static func printSnapshot(_ report: SnapshotReport) {
    print("")
    print(
      String(
        format:
          "## snapshot: .transition(at:) of 4 frames to a PNG file, p50 %.1f ms (p95 %.1f, first %.1f with the host's window); a private Xvfb starts in p50 %.1f ms: %.1f ms in all",
        report.snapshot.p50, report.snapshot.p95, report.firstSnapshot, report.xvfbStart.p50,
        report.xvfbStart.p50 + report.firstSnapshot))
  }

  static func printMemory(_ report: MemoryReport, bench: [String: Int]?) {
    print("")
    print(
      "## memory: peak RSS of transitions-demo --tour: \(report.tourPeakRSSKiB / 1024) MiB (\(report.tourPeakRSSKiB) KiB), exit \(report.tourExitStatus)"
    )
    if let bench {
      print(
        "X resources held by the bench after every scene: "
          + bench.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", "))
    }
  }

  static func printAdwaita(_ report: AdwaitaReport) {
    print("")
    print("## push and pop at \(report.size) against libadwaita (\(report.renderer))")
    print(
      "| subject | cycles | client CPU ms | X server CPU ms | animation s (measured) | CPU ms per cycle | CPU ms per s of animation |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for subject in report.subjects {
      print(
        "| \(subject.name) | \(subject.cycles) | "
          + String(
            format: "%.1f | %.1f | %.2f | %.1f | %.1f |", subject.clientCPUMilliseconds,
            subject.serverCPUMilliseconds, subject.animationSeconds,
            subject.cpuPerCycleMilliseconds, subject.cpuPerAnimationSecond))
    }
    if report.subjects.count == 2, report.subjects[0].cpuPerAnimationSecond > 0 {
      print(
        String(
          format: "libadwaita ÷ ours, CPU per second of animation: %.2f×",
          report.subjects[1].cpuPerAnimationSecond / report.subjects[0].cpuPerAnimationSecond))
    }
    print(report.note)
  }
}
