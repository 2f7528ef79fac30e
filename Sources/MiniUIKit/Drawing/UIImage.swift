import Foundation

/// An image, as UIKit's: a bitmap of premultiplied ARGB pixels (one `UInt32` each,
/// 0xAARRGGBB), or a vector drawing (a symbol), drawn in its own colours or, as a template,
/// in a tint colour.
///
/// The toolkit does not decode files; a host (X11Host) reads PNG files into this form.
public final class UIImage: Sendable {
  /// Width in pixels (of a vector image: its size at its scale).
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Row-major premultiplied ARGB pixels, `width * height` of them; none for a vector image.
  public let pixels: [UInt32]
  /// Pixels per point, as UIKit's: an image of scale 2 (an image renderer's on a 2× screen)
  /// is half as many points across as it has pixels.
  public let scale: CGFloat
  /// Whether the image draws in its own colours or in the tint colour.
  public let renderingMode: RenderingMode
  /// The colour `withTintColor(_:)` gave it, which it draws in.
  let fixedTint: UIColor?
  /// A vector image's drawing: commands in points from (0, 0) to `size`, in black where a
  /// template's tint goes.
  let drawing: [DrawCommand]?
  /// A vector image's size in points.
  private let drawingSize: CGSize?
  /// What a symbol image is: its name and configuration (nil for other images).
  let symbol: SymbolIdentity?

  /// How an image takes the tint colour, as UIKit's.
  public enum RenderingMode: Int, Sendable {
    /// As the place draws it: bars and tab bars as templates, image views as they are
    /// (symbols always as templates).
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// Its shape (its pixels' alpha) in the tint colour.
    case alwaysTemplate
  }

  /// The image's size in points: its pixels over its scale, or a vector image's own.
  public var size: CGSize {
    drawingSize ?? CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
  }

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

  private init(
    checkedWidth width: Int, height: Int, pixels: [UInt32], scale: CGFloat = 1,
    renderingMode: RenderingMode = .automatic, fixedTint: UIColor? = nil,
    drawing: [DrawCommand]? = nil, drawingSize: CGSize? = nil, symbol: SymbolIdentity? = nil
  ) {
    self.drawingSize = drawingSize
    self.width = width
    self.height = height
    self.pixels = pixels
    self.scale = scale
    self.renderingMode = renderingMode
    self.fixedTint = fixedTint
    self.drawing = drawing
    self.symbol = symbol
  }

  /// A vector image of `size` points drawn by `drawing`.
  convenience init(size: CGSize, drawing: [DrawCommand], symbol: SymbolIdentity?) {
    self.init(
      checkedWidth: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
      pixels: [], drawing: drawing, drawingSize: size, symbol: symbol)
  }

  /// The same image drawn as `mode` says.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(
      checkedWidth: width, height: height, pixels: pixels, scale: scale, renderingMode: mode,
      fixedTint: fixedTint, drawing: drawing, drawingSize: drawingSize, symbol: symbol)
  }

  /// The image drawn in `color` wherever it is shown.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// The image drawn in `color`, taking `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      checkedWidth: width, height: height, pixels: pixels, scale: scale,
      renderingMode: renderingMode, fixedTint: color, drawing: drawing,
      drawingSize: drawingSize, symbol: symbol)
  }

  /// Whether the image is a symbol (`UIImage(systemName:)`).
  public var isSymbolImage: Bool { symbol != nil }

  /// The colour the image is drawn in where the tint is `tintColor`: nil for its own colours.
  /// `automaticIsTemplate`: the place draws `.automatic` images as templates (a bar).
  func drawnColor(tintColor: UIColor?, automaticIsTemplate: Bool) -> UIColor? {
    if let fixedTint { return fixedTint }
    switch renderingMode {
    case .alwaysOriginal: return nil
    case .alwaysTemplate: return tintColor
    case .automatic:
      let template = automaticIsTemplate || (symbol.map { $0.isMonochrome } ?? false)
      return template ? tintColor : nil
    }
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
    guard drawing == nil else {
      // A vector image is painted first, at its size.
      let bitmap = UIGraphicsImageRenderer(size: size).image { _ in
        self.draw(in: CGRect(origin: .zero, size: self.size))
      }
      return bitmap.drawing == nil ? bitmap.pngData() : nil
    }
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
