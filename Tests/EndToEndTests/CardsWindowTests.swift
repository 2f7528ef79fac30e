import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The App Store cards driven with XTest in the smallest window: the open story scrolls with
/// the wheel and with a drag, and only a drag down from its top closes it.
final class CardsWindowTests: DemoProcessTestCase {
  private static let picture: UInt32 = 0xFFD7A8
  private static let column: UInt32 = 0xF2F2F7

  func testTheOpenStoryScrollsAndADragDownFromItsTopClosesIt() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "320x480", "--scene", "cards", "--autoplay"])
    try settle("the story opened")
    XCTAssertEqual(rgb(screen.capture(window), 20, 100), Self.picture, "at the story's top")
    screen.scroll(window, x: 160, y: 300, notches: 3)
    try waitUntil("the wheel scrolls the picture up and away", seconds: 5) {
      rgb(screen.capture(window), 20, 100) != Self.picture
    }
    try settle("after the wheel")
    // Scrolled down, a drag down scrolls back up rather than closing the story.
    screen.drag(window, from: (160, 150), to: (160, 450), steps: 15)
    try settle("after a drag down in the scrolled story")
    let top = screen.capture(window)
    XCTAssertEqual(rgb(top, 20, 100), Self.picture, "scrolled back to the top")
    XCTAssertEqual(rgb(top, 4, 4), Self.picture, "still open, full screen")
    // From the top, the same drag closes it.
    screen.drag(window, from: (160, 150), to: (160, 450), steps: 15)
    try waitUntil("the story closes into its card", seconds: 5) {
      rgb(screen.capture(window), 4, 4) == Self.column
    }
    let answer = try settle("after closing")
    XCTAssertTrue(answer.isOK, answer.line)
  }
}
