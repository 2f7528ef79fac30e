import Foundation
@_spi(Host) import X11Host
import XCTest

/// PNG files through libpng's simplified API: round trips, premultiplication, and bad input
/// that must give a clear error instead of a crash.
final class PNGFileTests: XCTestCase {
  private func sample() -> RGBAImage {
    // 3×2: opaque red, half-transparent green, clear; opaque white, black, 25% blue.
    RGBAImage(
      width: 3, height: 2,
      bytes: [
        255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0,
        255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 255, 64,
      ])
  }

  private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "PNGFileTests-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    ).path
  }

  func testEncodeDecodeRoundTripIsExact() throws {
    let data = try PNGFile.encode(sample())
    XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    XCTAssertEqual(try PNGFile.decode(data), sample())
  }

  func testReadImagePremultipliesIntoARGB() throws {
    let path = temporaryPath("sample.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNGFile.write(sample(), to: path)
    let image = try PNGFile.readImage(path)
    XCTAssertEqual(image.width, 3)
    XCTAssertEqual(image.height, 2)
    // Green at alpha 128: 255 × 128 / 255 = 128. Blue at alpha 64: 64.
    XCTAssertEqual(
      image.pixels.map { String($0, radix: 16) },
      ["ffff0000", "80008000", "0", "ffffffff", "ff000000", "40000040"])
  }

  func testMissingFileNamesThePath() {
    XCTAssertThrowsError(try PNGFile.read("/nonexistent/monkey.png")) { error in
      XCTAssertEqual(
        "\(error)", "cannot read image '/nonexistent/monkey.png': no such file or not readable")
    }
  }

  func testCorruptAndTruncatedDataAreErrorsNotCrashes() throws {
    let path = temporaryPath("corrupt.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertTrue(
      FileManager.default.createFile(atPath: path, contents: Data("not a png at all".utf8)))
    XCTAssertThrowsError(try PNGFile.readImage(path)) { error in
      let message = "\(error)"
      XCTAssertTrue(message.hasPrefix("cannot read image '\(path)': "), message)
      XCTAssertGreaterThan(message.count, "cannot read image '\(path)': ".count, "says why")
    }
    let valid = try PNGFile.encode(sample())
    XCTAssertThrowsError(try PNGFile.decode(valid.prefix(valid.count / 2)))
    XCTAssertThrowsError(try PNGFile.decode(Data()))
  }
}
