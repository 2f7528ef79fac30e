import CX11
import Foundation

/// An open connection to an X server with XRender, and what the host needs from it.
@MainActor
final class X11Connection {
  let display: OpaquePointer
  let screen: Int32
  let root: XWindowID
  let visual: UnsafeMutablePointer<Visual>
  let depth: Int32
  let colormap: Colormap
  /// Picture formats: the window's visual, 32-bit ARGB images, 8-bit alpha masks.
  let windowFormat: UnsafeMutablePointer<XRenderPictFormat>
  let argbFormat: UnsafeMutablePointer<XRenderPictFormat>
  let alphaFormat: UnsafeMutablePointer<XRenderPictFormat>
  /// A 32-bit TrueColor visual and a colormap for it, for text on transparent pictures
  /// (nil when the server has none).
  let argbVisual: (visual: UnsafeMutablePointer<Visual>, colormap: Colormap)?

  /// Opens `name` (nil: `$DISPLAY`) and checks for RENDER.
  init(displayName name: String?) throws {
    guard let display = XOpenDisplay(name) else {
      throw X11Error.cannotOpenDisplay(
        name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "(DISPLAY is not set)")
    }
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XRenderQueryExtension(display, &eventBase, &errorBase) != 0 else {
      XCloseDisplay(display)
      throw X11Error.missingExtension("RENDER")
    }
    self.display = display
    screen = XDefaultScreen(display)
    root = XWindowID(raw: XRootWindow(display, screen))
    visual = XDefaultVisual(display, screen)
    depth = XDefaultDepth(display, screen)
    colormap = XDefaultColormap(display, screen)
    guard let windowFormat = XRenderFindVisualFormat(display, visual),
      let argbFormat = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)),
      let alphaFormat = XRenderFindStandardFormat(display, Int32(PictStandardA8))
    else {
      XCloseDisplay(display)
      throw X11Error.noPictureFormat
    }
    self.windowFormat = windowFormat
    self.argbFormat = argbFormat
    self.alphaFormat = alphaFormat
    var info = XVisualInfo()
    if XMatchVisualInfo(display, screen, 32, TrueColor, &info) != 0, let argb = info.visual {
      argbVisual = (argb, XCreateColormap(display, root.raw, argb, AllocNone))
    } else {
      argbVisual = nil
    }
  }

  /// The file descriptor to poll for incoming events.
  var fileDescriptor: Int32 { XConnectionNumber(display) }

  func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

  /// A new 8-bit alpha picture of `width` × `height` for `drawable`'s screen (masks), cleared
  /// when `cleared`, else holding nothing defined until drawn. The picture keeps its pixmap
  /// alive.
  func alphaPicture(width: UInt32, height: UInt32, for drawable: XWindowID, cleared: Bool)
    -> Picture
  {
    let pixmap = XCreatePixmap(display, drawable.raw, width, height, 8)
    let picture = XRenderCreatePicture(display, pixmap, alphaFormat, 0, nil)
    XFreePixmap(display, pixmap)
    if cleared {
      var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
      XRenderFillRectangle(display, Int32(PictOpSrc), picture, &clear, 0, 0, width, height)
    }
    return picture
  }

  func close() { XCloseDisplay(display) }
}
