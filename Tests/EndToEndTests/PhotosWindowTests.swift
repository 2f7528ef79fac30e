import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The zoom into a photo, driven with XTest: a click on a thumbnail zooms into the monkey's
/// page; a drag down takes it back into the grid, and so does Esc.
final class PhotosWindowTests: DemoProcessTestCase {
  private func showsPage(_ answer: SelfCheckAnswer) -> Bool {
    answer.controllers.contains("PhotoPagerViewController")
  }

  func testTheZoomOpensAndGoesBackByADragDownAndByEsc() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "photos"])
    var answer = try settle("the grid")
    XCTAssertFalse(showsPage(answer), answer.line)

    // The first thumbnail: 154 points square from (4, 48).
    screen.click(window, x: 80, y: 120)
    answer = try settle("after a click on the first monkey")
    XCTAssertTrue(showsPage(answer), "zoomed in: \(answer.line)")

    screen.drag(window, from: (240, 300), to: (240, 620), steps: 16) {
      Thread.sleep(forTimeInterval: 0.1)
    }
    answer = try settle("after a drag down")
    XCTAssertFalse(showsPage(answer), "back in the grid: \(answer.line)")

    screen.click(window, x: 400, y: 280)  // the sixth monkey
    answer = try settle("after a click on the sixth monkey")
    XCTAssertTrue(showsPage(answer), answer.line)
    screen.press(keysym: XK_Escape)
    answer = try settle("after Esc")
    XCTAssertFalse(showsPage(answer), "Esc zooms back: \(answer.line)")
    XCTAssertTrue(answer.isOK, answer.line)
  }

  /// Four times slower, the zoom is caught on its way: pulled down and let go, it goes back
  /// into the thumbnail and the push never happens; caught and let go where it is, it opens.
  func testTheZoomIsGrabbedMidFlight() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen,
      arguments: ["--size", "480x800", "--scene", "photos", "--animation-speed", "0.25"])
    try settle("the grid")
    screen.click(window, x: 80, y: 120)
    Thread.sleep(forTimeInterval: 0.3)
    // The growing page covers the thumbnail's place all the way.
    screen.drag(window, from: (80, 150), to: (80, 450), steps: 15) {
      Thread.sleep(forTimeInterval: 0.1)
    }
    var answer = try settle("after pulling the zoom back mid-flight")
    XCTAssertFalse(showsPage(answer), "back in the grid: \(answer.line)")

    screen.click(window, x: 80, y: 120)
    Thread.sleep(forTimeInterval: 0.3)
    screen.drag(window, from: (80, 150), to: (100, 150), steps: 4)
    answer = try settle("after catching the zoom and letting it go")
    XCTAssertTrue(showsPage(answer), "open: \(answer.line)")
    XCTAssertTrue(answer.isOK, answer.line)
  }
}
