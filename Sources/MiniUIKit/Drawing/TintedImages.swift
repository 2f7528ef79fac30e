import Foundation

/// Template bitmaps in a tint colour: each image's alpha filled with the colour, made once
/// for as long as the image lives (a new image each frame would be uploaded each frame).
@MainActor
final class TintedImages {
  private struct Key: Hashable {
    let image: ObjectIdentifier
    let color: UIColor
  }

  private struct Entry {
    weak var source: UIImage?
    let tinted: UIImage
  }

  private var entries: [Key: Entry] = [:]

  /// `image`'s shape in `color`.
  func image(_ image: UIImage, in color: UIColor) -> UIImage {
    let key = Key(image: ObjectIdentifier(image), color: color)
    if let entry = entries[key], entry.source === image { return entry.tinted }
    if entries.count > 64 { entries = entries.filter { $0.value.source != nil } }
    // One image in ever new colours (a tint that animates) keeps only the recent ones.
    if entries.count > 256 { entries.removeAll() }
    let alpha = min(max(color.alpha, 0), 1)
    let (red, green, blue) = (color.red * alpha, color.green * alpha, color.blue * alpha)
    let pixels = image.pixels.map { pixel -> UInt32 in
      let coverage = CGFloat(pixel >> 24) / 255
      func channel(_ value: CGFloat) -> UInt32 { UInt32((value * coverage * 255).rounded()) }
      return channel(alpha) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }
    let tinted =
      UIImage(
        width: image.width, height: image.height, premultipliedARGB: pixels, scale: image.scale)
      ?? image
    entries[key] = Entry(source: image, tinted: tinted)
    return tinted
  }
}
