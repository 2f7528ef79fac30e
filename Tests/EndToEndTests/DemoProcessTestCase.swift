import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// A test that starts the built `transitions-demo` on the test's `$DISPLAY` and stops it
/// afterwards, whatever happened.
class DemoProcessTestCase: XCTestCase {
  var process: Process?
  /// What the demo started by `launchDemo` prints, line by line (self-check answers).
  private(set) var output: LineCollector?

  override func tearDown() {
    if let process { stop(process) }
    process = nil
    output = nil
    super.tearDown()
  }

  /// Starts the demo with `arguments` (and `environment` added to the test's) and returns
  /// its window once it is mapped. Its standard output is collected in `output`.
  func launchDemo(
    on screen: TestDisplay, arguments: [String], environment: [String: String] = [:],
    standardError: Any? = nil
  ) throws -> Window {
    let existing = Set(screen.windows(named: "Transitions"))
    let process = Process()
    process.executableURL = try DemoExecutable.url()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let standardOutput = Pipe()
    process.standardOutput = standardOutput
    output = LineCollector(standardOutput.fileHandleForReading)
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

  /// Waits until the demo has settled (no animation, transition or finger under way) and
  /// drawn its last frame, as its self-check says; `context` goes into the failures.
  @discardableResult
  func settle(_ context: String) throws -> SelfCheckAnswer {
    try selfCheck(XCTUnwrap(output, "the demo was started by launchDemo"), context: context)
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

  /// Runs the demo with `arguments` (and `environment` added to the test's, a nil value
  /// removing a variable) to its end; a demo still running after `seconds` is killed and
  /// the test fails.
  func runDemo(
    _ arguments: [String], environment: [String: String?] = [:], seconds: Double = 20
  ) throws -> ChildProcess.Outcome {
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    return try ChildProcess.run(
      DemoExecutable.url(), arguments: arguments, environment: variables, seconds: seconds
    ) { self.process = $0 }
  }

  /// Context switches of the main thread of process `pid` so far (each wake-up of the run
  /// loop is one).
  func wakeUps(of pid: Int32) -> Int {
    let status =
      (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)) ?? ""
    // voluntary_ctxt_switches and nonvoluntary_ctxt_switches.
    return status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
      .compactMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
      .reduce(0, +)
  }

  /// Waits until the demo's run loop stands still for half a second, then returns how many
  /// times it wakes up in `seconds` more.
  func wakeUpsWhenIdle(for seconds: Double) throws -> Int {
    let pid = try XCTUnwrap(process?.processIdentifier)
    var count = wakeUps(of: pid)
    try waitUntil("the demo is idle", seconds: 10) {
      Thread.sleep(forTimeInterval: 0.5)
      let now = wakeUps(of: pid)
      defer { count = now }
      return now == count
    }
    XCTAssertGreaterThan(count, 0, "read from /proc")
    Thread.sleep(forTimeInterval: seconds)
    return wakeUps(of: pid) - count
  }

  /// Waits for `process` to exit; false when it still runs after `seconds`.
  func wait(for process: Process, seconds: Double) -> Bool {
    ChildProcess.wait(for: process, seconds: seconds)
  }

  /// Stops `process` (SIGTERM, then SIGKILL after 3 s) and waits for it, which also lets
  /// Foundation free it. The waits are bounded: Foundation takes a process for running while
  /// a child it left holds a descriptor Foundation watches.
  func stop(_ process: Process) {
    if process.isRunning { process.terminate() }
    if !wait(for: process, seconds: 3) {
      kill(process.processIdentifier, SIGKILL)
      _ = wait(for: process, seconds: 3)
    }
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

  /// The pixel at (x, y) as 0xRRGGBB (nil without a picture).
  func rgb(_ image: RGBAImage?, _ x: Int, _ y: Int) -> UInt32? {
    image.map { image in
      let pixel = image.pixel(x: x, y: y)
      return UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
    }
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

extension DemoProcessTestCase {
  /// The colour at (`x`, `y`) of a capture, as 0xRRGGBB; nil without one.
  func color(_ image: RGBAImage?, _ x: Int, _ y: Int) -> UInt32? {
    image.map { image in
      let pixel = image.pixel(x: x, y: y)
      return UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
    }
  }
}
