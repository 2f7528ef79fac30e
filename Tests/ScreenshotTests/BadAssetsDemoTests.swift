import DemoScenes
import Foundation
@_spi(Host) import X11Host
import XCTest

/// End to end: the real `transitions-demo` on the layout-to-layout scene with an asset folder
/// of bad monkeys (`$TRANSITIONS_ASSETS`) exits 0, says once per bad file which file and why,
/// and draws a placeholder tile in each bad monkey's cell, the good monkeys in theirs.
final class BadAssetsDemoTests: XCTestCase {
  /// The grid's cells (flow layout: 100 × 100, inset (10, 5, 10, 5), four a row spread over
  /// 470 points) below the 44-point bar: item i's centre.
  private static func cellCentre(_ item: Int) -> (x: Int, y: Int) {
    let column = Double(item % 4)
    let row = Double(item / 4)
    return (Int(55 + column * (100 + 70.0 / 3)), Int(104 + row * 105))
  }

  func testBadMonkeysShowPlaceholderTilesAndTheDemoRunsOn() throws {
    let folder = try BadAssets.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = DemoBinary.temporaryFile("png")
    defer { try? FileManager.default.removeItem(at: file) }
    // Exits 0 (run throws otherwise), past the first frames: each cell asks for its image.
    let output = try DemoBinary.run(
      [
        "--scene", "navigation", "--virtual-clock", "--size", "480x800",
        "--screenshot", file.path, "--at", "0.5",
      ],
      environment: ["TRANSITIONS_ASSETS": folder.path])
    let screenshot = try PNGFile.read(file.path)

    let lines = output.standardError.split(separator: "\n").map(String.init)
      .filter { $0.contains("image") }
    XCTAssertEqual(lines.count, BadAssets.kinds.count, "one line per bad file:\n\(lines)")
    for kind in BadAssets.kinds {
      let said = lines.filter { $0.contains(kind.file) }
      XCTAssertEqual(said.count, 1, "\(kind.file) once in:\n\(lines)")
      XCTAssertTrue(said.first?.contains(kind.reason) ?? false, "\(kind.reason) in \(said)")
    }
    XCTAssertTrue(
      lines.contains { $0.contains("'monkey-01.png': not found in \(folder.path)") }, "\(lines)")

    for kind in BadAssets.kinds {
      let (background, mark) = placeholderShare(screenshot, item: kind.index)
      XCTAssertGreaterThan(background, 0.5, "\(kind.file): a light grey tile")
      XCTAssertGreaterThan(mark, 0.03, "\(kind.file): the broken-picture mark")
    }
    for item in BadAssets.goodIndices {
      let (background, mark) = placeholderShare(screenshot, item: item)
      XCTAssertLessThan(background + mark, 0.02, "monkey \(item + 1) is a monkey")
    }
  }

  /// The shares of the placeholder's background grey and mark grey in item `item`'s picture
  /// (the 90 × 90 points inside its black border).
  private func placeholderShare(_ image: RGBAImage, item: Int) -> (Double, Double) {
    let centre = Self.cellCentre(item)
    func isGrey(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: UInt32) -> Bool {
      let value = Int(rgb & 0xFF)
      return [pixel.r, pixel.g, pixel.b].allSatisfy { abs(Int($0) - value) <= 3 }
    }
    var background = 0
    var mark = 0
    var count = 0
    for y in centre.y - 43...centre.y + 43 {
      for x in centre.x - 43...centre.x + 43 {
        let pixel = image.pixel(x: x, y: y)
        if isGrey(pixel, PlaceholderImage.backgroundRGB) { background += 1 }
        if isGrey(pixel, PlaceholderImage.markRGB) { mark += 1 }
        count += 1
      }
    }
    return (Double(background) / Double(count), Double(mark) / Double(count))
  }
}
