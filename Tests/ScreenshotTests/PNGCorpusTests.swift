import Foundation
@_spi(Host) import MiniUIKit
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The quick version of `make fuzz`: every file of the fuzz corpus (Tests/Fuzz/corpus), and
/// any crash reproducer kept there, goes through the PNG loader without crashing. The valid
/// seeds decode to the size in their header; the broken ones are errors that say why. The
/// harness itself (PNGFuzz, built without libFuzzer) replays the corpus as `make fuzz` runs
/// each input: as it is and with its CRCs repaired.
final class PNGCorpusTests: XCTestCase {
  private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

  /// The broken seeds and what their errors say.
  private static let broken = [
    "bad-crc.png": "corrupt PNG data (libpng: IDAT: CRC error)",
    "big-header.png": "truncated PNG data (142 bytes cannot hold 8000×8000 pixels)",
    "corrupt-idat.png": "corrupt PNG data (libpng: IDAT: incorrect data check)",
    "empty.png": "empty file (0 bytes)",
    "huge-header.png": "unsupported size 20000×20000 (at most 8192 on a side)",
    "not-png.txt": "not a PNG file (no PNG signature)",
    "truncated.png": "truncated PNG data (chunk 'IDAT' claims 40 bytes, 3 are left)",
    // Found by make fuzz: with its CRCs repaired, libpng allocated the 1.9 GB it claims.
    "crash-oom-chunk-length.png":
      "truncated PNG data (chunk 'sPLT' claims 1934772034 bytes, 11 are left)",
  ]

  func testEveryCorpusFileDecodesOrFailsCleanly() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
    XCTAssertGreaterThanOrEqual(names.count, 18, "the seeds are there")
    var decoded = 0
    for name in names {
      let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
      do {
        let rgba = try PNGFile.decode(data)
        let image = try XCTUnwrap(rgba.uiImage, name)
        decoded += 1
        XCTAssertNil(Self.broken[name], "\(name) should not decode")
        if data.count >= 24 {
          // IHDR's width and height, big-endian, at bytes 16 and 20.
          let header = [UInt8](data[16..<24])
          let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
          let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
          XCTAssertEqual([image.width, image.height], [width, height], name)
        }
      } catch let failure as PNGFile.Failure {
        // Other crash reproducers (crash-*) only have to come back.
        guard Self.broken[name] != nil || !name.hasPrefix("crash-") else { continue }
        XCTAssertEqual(failure.reason, Self.broken[name], name)
      }
    }
    XCTAssertGreaterThanOrEqual(decoded, 10, "colour types, bit depths, interlacing")
  }

  func testTheFuzzHarnessReplaysTheCorpus() throws {
    let harness = try DemoExecutable.url().deletingLastPathComponent()
      .appendingPathComponent("PNGFuzz")
    let outcome = try ChildProcess.run(harness, arguments: [Self.corpus.path], seconds: 120)
    let printed = outcome.standardOutput
    XCTAssertEqual(outcome.reason, .exit, printed)
    XCTAssertEqual(outcome.status, 0, printed)
    let lines = printed.split(separator: "\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
    XCTAssertEqual(lines.count, names.count, printed)
    XCTAssertTrue(
      lines.contains {
        $0.hasSuffix(
          "bad-crc.png: corrupt PNG data (libpng: IDAT: CRC error)"
            + " | CRCs repaired: 4×3")
      }, printed)
  }
}
