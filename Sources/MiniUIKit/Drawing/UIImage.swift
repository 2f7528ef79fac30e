import Foundation

/// A bitmap image held as premultiplied ARGB pixels (one `UInt32` each, 0xAARRGGBB).
///
/// The toolkit does not decode files; a host (X11Host) reads PNG files into this form.
public final class UIImage: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Row-major premultiplied ARGB pixels, `width * height` of them.
  public let pixels: [UInt32]
  /// Pixels per point, as UIKit's: an image of scale 2 (an image renderer's on a 2× screen)
  /// is half as many points across as it has pixels.
  public let scale: CGFloat

  /// The image's size in points: its pixels over its scale.
  public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

  /// Creates an image of `scale` pixels per point; returns nil when the pixel count does not
  /// match the size.
  public convenience init?(
    width: Int, height: Int, premultipliedARGB pixels: [UInt32], scale: CGFloat = 1
  ) {
    guard width > 0, height > 0, pixels.count == width * height, scale > 0 else { return nil }
    self.init(checkedWidth: width, height: height, pixels: pixels, scale: scale)
  }

  /// An image with no pixels, of size zero, as UIKit's `UIImage()`: it draws nothing.
  public convenience init() {
    self.init(checkedWidth: 0, height: 0, pixels: [])
  }

  private init(checkedWidth width: Int, height: Int, pixels: [UInt32], scale: CGFloat = 1) {
    self.width = width
    self.height = height
    self.pixels = pixels
    self.scale = scale
  }

  /// The image of a Core Graphics bitmap, one pixel per point.
  public convenience init(cgImage: CGImage) {
    self.init(checkedWidth: cgImage.width, height: cgImage.height, pixels: cgImage.image.pixels)
  }

  /// The image as a PNG file's bytes, encoded by the host; nil without one, or for an
  /// empty image.
  @preconcurrency @MainActor
  public func pngData() -> Data? {
    guard width > 0, height > 0 else { return nil }
    return UIApplication.shared.environment.imageRenderer?.pngData(of: self)
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
