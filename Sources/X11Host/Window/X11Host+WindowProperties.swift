import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// The window's properties for the window manager: title, class, the close and resize-sync
/// protocols, the smallest size, and the desktop's conventions (pid, machine, type, compositing).
extension X11Host {
  /// Where the window's top left corner is on the screen, in pixels.
  func windowOriginOnScreen() -> CGPoint {
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    let display = connection.display
    XTranslateCoordinates(
      display, window.raw, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
    return CGPoint(x: CGFloat(x), y: CGFloat(y))
  }

  /// The window's title, as the window manager shows it.
  public func setTitle(_ title: String) {
    self.title = title
    XStoreName(connection.display, window.raw, title)
    let utf8 = Array(title.utf8)
    XChangeProperty(
      connection.display, window.raw, connection.atom("_NET_WM_NAME"),
      connection.atom("UTF8_STRING"), 8, PropModeReplace, utf8, Int32(utf8.count))
  }

  func setWindowProperties(title: String, className: String, instanceName: String) {
    let display = connection.display
    setTitle(title)
    instanceName.withCString { instance in
      className.withCString { classString in
        var hint = XClassHint(
          res_name: UnsafeMutablePointer(mutating: instance),
          res_class: UnsafeMutablePointer(mutating: classString))
        XSetClassHint(display, window.raw, &hint)
      }
    }
    var protocols = [deleteWindowAtom] + (frameSync.map { [$0.protocolAtom] } ?? [])
    XSetWMProtocols(display, window.raw, &protocols, Int32(protocols.count))
    var hints = XSizeHints()
    hints.flags = PMinSize
    hints.min_width = Int32(Self.minimumSize.width * scale)
    hints.min_height = Int32(Self.minimumSize.height * scale)
    XSetWMNormalHints(display, window.raw, &hints)
    // Who runs the window, so that a window manager can offer to end a hung one (and
    // `xdotool search --pid` finds it); a normal window; never unredirected by a compositor,
    // since it animates.
    setCardinal("_NET_WM_PID", Int(getpid()))
    var host = [CChar](repeating: 0, count: 256)
    gethostname(&host, host.count - 1)
    // The name's bytes, up to its terminating zero.
    let machine = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    XChangeProperty(
      display, window.raw, connection.atom("WM_CLIENT_MACHINE"), connection.atom("STRING"), 8,
      PropModeReplace, machine, Int32(machine.count))
    var normal = [Int(connection.atom("_NET_WM_WINDOW_TYPE_NORMAL"))]
    XChangeProperty(
      display, window.raw, connection.atom("_NET_WM_WINDOW_TYPE"), connection.atom("ATOM"), 32,
      PropModeReplace, &normal, 1)
    setCardinal("_NET_WM_BYPASS_COMPOSITOR", 2)
  }

  /// Sets a one-number CARDINAL property (format 32 takes C longs).
  private func setCardinal(_ name: String, _ value: Int) {
    var data = [value]
    XChangeProperty(
      connection.display, window.raw, connection.atom(name), connection.atom("CARDINAL"), 32,
      PropModeReplace, &data, 1)
  }
}
