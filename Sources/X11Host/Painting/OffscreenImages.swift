import Foundation
@_spi(Host) import MiniUIKit

/// The host's side of `UIGraphicsImageRenderer`: drawings painted by the window's painter
/// into pictures of their own, read back as images, and images encoded as PNG files.
@MainActor
final class OffscreenImages: ImageRendering {
  /// The window's painter; gone with its host (no image is made then).
  private weak var painter: XRenderPainter?

  init(painter: XRenderPainter) { self.painter = painter }

  func image(of list: DisplayList, pixelWidth: Int, pixelHeight: Int, scale: CGFloat)
    -> UIImage?
  {
    guard let painter else { return nil }
    // The painter draws points at the screen's scale; the image has its own.
    var scaled = list
    let toImage = CGAffineTransform(scaleX: scale / painter.scale, y: scale / painter.scale)
    scaled.commands = list.commands.map { $0.placed(by: toImage, alpha: 1, clip: nil) }
    guard
      let pixels = painter.pixels(
        of: scaled, width: Int32(pixelWidth), height: Int32(pixelHeight))
    else { return nil }
    return UIImage(
      width: pixelWidth, height: pixelHeight, premultipliedARGB: pixels, scale: scale)
  }

  func pngData(of image: UIImage) -> Data? {
    try? PNGFile.encode(RGBAImage(image))
  }
}
