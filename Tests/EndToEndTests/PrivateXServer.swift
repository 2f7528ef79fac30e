import Foundation

/// An Xvfb of the test's own, on a free display number, for tests that kill the server.
final class PrivateXServer {
  let name: String
  private let process: Process

  init() throws {
    guard
      let number = (151...250).first(where: {
        !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
          && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
      })
    else { throw TestDisplay.Failure(description: "no free X display number in 151…250") }
    name = ":\(number)"
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    process.arguments = [name, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
      guard process.isRunning, Date() < deadline else {
        throw TestDisplay.Failure(description: "Xvfb \(name) did not start")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Kills the server at once (SIGKILL), as a crash would.
  func kill() {
    guard process.isRunning else { return }
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  deinit { kill() }
}
