import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The transitions of issue 47 driven with XTest, as a person uses them: a sheet dragged
/// between its detents and swiped away, a swipe a sheet refuses, a page curled over and one
/// let fall back, a card tossed away and one that snaps back, and a photo pinched with
/// Ctrl + drag.
final class ModernTransitionsWindowTests: DemoProcessTestCase {

  func testASheetDraggedBetweenDetentsSwipedAwayAndARefusedSwipe() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "sheets"])
    try settle("the list")
    // The monkeys' row, then the sheet rests at its medium detent (its top at 420): the list
    // above is neither dimmed nor stepped back, its ground right to the top.
    screen.click(window, x: 200, y: 230)
    var answer = try settle("the monkeys at the medium detent")
    XCTAssertTrue(answer.controllers.contains("MonkeyListViewController"), answer.line)
    XCTAssertEqual(color(screen.capture(window), 240, 10), 0xF2F2F7, "the list undimmed")

    // Dragged up by the grabber: the large detent; the list steps back, black above it.
    screen.drag(window, from: (240, 430), to: (240, 120), steps: 16, interval: 0.03) {
      Thread.sleep(forTimeInterval: 0.15)
    }
    try waitUntil("the large detent: black above the stepped-back list", seconds: 5) {
      color(screen.capture(window), 240, 10) == 0x000000
    }
    try settle("at the large detent")

    // Swiped down hard from the top of the sheet: down past the medium detent and away.
    screen.drag(window, from: (240, 60), to: (240, 790), steps: 8, interval: 0.01)
    answer = try settle("after the swipe down")
    XCTAssertFalse(answer.controllers.contains("MonkeyListViewController"), answer.line)
    XCTAssertEqual(color(screen.capture(window), 240, 10), 0xF2F2F7, "the list back in place")

    // Unsaved changes refuse the swipe: the sheet springs back and asks in an action sheet.
    screen.click(window, x: 200, y: 296)
    try settle("the unsaved note")
    screen.drag(window, from: (240, 300), to: (240, 700), steps: 8, interval: 0.01)
    answer = try settle("after the refused swipe")
    XCTAssertTrue(answer.controllers.contains("UnsavedNoteViewController"), answer.line)
    XCTAssertTrue(answer.controllers.contains("UIAlertController"), "it asks: \(answer.line)")
    screen.press(keysym: XK_Escape)
    answer = try settle("after Esc: keep editing")
    XCTAssertTrue(answer.controllers.contains("UnsavedNoteViewController"), answer.line)
    XCTAssertFalse(answer.controllers.contains("UIAlertController"), answer.line)
    XCTAssertTrue(answer.isOK, answer.line)
  }

  func testAPageCurledOverAndOneLetFallBack() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "book"])
    try settle("the cover")
    let cover = color(screen.capture(window), 60, 60)
    // Dragged from the right edge across the page: it turns to the next one.
    screen.drag(window, from: (440, 500), to: (40, 500), steps: 16, interval: 0.03)
    try settle("after the turn")
    let first = color(screen.capture(window), 60, 60)
    XCTAssertNotEqual(first, cover, "another page")
    // A short slow drag, held, then let go: the page falls back.
    screen.drag(window, from: (440, 500), to: (380, 500), steps: 6, interval: 0.05) {
      Thread.sleep(forTimeInterval: 0.3)
    }
    let answer = try settle("after the short drag")
    XCTAssertEqual(color(screen.capture(window), 60, 60), first, "the same page")
    XCTAssertTrue(answer.isOK, answer.line)
  }

  func testACardTossedAwayAndOneSnappedBack() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "toss"])
    try settle("the first card")
    // The card rests at (240, 380), 240 × 290: its photo's middle at (240, 355).
    let first = color(screen.capture(window), 240, 290)
    screen.drag(window, from: (240, 420), to: (470, 360), steps: 4, interval: 0.01)
    try waitUntil("the next card snaps in", seconds: 8) {
      let now = color(screen.capture(window), 240, 290)
      return now != nil && now != first && now != 0xE8F0E4
    }
    try settle("after the toss")
    let second = color(screen.capture(window), 240, 290)
    // Dragged gently a little way and let go: it snaps back to the middle.
    screen.drag(window, from: (240, 420), to: (300, 470), steps: 10, interval: 0.05) {
      Thread.sleep(forTimeInterval: 0.3)
    }
    let answer = try settle("after the gentle drag")
    XCTAssertEqual(color(screen.capture(window), 240, 290), second, "the same card, back")
    XCTAssertTrue(answer.isOK, answer.line)
  }

  func testAPhotoPinchedWithCtrlDrag() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "photos"])
    try settle("the grid")
    screen.click(window, x: 80, y: 120)
    try settle("Coco's photo")
    // Below the picture (which ends at 504) the page is white at zoom 1.
    XCTAssertEqual(color(screen.capture(window), 40, 600), 0xFFFFFF)
    screen.drag(
      window, from: (240, 300), to: (240, 120), steps: 12, interval: 0.03, holding: XK_Control_L)
    let answer = try settle("after the pinch")
    XCTAssertNotEqual(color(screen.capture(window), 40, 600), 0xFFFFFF, "the photo grew over it")
    XCTAssertTrue(answer.controllers.contains("PhotoPagerViewController"), answer.line)
    XCTAssertTrue(answer.isOK, answer.line)
  }
}
