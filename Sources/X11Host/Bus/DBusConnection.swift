import CDBus
import Foundation

/// A private connection to a D-Bus bus (the session bus, or the accessibility bus), read
/// from the run loop: its socket is polled with the X connection's, and `receive` hands
/// over what came.
@MainActor
final class DBusConnection {
  let raw: OpaquePointer
  /// The socket, to wait on with the X connection.
  let fileDescriptor: Int32

  /// The session bus, or nil where there is none (no `DBUS_SESSION_BUS_ADDRESS`, or it
  /// cannot be reached).
  static func session() -> DBusConnection? {
    guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
      return nil
    }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    return dbus_bus_get_private(DBUS_BUS_SESSION, &error).flatMap(DBusConnection.init(raw:))
  }

  /// The bus at `address`, registered (it has a unique name); nil when it cannot be reached.
  static func bus(at address: String) -> DBusConnection? {
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let raw = dbus_connection_open_private(address, &error) else { return nil }
    guard dbus_bus_register(raw, &error) != 0 else {
      dbus_connection_close(raw)
      dbus_connection_unref(raw)
      return nil
    }
    return DBusConnection(raw: raw)
  }

  private init?(raw: OpaquePointer) {
    dbus_connection_set_exit_on_disconnect(raw, 0)
    var descriptor: Int32 = -1
    guard dbus_connection_get_unix_fd(raw, &descriptor) != 0 else {
      dbus_connection_close(raw)
      dbus_connection_unref(raw)
      return nil
    }
    self.raw = raw
    fileDescriptor = descriptor
  }

  isolated deinit {
    dbus_connection_close(raw)
    dbus_connection_unref(raw)
  }

  /// Whether the bus is still there (a bus that went leaves its socket readable forever).
  var isConnected: Bool { dbus_connection_get_is_connected(raw) != 0 }

  /// The connection's name on the bus (":1.42").
  var uniqueName: String { dbus_bus_get_unique_name(raw).map { String(cString: $0) } ?? "" }

  /// Asks the bus to send the signals `rule` matches.
  func addMatch(_ rule: String) {
    dbus_bus_add_match(raw, rule, nil)
  }

  /// A method call to `destination`; the arguments are appended by `arguments`. Starts a
  /// service that is not running only if `startsService`.
  func methodCall(
    to destination: String, path: String, interface: String, method: String,
    startsService: Bool = false, arguments: (inout DBusMessageWriter) -> Void = { _ in }
  ) -> OpaquePointer? {
    guard let call = dbus_message_new_method_call(destination, path, interface, method) else {
      return nil
    }
    dbus_message_set_auto_start(call, startsService ? 1 : 0)
    var writer = DBusMessageWriter(appendingTo: call)
    arguments(&writer)
    return call
  }

  /// Sends `call` and waits at most `timeout` milliseconds for the reply (nil: an error or
  /// no answer). Takes the call; the caller unrefs the reply.
  func reply(to call: OpaquePointer, timeout: Int32 = 250) -> OpaquePointer? {
    defer { dbus_message_unref(call) }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    return dbus_connection_send_with_reply_and_block(raw, call, timeout, &error)
  }

  /// Sends `message` (and takes it) without waiting; returns its serial number.
  @discardableResult
  func send(_ message: OpaquePointer) -> UInt32 {
    defer { dbus_message_unref(message) }
    var serial: UInt32 = 0
    _ = dbus_connection_send(raw, message, &serial)
    return serial
  }

  /// Whether messages were read and wait to be handed over: a flush or a blocking call
  /// reads what comes meanwhile, and the socket no longer says so.
  var hasMessagesWaiting: Bool {
    dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS
  }

  /// Writes what waits to be sent.
  func flush() { dbus_connection_flush(raw) }

  /// Reads what came, and hands each message to `handle`.
  func receive(_ handle: (OpaquePointer) -> Void) {
    _ = dbus_connection_read_write(raw, 0)
    while let message = dbus_connection_pop_message(raw) {
      handle(message)
      dbus_message_unref(message)
    }
  }
}
