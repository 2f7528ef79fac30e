import MiniUIKitSnapshotTesting
@_spi(Host) import X11Host
import XCTest

/// The golden comparison's budget: a share of the frame, and of what the golden draws.
final class ScreenshotToleranceTests: XCTestCase {
  /// A white 480 × 800 frame with a black 60 × 20 "word" at (200, 400).
  private func flatFrame(changing changed: Int = 0) -> RGBAImage {
    var bytes = [UInt8](repeating: 255, count: 480 * 800 * 4)
    var changedSoFar = 0
    for y in 400..<420 {
      for x in 200..<260 {
        let base = (y * 480 + x) * 4
        let isChanged = changedSoFar < changed
        if isChanged { changedSoFar += 1 }
        for channel in 0..<3 { bytes[base + channel] = isChanged ? 255 : 0 }
      }
    }
    return RGBAImage(width: 480, height: 800, bytes: bytes)
  }

  func testAFlatGoldenAllowsAShareOfItsContentNotOfTheFrame() {
    let golden = flatFrame()
    let allowed = ScreenshotTolerance.standard.allowedDifferences(in: golden)
    XCTAssertEqual(allowed, 24, "2 % of the 1,200 drawn pixels, not 0.1 % of the frame (384)")
    let halfTheWordGone = ScreenshotComparison(
      reference: golden, actual: flatFrame(changing: 600), channelTolerance: 2)
    XCTAssertGreaterThan(halfTheWordGone.differingPixels, allowed, "caught")
  }

  func testABusyGoldenKeepsTheFrameShare() {
    var bytes = [UInt8](repeating: 255, count: 480 * 800 * 4)
    for pixel in 0..<(480 * 800) { bytes[pixel * 4] = UInt8(pixel % 251) }
    let busy = RGBAImage(width: 480, height: 800, bytes: bytes)
    XCTAssertEqual(ScreenshotTolerance.standard.allowedDifferences(in: busy), 384)
  }

  func testAnEmptyGoldenStillAllowsAFewPixels() {
    let blank = RGBAImage(
      width: 100, height: 100, bytes: [UInt8](repeating: 255, count: 100 * 100 * 4))
    XCTAssertEqual(ScreenshotTolerance.standard.allowedDifferences(in: blank), 8)
  }
}
