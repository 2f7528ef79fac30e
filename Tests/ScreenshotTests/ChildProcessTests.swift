import Foundation
import TestSupport
import XCTest

/// The helper that runs the demo for the screenshot and end-to-end tests.
final class ChildProcessTests: XCTestCase {
  /// A `Process` whose exit was only polled through `isRunning` stays in a cycle with
  /// Foundation's exit handler and is never freed: `make test-asan` reported one for every
  /// demo the tests ran, until `ChildProcess.wait` let Foundation handle the exit.
  func testARunProcessIsFreedOnceItHasEnded() throws {
    weak var ran: Process?
    let outcome = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo out; echo err >&2; exit 3"],
      seconds: 10
    ) { ran = $0 }
    XCTAssertEqual(outcome.status, 3)
    XCTAssertEqual(outcome.standardOutput, "out\n")
    XCTAssertEqual(outcome.standardError, "err\n")
    XCTAssertNil(ran, "the Process is freed once run(_:arguments:) has returned")
  }

  /// A child past its deadline is killed, and freed too.
  func testAChildPastItsDeadlineIsKilledAndFreed() {
    weak var ran: Process?
    XCTAssertThrowsError(
      try ChildProcess.run(URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], seconds: 0.2) {
        ran = $0
      }
    ) { XCTAssertTrue($0 is ChildProcess.Timeout, "\($0)") }
    XCTAssertNil(ran)
  }
}
