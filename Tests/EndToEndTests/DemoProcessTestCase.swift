import CX11
import Foundation
import TestSupport
import X11Host
import XCTest

/// A test that starts the built `transitions-demo` on the test's `$DISPLAY` and stops it
/// afterwards, whatever happened.
class DemoProcessTestCase: XCTestCase {
  var process: Process?

  override func tearDown() {
    if let process, process.isRunning {
      process.terminate()
      if !wait(for: process, seconds: 3) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
    }
    process = nil
    super.tearDown()
  }

  /// Starts the demo with `arguments` (and `environment` added to the test's) and returns
  /// its window once it is mapped.
  func launchDemo(
    on screen: TestDisplay, arguments: [String], environment: [String: String] = [:],
    standardOutput: Any? = nil, standardError: Any? = nil
  ) throws -> Window {
    let existing = Set(screen.windows(named: "Transitions"))
    let process = Process()
    process.executableURL = try DemoExecutable.url()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let standardOutput { process.standardOutput = standardOutput }
    if let standardError { process.standardError = standardError }
    self.process = process
    try process.run()
    var window: Window = 0
    try waitUntil("the demo's window is mapped", seconds: 10) {
      guard
        let found = screen.windows(named: "Transitions").first(where: { !existing.contains($0) })
      else { return false }
      window = found
      return screen.isViewable(found)
    }
    return window
  }

  func waitUntil(
    _ what: String, seconds: Double, line: UInt = #line, _ condition: () -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if let process, !process.isRunning {
        throw TestDisplay.Failure(
          description: "transitions-demo exited (\(process.terminationStatus)) before: \(what)")
      }
      guard Date() < deadline else {
        throw TestDisplay.Failure(description: "timed out after \(seconds) s waiting until \(what)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// How a run of the demo ended.
  struct Outcome {
    var status: Int32
    var reason: Process.TerminationReason
    var standardError: String
    /// What it printed, when asked for.
    var standardOutput = ""
  }

  /// Runs the demo with `arguments` (and `environment` added to the test's, a nil value
  /// removing a variable) to its end, at most `seconds`.
  func runDemo(
    _ arguments: [String], environment: [String: String?] = [:], seconds: Double = 20,
    capturingOutput: Bool = false
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = try DemoExecutable.url()
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    // Standard error goes to a file, so that a full pipe cannot stall the demo while its
    // standard output is read.
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-stderr-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    process.standardError = try FileHandle(forWritingTo: errorFile)
    let output = Pipe()
    process.standardOutput = capturingOutput ? output : FileHandle.nullDevice
    self.process = process
    try process.run()
    let printed = capturingOutput ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    guard wait(for: process, seconds: seconds) else {
      throw TestDisplay.Failure(description: "\(arguments) still runs after \(seconds) s")
    }
    return Outcome(
      status: process.terminationStatus, reason: process.terminationReason,
      standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
      standardOutput: String(decoding: printed, as: UTF8.self))
  }

  /// Waits for `process` to exit; false when it still runs after `seconds`.
  func wait(for process: Process, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return !process.isRunning
  }

  // MARK: Reading the screen

  /// The home rows' background (0.95 white, 242.25 of 255), and a point inside the first row.
  static let rowGray = 0.95 * 255
  static let firstRowPoint = (x: 400, y: 182)

  /// Whether row `y` shows the system blue of button titles (anti-aliased text: a few pixels
  /// close to 0x007AFF).
  func row(_ image: RGBAImage?, y: Int, containsBlueText: Bool) -> Bool {
    guard let image, y < image.height else { return false }
    let blue = (0..<image.width).filter { x in
      let pixel = image.pixel(x: x, y: y)
      return pixel.r < 60 && pixel.b > 200 && pixel.g > 90 && pixel.g < 160
    }
    return !blue.isEmpty == containsBlueText
  }

  /// The home screen shows: its first row's light grey background.
  func showsHome(_ image: RGBAImage) -> Bool {
    guard image.width > Self.firstRowPoint.x, image.height > Self.firstRowPoint.y else {
      return false
    }
    let pixel = image.pixel(x: Self.firstRowPoint.x, y: Self.firstRowPoint.y)
    return [pixel.r, pixel.g, pixel.b].allSatisfy { abs(Double($0) - Self.rowGray) <= 1 }
  }

  /// Whether row `y` holds at least ten pixels of `rgb` (each channel within 2).
  func row(_ image: RGBAImage, y: Int, contains rgb: [UInt8]) -> Bool {
    guard y < image.height else { return false }
    let matches = (0..<image.width).filter { x in
      let pixel = image.pixel(x: x, y: y)
      return zip([pixel.r, pixel.g, pixel.b], rgb).allSatisfy { abs(Int($0) - Int($1)) <= 2 }
    }
    return matches.count >= 10
  }
}
