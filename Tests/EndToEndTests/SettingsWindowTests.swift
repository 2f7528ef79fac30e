import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The settings scene driven with XTest, as a person uses it: a click turns the switch on,
/// a drag most of the way across a favourite deletes it, and a pull down measures the
/// storage again (its bar changes) and closes.
final class SettingsWindowTests: DemoProcessTestCase {
  private static let ground: UInt32 = 0xF2F2F7
  private static let white: UInt32 = 0xFFFFFF
  private static let green: UInt32 = 0x34C759
  private static let blue: UInt32 = 0x007AFF

  func testSwitchSwipeToDeleteAndPullToRefresh() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "settings"])
    // At rest: Airplane Mode's switch at x 393…444 on the row at y 131…175; the favourites'
    // last row (Edsger Dijkstra) at y 639…683, whose right end (x 440) is ground once a row
    // is gone (the footer's text, which moves up, ends at x 347); the storage bar at
    // x 244…444, y 783, 62 % full (739 once a favourite is gone).
    try waitUntil("the settings show, the switch off (its grey track)", seconds: 10) {
      let image = screen.capture(window)
      return color(image, 440, 661) == Self.white && color(image, 435, 153) == 0xE9E9EA
    }
    screen.click(window, x: 418, y: 153)
    try waitUntil("a click turns the switch on: its track fills green", seconds: 5) {
      color(screen.capture(window), 400, 153) == Self.green
    }
    try settle("after the switch")

    // Ada Lovelace's row (507…551), dragged from its trailing edge most of the way across.
    screen.drag(window, from: (440, 529), to: (40, 529), steps: 16, interval: 0.02)
    try waitUntil("a full swipe deletes the row: the last row's place is ground", seconds: 5) {
      color(screen.capture(window), 440, 661) == Self.ground
    }
    try settle("after the swipe")

    XCTAssertEqual(color(screen.capture(window), 355, 739), Self.blue, "62 % full")
    screen.drag(window, from: (240, 250), to: (240, 560), steps: 20, interval: 0.03) {
      Thread.sleep(forTimeInterval: 0.2)
    }
    try waitUntil(
      "the refresh measured 48 %: the bar is grey at 355 (its fill ends at 340)", seconds: 8
    ) {
      color(screen.capture(window), 355, 739) == 0xE5E5EA
    }
    try waitUntil("the pull-to-refresh gap closes", seconds: 5) {
      color(screen.capture(window), 400, 153) == Self.green
    }
    let answer = try settle("at the end")
    XCTAssertTrue(answer.isOK, answer.line)
  }
}
