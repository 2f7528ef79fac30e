import CDBus
import Foundation

/// Follows the freedesktop appearance portal's colour scheme (`org.freedesktop.appearance`
/// `color-scheme`: 0 no preference, 1 dark, 2 light) on the session bus, where one is offered:
/// read once at start (`ReadOne`, or the older `Read`), then from each `SettingChanged` signal.
/// GNOME's dark style is said here, not in XSETTINGS.
@MainActor
final class AppearancePortal {
  private let connection: OpaquePointer
  /// The bus connection's socket, to wait on with the X connection.
  let fileDescriptor: Int32
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
    guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
      return nil
    }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let connection = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { return nil }
    dbus_connection_set_exit_on_disconnect(connection, 0)
    var descriptor: Int32 = -1
    guard dbus_connection_get_unix_fd(connection, &descriptor) != 0 else {
      dbus_connection_close(connection)
      dbus_connection_unref(connection)
      return nil
    }
    self.connection = connection
    fileDescriptor = descriptor
    let rule =
      "type='signal',interface='\(Self.interface)',member='SettingChanged',path='\(Self.path)'"
    dbus_bus_add_match(connection, rule, nil)
    colorScheme = readColorScheme()
  }

  isolated deinit {
    dbus_connection_close(connection)
    dbus_connection_unref(connection)
  }

  /// Whether the bus is still there (a bus that went leaves its socket readable forever).
  var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

  /// Reads what came on the bus; returns whether the colour scheme changed.
  func receive() -> Bool {
    let old = colorScheme
    _ = dbus_connection_read_write(connection, 0)
    while let message = dbus_connection_pop_message(connection) {
      defer { dbus_message_unref(message) }
      guard
        dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0,
        let (namespace, key, value) = Self.setting(in: message),
        namespace == Self.namespace, key == Self.key
      else { continue }
      colorScheme = value
    }
    return colorScheme != old
  }

  /// Asks the portal for the colour scheme: `ReadOne`, else `Read` (version 1). Never starts
  /// a portal that is not running, and waits at most a quarter of a second.
  private func readColorScheme() -> UInt32? {
    for method in ["ReadOne", "Read"] {
      guard
        let call = dbus_message_new_method_call(Self.service, Self.path, Self.interface, method)
      else { return nil }
      defer { dbus_message_unref(call) }
      dbus_message_set_auto_start(call, 0)
      var arguments = DBusMessageIter()
      dbus_message_iter_init_append(call, &arguments)
      Self.append(Self.namespace, to: &arguments)
      Self.append(Self.key, to: &arguments)
      var error = DBusError()
      dbus_error_init(&error)
      defer { dbus_error_free(&error) }
      guard let reply = dbus_connection_send_with_reply_and_block(connection, call, 250, &error)
      else { continue }
      defer { dbus_message_unref(reply) }
      var iterator = DBusMessageIter()
      guard dbus_message_iter_init(reply, &iterator) != 0 else { continue }
      return Self.unsigned(in: &iterator)
    }
    return nil
  }

  /// The namespace, key and value of a `SettingChanged` signal whose value is a number.
  private static func setting(in message: OpaquePointer) -> (String, String, UInt32)? {
    var iterator = DBusMessageIter()
    guard dbus_message_iter_init(message, &iterator) != 0,
      let namespace = string(in: &iterator), dbus_message_iter_next(&iterator) != 0,
      let key = string(in: &iterator), dbus_message_iter_next(&iterator) != 0,
      let value = unsigned(in: &iterator)
    else { return nil }
    return (namespace, key, value)
  }

  private static func string(in iterator: inout DBusMessageIter) -> String? {
    guard dbus_message_iter_get_arg_type(&iterator) == typeString else { return nil }
    var value: UnsafePointer<CChar>?
    dbus_message_iter_get_basic(&iterator, &value)
    return value.map { String(cString: $0) }
  }

  /// A number, inside as many variants as wrap it.
  private static func unsigned(in iterator: inout DBusMessageIter) -> UInt32? {
    switch dbus_message_iter_get_arg_type(&iterator) {
    case typeVariant:
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&iterator, &inner)
      return unsigned(in: &inner)
    case typeUInt32:
      var value: UInt32 = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return value
    default:
      return nil
    }
  }

  private static func append(_ text: String, to iterator: inout DBusMessageIter) {
    text.withCString { characters in
      var pointer: UnsafePointer<CChar>? = characters
      _ = dbus_message_iter_append_basic(&iterator, typeString, &pointer)
    }
  }

  // D-Bus's type codes (macros with casts, which Swift does not import).
  static let typeString = Int32(UInt8(ascii: "s"))
  static let typeVariant = Int32(UInt8(ascii: "v"))
  static let typeUInt32 = Int32(UInt8(ascii: "u"))
}
