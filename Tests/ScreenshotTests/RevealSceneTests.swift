import DemoScenes
import Foundation
@_spi(Host) import X11Host
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The circular reveal: the purple controller shows through a circle growing from the
/// button's centre (0, 0.15, 0.3 and 0.6 s of its 0.6 s ease-in-out), then a drag down
/// scrubs the dismissal, which a release past half way finishes.
@MainActor
final class RevealSceneTests: SceneScreenshotTestCase {
  private static let purple: UInt32 = 0x673AB7

  /// How wide the purple is along the row through the circle's centre.
  private func purpleWidth(_ image: RGBAImage, row: Int = 400) -> Int {
    (0..<image.width).filter { rgb(image.pixel(x: $0, y: row)) == Self.purple }.count
  }

  private func pointer(_ kind: PointerEvent.Kind, _ y: CGFloat) {
    UIApplication.shared.sendPointerEvent(
      PointerEvent(kind: kind, location: CGPoint(x: 240, y: y), modifierFlags: []))
  }

  func testTheCircleGrowsFromTheButtonAndADragDownShrinksIt() async throws {
    let stage = try SceneStage(RevealViewController())
    _ = try stage.frame(at: 0)
    stage.controller.autoplay()
    var widths: [Int] = []
    for (time, name) in [(0.0, "reveal-0"), (0.15, "reveal-0.15"), (0.3, "reveal-0.3")] {
      let image = try stage.frame(at: time)
      assertScreenshot(image, named: name)
      widths.append(purpleWidth(image))
    }
    // Half way through the ease-in-out, the radius is half of √(240² + 400²) = 466.5.
    XCTAssertEqual(Double(widths[2]), 466.5, accuracy: 3, "the diameter at 0.3 s")
    XCTAssertTrue(widths[0] < 3 && widths[0] < widths[1] && widths[1] < widths[2], "\(widths)")
    let end = try stage.frame(at: 0.6)
    assertScreenshot(end, named: "reveal-0.6")
    assertPixel(end, x: 2, y: 2, is: Self.purple, "the farthest corner is reached")
    assertPixel(end, x: 477, y: 797, is: Self.purple, "every corner")
    XCTAssertNotNil(stage.controller.presentedViewController)

    // A drag down half the window scrubs the dismissal half way: the radius is half again.
    pointer(.down, 200)
    for step in 1...10 {
      _ = try stage.frame(at: 0.7 + Double(step) / 60)
      pointer(.moved, 200 + 40 * CGFloat(step))
    }
    let held = try stage.frame(at: 1.0)
    XCTAssertEqual(Double(purpleWidth(held)), 466.5, accuracy: 6, "half way, held by the finger")
    let later = try stage.frame(at: 1.3)
    XCTAssertEqual(purpleWidth(later), purpleWidth(held), "held while the finger stays")
    // Further, then let go: past half way the circle closes into the button.
    for step in 1...5 {
      _ = try stage.frame(at: 1.3 + Double(step) / 60)
      pointer(.moved, 600 + 20 * CGFloat(step))
    }
    pointer(.up, 700)
    let closed = try stage.frame(at: 2.5)
    XCTAssertEqual(purpleWidth(closed), 0, "dismissed")
    XCTAssertNil(stage.controller.presentedViewController)
  }
}

/// A pixel as 0xRRGGBB.
private func rgb(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt32 {
  UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
}
