import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// Drags whose end never reaches the demo: the window unmapped and mapped again with the
/// button held (the server ends the implicit grab, and the release, outside the window, goes
/// to the root), or another client grabbing the input mid-drag. The touch is cancelled with its recognizers, the
/// transition it drove settles, and the self-check is ok.
final class LostTouchWindowTests: DemoProcessTestCase {
  /// The case: a Ctrl drag (an emulated pinch) during a layout-to-layout push, the
  /// window resized to 13×30, unmapped and mapped, then the release beside it.
  func testAPinchHeldWhileTheWindowIsUnmappedEndsDuringALayoutPush() throws {
    let (screen, window) = try launch(scene: "navigation")
    screen.click(window, x: 60, y: 110)
    dragAndLetGoUnmapped(screen, window, from: (240, 400), to: (300, 460), pinching: true)
    screen.resize(window, width: 480, height: 800)
    let answer = try settle("after the unmapped pinch")
    XCTAssertTrue(answer.isOK, answer.line)
  }

  /// An interactive layout pop driven by an edge drag, the window unmapped and mapped with
  /// the button held: the pop settles by its own rule, and the stack is consistent.
  func testAnEdgePopHeldWhileTheWindowIsUnmappedSettles() throws {
    let (screen, window) = try launch(scene: "navigation")
    screen.click(window, x: 60, y: 110)
    try settle("the circle is pushed")
    dragAndLetGoUnmapped(screen, window, from: (4, 400), to: (160, 400))
    let answer = try settle("after the unmapped edge pop")
    XCTAssertTrue(answer.isOK, answer.line)
  }

  /// The open App Store story dragged down, the window unmapped and mapped with the button
  /// held: the drag is cancelled and the story springs back open.
  func testAStoryDraggedDownWhileTheWindowIsUnmappedSpringsBack() throws {
    let (screen, window) = try launch(scene: "cards", autoplay: true)
    dragAndLetGoUnmapped(screen, window, from: (240, 300), to: (240, 420))
    let answer = try settle("after the unmapped drag")
    XCTAssertTrue(answer.isOK, answer.line)
    XCTAssertEqual(rgb(screen.capture(window), 4, 4), 0xFFD7A8, "the story is open, full screen")
  }

  /// Another client grabs the input mid-drag (its pointer grab waits for the drag's own,
  /// its keyboard grab takes the focus): the drag is cancelled and the pop settles.
  func testAGrabByAnotherClientMidDragCancelsIt() throws {
    let (screen, window) = try launch(scene: "push", autoplay: true)
    let other = try TestDisplay()
    var pointerGrab: Int32 = -1
    screen.drag(window, from: (4, 400), to: (160, 400), steps: 12) {
      pointerGrab = other.grabAndRelease()
    }
    XCTAssertEqual(pointerGrab, AlreadyGrabbed, "the drag's own grab holds the pointer")
    let answer = try settle("after the grab")
    XCTAssertTrue(answer.isOK, answer.line)
  }

  /// The demo in `scene` at 480×800, settled.
  private func launch(scene: String, autoplay: Bool = false) throws -> (TestDisplay, Window) {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen,
      arguments: ["--size", "480x800", "--scene", scene] + (autoplay ? ["--autoplay"] : []))
    try settle("\(scene) is shown")
    return (screen, window)
  }

  /// Drags from `start` to `end` (a pinch with Ctrl when `pinching`, the window shrunk to
  /// 13×30 first), then, the button still held, unmaps and maps the window and lets go
  /// outside it: the release goes to the root window.
  private func dragAndLetGoUnmapped(
    _ screen: TestDisplay, _ window: Window, from start: (x: Int32, y: Int32),
    to end: (x: Int32, y: Int32), pinching: Bool = false
  ) {
    screen.drag(
      window, from: start, to: end, steps: 10, holding: pinching ? XK_Control_L : nil
    ) {
      if pinching { screen.resize(window, width: 13, height: 30) }
      screen.unmapAndMap(window)
      screen.movePointer(window, x: 700, y: 900)
    }
  }
}
