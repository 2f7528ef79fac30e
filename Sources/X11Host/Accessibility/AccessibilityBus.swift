import CDBus
import Foundation
@_spi(Host) import MiniUIKit

/// Finds the desktop's accessibility bus on the session bus (`org.a11y.Bus`, which
/// at-spi2-core's launcher owns), keeps the application's `ATSPIBridge` on it while it is
/// there, and follows whether a screen reader listens (`org.a11y.Status`'s
/// `ScreenReaderEnabled`, which GNOME sets when its screen reader is turned on).
///
/// Where no accessibility bus runs nothing is started and nothing is printed: the session
/// bus only says when one appears.
@MainActor
final class AccessibilityBus {
  private let session: DBusConnection
  /// Makes the bridge, given the accessibility bus's address.
  private let makeBridge: (String) -> ATSPIBridge?
  /// The bridge on the accessibility bus, while there is one.
  private(set) var bridge: ATSPIBridge?
  /// The session's `ScreenReaderEnabled`: the desktop's setting that a screen reader runs.
  private var screenReaderEnabled = false

  static let service = "org.a11y.Bus"
  static let path = "/org/a11y/bus"

  /// Watches the session bus; nil where there is none.
  init?(makeBridge: @escaping (String) -> ATSPIBridge?) {
    guard let session = DBusConnection.session() else { return nil }
    self.session = session
    self.makeBridge = makeBridge
    session.addMatch(
      "type='signal',interface='org.freedesktop.DBus',member='NameOwnerChanged',"
        + "arg0='\(Self.service)'")
    session.addMatch(
      "type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',"
        + "path='\(Self.path)'")
    connect()
  }

  /// The sockets to wait on: the session bus's, and the accessibility bus's.
  var fileDescriptors: [Int32] {
    [session.fileDescriptor] + (bridge.map { [$0.connection.fileDescriptor] } ?? [])
  }

  /// Whether messages wait on either bus that `receive()` would hand over.
  var hasMessagesWaiting: Bool {
    session.hasMessagesWaiting || bridge?.connection.hasMessagesWaiting == true
  }

  /// Whether the session bus is still there.
  var isConnected: Bool { session.isConnected }

  /// Reads both buses: answers the bridge's clients, connects when the accessibility bus
  /// appears, lets the bridge go when it goes, and follows the screen reader.
  func receive() {
    var busChanged = false
    var statusChanged = false
    session.receive { message in
      if dbus_message_is_signal(message, "org.freedesktop.DBus", "NameOwnerChanged") != 0 {
        busChanged = true
      } else if dbus_message_is_signal(
        message, "org.freedesktop.DBus.Properties", "PropertiesChanged") != 0
      {
        statusChanged = true
      }
    }
    if busChanged { connect() } else if statusChanged { readScreenReader() }
    if let bridge {
      bridge.receive()
      if !bridge.connection.isConnected { self.bridge = nil }
    }
    tellScreenReader()
  }

  /// A screen reader listens when the desktop says one runs, or when a client of the
  /// bridge listens for focus events (Orca started by hand leaves the setting off).
  private func tellScreenReader() {
    UIApplication.shared.hostScreenReaderDidChange(
      isRunning: screenReaderEnabled || bridge?.hasFocusListener == true)
  }

  /// Asks the session bus for the accessibility bus's address, and makes the bridge there.
  private func connect() {
    bridge = nil
    guard
      let call = session.methodCall(
        to: Self.service, path: Self.path, interface: "org.a11y.Bus", method: "GetAddress"),
      let reply = session.reply(to: call)
    else {
      screenReaderEnabled = false
      tellScreenReader()
      return
    }
    defer { dbus_message_unref(reply) }
    var reader = DBusMessageReader(reply)
    if let address = reader.string(), !address.isEmpty { bridge = makeBridge(address) }
    readScreenReader()
  }

  /// Reads `ScreenReaderEnabled` and tells the toolkit.
  private func readScreenReader() {
    guard
      let call = session.methodCall(
        to: Self.service, path: Self.path, interface: "org.freedesktop.DBus.Properties",
        method: "Get",
        arguments: {
          $0.append("org.a11y.Status")
          $0.append("ScreenReaderEnabled")
        }),
      let reply = session.reply(to: call)
    else { return }
    defer { dbus_message_unref(reply) }
    var reader = DBusMessageReader(reply)
    screenReaderEnabled = reader.bool() ?? false
    tellScreenReader()
  }
}

extension X11Host {
  /// Reads the accessibility buses; lets them go when the session bus goes (its socket
  /// would wake the loop for ever).
  func receiveAccessibilityBus() {
    guard let bus = accessibilityBus else { return }
    bus.receive()
    if !bus.isConnected { accessibilityBus = nil }
  }
}
