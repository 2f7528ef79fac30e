import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// An offscreen pixmap of the window's size that frames are painted into, then presented to
/// the window with XCopyArea: no flicker and no partial frames. It keeps the last frame, so
/// the next one repaints and presents only what changed (see `Damage`).
@MainActor
final class BackBuffer {
  let pixmap: XPixmapID
  let picture: XPictureID
  /// Xft's drawing handle for text on this pixmap.
  let textDrawHandle: OpaquePointer
  let width: Int32
  let height: Int32
  private let connection: X11Connection
  /// The frame the buffer holds (in device pixels); nil when it holds none, or something
  /// painted behind the painter's back.
  var shownFrame: FramePlanner.Frame?
  /// For copies within the buffer (a scroll's move), without exposure events.
  private let gc: GC
  /// While a frame is painted: the rectangles being repainted (nil: all of the buffer).
  var paintRegion: [CGRect]?

  /// A buffer of `width` × `height` pixels, whatever the server says (see `make` for one
  /// that falls back when refused).
  convenience init(connection: X11Connection, window: XWindowID, width: Int32, height: Int32) {
    let pixmap = Self.createPixmap(connection, window, width: max(width, 1), height: max(height, 1))
    self.init(connection: connection, pixmap: pixmap, width: max(width, 1), height: max(height, 1))
  }

  private init(connection: X11Connection, pixmap: XPixmapID, width: Int32, height: Int32) {
    self.connection = connection
    self.pixmap = pixmap
    self.width = width
    self.height = height
    let display = connection.display
    picture = XPictureID(
      raw: XRenderCreatePicture(display, pixmap.raw, connection.windowFormat, 0, nil))
    textDrawHandle = XftDrawCreate(display, pixmap.raw, connection.visual, connection.colormap)
    gc = XCreateGC(display, pixmap.raw, 0, nil)
    XSetGraphicsExposures(display, gc, 0)
  }

  private static func createPixmap(
    _ connection: X11Connection, _ window: XWindowID, width: Int32, height: Int32
  ) -> XPixmapID {
    XPixmapID(
      raw: XCreatePixmap(
        connection.display, window.raw, UInt32(width), UInt32(height), UInt32(connection.depth)))
  }

  /// A back buffer for a window of `width` × `height` pixels. When the server refuses one that
  /// large (BadAlloc), the part of the window the screen can show is buffered instead (and,
  /// if that is refused too, half of it each way, and so on), and the refusal is reported.
  static func make(connection: X11Connection, window: XWindowID, width: Int32, height: Int32)
    -> BackBuffer
  {
    let display = connection.display
    var size = (width: max(width, 1), height: max(height, 1))
    while true {
      let serial = XNextRequest(display)
      let pixmap = createPixmap(connection, window, width: size.width, height: size.height)
      XSync(display, 0)
      guard let refusal = X11ErrorHandlers.errors(since: serial).first,
        size.width > 1 || size.height > 1
      else {
        return BackBuffer(
          connection: connection, pixmap: pixmap, width: size.width, height: size.height)
      }
      let screenWidth = XDisplayWidth(display, connection.screen)
      let screenHeight = XDisplayHeight(display, connection.screen)
      let smaller =
        size.width > screenWidth || size.height > screenHeight
        ? (width: min(size.width, screenWidth), height: min(size.height, screenHeight))
        : (width: max(size.width / 2, 1), height: max(size.height / 2, 1))
      FileHandle.standardError.write(
        Data(
          ("\(X11ErrorHandlers.programName): the X server refused a \(size.width)×\(size.height)"
            + " back buffer (\(refusal)); drawing the top-left \(smaller.width)×\(smaller.height)"
            + " pixels of the window instead\n").utf8))
      size = smaller
    }
  }

  /// Copies the whole buffer to `window`.
  func present(to window: XWindowID, gc: GC) {
    XCopyArea(
      connection.display, pixmap.raw, window.raw, gc, 0, 0, UInt32(width), UInt32(height), 0, 0)
  }

  /// Copies `region` (whole pixels within the buffer) to `window`, one XCopyArea a rectangle.
  func present(_ region: [CGRect], to window: XWindowID, gc: GC) {
    for rect in region {
      XCopyArea(
        connection.display, pixmap.raw, window.raw, gc, Int32(rect.minX), Int32(rect.minY),
        UInt32(rect.width), UInt32(rect.height), Int32(rect.minX), Int32(rect.minY))
    }
  }

  /// Copies the pixels that `move` takes to its area, within the buffer.
  func apply(_ move: Damage.Move) {
    let area = move.area
    XCopyArea(
      connection.display, pixmap.raw, pixmap.raw, gc, Int32(area.minX - move.offset.x),
      Int32(area.minY - move.offset.y), UInt32(area.width), UInt32(area.height),
      Int32(area.minX), Int32(area.minY))
  }

  func destroy() {
    XFreeGC(connection.display, gc)
    XftDrawDestroy(textDrawHandle)
    XRenderFreePicture(connection.display, picture.raw)
    XFreePixmap(connection.display, pixmap.raw)
  }
}
