import CX11
import Foundation
import TestSupport
import X11Host
import XCTest

/// A test that starts the built `transitions-demo` on the test's `$DISPLAY` and stops it
/// afterwards, whatever happened.
class DemoProcessTestCase: XCTestCase {
  var process: Process?

  override func tearDown() {
    if let process, process.isRunning {
      process.terminate()
      if !wait(for: process, seconds: 3) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
    }
    process = nil
    super.tearDown()
  }

  /// Starts the demo with `arguments` and returns its window once it is mapped.
  func launchDemo(on screen: TestDisplay, arguments: [String]) throws -> Window {
    let existing = Set(screen.windows(named: "Transitions"))
    let process = Process()
    process.executableURL = try DemoExecutable.url()
    process.arguments = arguments
    self.process = process
    try process.run()
    var window: Window = 0
    try waitUntil("the demo's window is mapped", seconds: 10) {
      guard
        let found = screen.windows(named: "Transitions").first(where: { !existing.contains($0) })
      else { return false }
      window = found
      return screen.isViewable(found)
    }
    return window
  }

  func waitUntil(
    _ what: String, seconds: Double, line: UInt = #line, _ condition: () -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if let process, !process.isRunning {
        throw TestDisplay.Failure(
          description: "transitions-demo exited (\(process.terminationStatus)) before: \(what)")
      }
      guard Date() < deadline else {
        throw TestDisplay.Failure(description: "timed out after \(seconds) s waiting until \(what)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Waits for `process` to exit; false when it still runs after `seconds`.
  func wait(for process: Process, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return !process.isRunning
  }
}
