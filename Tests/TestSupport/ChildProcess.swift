import Foundation

/// Runs a program to its end, at most for a deadline: a child that hangs is killed and its
/// test fails, rather than hanging the whole run. Its output goes to files, so that a full
/// pipe can never stall it.
public enum ChildProcess {
  /// How a run ended.
  public struct Outcome {
    public let status: Int32
    public let reason: Process.TerminationReason
    public let standardOutput: String
    public let standardError: String
  }

  public struct Timeout: Error, CustomStringConvertible {
    public let description: String
  }

  /// Runs `executable` with `arguments` (and `environment` as the whole environment, if
  /// given) and returns how it ended; throws `Timeout`, having killed it, when it still runs
  /// after `seconds`. `started` gets the process once it runs (to watch it or send it
  /// signals); when it throws, the process is killed and the error goes on.
  public static func run(
    _ executable: URL, arguments: [String], environment: [String: String]? = nil,
    seconds: TimeInterval, started: (Process) throws -> Void = { _ in }
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let outputFile = try temporaryFile("stdout")
    let errorFile = try temporaryFile("stderr")
    defer {
      try? FileManager.default.removeItem(at: outputFile)
      try? FileManager.default.removeItem(at: errorFile)
    }
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    func stop() {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    do { try started(process) } catch {
      stop()
      throw error
    }
    guard wait(for: process, seconds: seconds) else {
      stop()
      throw Timeout(
        description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) "
          + "still ran after \(seconds) s and was killed")
    }
    func text(_ file: URL) -> String {
      (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
    return Outcome(
      status: process.terminationStatus, reason: process.terminationReason,
      standardOutput: text(outputFile), standardError: text(errorFile))
  }

  /// Waits for `process` to exit; false when it still runs after `seconds`. Once it has
  /// exited, `waitUntilExit()` lets Foundation handle the exit: a `Process` whose exit was
  /// only seen through `isRunning` is never freed (LeakSanitizer shows one per run).
  public static func wait(for process: Process, seconds: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    guard !process.isRunning else { return false }
    process.waitUntilExit()
    return true
  }

  private static func temporaryFile(_ name: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("child-\(name)-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    return file
  }
}
