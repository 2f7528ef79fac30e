import Foundation
import TestSupport
import XCTest

/// Once its transition is over, the demo sleeps: frames on the vblank leave no timer and no
/// pending wait behind (the last frame's completion is the last thing it hears).
final class IdleWindowTests: DemoProcessTestCase {
  /// Context switches of every thread of process `pid` so far (each wake-up is one).
  private func wakeUps(of pid: Int32) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    var total = 0
    for task in tasks {
      let path = "/proc/\(pid)/task/\(task)/status"
      let status = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      // voluntary_ctxt_switches and nonvoluntary_ctxt_switches.
      for line in status.split(separator: "\n") where line.contains("ctxt_switches:") {
        total += Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
      }
    }
    return total
  }

  func testAfterATransitionOnTheVblankTheDemoWakesUpNoMore() throws {
    let screen = try TestDisplay()
    _ = try launchDemo(on: screen, arguments: ["--scene", "bouncy", "--autoplay"])
    let answer = try settle("bouncy presented")
    XCTAssertTrue(answer.isOK, answer.line)
    let pid = try XCTUnwrap(process?.processIdentifier)
    // The self-check's answer written, the last completion heard.
    Thread.sleep(forTimeInterval: 0.3)
    let before = wakeUps(of: pid)
    XCTAssertGreaterThan(before, 0, "read from /proc")
    Thread.sleep(forTimeInterval: 2)
    XCTAssertEqual(wakeUps(of: pid) - before, 0, "no wake-up in 2 s of idle")
  }
}
