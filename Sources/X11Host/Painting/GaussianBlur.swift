import Foundation

/// A separable Gaussian blur of an 8-bit alpha mask, for shadows.
enum GaussianBlur {
  /// The kernel radius, ceil(3σ): how far a blur spreads, so a caller can pad its mask.
  static func padding(forSigma sigma: Double) -> Int {
    guard sigma > 0, sigma.isFinite else { return 0 }
    // No mask is wider than 4,096 pixels: a wider spread would blur to nothing.
    return Int((3 * min(sigma, 4096)).rounded(.up))
  }

  /// `alpha` (row-major, `width` × `height`) blurred with standard deviation `sigma` pixels;
  /// outside the mask counts as zero. Returns the input if `sigma` ≤ 0 or the size is wrong.
  static func blurred(_ alpha: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
    guard sigma > 0, sigma.isFinite, width > 0, height > 0, alpha.count == width * height
    else { return alpha }
    let weights = kernel(sigma: sigma)
    let rows = horizontalPass(alpha, width: width, height: height, weights: weights)
    return verticalPass(rows, width: width, height: height, weights: weights)
  }

  /// Normalised weights for offsets −r…r, r = ceil(3σ).
  private static func kernel(sigma: Double) -> [Float] {
    let radius = padding(forSigma: sigma)
    let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = raw.reduce(0, +)
    return raw.map { Float($0 / total) }
  }

  // Both passes go tap by tap over a whole row, which the compiler vectorises: five times as
  // fast as a pixel at a time (a card's first opening blurs a new corner every frame). Each
  // pixel still adds its taps in the same order, so the sums are the same to the bit.

  /// Each row convolved with the kernel, as floats.
  private static func horizontalPass(
    _ alpha: [UInt8], width: Int, height: Int, weights: [Float]
  ) -> [Float] {
    let radius = weights.count / 2
    var rows = [Float](repeating: 0, count: width * height)
    var line = [Float](repeating: 0, count: width)
    alpha.withUnsafeBufferPointer { src in
      line.withUnsafeMutableBufferPointer { values in
        rows.withUnsafeMutableBufferPointer { dst in
          guard let sources = values.baseAddress, let sums = dst.baseAddress else { return }
          for y in 0..<height {
            let row = sums + y * width
            for x in 0..<width { values[x] = Float(src[y * width + x]) }
            for tap in -radius...radius {
              // The pixels whose tap falls within the row; outside it counts as zero.
              let first = max(0, -tap)
              let end = min(width, width - tap)
              guard first < end else { continue }
              let weight = weights[tap + radius]
              // From the first such pixel, through pointers: indexing by `x + tap` is not
              // vectorised.
              let tapped = sources + (first + tap)
              let summed = row + first
              for x in 0..<(end - first) { summed[x] += tapped[x] * weight }
            }
          }
        }
      }
    }
    return rows
  }

  /// Each column of `rows` convolved with the kernel, rounded back to bytes.
  private static func verticalPass(
    _ rows: [Float], width: Int, height: Int, weights: [Float]
  ) -> [UInt8] {
    let radius = weights.count / 2
    var out = [UInt8](repeating: 0, count: width * height)
    var sums = [Float](repeating: 0, count: width)
    rows.withUnsafeBufferPointer { src in
      sums.withUnsafeMutableBufferPointer { acc in
        out.withUnsafeMutableBufferPointer { dst in
          guard let source = src.baseAddress, let sum = acc.baseAddress else { return }
          for y in 0..<height {
            for x in 0..<width { sum[x] = 0 }
            for sy in max(0, y - radius)...min(height - 1, y + radius) {
              let weight = weights[sy - y + radius]
              let row = source + sy * width
              for x in 0..<width { sum[x] += weight * row[x] }
            }
            let base = y * width
            for x in 0..<width { dst[base + x] = UInt8(min(255, max(0, sum[x] + 0.5))) }
          }
        }
      }
    }
    return out
  }
}
