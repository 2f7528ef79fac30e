import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// Starts the built `transitions-demo` (real clock) on the test's `$DISPLAY`, drives it with
/// XTest as a person would, and checks what reaches the screen.
final class DemoWindowTests: DemoProcessTestCase {
  /// "Animation curves" is the fourth row: rows start at y = 122, 64 high, 76 apart.
  private static let curvesRowCentre = (x: Int32(240), y: Int32(122 + 3 * 76 + 32))
  /// The easeInOut lane's dot colour and the row through the dot's centre.
  private static let easeInOutBlue: [UInt8] = [0x00, 0x7A, 0xFF]
  private static let easeInOutRow = 110 + 3 * 70 + 38

  func testClickCurvesEscapeHomeAndQuit() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800"])
    try waitUntil("the home screen is drawn", seconds: 10) {
      screen.capture(window).map(showsHome) ?? false
    }
    let home = try XCTUnwrap(screen.capture(window))
    XCTAssertEqual(home.width, 480)
    XCTAssertEqual(home.height, 800)
    XCTAssertFalse(row(home, y: Self.easeInOutRow, contains: Self.easeInOutBlue))

    screen.click(window, x: Self.curvesRowCentre.x, y: Self.curvesRowCentre.y)
    try waitUntil("the curves scene's blue easeInOut dot shows", seconds: 5) {
      screen.capture(window).map { row($0, y: Self.easeInOutRow, contains: Self.easeInOutBlue) }
        ?? false
    }
    XCTAssertFalse(screen.capture(window).map(showsHome) ?? true, "the home rows are gone")

    screen.press(keysym: XK_Escape)
    try waitUntil("Esc goes back home", seconds: 5) {
      screen.capture(window).map(showsHome) ?? false
    }
    let back = try XCTUnwrap(screen.capture(window))
    XCTAssertFalse(row(back, y: Self.easeInOutRow, contains: Self.easeInOutBlue))

    screen.press(keysym: XK_q)
    let process = try XCTUnwrap(self.process)
    XCTAssertTrue(wait(for: process, seconds: 5), "Q quits within 5 s")
    if !process.isRunning {
      XCTAssertEqual(process.terminationReason, .exit)
      XCTAssertEqual(process.terminationStatus, 0)
    }
  }

  /// The seeds' default scene, clicked through by a person: "Show Controller Two" slides the
  /// grey controller up; its "Show Controller One" slides it away again.
  func testPresentAndDismissControllerTwoByClicking() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "default"])
    let white: [UInt8] = [255, 255, 255]
    let lightGray: [UInt8] = [170, 170, 170]
    func colour(_ x: Int, _ y: Int) -> [UInt8]? {
      screen.capture(window).map { image in
        let pixel = image.pixel(x: x, y: y)
        return [pixel.r, pixel.g, pixel.b]
      }
    }
    try waitUntil("ControllerOne is drawn", seconds: 10) {
      colour(300, 700) == white && row(screen.capture(window), y: 400, containsBlueText: true)
    }
    // "Show Controller Two": 200×50, centred.
    screen.click(window, x: 240, y: 400)
    try waitUntil("ControllerTwo covers the screen", seconds: 5) {
      colour(300, 700) == lightGray && colour(300, 5) == lightGray
    }
    // Views under an animation ignore touches, as in UIKit: let the transition complete (its
    // completion runs on the frame after the last one drawn).
    try settle("ControllerTwo presented")
    // "Show Controller One": (0, 0, 150, 100) in ControllerTwo.
    screen.click(window, x: 75, y: 50)
    try waitUntil("ControllerTwo is gone and ControllerOne shows again", seconds: 5) {
      colour(300, 700) == white && colour(300, 5) == white
    }
    XCTAssertTrue(row(screen.capture(window), y: 400, containsBlueText: true), "its button too")
  }

  /// At `--scale 2` the window has twice the pixels each way, and a click lands on the
  /// point under it: "Show Controller Two", centred, at pixel (400, 500) of 400 × 500 points.
  func testAtScaleTwoClicksLandOnTheirPoints() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "400x500", "--scale", "2", "--scene", "default"])
    try waitUntil("ControllerOne's button is drawn", seconds: 10) {
      row(screen.capture(window), y: 500, containsBlueText: true)
    }
    let before = try XCTUnwrap(screen.capture(window))
    XCTAssertEqual(before.width, 800)
    XCTAssertEqual(before.height, 1000)
    screen.click(window, x: 400, y: 500)
    try waitUntil("ControllerTwo covers the screen", seconds: 5) {
      screen.capture(window).map { image in
        let pixel = image.pixel(x: 600, y: 900)
        return [pixel.r, pixel.g, pixel.b] == [170, 170, 170]
      } ?? false
    }
  }

  /// A mouse user goes home from a presented controller with the ⌂ button in the corner.
  func testTheHomeButtonLeavesAScene() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "default"])
    try waitUntil("ControllerOne is drawn", seconds: 10) {
      row(screen.capture(window), y: 400, containsBlueText: true)
    }
    screen.click(window, x: 240, y: 400)
    try waitUntil("ControllerTwo covers the screen", seconds: 5) {
      screen.capture(window).map { image in
        let pixel = image.pixel(x: 300, y: 700)
        return [pixel.r, pixel.g, pixel.b] == [170, 170, 170]
      } ?? false
    }
    try settle("ControllerTwo presented")
    // The round button: 36 × 36, 10 points from the bottom-left corner.
    screen.click(window, x: 10 + 18, y: 800 - 10 - 18)
    try waitUntil("the home screen is back", seconds: 5) {
      screen.capture(window).map(showsHome) ?? false
    }
  }

  /// An edge pop dragged out past the window's right edge and back, then let go at a fifth
  /// of the way, goes back (it never completed while the button was down); the next click
  /// works.
  func testAnEdgePopDraggedOutOfTheWindowAndBackDoesNotCommit() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "push"])
    func colour(_ x: Int, _ y: Int) -> UInt32? {
      screen.capture(window).map { image in
        let pixel = image.pixel(x: x, y: y)
        return UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
      }
    }
    try waitUntil("page 1 is drawn", seconds: 10) {
      colour(300, 700) == 0xFFFFFF && row(screen.capture(window), y: 421, containsBlueText: true)
    }
    screen.click(window, x: 288, y: 421)
    try waitUntil("page 2 is pushed", seconds: 5) { colour(300, 700) == 0xE8F1FF }
    try settle("page 2 pushed")
    try screen.drag(window, through: [(3, 600), (700, 600), (100, 600)], steps: 15, interval: 0.03)
    {
      try waitUntil("the pop follows the finger back: page 1 shows at the left", seconds: 5) {
        colour(50, 700) != 0xE8F1FF && colour(300, 700) == 0xE8F1FF
      }
    }
    try settle("the edge pop let go")
    XCTAssertEqual(colour(300, 700), 0xE8F1FF, "still page 2: the pop went back")
    screen.click(window, x: 288, y: 421)
    try waitUntil("the next click pushes page 3", seconds: 5) { colour(300, 700) == 0xEAF8EC }
  }

  /// The window icon comes from assets/icon.png: 256 × 256, opaque in the middle, clear in
  /// its rounded corners.
  func testTheWindowHasTheMonkeyIcon() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800"])
    let icon = screen.cardinals(of: window, property: "_NET_WM_ICON")
    XCTAssertEqual(Array(icon.prefix(2)), [256, 256])
    XCTAssertEqual(icon.count, 2 + 256 * 256)
    guard icon.count == 2 + 256 * 256 else { return }
    XCTAssertEqual((icon[2 + 128 * 256 + 128] >> 24) & 0xFF, 255, "opaque in the middle")
    XCTAssertEqual((icon[2] >> 24) & 0xFF, 0, "clear in the corner")
  }
}
