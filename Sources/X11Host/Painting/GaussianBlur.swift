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

  /// Each row convolved with the kernel, as floats.
  private static func horizontalPass(
    _ alpha: [UInt8], width: Int, height: Int, weights: [Float]
  ) -> [Float] {
    let radius = weights.count / 2
    var rows = [Float](repeating: 0, count: width * height)
    alpha.withUnsafeBufferPointer { src in
      weights.withUnsafeBufferPointer { k in
        rows.withUnsafeMutableBufferPointer { dst in
          for y in 0..<height {
            let base = y * width
            for x in 0..<width {
              let lo = max(0, x - radius)
              let hi = min(width - 1, x + radius)
              var sum: Float = 0
              for sx in lo...hi {
                sum += Float(src[base + sx]) * k[sx - x + radius]
              }
              dst[base + x] = sum
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
      weights.withUnsafeBufferPointer { k in
        sums.withUnsafeMutableBufferPointer { acc in
          out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
              for x in 0..<width { acc[x] = 0 }
              for sy in max(0, y - radius)...min(height - 1, y + radius) {
                let w = k[sy - y + radius]
                let base = sy * width
                for x in 0..<width { acc[x] += w * src[base + x] }
              }
              let base = y * width
              for x in 0..<width { dst[base + x] = UInt8(min(255, max(0, acc[x] + 0.5))) }
            }
          }
        }
      }
    }
    return out
  }
}
