import CX11
import Foundation
import MiniUIKitSnapshotTesting
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// Faults of the X server: a server that dies ends the demo at once with one line and status
/// 1; a request it refuses is reported with the request's name and the demo carries on.
final class XServerFaultTests: DemoProcessTestCase {
  func testTheServerKilledMidTransitionEndsTheDemoWithOneLine() throws {
    let server = try PrivateXvfb()
    // A spring of ten seconds: still moving when the server goes.
    let outcome = try ChildProcess.run(
      DemoExecutable.url(),
      arguments: [
        "--display", server.displayName, "--scene", "bouncy", "--autoplay", "--slow-animations",
      ],
      seconds: 60
    ) { process in
      self.process = process
      do {
        // The test's own connection is closed before the server goes, or Xlib would end the
        // test too.
        let screen = try TestDisplay(name: server.displayName)
        var window: Window = 0
        try waitUntil("the demo's window is mapped", seconds: 10) {
          guard let found = screen.windows(named: "Transitions").first(where: screen.isViewable)
          else { return false }
          window = found
          return true
        }
        try waitUntil("the spring moves", seconds: 10) {
          let before = screen.capture(window)
          Thread.sleep(forTimeInterval: 0.05)
          return before != nil && screen.capture(window)?.bytes != before?.bytes
        }
      }
      server.kill()
    }
    XCTAssertEqual(outcome.reason, .exit, "no crash: \(outcome.standardError)")
    XCTAssertEqual(outcome.status, 1)
    XCTAssertEqual(
      outcome.standardError, "transitions-demo: lost the connection to the X server\n")
  }

  /// A window of 32768 × 32768 pixels (8192 points at 4×) is more than the server will
  /// buffer: the BadAlloc is reported with its request, and the demo draws the part the
  /// screen can show and goes on.
  func testAGiantBackBufferFallsBackToTheScreensSize() throws {
    let shot = FileManager.default.temporaryDirectory
      .appendingPathComponent("giant-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: shot) }
    let outcome = try runDemo([
      "--size", "8192x8192", "--scale", "4", "--screenshot", shot.path, "--at", "0.1",
    ])
    XCTAssertEqual(outcome.reason, .exit)
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let lines = outcome.standardError.split(separator: "\n")
    XCTAssertEqual(lines.count, 2, "the error, then what was done: \(outcome.standardError)")
    XCTAssertTrue(
      lines.first?.contains("BadAlloc") == true && lines.first?.contains("X_CreatePixmap") == true,
      "names the error and its request: \(outcome.standardError)")
    XCTAssertTrue(
      lines.last?.contains("refused a 32768×32768 back buffer") == true
        && lines.last?.contains("top-left 1280×1024") == true, outcome.standardError)
    let image = try PNGFile.read(shot.path)
    XCTAssertEqual([image.width, image.height], [1280, 1024], "the screen's size")
    // At 4×, a point of the home screen's first row (250, 182) is pixel (1000, 728).
    let pixel = image.pixel(x: 1000, y: Self.firstRowPoint.y * 4)
    XCTAssertEqual(Double(pixel.g), Self.rowGray, accuracy: 1, "the home screen is drawn")
  }
}
