import Foundation

/// An Xvfb of the process's own on a free display number, for snapshots taken without a
/// `DISPLAY`; stopped when the process exits.
public final class PrivateXvfb {
  /// The display's name, such as ":151".
  public let displayName: String
  private let process: Process

  /// Why no server could be started.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Starts Xvfb (1280×1024, 24 bits) on the first free number from `numbers` on, waiting
  /// until its socket is there; a number another server takes between the check and the
  /// start is skipped, and one whose server was killed outright (its lock names a process
  /// that is gone) is taken back. `endsWithItsLastClient`: the server exits when its last client closes
  /// (`-terminate`), so that a crashed test process leaves no server behind.
  public init(numbers: ClosedRange<Int> = 151...250, endsWithItsLastClient: Bool = false) throws {
    guard
      let executable = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      throw Failure(
        description: "no DISPLAY, and no Xvfb to start one: install the xvfb package "
          + "(apt-get install xvfb)")
    }
    for number in numbers {
      let socket = "/tmp/.X11-unix/X\(number)"
      let lock = "/tmp/.X\(number)-lock"
      if FileManager.default.fileExists(atPath: lock)
        || FileManager.default.fileExists(atPath: socket)
      {
        guard Self.reclaim(lock: lock, socket: socket) else { continue }
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments =
        [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        // Without either, the server resets when its last client leaves, and a client
        // connecting meanwhile is refused.
        + (endsWithItsLastClient ? ["-terminate"] : ["-noreset"])
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, Date() < deadline, !FileManager.default.fileExists(atPath: socket) {
        Thread.sleep(forTimeInterval: 0.01)
      }
      if process.isRunning, FileManager.default.fileExists(atPath: socket) {
        displayName = ":\(number)"
        self.process = process
        return
      }
      if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    throw Failure(description: "no X display number in \(numbers) could be used for Xvfb")
  }

  /// Removes a display's lock and socket when the lock names a process that is gone (a
  /// server killed outright leaves both behind); returns whether it did.
  private static func reclaim(lock: String, socket: String) -> Bool {
    guard let text = try? String(contentsOfFile: lock, encoding: .utf8),
      let owner = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), owner > 0,
      Foundation.kill(owner, 0) != 0, errno == ESRCH
    else { return false }
    try? FileManager.default.removeItem(atPath: lock)
    try? FileManager.default.removeItem(atPath: socket)
    return true
  }

  /// The server's process identifier.
  public var processIdentifier: Int32 { process.processIdentifier }

  /// Kills the server at once (SIGKILL), as a crash would, and waits for it.
  public func kill() {
    if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    // Also when it has ended by itself: Foundation frees a `Process` once it has handled the
    // exit, which waiting does.
    process.waitUntilExit()
  }

  /// Stops the server (SIGTERM) and waits for it.
  public func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  deinit { stop() }
}
