import CX11
import Foundation

/// Follows the desktop's XSETTINGS live: finds the manager (the owner of the selection
/// `_XSETTINGS_S<screen>`), reads its `_XSETTINGS_SETTINGS` property, and reads it again each
/// time it changes. A manager that goes leaves no settings; one that comes announces itself
/// with a `MANAGER` message on the root window.
@MainActor
final class XSettingsWatcher {
  private let display: OpaquePointer
  private let root: Window
  private let selection: Atom
  private let settingsAtom: Atom
  private let managerAtom: Atom
  /// The manager's window, 0 when there is none.
  private var owner: Window = 0
  /// The settings as last read (empty without a manager).
  private(set) var settings = XSettings()

  init(connection: X11Connection) {
    display = connection.display
    root = connection.root.raw
    selection = connection.atom("_XSETTINGS_S\(connection.screen)")
    settingsAtom = connection.atom("_XSETTINGS_SETTINGS")
    managerAtom = connection.atom("MANAGER")
    // MANAGER messages come to the root window with StructureNotify selected there (other
    // clients' selections of the root are unaffected).
    var attributes = XWindowAttributes()
    XGetWindowAttributes(display, root, &attributes)
    XSelectInput(display, root, attributes.your_event_mask | StructureNotifyMask)
    refresh()
  }

  /// Looks at an event; returns true when the settings changed.
  func handle(_ event: inout XEvent) -> Bool {
    switch event.type {
    case ClientMessage
    where event.xclient.window == root && event.xclient.message_type == managerAtom
      && Atom(event.xclient.data.l.1) == selection:
      return refresh()
    case PropertyNotify
    where event.xproperty.window == owner && event.xproperty.atom == settingsAtom:
      return refresh()
    case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
      return refresh()
    default:
      return false
    }
  }

  /// Asks who owns the selection now, watches that window and reads its settings; returns
  /// whether they changed. The server is grabbed meanwhile, so that the manager cannot go
  /// between the question and the reading (as the specification advises): a window that
  /// owns the selection exists.
  @discardableResult
  private func refresh() -> Bool {
    let old = settings
    XGrabServer(display)
    owner = XGetSelectionOwner(display, selection)
    // Again each time: a new manager's window may reuse the old one's id.
    if owner != 0 { XSelectInput(display, owner, StructureNotifyMask | PropertyChangeMask) }
    let bytes = owner != 0 ? propertyBytes() : nil
    XUngrabServer(display)
    XFlush(display)
    settings = XSettings()
    if let bytes {
      do {
        settings = try XSettings(bytes: bytes)
      } catch {
        // One line; the settings count as none.
        FileHandle.standardError.write(
          Data(
            "\(X11ErrorHandlers.programName): ignoring the desktop's XSETTINGS: \(error)\n".utf8))
      }
    }
    return settings != old
  }

  /// The whole `_XSETTINGS_SETTINGS` property of the owner, nil when it is not there.
  private func propertyBytes() -> [UInt8]? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    // The length is in 32-bit units: up to 4 MB of settings.
    let status = XGetWindowProperty(
      display, owner, settingsAtom, 0, 1 << 20, 0, settingsAtom, &type, &format, &count,
      &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, format == 8, let data else { return nil }
    return Array(UnsafeBufferPointer(start: data, count: Int(count)))
  }
}
