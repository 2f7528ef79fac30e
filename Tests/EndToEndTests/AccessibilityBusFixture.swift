import CDBus
import Foundation
import TestSupport
import XCTest

/// The desktop's accessibility stack of the test's own: a private session bus, at-spi2-core's
/// bus launcher on it (which starts the accessibility bus and, on demand, the registry), and
/// a real AT-SPI2 client (`Tests/Fixtures/atspi-client.py`: libatspi through PyGObject, as
/// Orca uses it) to ask it questions.
final class AccessibilityBusFixture {
  let session: PrivateSessionBus
  private let launcher: Process

  static let launcherPath = "/usr/libexec/at-spi-bus-launcher"
  static let python = "/usr/bin/python3"
  static let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/atspi-client.py")

  /// The variables a process needs to find the buses.
  var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": session.address] }

  /// Starts the buses; skips the test where at-spi2-core or PyGObject's libatspi is missing.
  init() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.launcherPath),
      FileManager.default.fileExists(
        atPath: "/usr/lib/x86_64-linux-gnu/girepository-1.0/Atspi-2.0.typelib")
        || FileManager.default.fileExists(atPath: "/usr/lib/girepository-1.0/Atspi-2.0.typelib")
    else {
      throw XCTSkip("at-spi2-core and python3-pyatspi are not installed (make test installs them)")
    }
    session = try PrivateSessionBus()
    launcher = Process()
    launcher.executableURL = URL(fileURLWithPath: Self.launcherPath)
    launcher.arguments = ["--launch-immediately"]
    launcher.environment = ProcessInfo.processInfo.environment.merging(
      ["DBUS_SESSION_BUS_ADDRESS": session.address]) { $1 }
    launcher.standardOutput = FileHandle.nullDevice
    launcher.standardError = FileHandle.nullDevice
    try launcher.run()
    try waitForAccessibilityBus()
  }

  func stop() {
    if launcher.isRunning { launcher.terminate() }
    _ = ChildProcess.wait(for: launcher, seconds: 3)
    session.stop()
  }

  /// Waits until the launcher owns `org.a11y.Bus` on the session bus.
  private func waitForAccessibilityBus() throws {
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let connection = dbus_connection_open_private(session.address, &error),
      dbus_bus_register(connection, &error) != 0
    else { throw TestDisplay.Failure(description: "cannot reach the private session bus") }
    defer {
      dbus_connection_close(connection)
      dbus_connection_unref(connection)
    }
    let deadline = Date().addingTimeInterval(10)
    while dbus_bus_name_has_owner(connection, "org.a11y.Bus", nil) == 0 {
      guard Date() < deadline, launcher.isRunning else {
        throw TestDisplay.Failure(description: "at-spi-bus-launcher did not start the bus")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Runs the client with `arguments` and returns what it printed, parsed.
  func ask(_ arguments: String...) throws -> Any {
    let outcome = try ChildProcess.run(
      URL(fileURLWithPath: Self.python), arguments: [Self.client.path] + arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, seconds: 30)
    guard outcome.status == 0 else {
      throw TestDisplay.Failure(
        description: "atspi-client \(arguments) failed: \(outcome.standardError)")
    }
    return try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
  }

  /// Starts Orca on the buses, its speech written to `speechLog` (no synthesiser), with
  /// preferences of its own in `preferences`.
  func startOrca(speechLog: URL, preferences: URL) throws -> Process {
    let customizations = Self.client.deletingLastPathComponent()
      .appendingPathComponent("orca/orca-customizations.py")
    try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: customizations, to: preferences.appendingPathComponent("orca-customizations.py"))
    let orca = Process()
    orca.executableURL = URL(fileURLWithPath: Self.orcaPath)
    orca.arguments = ["--replace", "--user-prefs", preferences.path]
    orca.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .merging(["ORCA_SPEECH_LOG": speechLog.path]) { $1 }
    orca.standardOutput = FileHandle.nullDevice
    orca.standardError = FileHandle.nullDevice
    try orca.run()
    return orca
  }

  static let orcaPath = "/usr/bin/orca"

  /// The application's tree, as the client reads it.
  func tree() throws -> AccessibleNode {
    try AccessibleNode(try XCTUnwrap(ask("tree") as? [String: Any]))
  }
}

/// A node of the tree a client read.
struct AccessibleNode {
  let role: String
  let name: String
  let description: String
  let states: Set<String>
  let actions: [String]
  let text: String?
  let children: [AccessibleNode]

  init(_ dictionary: [String: Any]) throws {
    role = try XCTUnwrap(dictionary["role"] as? String)
    name = try XCTUnwrap(dictionary["name"] as? String)
    description = dictionary["description"] as? String ?? ""
    states = Set(dictionary["states"] as? [String] ?? [])
    actions = dictionary["actions"] as? [String] ?? []
    text = dictionary["text"] as? String
    children = try (dictionary["children"] as? [[String: Any]] ?? []).map(AccessibleNode.init)
  }

  /// This node and every node below it, depth first.
  var all: [AccessibleNode] { [self] + children.flatMap(\.all) }

  /// The first node with `role` and `name`.
  func first(_ role: String, _ name: String) -> AccessibleNode? {
    all.first { $0.role == role && $0.name == name }
  }
}
