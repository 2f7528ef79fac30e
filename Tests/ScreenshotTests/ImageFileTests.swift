import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// `UIImage(named:)` and `UIImage(contentsOfFile:)` with the host's PNG decoder: the monkeys
/// load; missing, corrupt and oversized files give nil (and one line on standard error).
@MainActor
final class ImageFileTests: XCTestCase {
  private var folder: URL!

  override func setUp() async throws {
    UIApplication.shared.environment = HostEnvironment(imageDecoder: PNGFile.Decoder())
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() async throws {
    UIApplication.shared.environment = HostEnvironment()
    try? FileManager.default.removeItem(at: folder)
  }

  func testTheElevenMonkeysLoadByName() async throws {
    for number in 1...11 {
      let name = String(format: "monkey-%02d", number)
      let image = try XCTUnwrap(UIImage(named: name), name)
      XCTAssertEqual(image.size, CGSize(width: 256, height: 256), name)
      XCTAssertEqual(image.pixels[128 * 256 + 128] >> 24, 0xFF, "\(name) is opaque")
    }
    let first = try XCTUnwrap(UIImage(named: "monkey-01"))
    let again = try XCTUnwrap(UIImage(named: "monkey-01.png"))
    XCTAssertEqual(first.pixels, again.pixels, "the same picture, with or without extension")
  }

  func testTheMonkeysAreDistinct() async throws {
    let images = (1...11).compactMap { UIImage(named: String(format: "monkey-%02d", $0)) }
    XCTAssertEqual(images.count, 11)
    XCTAssertEqual(Set(images.map(\.pixels)).count, 11)
  }

  func testAMissingNameIsNil() async throws {
    XCTAssertNil(UIImage(named: "no-such-monkey"))
    XCTAssertNil(UIImage(contentsOfFile: folder.appendingPathComponent("nothing.png").path))
  }

  func testCorruptAndOversizedFilesAreNil() async throws {
    let empty = folder.appendingPathComponent("empty.png")
    XCTAssertTrue(FileManager.default.createFile(atPath: empty.path, contents: Data()))
    XCTAssertNil(UIImage(contentsOfFile: empty.path))
    let text = folder.appendingPathComponent("text.png")
    XCTAssertTrue(
      FileManager.default.createFile(atPath: text.path, contents: Data("not a picture".utf8)))
    XCTAssertNil(UIImage(contentsOfFile: text.path))
    // 9000 × 1: small as a file, too wide for the toolkit.
    let wide = folder.appendingPathComponent("wide.png")
    try PNGFile.write(
      RGBAImage(width: 9000, height: 1, bytes: [UInt8](repeating: 255, count: 36_000)),
      to: wide.path)
    XCTAssertThrowsError(try PNGFile.readImage(wide.path)) { error in
      XCTAssertTrue("\(error)".contains("9000×1"), "\(error)")
    }
    XCTAssertNil(UIImage(contentsOfFile: wide.path))
  }
}
