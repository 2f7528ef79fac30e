import CX11
import Foundation
import MiniUIKit

/// The coverage of small triangle strips (the ring of a rounded border), kept as 8-bit alpha
/// pictures: a strip drawn again at the same place within a pixel, a marker moving by whole
/// pixels, is rasterised once, not every frame. The server would rasterise it into the same
/// alpha values and composite the colour through them, so the pixels are the same.
@MainActor
final class StripMasks {
  /// A strip's points (16.16 fixed, x then y), relative to the whole pixel at its bounds'
  /// corner.
  private typealias Key = [Int32]

  private let connection: X11Connection
  private let drawable: XWindowID
  private var masks: [Key: Picture] = [:]
  /// Strips drawn once: a strip is kept when it is drawn a second time.
  private var seen: Set<Key> = []
  /// At most this many masks are kept, and strips seen.
  private static let keptCount = 64
  /// Strips whose bounds hold more pixels than this are drawn as they are.
  static let largestArea = 256 * 256
  /// How many masks were made, for tests.
  private(set) var madeCount = 0

  init(connection: X11Connection, drawable: XWindowID) {
    self.connection = connection
    self.drawable = drawable
  }

  /// A mask `width` × `height` of `strip` (device pixels) to place at (`x`, `y`), when the
  /// same strip, seen from the whole pixel at its corner, was drawn before; nil when it is
  /// large or new.
  func mask(of strip: [XPointFixed]) -> (
    picture: Picture, x: Int32, y: Int32, width: UInt32, height: UInt32
  )? {
    guard let first = strip.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in strip {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    // Whole pixels: down at the corner, up at the far side.
    let (x, y) = (minX >> 16, minY >> 16)
    let width = Int(((maxX + 0xFFFF) >> 16) - x)
    let height = Int(((maxY + 0xFFFF) >> 16) - y)
    guard width > 0, height > 0, width * height <= Self.largestArea else { return nil }
    let relative = strip.map { XPointFixed(x: $0.x - (x << 16), y: $0.y - (y << 16)) }
    var key: Key = []
    key.reserveCapacity(2 * relative.count)
    for point in relative { key += [point.x, point.y] }
    let placed = (x: x, y: y, width: UInt32(width), height: UInt32(height))
    if let picture = masks[key] {
      return (picture, placed.x, placed.y, placed.width, placed.height)
    }
    guard seen.contains(key) else {
      if seen.count >= Self.keptCount { seen.removeAll() }
      seen.insert(key)
      return nil
    }
    if masks.count >= Self.keptCount { removeAll() }
    let picture = rasterise(relative, width: placed.width, height: placed.height)
    masks[key] = picture
    madeCount += 1
    return (picture, placed.x, placed.y, placed.width, placed.height)
  }

  private func rasterise(_ strip: [XPointFixed], width: UInt32, height: UInt32) -> Picture {
    let display = connection.display
    let pixmap = XCreatePixmap(display, drawable.raw, width, height, 8)
    let picture = XRenderCreatePicture(display, pixmap, connection.alphaFormat, 0, nil)
    // The picture keeps the pixmap alive.
    XFreePixmap(display, pixmap)
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(display, Int32(PictOpSrc), picture, &clear, 0, 0, width, height)
    var opaque = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF)
    let source = XRenderCreateSolidFill(display, &opaque)
    XRenderCompositeTriStrip(
      display, Int32(PictOpOver), source, picture, connection.alphaFormat, 0, 0, strip,
      Int32(strip.count))
    XRenderFreePicture(display, source)
    return picture
  }

  func removeAll() {
    for picture in masks.values { XRenderFreePicture(connection.display, picture) }
    masks.removeAll()
    seen.removeAll()
  }
}
