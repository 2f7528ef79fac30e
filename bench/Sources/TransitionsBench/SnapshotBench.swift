import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
import MiniUIKitSnapshotTesting
@_spi(Host) import X11Host

/// What a transition snapshot costs a user's `swift test`: a private Xvfb's start (when there
/// is no DISPLAY) and `.transition(at:)`'s 4-frame filmstrip of the custom scene, drawn
/// in-process and written as PNG.
@MainActor
enum SnapshotBench {
  static func run(runs: Int) -> SnapshotReport {
    var starts: [Double] = []
    for _ in 0..<5 {
      let start = ProcessInfo.processInfo.systemUptime
      guard let server = try? PrivateXvfb() else { break }
      starts.append((ProcessInfo.processInfo.systemUptime - start) * 1000)
      server.stop()
    }
    let strategy = Snapshotting<UIViewController, RGBAImage>.transition(at: [0, 0.1, 0.2, 0.4]) {
      ($0 as? DemoScene)?.autoplay()
    }
    let file = NSTemporaryDirectory() + "transitions-bench-snapshot.png"
    defer { try? FileManager.default.removeItem(atPath: file) }
    var snapshots: [Double] = []
    for _ in 0..<runs {
      guard let controller = SceneCatalog.scene(named: "custom")?.make() else { break }
      let start = ProcessInfo.processInfo.systemUptime
      var data = Data()
      strategy.snapshot(controller).run { data = strategy.diffing.toData($0) }
      guard (try? data.write(to: URL(fileURLWithPath: file))) != nil else { break }
      snapshots.append((ProcessInfo.processInfo.systemUptime - start) * 1000)
    }
    // The first snapshot also opens the stage's host: it is the one a test run pays once.
    return SnapshotReport(
      xvfbStart: Percentiles(starts), firstSnapshot: snapshots.first ?? 0,
      snapshot: Percentiles(Array(snapshots.dropFirst())))
  }
}

struct SnapshotReport: Codable {
  /// A private Xvfb's start, until its socket is there (ms).
  var xvfbStart: Percentiles
  /// The first snapshot, which opens the host's window too (ms).
  var firstSnapshot: Double
  /// Each later snapshot: draw four frames, compose the strip, encode and write it (ms).
  var snapshot: Percentiles
}
