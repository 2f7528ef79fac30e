import Foundation
import XCTest

@_spi(Host) @testable import X11Host

/// `--scale`: points become N × N pixels, the layout the same.
final class ScaleTests: XCTestCase {
  func testScaleTwoDoublesThePixelsWithTheSameLayout() throws {
    let one = try DemoBinary.screenshot(at: 0)
    let two = try DemoBinary.screenshot(at: 0, arguments: ["--scale", "2"])
    XCTAssertEqual(two.width, 2 * one.width)
    XCTAssertEqual(two.height, 2 * one.height)
    // Every 4th point inside a flat area (its neighbours the same colour at 1×): the 2×
    // picture has that colour at the point's pixels.
    func isFlat(_ x: Int, _ y: Int) -> Bool {
      let centre = one.pixel(x: x, y: y)
      return [(-1, -1), (1, -1), (-1, 1), (1, 1), (0, 1), (1, 0)].allSatisfy { dx, dy in
        one.pixel(x: x + dx, y: y + dy) == centre
      }
    }
    var same = 0
    var total = 0
    for y in stride(from: 2, to: one.height - 2, by: 4) {
      for x in stride(from: 2, to: one.width - 2, by: 4) where isFlat(x, y) {
        let a = one.pixel(x: x, y: y)
        let b = two.pixel(x: 2 * x, y: 2 * y)
        total += 1
        if abs(Int(a.r) - Int(b.r)) <= 2, abs(Int(a.g) - Int(b.g)) <= 2,
          abs(Int(a.b) - Int(b.b)) <= 2
        {
          same += 1
        }
      }
    }
    XCTAssertGreaterThan(total, 10_000)
    // Text is not scaled but set again at the larger size, whose glyph advances are whole
    // pixels of their own: the ends of long lines land a pixel or two apart.
    XCTAssertGreaterThan(Double(same) / Double(total), 0.99, "\(same) of \(total) the same")
  }

  func testTheDisplaysScaleComesFromXftDPI() {
    XCTAssertEqual(X11Host.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\n"), 2)
    XCTAssertEqual(X11Host.scale(fromResources: "Xft.dpi: 96"), 1)
    XCTAssertEqual(X11Host.scale(fromResources: "Xft.dpi: 144"), 2, "1.5 rounds to 2")
    XCTAssertEqual(X11Host.scale(fromResources: "Xcursor.size: 24"), 1, "no dpi: 1")
  }
}
