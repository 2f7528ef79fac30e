import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The demo as a new user meets it, driven with XTest: the window's manners towards the
/// desktop, the home button's own place, the key card that fits, the focus that comes back
/// to the row it left, and the tour that plays at a speed one can watch.
final class NewUserWindowTests: DemoProcessTestCase {
  /// The window says whose it is, what kind it is, that a compositor must not unredirect
  /// it, and the smallest size it takes (the one `--size` takes).
  func testTheWindowFollowsTheDesktopsConventions() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800"])
    let process = try XCTUnwrap(self.process)
    XCTAssertEqual(
      screen.cardinals(of: window, property: "_NET_WM_PID"), [Int(process.processIdentifier)])
    XCTAssertEqual(
      screen.string(of: window, property: "WM_CLIENT_MACHINE"), ProcessInfo.processInfo.hostName)
    let types = screen.cardinals(of: window, property: "_NET_WM_WINDOW_TYPE")
    XCTAssertEqual(types.compactMap(screen.name(of:)), ["_NET_WM_WINDOW_TYPE_NORMAL"])
    XCTAssertEqual(screen.cardinals(of: window, property: "_NET_WM_BYPASS_COMPOSITOR"), [2])
    let least = try XCTUnwrap(screen.minimumSize(of: window))
    XCTAssertEqual([least.width, least.height], [320, 480])
  }

  /// Without a navigation bar the home button sits in a corner the scene leaves empty: in
  /// the gallery at the smallest size, the strip it sits in shows no tile.
  func testTheCornerHomeButtonHasAStripNoContentReaches() throws {
    let screen = try TestDisplay()
    let gallery = try launchDemo(
      on: screen, arguments: ["--size", "320x480", "--scene", "gallery"])
    var image: RGBAImage?
    // The first tile's orange (#FB8C00), not merely something other than white: between
    // the map and the first present, the window shows whatever the screen held there.
    try waitUntil("the gallery is drawn", seconds: 10) {
      image = screen.capture(gallery)
      return image.map { channels($0, 60, 60) == (251, 140, 0) } ?? false
    }
    let shot = try XCTUnwrap(image)
    // The strip below the tiles: 56 points at the foot, white but for the button.
    for y in stride(from: 480 - 54, to: 480, by: 4) {
      for x in stride(from: 60, to: 320, by: 10) {
        XCTAssertTrue(isWhite(shot, x: x, y: y), "(\(x), \(y)) is clear of tiles")
      }
    }
    let (r, g, b) = channels(shot, 28, 440)
    XCTAssertTrue(r < 130 && g < 130 && b < 130, "the round button")
  }

  /// With a navigation bar, home is the house at the bar's right, and the page's corner is
  /// the page's own.
  func testInANavigationSceneHomeIsInTheBar() throws {
    let screen = try TestDisplay()
    let push = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "push"])
    try waitUntil("the bar's house is drawn", seconds: 10) {
      screen.capture(push).map { image in
        (430..<470).contains { x in isBlue(image, x: x, y: 22) } && isWhite(image, x: 28, y: 772)
      } ?? false
    }
  }

  /// An edge drag of 100 points, held still and let go, cancels the pop: the bar is as it
  /// was, its house drawn and working (the self-check compares the bar with the top item).
  func testACancelledPopLeavesTheBarAsItWas() throws {
    let screen = try TestDisplay()
    let push = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "push", "--autoplay"])
    let lines = try XCTUnwrap(output)
    try settle("page 2 pushed")
    let housePixel = { (image: RGBAImage) in (430..<470).contains { isBlue(image, x: $0, y: 22) } }
    XCTAssertTrue(screen.capture(push).map(housePixel) ?? false, "the house before the drag")
    screen.drag(push, from: (4, 400), to: (104, 400), steps: 20) {
      Thread.sleep(forTimeInterval: 0.3)
    }
    let answer = try selfCheck(lines, context: "after a cancelled edge pop")
    XCTAssertTrue(answer.isOK, answer.line)
    XCTAssertEqual(answer.controllers.filter { $0 == "," }.count, 1, "two pages: \(answer.line)")
    XCTAssertTrue(screen.capture(push).map(housePixel) ?? false, "the house after the drag")
    screen.click(push, x: 450, y: 22)
    try waitUntil("the house goes home", seconds: 5) {
      screen.capture(push).map(showsHome) ?? false
    }
  }

  /// ? (or /) shows the key card whole at the default size: the dimmed screen shows above and
  /// below it. In the smallest window it scrolls instead of running off the window.
  func testTheKeyCardFits() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800"],
      environment: ["XDG_PICTURES_DIR": NSTemporaryDirectory()])
    try waitUntil("the home screen is drawn", seconds: 10) {
      screen.capture(window).map(showsHome) ?? false
    }
    screen.press(keysym: XK_slash)
    try waitUntil("the card shows whole, the dimmed screen above and below it", seconds: 5) {
      screen.capture(window).map { image in
        isDimmed(image, x: 240, y: 60) && isDimmed(image, x: 240, y: 760)
          && isWhite(image, x: 18, y: 400)
      } ?? false
    }
  }

  /// Down three times (Bouncy), Enter, Backspace, Up: the focus came back to Bouncy's row,
  /// so Up lands on the row above it (Custom), whose focus ring then shows until a click.
  func testTheFocusComesBackToTheRowItLeft() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800"])
    try waitUntil("the home screen is drawn", seconds: 10) {
      screen.capture(window).map(showsHome) ?? false
    }
    for _ in 0..<3 { screen.press(keysym: XK_Down) }
    screen.press(keysym: XK_Return)
    try waitUntil("Bouncy opens", seconds: 5) {
      screen.capture(window).map { !showsHome($0) } ?? false
    }
    screen.press(keysym: XK_BackSpace)
    try waitUntil("home again", seconds: 5) { screen.capture(window).map(showsHome) ?? false }
    screen.press(keysym: XK_Up)
    // Row i spans y 122 + 76 i to 186 + 76 i: Custom is row 1, its ring 3 points outside
    // its left edge at x 20.
    try waitUntil("Custom's row has the focus ring", seconds: 5) {
      screen.capture(window).map { image in
        isBlue(image, x: 17, y: 230) && !isBlue(image, x: 17, y: 306)
      } ?? false
    }
    // A click on the title (no control) hides the ring, as GTK's :focus-visible does.
    screen.click(window, x: 240, y: 60)
    try waitUntil("the ring is gone after the click", seconds: 5) {
      screen.capture(window).map { !isBlue($0, x: 17, y: 230) } ?? false
    }
  }

  /// `--tour` on a display plays at a speed one can watch: while the first scene shows, its
  /// caption names it (on the virtual clock the whole tour is over in a fraction of this).
  func testTheTourIsAShowcaseOnADisplay() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--tour"])
    let lines = try XCTUnwrap(output)
    try waitUntil("the tour opens its first scene", seconds: 10) {
      lines.lines(from: 0).contains("tour: default")
    }
    try waitUntil("the caption shows over the scene", seconds: 5) {
      screen.capture(window).map { image in
        // The caption: a dark pill with white text at the foot, above the home button.
        (100..<380).contains { x in isDark(image, x: x, y: 800 - 56 - 30 + 14) }
      } ?? false
    }
    XCTAssertFalse(lines.lines(from: 0).contains("tour: done"), "still playing")
  }
}

private func channels(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
  let pixel = image.pixel(x: x, y: y)
  return (Int(pixel.r), Int(pixel.g), Int(pixel.b))
}

private func isWhite(_ image: RGBAImage, x: Int, y: Int) -> Bool {
  let (r, g, b) = channels(image, x, y)
  return r > 250 && g > 250 && b > 250
}

private func isDark(_ image: RGBAImage, x: Int, y: Int) -> Bool {
  let (r, g, b) = channels(image, x, y)
  return r < 80 && g < 80 && b < 80
}

private func isBlue(_ image: RGBAImage, x: Int, y: Int) -> Bool {
  let (r, g, b) = channels(image, x, y)
  return r < 60 && g > 90 && g < 150 && b > 200
}

/// Under the key card's 55 % black.
private func isDimmed(_ image: RGBAImage, x: Int, y: Int) -> Bool {
  let (r, g, b) = channels(image, x, y)
  return r < 120 && g < 120 && b < 120 && r > 60
}
