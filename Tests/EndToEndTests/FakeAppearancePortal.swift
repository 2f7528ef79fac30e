import CDBus
import Foundation

/// A private session bus (a real dbus-daemon) with a stand-in for xdg-desktop-portal that
/// owns `org.freedesktop.portal.Desktop`, answers `Settings.ReadOne` and `Read` for
/// `org.freedesktop.appearance` `color-scheme`, and signals `SettingChanged` when the
/// scheme is set. It serves the bus on a thread of its own.
final class FakeAppearancePortal: @unchecked Sendable {
  /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
  var address: String { bus.address }
  private let bus: PrivateSessionBus
  private let connection: OpaquePointer
  private let lock = NSLock()
  private var scheme: UInt32
  private var changed = false
  private var isRunning = true
  private let finished = DispatchSemaphore(value: 0)

  struct Failure: Error, CustomStringConvertible { var description: String }

  init(colorScheme: UInt32) throws {
    bus = try PrivateSessionBus()
    scheme = colorScheme
    let address = bus.address
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let connection = dbus_connection_open_private(address, &error),
      dbus_bus_register(connection, &error) != 0
    else {
      bus.stop()
      throw Failure(description: "cannot reach the bus at '\(address)'")
    }
    self.connection = connection
    guard
      dbus_bus_request_name(connection, "org.freedesktop.portal.Desktop", 4, &error)
        == 1  // DBUS_NAME_FLAG_DO_NOT_QUEUE; DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
    else {
      bus.stop()
      throw Failure(description: "cannot own the portal's name")
    }
    Thread.detachNewThread { [self] in serve() }
  }

  /// Says `colorScheme` from now on, and signals the change.
  func set(colorScheme: UInt32) {
    lock.lock()
    scheme = colorScheme
    changed = true
    lock.unlock()
  }

  func stop() {
    lock.lock()
    isRunning = false
    lock.unlock()
    finished.wait()
    dbus_connection_close(connection)
    dbus_connection_unref(connection)
    bus.stop()
  }

  private func serve() {
    defer { finished.signal() }
    while true {
      lock.lock()
      let (running, scheme, changed) = (isRunning, self.scheme, self.changed)
      self.changed = false
      lock.unlock()
      guard running else { return }
      if changed { signal(scheme) }
      _ = dbus_connection_read_write(connection, 20)
      while let message = dbus_connection_pop_message(connection) {
        answer(message, scheme: scheme)
        dbus_message_unref(message)
      }
    }
  }

  private func answer(_ call: OpaquePointer, scheme: UInt32) {
    let interface = "org.freedesktop.portal.Settings"
    let isReadOne = dbus_message_is_method_call(call, interface, "ReadOne") != 0
    guard isReadOne || dbus_message_is_method_call(call, interface, "Read") != 0,
      let reply = dbus_message_new_method_return(call)
    else { return }
    defer { dbus_message_unref(reply) }
    var arguments = DBusMessageIter()
    dbus_message_iter_init_append(reply, &arguments)
    // ReadOne gives the value in a variant; Read, version 1's, in a variant in a variant.
    append(scheme, to: &arguments, variants: isReadOne ? 1 : 2)
    dbus_connection_send(connection, reply, nil)
    dbus_connection_flush(connection)
  }

  private func signal(_ scheme: UInt32) {
    guard
      let message = dbus_message_new_signal(
        "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged")
    else { return }
    defer { dbus_message_unref(message) }
    var arguments = DBusMessageIter()
    dbus_message_iter_init_append(message, &arguments)
    for text in ["org.freedesktop.appearance", "color-scheme"] {
      text.withCString { characters in
        var pointer: UnsafePointer<CChar>? = characters
        _ = dbus_message_iter_append_basic(&arguments, Int32(UInt8(ascii: "s")), &pointer)
      }
    }
    append(scheme, to: &arguments, variants: 1)
    dbus_connection_send(connection, message, nil)
    dbus_connection_flush(connection)
  }

  /// `value` inside `variants` nested variants.
  private func append(_ value: UInt32, to iterator: inout DBusMessageIter, variants: Int) {
    guard variants > 0 else {
      var value = value
      _ = dbus_message_iter_append_basic(&iterator, Int32(UInt8(ascii: "u")), &value)
      return
    }
    var inner = DBusMessageIter()
    let signature = variants > 1 ? "v" : "u"
    _ = dbus_message_iter_open_container(
      &iterator, Int32(UInt8(ascii: "v")), signature, &inner)
    append(value, to: &inner, variants: variants - 1)
    _ = dbus_message_iter_close_container(&iterator, &inner)
  }
}
