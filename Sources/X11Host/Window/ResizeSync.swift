import CX11
import Foundation

/// The window manager's resize sync (`_NET_WM_SYNC_REQUEST`): before it resizes the window,
/// the window manager sends a number; once the app has drawn a frame at the new size, it
/// sets its XSync counter to that number, and only then does the window manager (and its
/// compositor) show the window at that size. An interactive resize under a compositing
/// window manager never shows a stale or half-drawn frame.
@MainActor
final class ResizeSync {
  private let display: OpaquePointer
  private let counter: XSyncCounter
  /// `_NET_WM_SYNC_REQUEST`, the protocol the window takes part in (in `WM_PROTOCOLS`).
  let protocolAtom: Atom
  /// The number the window manager sent, until a frame answers it.
  private var requested: XSyncValue?
  /// Whether the window was configured (its new size) since the request.
  private var isConfigured = false

  /// The counter, named on the window (`_NET_WM_SYNC_REQUEST_COUNTER`); nil when the server
  /// lacks the SYNC extension.
  init?(connection: X11Connection, window: XWindowID) {
    display = connection.display
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XSyncQueryExtension(display, &eventBase, &errorBase) != 0,
      XSyncInitialize(display, &major, &minor) != 0
    else { return nil }
    var zero = XSyncValue()
    XSyncIntsToValue(&zero, 0, 0)
    counter = XSyncCreateCounter(display, zero)
    protocolAtom = connection.atom("_NET_WM_SYNC_REQUEST")
    var value = [Int(counter)]
    XChangeProperty(
      display, window.raw, connection.atom("_NET_WM_SYNC_REQUEST_COUNTER"),
      connection.atom("CARDINAL"), 32, PropModeReplace, &value, 1)
  }

  /// Takes a `WM_PROTOCOLS` message if it is a sync request (true).
  func take(_ message: XClientMessageEvent) -> Bool {
    guard Atom(message.data.l.0) == protocolAtom else { return false }
    var value = XSyncValue()
    // The number's low 32 bits, then its high 32 bits.
    XSyncIntsToValue(
      &value, UInt32(truncatingIfNeeded: message.data.l.2),
      Int32(truncatingIfNeeded: message.data.l.3))
    requested = value
    isConfigured = false
    return true
  }

  /// The window manager configured the window (a ConfigureNotify): the next frame is drawn
  /// at the size the request was for.
  func windowConfigured() {
    if requested != nil { isConfigured = true }
  }

  /// Whether a request waits for the next frame (which should then be shown at once).
  var isWaiting: Bool { requested != nil && isConfigured }

  /// A frame is on the window: answers the request if the frame has the new size.
  func frameShown() {
    guard let value = requested, isConfigured else { return }
    XSyncSetCounter(display, counter, value)
    requested = nil
  }

  func destroy() {
    XSyncDestroyCounter(display, counter)
  }
}
