import Foundation
@_spi(Host) import X11Host
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The built demo's `--screenshot` frames, with the virtual clock: identical on every machine.
final class DemoScreenshotTests: XCTestCase {
  /// The curves scene's lanes, top to bottom: dot colour, and the dot centre's row (lane i's
  /// label at y = 110 + 70 i, its 28-point track 24 below).
  private static let lanes: [(name: String, rgb: UInt32)] = [
    ("linear", 0x8E8E93), ("easeIn", 0xFF9500), ("easeOut", 0x34C759),
    ("easeInOut", 0x007AFF), ("spring", 0xFF2D55),
  ]
  private static func dotRow(lane: Int) -> Int { 110 + 70 * lane + 24 + 14 }
  /// Where the dots' centres start and finish in a 480-point-wide window.
  private static let startX = 34.0
  private static let finishX = 390.0
  private static let duration = 1.5

  func testHomeScreen() throws {
    let frame = try DemoBinary.screenshot(at: 0)
    assertScreenshot(frame, named: "home")
    // The rows: light grey (0.95 white) rounded rects from y = 122, 64 high, 76 apart.
    for row in 0..<8 {
      let pixel = frame.pixel(x: 400, y: 122 + 76 * row + 60)
      for channel in [pixel.r, pixel.g, pixel.b] {
        XCTAssertEqual(Double(channel), 0.95 * 255, accuracy: 1, "row \(row) background")
      }
    }
    XCTAssertEqual(rgb(frame, x: 5, y: 400), 0xFFFFFF, "white margin")
  }

  /// The push scene a third of the way through its 0.35 s slide (7 frames, UIKit's spring):
  /// page 2 (light blue) has come in from the right over page 1 (white, dimming, in page 2's
  /// shadow), below the bar.
  func testPushAThirdOfTheWay() throws {
    let frame = try DemoBinary.screenshot(
      at: 7.0 / 60, arguments: ["--scene", "push", "--autoplay"])
    assertScreenshot(frame, named: "push-third")
    let eased = UISpringTimingParameters().resolved(duration: 0.35).progress(atFraction: 1.0 / 3)
    let edge = Int((480 * (1 - eased)).rounded())
    XCTAssertEqual(rgb(frame, x: edge + 2, y: 700), 0xE8F1FF, "page 2 from x = \(edge)")
    // Page 1, to its left, dims as it is covered, and darkens further in page 2's shadow.
    let dimmed = Double(rgb(frame, x: edge - 20, y: 700) & 0xFF)
    XCTAssertEqual(dimmed, 255 * (1 - 0.1 * eased), accuracy: 1.5, "page 1 dimmed")
    XCTAssertLessThan(Double(rgb(frame, x: edge - 1, y: 700) & 0xFF), dimmed - 10, "the shadow")
    XCTAssertEqual(rgb(frame, x: edge + 2, y: 40), 0xF7F7F7, "the bar stays on top")
  }

  /// The same push right to left (`--layout-direction rtl`), a third of the way: the mirror
  /// image. Page 2 comes in from the left over page 1, which dims under page 2's shadow on
  /// its right; the back button's chevron points right, at the right of the bar.
  func testARightToLeftPushComesInFromTheLeft() throws {
    let frame = try DemoBinary.screenshot(
      at: 7.0 / 60, arguments: ["--scene", "push", "--autoplay", "--layout-direction", "rtl"])
    assertScreenshot(frame, named: "push-third-rtl")
    let eased = UISpringTimingParameters().resolved(duration: 0.35).progress(atFraction: 1.0 / 3)
    let edge = Int((480 * eased).rounded())
    XCTAssertEqual(rgb(frame, x: edge - 3, y: 700), 0xE8F1FF, "page 2 up to x = \(edge)")
    let dimmed = Double(rgb(frame, x: edge + 20, y: 700) & 0xFF)
    XCTAssertEqual(dimmed, 255 * (1 - 0.1 * eased), accuracy: 1.5, "page 1 dimmed")
    XCTAssertLessThan(Double(rgb(frame, x: edge, y: 700) & 0xFF), dimmed - 10, "the shadow")
    XCTAssertEqual(rgb(frame, x: edge - 3, y: 40), 0xF7F7F7, "the bar stays on top")
  }

  /// The same push half way with reduce motion on: a cross-fade of the slide's 0.35 s, not a
  /// slide. Page 2 (light blue) is half over page 1 (white) everywhere, the bar's titles fade
  /// where they rest.
  func testPushUnderReduceMotionHalfWayIsABlend() throws {
    let frame = try DemoBinary.screenshot(
      at: 10.5 / 60, arguments: ["--scene", "push", "--autoplay", "--reduce-motion"])
    assertScreenshot(frame, named: "push-reduce-motion-half")
    // Ease-in-out at half time is half: (255 + 0xE8) / 2, (255 + 0xF1) / 2, 255.
    for x in [10, 240, 470] {
      let pixel = frame.pixel(x: x, y: 700)
      XCTAssertEqual(Double(pixel.r), (255 + 0xE8) / 2, accuracy: 2, "x = \(x): a blend")
      XCTAssertEqual(Double(pixel.g), (255 + 0xF1) / 2, accuracy: 2, "x = \(x)")
      XCTAssertEqual(pixel.b, 255)
    }
  }

  /// The tabs scene half way through its slide to the second tab (0.35 s, ease-in-out): the
  /// first tab (green) has gone half out to the left, the second (sand) come half in; the
  /// bar already shows the second tab selected.
  func testTabSlideHalfWay() throws {
    let frame = try DemoBinary.screenshot(
      at: 10.5 / 60, arguments: ["--scene", "tabs", "--autoplay"])
    assertScreenshot(frame, named: "tabs-half")
    let eased = UICubicTimingParameters(animationCurve: .easeInOut).progress(atFraction: 11.0 / 21)
    let edge = Int((480 * (1 - eased)).rounded())
    XCTAssertEqual(rgb(frame, x: edge - 3, y: 650), 0xEAF8EC, "the first tab, left of x = \(edge)")
    XCTAssertEqual(rgb(frame, x: edge + 3, y: 650), 0xFFF3E0, "the second tab, right of it")
  }

  /// The photos scene's zoom into the first monkey (0.5 s on a spring): at 0 the page's
  /// picture fills the first thumbnail's square (4, 48, 154, 154), then a third and two
  /// thirds of the way, then the page whole with the picture at (20, 64, 440, 440).
  func testZoomIntoAPhoto() throws {
    var pictureRights: [Int] = []
    for (frameNumber, name) in [
      (0, "zoom-0"), (10, "zoom-third"), (20, "zoom-two-thirds"), (30, "zoom-end"),
    ] {
      let frame = try DemoBinary.screenshot(
        at: Double(frameNumber) / 60, arguments: ["--scene", "photos", "--autoplay"])
      assertScreenshot(frame, named: name)
      // The picture's yellow background, along its top row, ends this far right.
      pictureRights.append((0..<480).last { x in rgb(frame, x: x, y: 70) == 0xFFF3B0 } ?? 0)
    }
    XCTAssertEqual(pictureRights.first ?? 0, 157, accuracy: 2, "the thumbnail's square at 0")
    XCTAssertEqual(pictureRights.last ?? 0, 459, accuracy: 2, "the page's picture at the end")
    XCTAssertEqual(pictureRights, pictureRights.sorted(), "it grows: \(pictureRights)")
  }

  func testCurvesAtQuarterSecond() throws {
    try checkCurves(at: 0.25, name: "curves-0.25")
  }

  func testCurvesAtHalfSecond() throws {
    try checkCurves(at: 0.5, name: "curves-0.5")
  }

  func testCurvesAtOneSecond() throws {
    try checkCurves(at: 1.0, name: "curves-1.0")
  }

  /// Independent of the goldens: the dots move left to right, the linear one at constant
  /// speed, ease-out ahead of linear and ease-in behind it; the spring overshoots the finish
  /// and comes back.
  func testCurvesDotsMoveRight() throws {
    var previous = [Double](repeating: Self.startX - 1, count: Self.lanes.count)
    for time in [0.0, 0.25, 0.5, 1.0] {
      let frame = try DemoBinary.screenshot(
        at: time, arguments: ["--scene", "curves", "--autoplay"])
      let xs = try Self.lanes.indices.map { try XCTUnwrap(dotX(frame, lane: $0), "t = \(time)") }
      for (lane, x) in xs.enumerated() where time > 0 && (lane < 4 || time <= 0.5) {
        XCTAssertGreaterThan(x, previous[lane], "\(Self.lanes[lane].name) at t = \(time)")
      }
      if time == 0.5 {
        XCTAssertGreaterThan(xs[4], Self.finishX + 10, "the spring overshoots the finish")
      }
      if time == 1.0 {
        XCTAssertLessThan(xs[4], previous[4], "the spring comes back from its overshoot")
      }
      let linear = Self.startX + (Self.finishX - Self.startX) * time / Self.duration
      XCTAssertEqual(xs[0], linear, accuracy: 1, "linear dot at t = \(time)")
      if time == 0 {
        for (lane, x) in xs.enumerated() {
          XCTAssertEqual(x, Self.startX, accuracy: 1, "\(Self.lanes[lane].name) starts left")
        }
      } else {
        XCTAssertLessThan(xs[1], xs[0], "ease-in behind linear at t = \(time)")
        XCTAssertGreaterThan(xs[2], xs[0], "ease-out ahead of linear at t = \(time)")
      }
      previous = xs
    }
  }

  private func checkCurves(
    at time: Double, name: String, testName: String = #function, line: UInt = #line
  ) throws {
    let frame = try DemoBinary.screenshot(at: time, arguments: ["--scene", "curves", "--autoplay"])
    assertScreenshot(frame, named: name, testName: testName, line: line)
    for lane in Self.lanes.indices {
      XCTAssertNotNil(dotX(frame, lane: lane), "\(Self.lanes[lane].name) dot shows", line: line)
    }
  }

  /// The mean x of the pixels of lane `lane`'s dot colour on the dot's centre row (pixel x
  /// covers x..<x+1, hence the half).
  private func dotX(_ frame: RGBAImage, lane: Int) -> Double? {
    let y = Self.dotRow(lane: lane)
    let colour = Self.lanes[lane].rgb
    let columns = (0..<frame.width).filter { x in
      let pixel = rgb(frame, x: x, y: y)
      return (0..<3).allSatisfy { shift in
        let a = Int((pixel >> (8 * shift)) & 0xFF)
        let b = Int((colour >> (8 * shift)) & 0xFF)
        return abs(a - b) <= 2
      }
    }
    guard columns.count >= 10 else { return nil }
    return Double(columns.reduce(0, +)) / Double(columns.count) + 0.5
  }

  private func rgb(_ frame: RGBAImage, x: Int, y: Int) -> UInt32 {
    let pixel = frame.pixel(x: x, y: y)
    return UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
  }
}
