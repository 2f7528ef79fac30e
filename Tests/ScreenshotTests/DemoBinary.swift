import Foundation
import X11Host
import XCTest

/// The built `transitions-demo`, found next to the test bundle (`.build/<config>/`), or at
/// `$TRANSITIONS_DEMO`.
enum DemoBinary {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func url() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["TRANSITIONS_DEMO"] {
      return URL(fileURLWithPath: path)
    }
    let testBinary =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var directory = testBinary.resolvingSymlinksInPath().deletingLastPathComponent()
    // On macOS the tests live inside a bundle: X.xctest/Contents/MacOS/X.
    while directory.pathComponents.count > 1 {
      let candidate = directory.appendingPathComponent("transitions-demo")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      if !directory.path.contains(".xctest") { break }
      directory.deleteLastPathComponent()
    }
    throw Failure(
      description: "transitions-demo not found next to \(testBinary.path); "
        + "run `swift build --build-tests` first")
  }

  /// Runs the demo with `arguments` and returns its screenshot: the options
  /// `--virtual-clock --size 480x800 --screenshot FILE --at time` are added.
  static func screenshot(at time: Double, arguments: [String] = []) throws -> RGBAImage {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-shot-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = try url()
    process.arguments =
      ["--virtual-clock", "--size", "480x800", "--screenshot", file.path, "--at", "\(time)"]
      + arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure(description: "transitions-demo did not finish within 30 s")
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "transitions-demo exited with \(process.terminationStatus): \(message)")
    }
    return try PNGFile.read(file.path)
  }
}
