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
  public convenience init?(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
    guard width > 0, height > 0, pixels.count == width * height else { return nil }
    self.init(checkedWidth: width, height: height, pixels: pixels)
  }

  /// An image with no pixels, of size zero, as UIKit's `UIImage()`: it draws nothing.
  public convenience init() {
    self.init(checkedWidth: 0, height: 0, pixels: [])
  }

  private init(checkedWidth width: Int, height: Int, pixels: [UInt32]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The image of a Core Graphics bitmap.
  public convenience init(cgImage: CGImage) {
    self.init(checkedWidth: cgImage.width, height: cgImage.height, pixels: cgImage.image.pixels)
  }

  /// One clear pixel: what an image that cannot be read stands in for, where nil is not an
  /// answer (`#imageLiteral`).
  static let empty = UIImage(checkedWidth: 1, height: 1, pixels: [0])
}

extension UIImage: @preconcurrency _ExpressibleByImageLiteral {
  /// `#imageLiteral(resourceName:)`: the image named so (see `UIImage(named:)`), or, where it
  /// cannot be read (reported once), one clear pixel rather than a crash.
  @MainActor
  public convenience init(imageLiteralResourceName name: String) {
    let image = UIImage(named: name) ?? .empty
    self.init(checkedWidth: image.width, height: image.height, pixels: image.pixels)
  }
}

/// Images compare as UIKit's objects do by default: the same image is equal to itself.
extension UIImage: Hashable {
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
