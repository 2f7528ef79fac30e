import DemoScenes
@_spi(Host) import MiniUIKit
import XCTest

/// The demo's placeholder tile: the size of a monkey, a light grey square with a grey
/// broken-picture mark, opaque. (That a monkey which cannot be loaded shows it is checked end
/// to end by BadAssetsDemoTests.)
@MainActor
final class PlaceholderImageTests: XCTestCase {
  func testThePlaceholderIsAMonkeySizedGreyTileWithAMark() async throws {
    let tile = PlaceholderImage.tile
    XCTAssertEqual(tile.size, CGSize(width: 256, height: 256))
    let background = 0xFF00_0000 | PlaceholderImage.backgroundRGB
    let mark = 0xFF00_0000 | PlaceholderImage.markRGB
    XCTAssertEqual(Set(tile.pixels), [background, mark], "two opaque greys, nothing else")
    for (x, y) in [(0, 0), (255, 0), (0, 255), (255, 255), (128, 20), (128, 236)] {
      XCTAssertEqual(tile.pixels[y * 256 + x], background, "(\(x), \(y)) is background")
    }
    let share = Double(tile.pixels.filter { $0 == mark }.count) / Double(tile.pixels.count)
    XCTAssertGreaterThan(share, 0.08, "a mark one sees")
    XCTAssertLessThan(share, 0.3, "on a light tile")
    // The frame's left side is whole; its top is torn where the zigzag crosses it.
    XCTAssertEqual(tile.pixels[120 * 256 + 63], mark, "the frame")
    XCTAssertEqual(tile.pixels[71 * 256 + 130], background, "the tear")
    XCTAssertEqual(tile.pixels[102 * 256 + 98], mark, "the sun")
  }
}
