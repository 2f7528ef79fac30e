import DemoScenes
import Foundation
@_spi(Host) import X11Host
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The App Store cards scene, laid out by Auto Layout: the first card opening full screen at
/// 0, a third, two thirds and the end of its 0.6 s spring, then a drag down held half way,
/// and the story closing back into its card.
@MainActor
final class CardsSceneTests: SceneScreenshotTestCase {
  private func pointer(_ kind: PointerEvent.Kind, _ y: CGFloat) {
    UIApplication.shared.sendPointerEvent(
      PointerEvent(kind: kind, location: CGPoint(x: 240, y: y), modifierFlags: []))
  }

  func testACardOpensFullScreenAndADragDownClosesIt() async throws {
    let stage = try SceneStage(CardsViewController())
    let column = try stage.frame(at: 0)
    assertScreenshot(column, named: "column")
    // The first card: 20 points in from each side, its picture's colour at the top.
    assertPixel(column, x: 240, y: 90, is: 0xFFD7A8, "the first card's picture")
    assertPixel(column, x: 1, y: 90, is: 0xF2F2F7, "the margin beside it, beyond its shadow")
    stage.controller.autoplay()
    var heights: [Int] = []
    for (time, name) in [(0.0, "open-0"), (0.2, "open-third"), (0.4, "open-two-thirds")] {
      let image = try stage.frame(at: 1.0 / 60 + time)
      assertScreenshot(image, named: name)
      // The picture's colour down the middle: how tall the picture is now.
      heights.append((0..<800).filter { rgb(image.pixel(x: 240, y: $0)) == 0xFFD7A8 }.count)
    }
    let open = try stage.frame(at: 1.2)
    assertScreenshot(open, named: "open-end")
    assertPixel(open, x: 2, y: 2, is: 0xFFD7A8, "full screen: the picture reaches the corner")
    XCTAssertTrue(heights[0] < heights[1] && heights[1] < heights[2], "growing: \(heights)")
    XCTAssertTrue(stage.controller.isStoryOpen)

    // A drag down of 150 points: half of the 300 that shrink the story to 86 %.
    pointer(.down, 300)
    for step in 1...10 {
      _ = try stage.frame(at: 1.2 + Double(step) / 60)
      pointer(.moved, 300 + 15 * CGFloat(step))
    }
    let held = try stage.frame(at: 1.5)
    assertScreenshot(held, named: "close-half-way")
    // Scaled to 93 % about its centre: 17 points in from each side.
    // The column shows around it (the grey 0xF2F2F7), darkened a little by its shadow.
    XCTAssertGreaterThan(held.pixel(x: 0, y: 400).r, 0xEC, "the column shows around it")
    XCTAssertLessThan(held.pixel(x: 12, y: 400).r, 0xF2, "under the story's shadow")
    assertPixel(held, x: 240, y: 60, is: 0xFFD7A8, "the picture, lowered by the scale")
    pointer(.up, 450)
    let closed = try stage.frame(at: 2.6)
    assertScreenshot(closed, named: "closed")
    XCTAssertFalse(stage.controller.isStoryOpen)
    let difference = zip(closed.bytes, column.bytes).filter { abs(Int($0) - Int($1)) > 8 }.count
    XCTAssertLessThan(difference, 40, "back as it was")
  }
}

/// A pixel as 0xRRGGBB.
private func rgb(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt32 {
  UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
}
