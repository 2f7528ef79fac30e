import Foundation
import TestSupport

/// A private session bus: a real dbus-daemon of the test's own, stopped with `stop()`.
final class PrivateSessionBus: @unchecked Sendable {
  /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
  let address: String
  private let daemon: Process

  init() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else {
      throw TestDisplay.Failure(description: "dbus-daemon is not installed (make test installs it)")
    }
    daemon = Process()
    daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    daemon.arguments = ["--session", "--nofork", "--print-address"]
    let output = Pipe()
    daemon.standardOutput = output
    daemon.standardError = FileHandle.nullDevice
    try daemon.run()
    var printed = Data()
    while !printed.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      printed += chunk
    }
    address = String(decoding: printed, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else {
      stop()
      throw TestDisplay.Failure(description: "dbus-daemon printed no address")
    }
  }

  func stop() {
    if daemon.isRunning { daemon.terminate() }
    _ = ChildProcess.wait(for: daemon, seconds: 3)
  }
}
