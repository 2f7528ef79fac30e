import Foundation

/// Finds the built `transitions-demo` for tests that run it.
public enum DemoExecutable {
  public struct NotFound: Error, CustomStringConvertible {
    public let description: String
  }

  /// `$TRANSITIONS_DEMO`, or the `transitions-demo` next to the test binary
  /// (`.build/<config>/`).
  public static func url() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["TRANSITIONS_DEMO"] {
      return URL(fileURLWithPath: path)
    }
    let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var directory = testBinary.resolvingSymlinksInPath().deletingLastPathComponent()
    // On macOS the tests live inside a bundle: X.xctest/Contents/MacOS/X.
    while directory.pathComponents.count > 1 {
      let candidate = directory.appendingPathComponent("transitions-demo")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      if !directory.path.contains(".xctest") { break }
      directory.deleteLastPathComponent()
    }
    throw NotFound(
      description: "transitions-demo not found next to \(testBinary.path); "
        + "run `swift build --build-tests` first")
  }
}
