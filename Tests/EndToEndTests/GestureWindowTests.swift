import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The recognizers UIKit code uses beside pans and pinches, driven with XTest: an edge pan
/// that begins only near its edge, a swipe, a rotation made with the mouse, and a flick in a
/// paging scroll view that comes to rest on a page.
final class GestureWindowTests: DemoProcessTestCase {
  /// The navigation controller's pop is a screen-edge pan: a drag that starts 30 points in
  /// pops nothing (the settled stack still holds two pages); one that starts 4 points in pops.
  func testTheEdgePopBeginsOnlyNearTheEdge() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "push", "--autoplay"])
    let lines = try XCTUnwrap(output)
    let page2: UInt32 = 0xE8F1FF
    try waitUntil("page 2 is pushed", seconds: 10) {
      rgb(screen.capture(window), 300, 700) == page2
    }
    screen.drag(window, from: (30, 400), to: (400, 400), steps: 20)
    let answer = try selfCheck(lines, context: "after a drag from 30 points in")
    XCTAssertTrue(answer.isOK, answer.line)
    XCTAssertEqual(answer.controllers.filter { $0 == "," }.count, 1, "two pages: \(answer.line)")
    XCTAssertEqual(rgb(screen.capture(window), 300, 700), page2, "page 2 still shows")
    screen.drag(window, from: (4, 400), to: (400, 400), steps: 20)
    try waitUntil("from the edge it pops to page 1", seconds: 5) {
      rgb(screen.capture(window), 300, 700) == 0xFFFFFF
    }
  }

  /// A quick stroke up on a photo likes it: the pink badge shows.
  func testASwipeUpLikesThePhoto() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "gestures"])
    try waitUntil("the first page is drawn", seconds: 10) {
      rgb(screen.capture(window), 30, 600) == 0xFFF4D6
    }
    XCTAssertNotEqual(rgb(screen.capture(window), 215, 34), 0xFF2D55, "no badge yet")
    // The stroke comes once the demo is still (on a slow build, its start-up can still be
    // drawing when the first page shows).
    try settle("the gestures scene shown")
    screen.drag(window, from: (240, 500), to: (240, 360), steps: 4, interval: 0.02)
    try waitUntil("the Liked badge shows", seconds: 5) {
      rgb(screen.capture(window), 215, 34) == 0xFF2D55
    }
  }

  /// Ctrl + drag round the photo's centre turns it: its upright corner shows the page behind,
  /// and the turned photo reaches above its upright top edge.
  func testACtrlDragThatCirclesTheCentreRotates() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "gestures"])
    var before: RGBAImage?
    try waitUntil("the first page is drawn", seconds: 10) {
      before = screen.capture(window)
      return rgb(before, 30, 600) == 0xFFF4D6
    }
    // The scroll view spans 480 × 684 points: its centre is (240, 342). A quarter circle of
    // radius 130 about it, in 30 moves.
    let path = (0...30).map { step -> (x: Int32, y: Int32) in
      let angle = Double(step) / 30 * .pi / 4
      return (Int32(240 + 130 * cos(angle)), Int32(342 + 130 * sin(angle)))
    }
    screen.drag(window, through: path, steps: 1, interval: 0.02, holding: XK_Control_L)
    try waitUntil("the photo is turned", seconds: 5) {
      let after = screen.capture(window)
      // The upright photo spans (120, 222) to (360, 462).
      return rgb(after, 126, 228) == 0xFFF4D6 && rgb(after, 240, 190) != 0xFFF4D6
    }
    XCTAssertNotEqual(rgb(before, 126, 228), 0xFFF4D6, "the corner was the photo's before")
  }

  /// A short flick in the paging scroll view comes to rest exactly on the next page: both
  /// edges of the window show page 2's tint, none of page 1's.
  func testAFlickInAPagingScrollViewLandsOnAPage() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "gestures"])
    try waitUntil("the first page is drawn", seconds: 10) {
      rgb(screen.capture(window), 30, 600) == 0xFFF4D6
    }
    try settle("the gestures scene shown")
    screen.drag(window, from: (330, 600), to: (250, 600), steps: 4, interval: 0.015)
    try waitUntil("page 2 fills the window, edge to edge", seconds: 5) {
      let image = screen.capture(window)
      return rgb(image, 0, 600) == 0xE3F0FF && rgb(image, 479, 600) == 0xE3F0FF
    }
  }
}
