import Foundation
import SnapshotTesting
@_spi(Host) import X11Host

/// How far a picture may stray from its reference and still match.
///
/// A pixel *differs* when any of its channels (R, G, B, A) is more than `channel` away from the
/// reference's; the picture matches when at most `pixelFraction` of its pixels differ, and at
/// most `contentFraction` of the reference's *content* (its pixels not of its most common
/// colour, but never fewer than 8): a mostly flat picture, such as a grey sheet on white with
/// one line of text, would otherwise let half of its text change. The defaults (2 levels,
/// 0.1 %, 2 %) absorb rounding in XRender/pixman and font rasterisation, and still catch one
/// misplaced 20×20 square in a 480×800 frame, or one changed word.
public struct ScreenshotTolerance: Sendable {
  /// How far a channel may stray, in 8-bit levels, before its pixel differs (default 2).
  public var channel = 2
  /// The fraction of all the pixels that may differ (default 0.001).
  public var pixelFraction = 0.001
  /// The fraction of the reference's content pixels that may differ (default 0.02).
  public var contentFraction = 0.02

  /// A tolerance with these limits.
  public init(channel: Int = 2, pixelFraction: Double = 0.001, contentFraction: Double = 0.02) {
    self.channel = channel
    self.pixelFraction = pixelFraction
    self.contentFraction = contentFraction
  }

  /// How many pixels may differ from `reference`.
  public func allowedDifferences(in reference: RGBAImage) -> Int {
    let total = reference.width * reference.height
    var counts: [UInt32: Int] = [:]
    reference.bytes.withUnsafeBytes { raw in
      for pixel in raw.bindMemory(to: UInt32.self) { counts[pixel, default: 0] += 1 }
    }
    let content = total - (counts.values.max() ?? 0)
    return min(Int(Double(total) * pixelFraction), max(8, Int(Double(content) * contentFraction)))
  }

  /// The default tolerance: 2 levels, 0.1 % of the pixels, 2 % of the content.
  public static let standard = ScreenshotTolerance()
}

/// A pixel-by-pixel comparison of two pictures of the same size.
public struct ScreenshotComparison {
  /// How many pixels differ by more than the channel tolerance.
  public let differingPixels: Int
  /// How many pixels each picture has.
  public let totalPixels: Int
  /// The largest difference of any channel of any pixel, in 8-bit levels.
  public let maxChannelDifference: Int
  /// The reference in faint grey, with differing pixels in red (brighter: larger difference).
  public let diffImage: RGBAImage

  /// Compares `actual` with `reference`, which must be the same size: a pixel differs when a
  /// channel is more than `channelTolerance` away.
  public init(reference: RGBAImage, actual: RGBAImage, channelTolerance: Int) {
    precondition(reference.width == actual.width && reference.height == actual.height)
    var differing = 0
    var maxDifference = 0
    var diff = [UInt8](repeating: 255, count: reference.bytes.count)
    for pixel in 0..<(reference.width * reference.height) {
      let base = pixel * 4
      var largest = 0
      for channel in 0..<4 {
        largest = max(
          largest, abs(Int(reference.bytes[base + channel]) - Int(actual.bytes[base + channel])))
      }
      maxDifference = max(maxDifference, largest)
      if largest > channelTolerance {
        differing += 1
        diff[base] = UInt8(128 + min(127, largest))
        diff[base + 1] = 0
        diff[base + 2] = 0
      } else {
        let luma =
          (Int(reference.bytes[base]) * 3 + Int(reference.bytes[base + 1]) * 6
            + Int(reference.bytes[base + 2])) / 10
        let faint = UInt8(192 + luma / 4)
        diff[base] = faint
        diff[base + 1] = faint
        diff[base + 2] = faint
      }
    }
    differingPixels = differing
    totalPixels = reference.width * reference.height
    maxChannelDifference = maxDifference
    diffImage = RGBAImage(width: reference.width, height: reference.height, bytes: diff)
  }

  /// What differs, in one sentence, or nil when `reference` and `actual` match within
  /// `tolerance`.
  public static func mismatch(
    reference: RGBAImage, actual: RGBAImage, tolerance: ScreenshotTolerance
  ) -> (message: String, diff: RGBAImage?)? {
    guard reference.width == actual.width, reference.height == actual.height else {
      return (
        "Size differs: reference \(reference.width)×\(reference.height), actual "
          + "\(actual.width)×\(actual.height).", nil
      )
    }
    let comparison = ScreenshotComparison(
      reference: reference, actual: actual, channelTolerance: tolerance.channel)
    let allowed = tolerance.allowedDifferences(in: reference)
    guard comparison.differingPixels > allowed else { return nil }
    let percent = Double(comparison.differingPixels) * 100 / Double(comparison.totalPixels)
    return (
      "\(comparison.differingPixels) of \(comparison.totalPixels) pixels "
        + "(\(String(format: "%.3f", percent)) %) differ by more than \(tolerance.channel) in "
        + "some channel; at most \(allowed) may. Largest channel difference: "
        + "\(comparison.maxChannelDifference).", comparison.diffImage
    )
  }
}

extension Diffing where Value == RGBAImage {
  /// Pictures stored as PNG files and compared within `tolerance`. A mismatch says how many
  /// pixels differ and pictures where (red on the faint reference), attached to the failure
  /// and written beside the failed snapshot as `<test>.<name>.difference.png`.
  public static func image(tolerance: ScreenshotTolerance = .standard) -> Diffing<RGBAImage> {
    DifferenceTool.installUnlessConfigured()
    let toData = { (image: RGBAImage) in (try? PNGFile.encode(image)) ?? Data() }
    return .diff(
      toData: toData,
      fromData: { (try? PNGFile.decode($0)) ?? RGBAImage(width: 0, height: 0, bytes: []) },
      diffV2: { reference, actual in
        guard
          let (message, diff) = ScreenshotComparison.mismatch(
            reference: reference, actual: actual, tolerance: tolerance)
        else { return nil }
        let picture = pictured(diff, for: toData(actual))
        return (message, picture.map { [.data($0, name: "difference.png")] } ?? [])
      })
  }

  /// A PNG of `diff`, handed on to the failure message about `snapshot` (the failed
  /// snapshot's data).
  static func pictured(_ diff: RGBAImage?, for snapshot: Data) -> Data? {
    let picture = diff.flatMap { try? PNGFile.encode($0) }
    DifferenceTool.pending.set(picture, for: snapshot)
    return picture
  }
}

extension Diffing where Value == [GIFFrame] {
  /// Animations stored as GIF files and compared frame by frame within `tolerance`: a
  /// mismatch counts the frames that differ and names the first, with its time, pictured as
  /// `image` does.
  public static func gif(tolerance: ScreenshotTolerance = .standard) -> Diffing<[GIFFrame]> {
    DifferenceTool.installUnlessConfigured()
    let toData = { (frames: [GIFFrame]) in
      GIFFile.encode(frames.map(\.image), delays: frames.map(\.delay))
    }
    return .diff(
      toData: toData,
      fromData: { data in
        ((try? GIFFile.decode(data)) ?? []).map { GIFFrame(image: $0.image, delay: $0.delay) }
      },
      diffV2: { reference, actual in
        guard reference.count == actual.count else {
          _ = Diffing<RGBAImage>.pictured(nil, for: toData(actual))
          return (
            "The animation has \(actual.count) frames; the reference has \(reference.count).", []
          )
        }
        var differing: [Int] = []
        var first: (message: String, diff: RGBAImage?)?
        var time = 0
        var firstTime = 0
        for (index, (old, new)) in zip(reference, actual).enumerated() {
          if let found = ScreenshotComparison.mismatch(
            reference: old.image, actual: new.image, tolerance: tolerance)
          {
            differing.append(index + 1)
            if first == nil { (first, firstTime) = (found, time) }
          }
          time += old.delay
        }
        guard let first, let number = differing.first else { return nil }
        let picture = Diffing<RGBAImage>.pictured(first.diff, for: toData(actual))
        let which = differing.map(String.init).joined(separator: ", ")
        return (
          "\(differing.count) of \(actual.count) frames differ (\(which)). Frame \(number) (at "
            + "\(String(format: "%.2f", Double(firstTime) / 100)) s): " + first.message,
          picture.map { [.data($0, name: "difference.png")] } ?? []
        )
      })
  }
}

/// One frame of an animation and how long it shows, in hundredths of a second (GIF's unit).
public struct GIFFrame: Equatable, Sendable {
  /// The frame's picture.
  public var image: RGBAImage
  /// How long the frame shows, in hundredths of a second.
  public var delay: Int
  /// A frame showing `image` for `delay` hundredths of a second.
  public init(image: RGBAImage, delay: Int) {
    self.image = image
    self.delay = delay
  }
}
