import Foundation

/// A screenshot or decoded file: 8-bit RGBA pixels (straight alpha), row-major.
public struct RGBAImage: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A.
  public var bytes: [UInt8]

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
