import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// Each kind of bad picture (missing, truncated, corrupt, zero-byte, not a PNG, 20000 × 20000)
/// is an error that names the file and the reason, through the PNG loader and through
/// `UIImage(named:)` (nil, as in UIKit), and never a crash.
@MainActor
final class BadImageFileTests: XCTestCase {
  private var folder: URL!

  override func setUp() async throws {
    UIApplication.shared.environment = HostEnvironment(imageDecoder: PNGFile.Decoder())
    folder = try BadAssets.makeFolder()
  }

  override func tearDown() async throws {
    UIApplication.shared.environment = HostEnvironment()
    unsetenv("TRANSITIONS_ASSETS")
    try? FileManager.default.removeItem(at: folder)
  }

  func testEachBadFileIsAnErrorNamingItAndTheReason() async throws {
    for kind in BadAssets.kinds.dropFirst() {
      let path = folder.appendingPathComponent(kind.file).path
      XCTAssertThrowsError(try PNGFile.readImage(path), kind.file) { error in
        let message = "\(error)"
        XCTAssertTrue(message.hasPrefix("cannot read image '\(path)': "), message)
        XCTAssertTrue(message.contains(kind.reason), "\(kind.reason) in: \(message)")
      }
    }
    let missing = folder.appendingPathComponent(BadAssets.kinds[0].file).path
    XCTAssertThrowsError(try PNGFile.readImage(missing)) { error in
      XCTAssertEqual("\(error)", "cannot read image '\(missing)': no such file or not readable")
    }
  }

  func testTheTruncatedAndCorruptMonkeysSayWhereTheDamageIs() async throws {
    func error(_ file: String) -> String {
      do {
        _ = try PNGFile.readImage(folder.appendingPathComponent(file).path)
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    // Cut in half inside its image data.
    XCTAssertTrue(
      error("monkey-02.png").contains("truncated PNG data (chunk 'IDAT' claims "),
      error("monkey-02.png"))
    // 16 bytes flipped in the middle of the IDAT: libpng meets the damage (a bad filter byte
    // or a zlib error) before the chunk's CRC.
    XCTAssertTrue(
      error("monkey-03.png").contains("corrupt PNG data (libpng: "), error("monkey-03.png"))
    // The same monkeys whole decode: the damage is what fails.
    for number in ["02", "03"] {
      XCTAssertNoThrow(
        try PNGFile.readImage(BadAssets.assets.appendingPathComponent("monkey-\(number).png").path))
    }
    XCTAssertEqual(error("monkey-07.png"), "no error")
  }

  func testThe20000By20000PictureIsRefusedFromItsHeader() async throws {
    let path = BadAssets.hugePicture.path
    let size = try XCTUnwrap(
      FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber
    ).intValue
    XCTAssertLessThan(size, 64 * 1024, "small as a file")
    let before = Self.peakResidentMegabytes()
    XCTAssertThrowsError(try PNGFile.readImage(path)) { error in
      XCTAssertEqual(
        "\(error)",
        "cannot read image '\(path)': unsupported size 20000×20000 (at most 8192 on a side)")
    }
    // Its pixels would take 1600 MB (RGBA) and fill them: the peak did not move.
    XCTAssertLessThan(Self.peakResidentMegabytes() - before, 100, "no pixel buffer allocated")
  }

  func testAPicturePackedAsTightlyAsZlibCanIsNotTakenForTruncated() async throws {
    // 4096 × 4096 blank pixels in 2 kB: the check of the data's size against the picture's
    // leaves it alone.
    let path = BadAssets.repository.appendingPathComponent("Tests/Fixtures/blank-4096x4096.png")
    let image = try PNGFile.readImage(path.path)
    XCTAssertEqual(image.size, CGSize(width: 4096, height: 4096))
    XCTAssertEqual(image.pixels[4096 * 4096 - 1], 0xFF00_0000, "black")
  }

  func testTheNamedImagesAreNilAndTheOverrideFolderIsTheOnlyOneSearched() async throws {
    setenv("TRANSITIONS_ASSETS", folder.path, 1)
    // monkey-01.png is in the checkout's assets/, but not in $TRANSITIONS_ASSETS: missing.
    XCTAssertNil(UIImage(named: "monkey-01"))
    for kind in BadAssets.kinds {
      XCTAssertNil(UIImage(named: String(kind.file.dropLast(4))), kind.file)
    }
    for index in BadAssets.goodIndices {
      let name = String(format: "monkey-%02d", index + 1)
      XCTAssertEqual(UIImage(named: name)?.size, CGSize(width: 256, height: 256), name)
    }
  }

  func testEachBadFileIsReportedOnceWithItsReason() async throws {
    setenv("TRANSITIONS_ASSETS", folder.path, 1)
    let printed = Self.standardError {
      for _ in 0..<3 {
        for kind in BadAssets.kinds { _ = UIImage(named: String(kind.file.dropLast(4))) }
      }
    }
    let lines = printed.split(separator: "\n")
    XCTAssertEqual(lines.count, BadAssets.kinds.count, printed)
    for kind in BadAssets.kinds {
      let said = lines.filter { $0.contains("'\(kind.file)'") || $0.contains("/\(kind.file)'") }
      XCTAssertEqual(said.count, 1, "\(kind.file) once in:\n\(printed)")
      XCTAssertTrue(said.first?.contains(kind.reason) ?? false, "\(kind.reason) in \(said)")
    }
  }

  /// What `body` writes to standard error (file descriptor 2).
  private static func standardError(_ body: () -> Void) -> String {
    let pipe = Pipe()
    let saved = dup(2)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// The process's peak resident set size so far.
  private static func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
  }
}
