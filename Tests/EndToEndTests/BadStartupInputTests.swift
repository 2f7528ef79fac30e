import Foundation
import XCTest

/// Every kind of bad start-up input gets one message naming the problem and a usage status
/// (2 for a display that cannot be opened, 64 for a bad option), never a crash.
final class BadStartupInputTests: DemoProcessTestCase {
  /// Arguments, environment changes, the status expected and words the message must hold.
  private struct Case {
    var arguments: [String]
    var environment: [String: String?] = [:]
    var status: Int32
    var says: [String]
  }

  private let cases: [Case] = [
    Case(arguments: [], environment: ["DISPLAY": nil], status: 2, says: ["DISPLAY is not set"]),
    Case(arguments: ["--display", ":nonexistent"], status: 2, says: ["display ':nonexistent'"]),
    Case(
      arguments: ["--size", "0x0"], status: 64,
      says: ["--size: ", "at least 320x480 and at most 8192", "'0x0'"]),
    Case(arguments: ["--size", "300x800"], status: 64, says: ["at least 320x480", "'300x800'"]),
    Case(arguments: ["--size", "480x400"], status: 64, says: ["at least 320x480", "'480x400'"]),
    Case(arguments: ["--size", "-480x800"], status: 64, says: ["--size: ", "'-480x800'"]),
    Case(arguments: ["--size", "100000x100000"], status: 64, says: ["'100000x100000'"]),
    Case(arguments: ["--size", "big"], status: 64, says: ["--size: ", "'big'"]),
    Case(
      arguments: ["--scene", "nope"], status: 64, says: ["--scene: unknown scene 'nope'", "bouncy"]),
    Case(arguments: ["--at", "-1"], status: 64, says: ["--at: must be 0 or more seconds"]),
    Case(arguments: ["--at", "nan"], status: 64, says: ["--at: must be 0 or more seconds"]),
    Case(arguments: ["--at", "1"], status: 64, says: ["--at: goes with --screenshot"]),
    Case(arguments: ["--repeat", "2"], status: 64, says: ["--repeat: goes with --tour"]),
    Case(
      arguments: ["--tour", "--repeat", "0"], status: 64, says: ["--repeat: must be 1 or more"]),
    Case(
      arguments: ["--benchmark-frames", "0"], status: 64,
      says: ["--benchmark-frames: must be 1 or more (got 0)"]),
    Case(
      arguments: ["--filmstrip", "/tmp/x.png", "--scene", "home"], status: 64,
      says: ["--filmstrip: the home screen has no transition to record", "bouncy"]),
    Case(
      arguments: ["--animation-speed", "-2"], status: 64,
      says: ["--animation-speed: ", "positive"]),
    Case(
      arguments: ["--animation-speed", "0"], status: 64, says: ["--animation-speed: ", "positive"]),
    Case(arguments: ["--scale", "9"], status: 64, says: ["--scale: ", "(got 9)"]),
    Case(arguments: ["--no-such-option"], status: 64, says: ["'--no-such-option'"]),
    Case(
      arguments: ["--screenshot", "/no/such/folder/shot.png"], status: 64,
      says: ["--screenshot", "'/no/such/folder/shot.png'", "no folder '/no/such/folder'"]),
    Case(
      arguments: ["--screenshot", NSTemporaryDirectory()], status: 64,
      says: ["--screenshot", "it is a folder"]),
    Case(
      arguments: ["--scene", "custom", "--gif", "/no/such/folder/a.gif"], status: 64,
      says: ["--gif", "no folder"]),
  ]

  func testEveryBadInputSaysWhatIsWrongAndExitsWithAUsageStatus() throws {
    for badInput in cases {
      let outcome = try runDemo(badInput.arguments, environment: badInput.environment)
      let name = "\(badInput.arguments) \(badInput.environment)"
      XCTAssertEqual(outcome.reason, .exit, "\(name) exits, it does not crash")
      XCTAssertEqual(outcome.status, badInput.status, "\(name): \(outcome.standardError)")
      for words in badInput.says {
        XCTAssertTrue(
          outcome.standardError.contains(words),
          "\(name) says \(words.debugDescription): \(outcome.standardError.debugDescription)")
      }
      XCTAssertFalse(outcome.standardError.contains("Fatal error"), name)
      XCTAssertTrue(outcome.standardError.hasPrefix("transitions-demo: "), name)
      XCTAssertEqual(
        outcome.standardError.filter { $0 == "\n" }.count, 1,
        "\(name): one line: \(outcome.standardError.debugDescription)")
    }
  }

  /// A display that cannot be opened: exactly one line, nothing else.
  func testAnUnopenableDisplayIsOneLine() throws {
    let outcome = try runDemo(["--display", ":nonexistent"])
    XCTAssertEqual(outcome.status, 2)
    let text = outcome.standardError
    XCTAssertTrue(text.hasSuffix("\n"), "stderr ends its line: \(text.debugDescription)")
    XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line: \(text.debugDescription)")
  }
}
