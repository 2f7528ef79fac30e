import CX11
import Foundation
@_spi(Host) import MiniUIKit

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

  /// A mask of `strip` (device pixels) and the whole pixels to place it over, when the same
  /// strip, seen from the whole pixel at its corner, was drawn before; nil when it is large or
  /// new. `painter` gives the opaque source it is rasterised with.
  func mask(of strip: [XPointFixed], painter: XRenderPainter) -> (picture: Picture, rect: CGRect)? {
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
    for point in relative {
      key.append(point.x)
      key.append(point.y)
    }
    let rect = CGRect(x: Int(x), y: Int(y), width: width, height: height)
    if let picture = masks[key] { return (picture, rect) }
    guard seen.contains(key) else {
      if seen.count >= Self.keptCount { seen.removeAll() }
      seen.insert(key)
      return nil
    }
    if masks.count >= Self.keptCount { removeAll() }
    let picture = connection.alphaPicture(
      width: UInt32(width), height: UInt32(height), for: drawable, cleared: true)
    let opaque = painter.solidPicture(XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF))
    XRenderCompositeTriStrip(
      connection.display, Int32(PictOpOver), opaque, picture, connection.alphaFormat, 0, 0,
      relative, Int32(relative.count))
    masks[key] = picture
    madeCount += 1
    return (picture, rect)
  }

  func removeAll() {
    for picture in masks.values { XRenderFreePicture(connection.display, picture) }
    masks.removeAll()
    seen.removeAll()
  }
}
