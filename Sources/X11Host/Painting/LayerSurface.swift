import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// What the painter draws on: the back buffer, or a layer's own picture.
@MainActor
protocol PaintSurface: AnyObject {
  var picture: XPictureID { get }
  /// Xft's drawing handle for text on the surface (nil: text cannot be drawn there).
  var textDraw: OpaquePointer? { get }
  var width: Int32 { get }
  var height: Int32 { get }
  /// The rectangles being repainted, nil for all of the surface.
  var paintRegion: [CGRect]? { get }
}

extension BackBuffer: PaintSurface {
  var textDraw: OpaquePointer? { textDrawHandle }
}

/// A transparent 32-bit picture that a layer under a 3D transform is painted into, flat,
/// before it is drawn projected onto the surface below.
@MainActor
final class LayerSurface: PaintSurface {
  let picture: XPictureID
  let textDraw: OpaquePointer?
  let width: Int32
  let height: Int32
  /// The part of the layer being painted: what can show of it (nil: all of it).
  private(set) var paintRegion: [CGRect]?
  /// The layer contents the picture holds, and where (nil: all of it), once painted: a
  /// layer that did not change is not painted again.
  var held: (contents: DisplayList, region: CGRect?)?
  private let pixmap: Pixmap
  private let display: OpaquePointer

  init(connection: X11Connection, drawable: XWindowID, width: Int32, height: Int32) {
    display = connection.display
    self.width = width
    self.height = height
    let pixmap = XCreatePixmap(
      connection.display, drawable.raw, UInt32(width), UInt32(height), 32)
    self.pixmap = pixmap
    picture = XPictureID(
      raw: XRenderCreatePicture(connection.display, pixmap, connection.argbFormat, 0, nil))
    if let argb = connection.argbVisual {
      textDraw = XftDrawCreate(connection.display, pixmap, argb.visual, argb.colormap)
    } else {
      textDraw = nil
    }
    XRenderSetPictureFilter(connection.display, picture.raw, "bilinear", nil, 0)
  }

  /// Readies the surface for painting a layer of which only `region` can show (nil: all
  /// of it): that region made transparent (unless `clearing` is false: what is painted
  /// covers it opaque), and painting kept to it. Pixels outside it keep whatever an earlier
  /// layer left; nothing reads them.
  func prepare(region: CGRect?, clearing: Bool = true) {
    removeClip()
    if clearing {
      let rect = region ?? CGRect(x: 0, y: 0, width: Int(width), height: Int(height))
      var transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
      XRenderFillRectangle(
        display, Int32(PictOpSrc), picture.raw, &transparent, Int32(rect.minX),
        Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
    }
    paintRegion = region.map { [$0] }
  }

  /// Takes off the clip that painting leaves on the picture, so that it is read as a source,
  /// and cleared, without one.
  func removeClip() {
    var attributes = XRenderPictureAttributes()
    attributes.clip_mask = 0
    XRenderChangePicture(display, picture.raw, UInt(CPClipMask), &attributes)
    if let textDraw { XftDrawSetClip(textDraw, nil) }
  }

  /// The surface's pixels, premultiplied ARGB (0xAARRGGBB), row by row; nil when the
  /// server does not give them.
  func premultipliedPixels() -> [UInt32]? {
    guard
      let image = XGetImage(
        display, pixmap, 0, 0, UInt32(width), UInt32(height), CX11_ALL_PLANES, ZPixmap)
    else { return nil }
    defer { XDestroyImage(image) }
    let ximage = image.pointee
    guard ximage.bits_per_pixel == 32, let data = ximage.data else { return nil }
    let (columns, rows, stride) = (Int(width), Int(height), Int(ximage.bytes_per_line))
    let bigEndian = ximage.byte_order == MSBFirst
    var pixels = [UInt32](repeating: 0, count: columns * rows)
    data.withMemoryRebound(to: UInt8.self, capacity: stride * rows) { bytes in
      for row in 0..<rows {
        for column in 0..<columns {
          let offset = row * stride + column * 4
          let (b0, b1, b2, b3) = (
            UInt32(bytes[offset]), UInt32(bytes[offset + 1]), UInt32(bytes[offset + 2]),
            UInt32(bytes[offset + 3])
          )
          pixels[row * columns + column] =
            bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
        }
      }
    }
    return pixels
  }

  func destroy() {
    if let textDraw { XftDrawDestroy(textDraw) }
    XRenderFreePicture(display, picture.raw)
    XFreePixmap(display, pixmap)
  }
}
