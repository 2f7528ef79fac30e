import Foundation

/// An Xvfb of the test's own, on a free display number, for tests that kill the server.
final class PrivateXServer {
  let name: String
  private let process: Process

  /// Starts Xvfb on the first free number from 151 on; a number another server takes between
  /// the check and the start (two test runs at once) is skipped.
  init() throws {
    for number in 151...250 {
      guard
        !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock"),
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
      else { continue }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
      process.arguments = [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, Date() < deadline,
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
      {
        Thread.sleep(forTimeInterval: 0.02)
      }
      if process.isRunning, FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
        name = ":\(number)"
        self.process = process
        return
      }
      if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    throw TestDisplay.Failure(description: "no X display number in 151…250 could be used")
  }

  /// Kills the server at once (SIGKILL), as a crash would.
  func kill() {
    guard process.isRunning else { return }
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  deinit { kill() }
}
