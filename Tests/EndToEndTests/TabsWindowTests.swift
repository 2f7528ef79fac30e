import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The tabs scene driven with XTest: a click on the bar slides to that tab; a sideways drag
/// drives the slide with the finger and finishes past half way; one held short of it goes
/// back.
final class TabsWindowTests: DemoProcessTestCase {
  private static let forest: UInt32 = 0xEAF8EC
  private static let beach: UInt32 = 0xFFF3E0
  private static let city: UInt32 = 0xE8F1FF

  private func page(_ image: RGBAImage?, x: Int = 240) -> UInt32? {
    image.map { image in
      let pixel = image.pixel(x: x, y: 650)
      return UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
    }
  }

  func testTabsSwitchByClickAndByDrag() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "tabs"])
    try waitUntil("the first tab shows", seconds: 10) {
      page(screen.capture(window)) == Self.forest
    }
    // The bar's items sit over the corner button's room: 49 points from y = 695. Below
    // them, the bar's safe-area extension selects the item above the click too.
    screen.click(window, x: 400, y: 785)
    try waitUntil("a click under City slides to it", seconds: 5) {
      page(screen.capture(window)) == Self.city
    }
    try settle("after the click under the items")
    screen.click(window, x: 240, y: 720)
    try waitUntil("a click on Beach slides to it", seconds: 5) {
      page(screen.capture(window)) == Self.beach
    }
    try settle("after the click")

    // Most of the way left and held: the pages follow the finger; let go, and City comes in.
    screen.drag(window, from: (420, 400), to: (120, 400), steps: 12) {
      Thread.sleep(forTimeInterval: 0.2)
      let image = screen.capture(window)
      XCTAssertEqual(page(image, x: 40), Self.beach, "Beach still on the left")
      XCTAssertEqual(page(image, x: 440), Self.city, "City following the finger on the right")
    }
    try waitUntil("past half way, the drag finishes", seconds: 5) {
      page(screen.capture(window), x: 10) == Self.city
    }
    try settle("after the drag")

    // Rightwards a quarter of the way, held still, let go: it goes back to City.
    screen.drag(window, from: (60, 400), to: (180, 400), steps: 8, interval: 0.03) {
      Thread.sleep(forTimeInterval: 0.3)
    }
    try settle("after the short drag")
    XCTAssertEqual(page(screen.capture(window)), Self.city, "short of half way: cancelled")
    let answer = try settle("at the end")
    XCTAssertTrue(answer.isOK, answer.line)
  }
}
