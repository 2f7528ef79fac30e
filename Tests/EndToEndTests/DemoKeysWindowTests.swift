import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The demo's keys, pressed with XTest: home navigation, the back keys, and time control.
final class DemoKeysWindowTests: DemoProcessTestCase {
  /// The curves scene's easeInOut dot colour and the row through the dot's centre.
  private static let easeInOutBlue: [UInt8] = [0x00, 0x7A, 0xFF]
  private static let easeInOutRow = 110 + 3 * 70 + 38

  func testDigitsArrowsAndTheBackKeys() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800"])
    func isHome() -> Bool { screen.capture(window).map(showsHome) ?? false }
    func isCurves() -> Bool {
      screen.capture(window).map { row($0, y: Self.easeInOutRow, contains: Self.easeInOutBlue) }
        ?? false
    }
    try waitUntil("the home screen is drawn", seconds: 10) { isHome() }
    screen.press(keysym: XK_4)
    try waitUntil("4 opens the fourth row, the curves", seconds: 5) { isCurves() }
    screen.press(keysym: XK_BackSpace)
    try waitUntil("Backspace goes home", seconds: 5) { isHome() }
    // Down, down, down, down: the fourth row has focus; Enter opens it.
    for _ in 0..<4 { screen.press(keysym: XK_Down) }
    screen.press(keysym: XK_Return)
    try waitUntil("arrows and Enter open the curves", seconds: 5) { isCurves() }
    screen.press(keysym: XK_Left, holding: XK_Alt_L)
    try waitUntil("Alt+Left goes home", seconds: 5) { isHome() }
  }

  /// The mouse's back button (X button 8) pops as Esc does; button 9 does nothing.
  func testTheMouseBackButtonPops() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--scene", "push", "--autoplay"])
    let pushed = try settle("after the autoplayed push")
    XCTAssertEqual(
      pushed.controllers, "<PushSceneController>[<PushViewController>, <PushViewController>]")
    screen.click(window, x: 240, y: 400, button: 9)
    XCTAssertEqual(try settle("after button 9").controllers, pushed.controllers, "9 does nothing")
    screen.click(window, x: 240, y: 400, button: 8)
    XCTAssertEqual(
      try settle("after button 8").controllers, "<PushSceneController>[<PushViewController>]",
      "8 pops")
  }

  /// P holds the picture still; "." moves it one frame on and "," the same frame back,
  /// exactly; S shows the slow-motion badge.
  func testPauseStepAndTheSlowBadge() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen,
      arguments: ["--size", "480x800", "--scene", "default", "--animation-speed", "0.05"])
    try waitUntil("ControllerOne is drawn", seconds: 10) {
      row(screen.capture(window), y: 400, containsBlueText: true)
    }
    let still = try XCTUnwrap(screen.capture(window))
    screen.click(window, x: 240, y: 400)
    try waitUntil("the sheet starts to rise (at 0.05×, it takes 10 s)", seconds: 5) {
      screen.capture(window).map { $0.bytes != still.bytes } ?? false
    }
    screen.press(keysym: XK_p)
    try waitUntil("the badge says it is paused", seconds: 5) {
      screen.capture(window).map(hasBadge) ?? false
    }
    let paused = try XCTUnwrap(screen.capture(window))
    // Watch for half a second: nothing may move (this waits for nothing to happen).
    Thread.sleep(forTimeInterval: 0.5)
    let stillPaused = try XCTUnwrap(screen.capture(window))
    XCTAssertEqual(paused.bytes, stillPaused.bytes, "paused: the same picture 0.5 s later")
    screen.press(keysym: XK_period)
    try waitUntil("one frame on, the sheet moved", seconds: 5) {
      screen.capture(window).map { $0.bytes != paused.bytes } ?? false
    }
    screen.press(keysym: XK_comma)
    try waitUntil("one frame back: exactly the paused picture", seconds: 5) {
      screen.capture(window).map { $0.bytes == paused.bytes } ?? false
    }
    screen.press(keysym: XK_p)
    screen.press(keysym: XK_bracketright)
    try waitUntil("0.1×: the badge shows", seconds: 5) {
      screen.capture(window).map(hasBadge) ?? false
    }
  }

  /// F12 writes the window as a PNG of its size in the pictures folder.
  func testF12WritesTheWindowToThePicturesFolder() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transitions-home-\(UUID().uuidString)")
    let pictures = home.appendingPathComponent("Pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "push"],
      environment: ["HOME": home.path, "XDG_PICTURES_DIR": "", "XDG_CONFIG_HOME": home.path])
    try waitUntil("page 1 is drawn", seconds: 10) {
      row(screen.capture(window), y: 421, containsBlueText: true)
    }
    screen.press(keysym: XK_F12)
    var files: [String] = []
    try waitUntil("a PNG appears in ~/Pictures", seconds: 5) {
      files = (try? FileManager.default.contentsOfDirectory(atPath: pictures.path)) ?? []
      return files.contains { $0.hasPrefix("Transitions ") && $0.hasSuffix(".png") }
    }
    let file = try XCTUnwrap(files.first)
    var image: RGBAImage?
    try waitUntil("the PNG is whole", seconds: 5) {
      image = try? PNGFile.read(pictures.appendingPathComponent(file).path)
      return image != nil
    }
    let picture = try XCTUnwrap(image)
    XCTAssertEqual(picture.width, 480)
    XCTAssertEqual(picture.height, 800)
  }

  /// The time badge's orange in the window's top-right corner.
  private func hasBadge(_ image: RGBAImage) -> Bool {
    (image.width - 60..<image.width - 12).contains { x in
      let pixel = image.pixel(x: x, y: 22)
      return pixel.r > 240 && pixel.g > 130 && pixel.g < 170 && pixel.b < 30
    }
  }
}
