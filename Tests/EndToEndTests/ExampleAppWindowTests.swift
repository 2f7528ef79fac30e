import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The example package's app (Xcode's template delegates and a custom transition, built by
/// `make test` before these tests) run with the host's tools: a filmstrip of the transition a
/// click starts, and a screenshot at a time.
final class ExampleAppWindowTests: XCTestCase {
  private static let indigo: [UInt8] = [0x58, 0x56, 0xD6]
  private static let groupedBackground: [UInt8] = [0xF2, 0xF2, 0xF7]

  struct NotBuilt: Error, CustomStringConvertible {
    let description: String
  }

  /// The app's binary, built in its own package.
  private func appURL() throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("Examples/HelloTransition/.build/debug/HelloTransition")
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw NotBuilt(
        description: "\(url.path) is not built: `make test` builds it first "
          + "(swift build --package-path Examples/HelloTransition)")
    }
    return url
  }

  private func isColour(_ image: RGBAImage, x: Int, y: Int, _ rgb: [UInt8]) -> Bool {
    let pixel = image.pixel(x: x, y: y)
    return zip([pixel.r, pixel.g, pixel.b], rgb).allSatisfy { abs(Int($0) - Int($1)) <= 3 }
  }

  func testAScreenshotAtATimeShowsTheTemplatesWindow() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hello-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try ChildProcess.run(
      appURL(), arguments: ["--virtual-clock", "--screenshot", file.path, "--at", "0.5"],
      seconds: 20)
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertFalse(outcome.standardError.contains("root view controller"), outcome.standardError)
    let shot = try PNGFile.decode(Data(contentsOf: file))
    XCTAssertEqual([shot.width, shot.height], [480, 800], "the host's default size")
    XCTAssertTrue(
      isColour(shot, x: 240, y: 400, Self.indigo), "the card, made by the scene delegate")
    XCTAssertTrue(isColour(shot, x: 10, y: 10, Self.groupedBackground), "the first screen")
  }

  func testAClickedTransitionIsFilmed() throws {
    let screen = try TestDisplay()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hello-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let existing = Set(screen.windows(named: "HelloTransition"))
    let outcome = try ChildProcess.run(
      appURL(), arguments: ["--filmstrip", file.path], seconds: 30
    ) { _ in
      let deadline = Date().addingTimeInterval(10)
      var window: Window?
      while window == nil, Date() < deadline {
        window = screen.windows(named: "HelloTransition").first {
          !existing.contains($0) && screen.isViewable($0)
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
      let shown = try XCTUnwrap(window, "the app's window is mapped")
      // Nothing is filmed until something moves: wait, then click the card.
      Thread.sleep(forTimeInterval: 0.3)
      screen.click(shown, x: 240, y: 400)
    }
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertTrue(
      outcome.standardOutput.contains("filmstrip: \(file.path)"), outcome.standardOutput)
    let strip = try PNGFile.decode(Data(contentsOf: file))
    // Eight frames of 160×267 (a third of 480×800) with 8-point gaps, under a title.
    XCTAssertEqual(strip.width, 8 * 160 + 9 * 8)
    let frameTop = 8 + 28
    let first = (x: 8, y: frameTop)
    let last = (x: 8 + 7 * (160 + 8), y: frameTop)
    XCTAssertTrue(
      isColour(strip, x: first.x + 4, y: first.y + 4, Self.groupedBackground),
      "the first frame: the card has not grown yet")
    XCTAssertTrue(
      isColour(strip, x: last.x + 4, y: last.y + 4, Self.indigo),
      "the last frame: the detail fills the window")
  }
}
