import Foundation
@_spi(Host) import MiniUIKit

/// A screenshot or decoded file: 8-bit RGBA pixels (straight alpha), row-major.
public struct RGBAImage: Equatable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A.
  public var bytes: [UInt8]

  /// An image of `bytes`, which must be `width * height * 4` long.
  public init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(bytes.count == width * height * 4, "RGBA byte count must match the size")
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The pixel at (x, y) as (r, g, b, a).
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let index = (y * width + x) * 4
    return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
  }
}

extension RGBAImage {
  /// The pixels as a toolkit image (premultiplied ARGB), or nil when empty.
  public var uiImage: UIImage? {
    var pixels = [UInt32](repeating: 0, count: width * height)
    bytes.withUnsafeBufferPointer { bytes in
      for index in pixels.indices {
        let alpha = UInt32(bytes[index * 4 + 3])
        func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
        pixels[index] =
          alpha << 24 | premultiplied(bytes[index * 4]) << 16
          | premultiplied(bytes[index * 4 + 1]) << 8 | premultiplied(bytes[index * 4 + 2])
      }
    }
    return UIImage(width: width, height: height, premultipliedARGB: pixels)
  }

  /// A toolkit image's pixels, straight (not premultiplied) alpha.
  public init(_ image: UIImage) {
    var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
    for (index, pixel) in image.pixels.enumerated() {
      let alpha = pixel >> 24
      func straight(_ shift: UInt32) -> UInt8 {
        guard alpha > 0 else { return 0 }
        let channel: UInt32 = (pixel >> shift) & 0xFF
        let value: UInt32 = (channel * 255 + alpha / 2) / alpha
        return UInt8(min(value, 255))
      }
      bytes[index * 4] = straight(16)
      bytes[index * 4 + 1] = straight(8)
      bytes[index * 4 + 2] = straight(0)
      bytes[index * 4 + 3] = UInt8(alpha)
    }
    self.init(width: image.width, height: image.height, bytes: bytes)
  }

  /// The image `factor` times smaller each way, each pixel the average of a factor × factor
  /// block (the last partial blocks are dropped).
  public func downscaled(by factor: Int) -> RGBAImage {
    guard factor > 1 else { return self }
    let newWidth = max(width / factor, 1)
    let newHeight = max(height / factor, 1)
    var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    let area = factor * factor
    bytes.withUnsafeBufferPointer { source in
      for y in 0..<newHeight {
        for x in 0..<newWidth {
          for channel in 0..<4 {
            var sum = 0
            for dy in 0..<factor where y * factor + dy < height {
              let row = ((y * factor + dy) * width + x * factor) * 4 + channel
              for dx in 0..<factor where x * factor + dx < width {
                sum += Int(source[row + dx * 4])
              }
            }
            result[(y * newWidth + x) * 4 + channel] = UInt8((sum + area / 2) / area)
          }
        }
      }
    }
    return RGBAImage(width: newWidth, height: newHeight, bytes: result)
  }
}
