import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The built `transitions-demo`, found next to the test bundle (`.build/<config>/`), or at
/// `$TRANSITIONS_DEMO`.
enum DemoBinary {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// What a run printed.
  struct Output {
    let standardOutput: String
    let standardError: String
  }

  /// Runs the demo with `arguments` (and `environment` added to the test's) until it exits
  /// (at most `seconds`); throws unless it exits with status 0.
  @discardableResult
  static func run(
    _ arguments: [String], environment: [String: String] = [:], seconds: TimeInterval = 30
  ) throws -> Output {
    let outcome = try ChildProcess.run(
      DemoExecutable.url(), arguments: arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
      seconds: seconds)
    guard outcome.reason == .exit, outcome.status == 0 else {
      throw Failure(
        description: "transitions-demo exited with \(outcome.status): \(outcome.standardError)")
    }
    return Output(standardOutput: outcome.standardOutput, standardError: outcome.standardError)
  }

  /// Runs the demo with `arguments` and returns its screenshot: the options
  /// `--virtual-clock --size 480x800 --screenshot FILE --at time` are added.
  static func screenshot(at time: Double, arguments: [String] = []) throws -> RGBAImage {
    let file = temporaryFile("png")
    defer { try? FileManager.default.removeItem(at: file) }
    try run(
      ["--virtual-clock", "--size", "480x800", "--screenshot", file.path, "--at", "\(time)"]
        + arguments)
    return try PNGFile.read(file.path)
  }

  /// A path in the temporary directory that nothing uses yet.
  static func temporaryFile(_ pathExtension: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-\(UUID().uuidString)").appendingPathExtension(
        pathExtension)
  }
}
