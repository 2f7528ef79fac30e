import Foundation
import XCTest

/// Once its transition is over, the demo sleeps: frames on the vblank leave no timer and no
/// pending wait behind (the last frame's completion is the last thing it hears).
final class IdleWindowTests: DemoProcessTestCase {
  /// Context switches of the main thread of process `pid` so far (each wake-up of the run
  /// loop is one).
  private func wakeUps(of pid: Int32) -> Int {
    let status =
      (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)) ?? ""
    // voluntary_ctxt_switches and nonvoluntary_ctxt_switches.
    return status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
      .compactMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
      .reduce(0, +)
  }

  func testAfterATransitionOnTheVblankTheDemoWakesUpNoMore() throws {
    let screen = try TestDisplay()
    _ = try launchDemo(on: screen, arguments: ["--scene", "bouncy", "--autoplay"])
    let answer = try settle("bouncy presented")
    XCTAssertTrue(answer.isOK, answer.line)
    let pid = try XCTUnwrap(process?.processIdentifier)
    // The self-check's answer written and the last completion heard (however slow a loaded
    // machine is): the count stands still for half a second.
    var count = wakeUps(of: pid)
    try waitUntil("the demo is idle", seconds: 10) {
      Thread.sleep(forTimeInterval: 0.5)
      let now = wakeUps(of: pid)
      defer { count = now }
      return now == count
    }
    XCTAssertGreaterThan(count, 0, "read from /proc")
    Thread.sleep(forTimeInterval: 2)
    XCTAssertEqual(wakeUps(of: pid) - count, 0, "no wake-up in 2 s of idle")
  }
}
