import Foundation
import SnapshotTesting
import X11Host
import XCTest

/// How far a screenshot may stray from its golden and still match.
///
/// A pixel *differs* when any of its channels (R, G, B, A) is more than `channel` away from the
/// golden's; the screenshot matches when at most `pixelFraction` of its pixels differ, and at
/// most `contentFraction` of the golden's *content* (its pixels not of its most common colour,
/// but never fewer than 8): a mostly flat golden, such as a grey sheet on white with one line
/// of text, would otherwise let half of its text change. The defaults (2 levels, 0.1 %, 2 %)
/// absorb rounding in XRender/pixman and font rasterisation, and still catch one misplaced
/// 20×20 square in a 480×800 frame, or one changed word.
struct ScreenshotTolerance: Sendable {
  var channel = 2
  var pixelFraction = 0.001
  var contentFraction = 0.02

  /// How many pixels may differ from `golden`.
  func allowedDifferences(in golden: RGBAImage) -> Int {
    let total = golden.width * golden.height
    var counts: [UInt32: Int] = [:]
    golden.bytes.withUnsafeBytes { raw in
      for pixel in raw.bindMemory(to: UInt32.self) { counts[pixel, default: 0] += 1 }
    }
    let content = total - (counts.values.max() ?? 0)
    return min(Int(Double(total) * pixelFraction), max(8, Int(Double(content) * contentFraction)))
  }

  static let standard = ScreenshotTolerance()
}

/// A pixel-by-pixel comparison of two images of the same size.
struct ScreenshotComparison {
  let differingPixels: Int
  let totalPixels: Int
  let maxChannelDifference: Int
  /// The golden in faint grey, with differing pixels in red (brighter: larger difference).
  let diffImage: RGBAImage

  init(golden: RGBAImage, actual: RGBAImage, channelTolerance: Int) {
    precondition(golden.width == actual.width && golden.height == actual.height)
    var differing = 0
    var maxDifference = 0
    var diff = [UInt8](repeating: 255, count: golden.bytes.count)
    for pixel in 0..<(golden.width * golden.height) {
      let base = pixel * 4
      var largest = 0
      for channel in 0..<4 {
        largest = max(
          largest, abs(Int(golden.bytes[base + channel]) - Int(actual.bytes[base + channel])))
      }
      maxDifference = max(maxDifference, largest)
      if largest > channelTolerance {
        differing += 1
        diff[base] = UInt8(128 + min(127, largest))
        diff[base + 1] = 0
        diff[base + 2] = 0
      } else {
        let luma =
          (Int(golden.bytes[base]) * 3 + Int(golden.bytes[base + 1]) * 6
            + Int(golden.bytes[base + 2])) / 10
        let faint = UInt8(192 + luma / 4)
        diff[base] = faint
        diff[base + 1] = faint
        diff[base + 2] = faint
      }
    }
    differingPixels = differing
    totalPixels = golden.width * golden.height
    maxChannelDifference = maxDifference
    diffImage = RGBAImage(width: golden.width, height: golden.height, bytes: diff)
  }
}

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
        guard golden.width == actual.width, golden.height == actual.height else {
          if let actualURL { try? actualData.write(to: actualURL) }
          let written = actualURL.map { "\nActual: \($0.path)" } ?? ""
          return (
            "Size differs: golden \(golden.width)×\(golden.height), actual "
              + "\(actual.width)×\(actual.height).\(written)", []
          )
        }
        let comparison = ScreenshotComparison(
          golden: golden, actual: actual, channelTolerance: tolerance.channel)
        let allowed = tolerance.allowedDifferences(in: golden)
        guard comparison.differingPixels > allowed else {
          for url in [actualURL, diffURL].compactMap({ $0 }) {
            try? FileManager.default.removeItem(at: url)
          }
          return nil
        }
        var written = ""
        if let actualURL, let diffURL {
          try? actualData.write(to: actualURL)
          try? PNGFile.write(comparison.diffImage, to: diffURL.path)
          written = "\nActual: \(actualURL.path)\nDiff:   \(diffURL.path)"
        }
        let percent = Double(comparison.differingPixels) * 100 / Double(comparison.totalPixels)
        let message =
          "\(comparison.differingPixels) of \(comparison.totalPixels) pixels "
          + "(\(String(format: "%.3f", percent)) %) differ by more than \(tolerance.channel) "
          + "in some channel; at most \(allowed) may. Largest channel difference: "
          + "\(comparison.maxChannelDifference).\(written)"
        return (message, [])
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
