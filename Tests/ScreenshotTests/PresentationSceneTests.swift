import DemoScenes
import Foundation
@_spi(Host) import X11Host
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The seeds' three presentation scenes drawn by the real host with the virtual clock: frames
/// at 0, 0.25, 0.5 and 1.0 s after the button press and after the dismissal, compared with
/// goldens, and their geometry checked pixel by pixel.
@MainActor
final class PresentationSceneTests: SceneScreenshotTestCase {
  private static let white: UInt32 = 0xFFFFFF
  /// UIColor.lightGray, 2/3 white.
  private static let lightGray: UInt32 = 0xAAAAAA

  /// Presses "Show Controller Two", records the frames at the times, dismisses with
  /// "Show Controller One" and records the frame once the dismissal is over.
  private func run(
    _ presentation: ControllerOne.Presentation, name: String, testName: String = #function,
    check: (Double, RGBAImage) -> Void
  ) throws {
    let stage = try SceneStage(ControllerOne(presentation: presentation))
    stage.controller.showTwo.sendActions(for: .touchUpInside)
    for time in [0, 0.25, 0.5, 1.0] {
      let image = try stage.frame(at: time)
      assertScreenshot(image, named: "\(name)-\(time)", testName: testName)
      check(time, image)
    }
    let two = try XCTUnwrap(stage.controller.presentedViewController as? ControllerTwo)
    two.showOne.sendActions(for: .touchUpInside)
    let dismissed = try stage.frame(at: 1.6)
    assertScreenshot(dismissed, named: "\(name)-dismissed", testName: testName)
    XCTAssertNil(stage.controller.presentedViewController, "dismissed")
    assertPixel(dismissed, x: 300, y: 700, is: Self.white, "ControllerOne shows again")
    assertPixel(dismissed, x: 30, y: 30, is: Self.white, "no border left")
  }

  func testDefaultSlidesUpFromTheBottom() async throws {
    try run(.standard, name: "default") { time, image in
      switch time {
      case 0:
        assertPixel(image, x: 300, y: 790, is: Self.white, "still below the screen")
      case 0.25:
        // Half of 0.5 s on UIKit's spring: most of the way up.
        let top = Int(
          (800 * (1 - UISpringTimingParameters().resolved(duration: 0.5).progress(atFraction: 0.5)))
            .rounded())
        assertPixel(image, x: 450, y: top - 1, is: Self.white, "above the sliding view")
        assertPixel(image, x: 450, y: top, is: Self.lightGray, "the sliding view's top row")
      default:
        assertPixel(image, x: 300, y: 0, is: Self.lightGray, "covers the screen")
        assertPixel(image, x: 479, y: 799, is: Self.lightGray, "covers the screen")
      }
    }
  }

  func testCustomZoomGrowsToATwentyPointBorder() async throws {
    try run(.zoom, name: "custom") { time, image in
      switch time {
      case 0.5:
        // ease-in-out(0.5) = 0.5: half of (20, 20, 440, 760) is (10, 10, 220, 380).
        assertRect(image, CGRect(x: 10, y: 10, width: 220, height: 380), probeX: 200, probeY: 300)
      case 1.0:
        assertRect(image, CGRect(x: 20, y: 20, width: 440, height: 760), probeX: 300, probeY: 600)
      default:
        break
      }
    }
  }

  func testBouncySpringsPastItsRestingPlaceThenSettles() async throws {
    try run(.bouncy, name: "bouncy") { time, image in
      switch time {
      case 0:
        assertPixel(image, x: 300, y: 790, is: Self.white, "starts below the screen")
      case 0.25:
        // The spring overshoots: the view's top is above y = 20 (here above the screen).
        assertPixel(image, x: 300, y: 10, is: Self.lightGray, "overshoot above y = 20")
      case 1.0:
        assertRect(image, CGRect(x: 20, y: 20, width: 440, height: 760), probeX: 300, probeY: 600)
      default:
        break
      }
    }
  }

  /// The light-grey view's edges lie exactly on `rect`'s: grey just inside each edge, white
  /// just outside, probed along the row `probeY` and the column `probeX`.
  private func assertRect(
    _ image: RGBAImage, _ rect: CGRect, probeX: Int, probeY: Int, line: UInt = #line
  ) {
    let (minX, minY) = (Int(rect.minX), Int(rect.minY))
    let (maxX, maxY) = (Int(rect.maxX), Int(rect.maxY))
    assertPixel(image, x: minX, y: probeY, is: Self.lightGray, "left edge", line: line)
    assertPixel(image, x: minX - 1, y: probeY, is: Self.white, "left of it", line: line)
    assertPixel(image, x: maxX - 1, y: probeY, is: Self.lightGray, "right edge", line: line)
    assertPixel(image, x: maxX, y: probeY, is: Self.white, "right of it", line: line)
    assertPixel(image, x: probeX, y: minY, is: Self.lightGray, "top edge", line: line)
    assertPixel(image, x: probeX, y: minY - 1, is: Self.white, "above it", line: line)
    assertPixel(image, x: probeX, y: maxY - 1, is: Self.lightGray, "bottom edge", line: line)
    assertPixel(image, x: probeX, y: maxY, is: Self.white, "below it", line: line)
  }
}

/// Checks one pixel's colour exactly.
@MainActor
func assertPixel(
  _ image: RGBAImage, x: Int, y: Int, is rgb: UInt32, _ what: String, line: UInt = #line
) {
  let pixel = image.pixel(x: x, y: y)
  let actual = UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
  XCTAssertEqual(
    String(actual, radix: 16), String(rgb, radix: 16), "\(what) at (\(x), \(y))", line: line)
}
