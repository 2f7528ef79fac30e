import Foundation
import MiniUIKitSnapshotTesting
import SnapshotTesting
@_spi(Host) import X11Host
import XCTest

extension Diffing where Value == Data {
  /// Compares PNG data by pixels within `tolerance`. On a mismatch, writes the actual image to
  /// `<test>.<name>.actual.png` and a diff to `<test>.<name>.diff.png` when `goldenURL` is given.
  static func png(tolerance: ScreenshotTolerance, goldenURL: URL?) -> Diffing<Data> {
    .diff(
      toData: { $0 },
      fromData: { $0 },
      diffV2: { goldenData, actualData in
        let golden: RGBAImage
        let actual: RGBAImage
        do {
          golden = try PNGFile.decode(goldenData)
          actual = try PNGFile.decode(actualData)
        } catch {
          return ("Cannot decode a PNG: \(error)", [])
        }
        let base = goldenURL?.deletingPathExtension()
        let actualURL = base?.appendingPathExtension("actual.png")
        let diffURL = base?.appendingPathExtension("diff.png")
        guard
          let (message, diff) = ScreenshotComparison.mismatch(
            reference: golden, actual: actual, tolerance: tolerance)
        else {
          for url in [actualURL, diffURL].compactMap({ $0 }) {
            try? FileManager.default.removeItem(at: url)
          }
          return nil
        }
        var written = ""
        if let actualURL {
          try? actualData.write(to: actualURL)
          written = "\nActual: \(actualURL.path)"
        }
        if let diffURL, let diff {
          try? PNGFile.write(diff, to: diffURL.path)
          written += "\nDiff:   \(diffURL.path)"
        }
        return (message + written, [])
      })
  }
}

extension Snapshotting where Value == RGBAImage, Format == Data {
  /// Screenshots as PNG files (encoded and decoded by `PNGFile`), compared within `tolerance`.
  static func png(
    tolerance: ScreenshotTolerance = .standard, goldenURL: URL? = nil
  ) -> Snapshotting<RGBAImage, Data> {
    Snapshotting<Data, Data>(
      pathExtension: "png", diffing: .png(tolerance: tolerance, goldenURL: goldenURL)
    )
    .pullback { image in (try? PNGFile.encode(image)) ?? Data() }
  }
}

/// Where swift-snapshot-testing keeps the golden of `testName`'s snapshot `name` declared in
/// `file`: `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file.
func goldenURL(file: StaticString, testName: String, name: String) -> URL {
  func sanitized(_ string: String) -> String {
    string
      .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }
  let fileURL = URL(fileURLWithPath: "\(file)", isDirectory: false)
  return fileURL.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
    .appendingPathComponent("\(sanitized(testName)).\(sanitized(name)).png")
}

/// Compares `image` with its golden PNG, as swift-snapshot-testing's `assertSnapshot` does
/// (record mode from `withSnapshotTesting` or `SNAPSHOT_TESTING_RECORD`; a missing golden is
/// recorded and fails the test), writing `.actual.png` and `.diff.png` beside a mismatched
/// golden.
func assertScreenshot(
  _ image: RGBAImage?, named name: String, tolerance: ScreenshotTolerance = .standard,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
  guard let image else { return XCTFail("no screenshot to compare", file: file, line: line) }
  let golden = goldenURL(file: file, testName: testName, name: name)
  let failure = verifySnapshot(
    of: image, as: .png(tolerance: tolerance, goldenURL: golden), named: name, file: file,
    testName: testName, line: line)
  if let failure { XCTFail(failure, file: file, line: line) }
}
