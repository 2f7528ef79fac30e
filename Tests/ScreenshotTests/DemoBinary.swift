import Foundation
import TestSupport
import X11Host
import XCTest

/// The built `transitions-demo`, found next to the test bundle (`.build/<config>/`), or at
/// `$TRANSITIONS_DEMO`.
enum DemoBinary {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs the demo with `arguments` and returns its screenshot: the options
  /// `--virtual-clock --size 480x800 --screenshot FILE --at time` are added.
  static func screenshot(at time: Double, arguments: [String] = []) throws -> RGBAImage {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-shot-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = try DemoExecutable.url()
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
