import CX11
import Foundation

/// Rectangles (device pixels) that the commands painted so far have left one opaque colour,
/// with nothing painted over them since: a translucent fill over one of them (a dimming view
/// over a page) is the opaque colour the X server would blend there, filled, not a blend
/// of every pixel.
struct SolidAreas {
  /// A pixel's red, green and blue.
  typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8)

  /// The areas, apart from each other.
  private(set) var areas: [(rect: CGRect, pixel: Pixel)] = []

  /// At most this many are kept, the largest (what a frame paints cuts them up).
  static let maximumCount = 8

  /// What painting over `extent` does: the areas lose it (in whole pixels: text's extents
  /// are not, and the areas must stay whole pixels to be filled).
  mutating func paint(over extent: CGRect) {
    guard areas.contains(where: { DeviceGeometry.meet($0.rect, extent) }) else { return }
    let extent = extent.integral
    var kept: [(rect: CGRect, pixel: Pixel)] = []
    var pieces: [CGRect] = []
    for area in areas {
      pieces.removeAll(keepingCapacity: true)
      DeviceGeometry.subtract(extent, from: area.rect, into: &pieces)
      for piece in pieces where piece.width > 0 && piece.height > 0 {
        kept.append((piece, area.pixel))
      }
    }
    areas = kept
    keepLargest()
  }

  /// `rect` (apart from every area, once `paint(over:)` took it) is now `pixel`.
  mutating func add(_ rect: CGRect, pixel: Pixel) {
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
    areas.append((rect, pixel))
    keepLargest()
  }

  /// An opaque fill painted `pixel` over `rect` (an opaque area, or null), only within
  /// `parts` if there are any.
  mutating func add(_ rect: CGRect, within parts: ArraySlice<CGRect>, pixel: Pixel) {
    guard !parts.isEmpty else { return add(rect, pixel: pixel) }
    for part in parts { add(DeviceGeometry.intersection(rect, part), pixel: pixel) }
  }

  private mutating func keepLargest() {
    guard areas.count > Self.maximumCount else { return }
    areas.sort { DeviceGeometry.area($0.rect) > DeviceGeometry.area($1.rect) }
    areas.removeLast(areas.count - Self.maximumCount)
  }

  /// The pixel an opaque fill of `color` leaves (the server keeps 8 bits a channel).
  static func pixel(of color: XRenderColor) -> Pixel {
    (UInt8(color.red >> 8), UInt8(color.green >> 8), UInt8(color.blue >> 8))
  }

  /// `color` (premultiplied, as XRender's) drawn over `pixel`, as pixman blends it: each
  /// channel the source's plus the destination's times the source's transparency, rounded
  /// as pixman divides by 255, at most 255.
  static func blend(_ color: XRenderColor, over pixel: Pixel) -> Pixel {
    let transparency = 255 - Int(color.alpha >> 8)
    func channel(_ source: UInt16, _ destination: UInt8) -> UInt8 {
      let product = Int(destination) * transparency + 0x80
      return UInt8(min(Int(source >> 8) + (((product >> 8) + product) >> 8), 255))
    }
    return (
      channel(color.red, pixel.red), channel(color.green, pixel.green),
      channel(color.blue, pixel.blue)
    )
  }

  /// An opaque colour that leaves `pixel`.
  static func color(of pixel: Pixel) -> XRenderColor {
    XRenderColor(
      red: UInt16(pixel.red) * 257, green: UInt16(pixel.green) * 257,
      blue: UInt16(pixel.blue) * 257, alpha: 0xFFFF)
  }
}
