import CX11
import Foundation

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
  /// A layer is painted whole.
  let paintRegion: [CGRect]? = nil
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

  /// Makes the surface fully transparent.
  func clear() {
    var transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(
      display, Int32(PictOpSrc), picture.raw, &transparent, 0, 0, UInt32(width), UInt32(height))
  }

  func destroy() {
    if let textDraw { XftDrawDestroy(textDraw) }
    XRenderFreePicture(display, picture.raw)
    XFreePixmap(display, pixmap)
  }
}
