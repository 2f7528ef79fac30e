import CDBus
import Foundation

/// Follows the freedesktop appearance portal's colour scheme (`org.freedesktop.appearance`
/// `color-scheme`: 0 no preference, 1 dark, 2 light) on the session bus, where one is offered:
/// read once at start (`ReadOne`, or the older `Read`), then from each `SettingChanged` signal.
/// GNOME's dark style is said here, not in XSETTINGS.
@MainActor
final class AppearancePortal {
  private let connection: DBusConnection
  /// The bus connection's socket, to wait on with the X connection.
  var fileDescriptor: Int32 { connection.fileDescriptor }
  /// The scheme as last read; nil when no portal answered.
  private(set) var colorScheme: UInt32?

  static let service = "org.freedesktop.portal.Desktop"
  static let path = "/org/freedesktop/portal/desktop"
  static let interface = "org.freedesktop.portal.Settings"
  static let namespace = "org.freedesktop.appearance"
  static let key = "color-scheme"

  /// Whether the portal prefers dark (nil: it says nothing).
  var prefersDark: Bool? {
    switch colorScheme {
    case 1: true
    case 2: false
    default: nil
    }
  }

  /// A connection to the session bus, or nil where there is none (no
  /// `DBUS_SESSION_BUS_ADDRESS`, or it cannot be reached).
  init?() {
    guard let connection = DBusConnection.session() else { return nil }
    self.connection = connection
    connection.addMatch(
      "type='signal',interface='\(Self.interface)',member='SettingChanged',path='\(Self.path)'")
    colorScheme = readColorScheme()
  }

  /// Whether the bus is still there (a bus that went leaves its socket readable forever).
  var isConnected: Bool { connection.isConnected }

  /// Whether messages wait that `receive()` would hand over.
  var hasMessagesWaiting: Bool { connection.hasMessagesWaiting }

  /// Reads what came on the bus; returns whether the colour scheme changed.
  func receive() -> Bool {
    let old = colorScheme
    connection.receive { message in
      guard
        dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0,
        let (namespace, key, value) = Self.setting(in: message),
        namespace == Self.namespace, key == Self.key
      else { return }
      colorScheme = value
    }
    return colorScheme != old
  }

  /// Asks the portal for the colour scheme: `ReadOne`, else `Read` (version 1). Never starts
  /// a portal that is not running, and waits at most a quarter of a second.
  private func readColorScheme() -> UInt32? {
    for method in ["ReadOne", "Read"] {
      guard
        let call = connection.methodCall(
          to: Self.service, path: Self.path, interface: Self.interface, method: method,
          arguments: {
            $0.append(Self.namespace)
            $0.append(Self.key)
          }),
        let reply = connection.reply(to: call)
      else { continue }
      defer { dbus_message_unref(reply) }
      var reader = DBusMessageReader(reply)
      guard let scheme = reader.integer() else { continue }
      return UInt32(truncatingIfNeeded: scheme)
    }
    return nil
  }

  /// The namespace, key and value of a `SettingChanged` signal whose value is a number.
  private static func setting(in message: OpaquePointer) -> (String, String, UInt32)? {
    var reader = DBusMessageReader(message)
    guard let namespace = reader.string(), let key = reader.string(),
      let value = reader.integer()
    else { return nil }
    return (namespace, key, UInt32(truncatingIfNeeded: value))
  }
}
