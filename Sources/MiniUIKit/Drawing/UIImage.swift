import Foundation

/// A bitmap image held as premultiplied ARGB pixels (one `UInt32` each, 0xAARRGGBB).
///
/// The toolkit does not decode files; a host (X11Host) reads PNG files into this form.
public final class UIImage: Sendable {
  public let width: Int
  public let height: Int
  /// Row-major premultiplied ARGB pixels, `width * height` of them.
  public let pixels: [UInt32]

  /// The image's size in points (one pixel per point).
  public var size: CGSize { CGSize(width: width, height: height) }

  /// Creates an image; returns nil when the pixel count does not match the size.
  public init?(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
    guard width > 0, height > 0, pixels.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}
