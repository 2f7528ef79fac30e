import CX11

/// An offscreen pixmap of the window's size that frames are painted into, then presented to
/// the window with one XCopyArea: no flicker and no partial frames.
@MainActor
final class BackBuffer {
  let pixmap: XPixmapID
  let picture: XPictureID
  /// Xft's drawing handle for text on this pixmap.
  let textDrawHandle: OpaquePointer
  let width: Int32
  let height: Int32
  private let connection: X11Connection

  init(connection: X11Connection, window: XWindowID, width: Int32, height: Int32) {
    self.connection = connection
    self.width = max(width, 1)
    self.height = max(height, 1)
    let display = connection.display
    pixmap = XPixmapID(
      raw: XCreatePixmap(
        display, window.raw, UInt32(self.width), UInt32(self.height), UInt32(connection.depth)))
    picture = XPictureID(
      raw: XRenderCreatePicture(display, pixmap.raw, connection.windowFormat, 0, nil))
    textDrawHandle = XftDrawCreate(display, pixmap.raw, connection.visual, connection.colormap)
  }

  /// Copies the whole buffer to `window`.
  func present(to window: XWindowID, gc: GC) {
    XCopyArea(
      connection.display, pixmap.raw, window.raw, gc, 0, 0, UInt32(width), UInt32(height), 0, 0)
  }

  func destroy() {
    XftDrawDestroy(textDrawHandle)
    XRenderFreePicture(connection.display, picture.raw)
    XFreePixmap(connection.display, pixmap.raw)
  }
}
