import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// 200 random resizes while transitions run (presses there and back between them): no crash, no
/// stale back buffer, and once back at 480 × 800 and settled, the window shows what a fresh
/// demo shows at that size.
final class ResizeStormTests: DemoProcessTestCase {
  func testTheZoomSceneUnderAResizeStorm() throws {
    try storm(scene: "custom", rootState: "<ControllerOne>", seed: 1)
  }

  func testTheLayoutToLayoutSceneUnderAResizeStorm() throws {
    try storm(scene: "navigation", rootState: "<LayoutNavigationSceneController>", seed: 2)
  }

  /// Resizes the window 200 times, pressing the middle of the window (the scene's button, or
  /// a monkey) or its top-left corner (the way back) now and then, then goes back to
  /// `rootState` and compares.
  private func storm(scene: String, rootState: String, seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--scene", scene, "--size", "480x800"],
      standardError: FileHandle.nullDevice)
    let lines = try XCTUnwrap(output)
    var size = (width: 480, height: 800)
    for resize in 1...200 {
      size =
        Int.random(in: 0..<8, using: &random) == 0
        ? (Int.random(in: 1...80, using: &random), Int.random(in: 1...80, using: &random))
        : (Int.random(in: 150...1200, using: &random), Int.random(in: 150...1000, using: &random))
      screen.resize(window, width: UInt32(size.width), height: UInt32(size.height))
      // (Not in a tiny window: there the Home button covers everything.)
      if size.width < 150 || size.height < 150 {
      } else if resize % 7 == 0 {
        screen.click(window, x: Int32(size.width / 2), y: Int32(size.height / 2))
      } else if resize % 11 == 0 {
        // ControllerTwo's "Show Controller One", or the navigation bar's back button.
        screen.click(window, x: 20, y: 20)
      }
      Thread.sleep(forTimeInterval: Double.random(in: 0...0.03, using: &random))
    }
    screen.resize(window, width: 480, height: 800)
    // Back to the scene's first state: Esc dismisses or pops (at the root it would go home).
    var answer = try selfCheck(lines, context: "\(scene) after the storm")
    // At the root: the controller alone, or the navigation controller with its root alone.
    func isAtRoot(_ answer: SelfCheckAnswer) -> Bool {
      answer.controllers == rootState
        || (answer.controllers.hasPrefix(rootState + "[<Images")
          && !answer.controllers.contains(","))
    }
    for _ in 0..<4 where answer.isOK && !isAtRoot(answer) {
      screen.press(keysym: XK_Escape)
      answer = try selfCheck(lines, context: "\(scene) going back")
    }
    XCTAssertTrue(answer.isOK, answer.line)
    XCTAssertTrue(answer.controllers.hasPrefix(rootState), answer.line)
    // The window, as the X server shows it (a stale back buffer would show here).
    let reference = try freshScreenshot(scene: scene)
    var shown: RGBAImage?
    var differing = -1
    try? waitUntil("the window shows what a fresh demo draws", seconds: 5) {
      shown = screen.capture(window)
      guard let shown, shown.width == 480, shown.height == 800 else { return false }
      differing = (0..<shown.height).reduce(0) { count, y in
        count
          + (0..<shown.width).filter { x in
            let a = shown.pixel(x: x, y: y)
            let b = reference.pixel(x: x, y: y)
            return max(
              abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))) > 8
          }.count
      }
      return differing == 0
    }
    let shownImage = try XCTUnwrap(shown, "the window could not be read")
    XCTAssertEqual([shownImage.width, shownImage.height], [480, 800])
    if differing > 0 {
      let path = NSTemporaryDirectory() + "resize-storm-\(scene).png"
      try? PNGFile.write(shownImage, to: path)
      XCTFail("\(differing) pixels differ from a fresh demo's; the window is in \(path)")
    }
  }

  /// The scene's first frame at 480 × 800 from a demo started afresh.
  private func freshScreenshot(scene: String) throws -> RGBAImage {
    let path = NSTemporaryDirectory() + "resize-storm-reference-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let saved = process
    defer { process = saved }
    let outcome = try runDemo(
      ["--scene", scene, "--size", "480x800", "--virtual-clock", "--screenshot", path, "--at", "0"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    return try PNGFile.read(path)
  }
}
