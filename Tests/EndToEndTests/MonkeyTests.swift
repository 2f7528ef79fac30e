import CX11
import Foundation
import TestSupport
import XCTest

/// The monkey: a seeded random storm of real XTest input (clicks, drags in and out of the
/// window, Ctrl-drag pinches, the wheel, keys and resizes down to nothing) across every scene
/// of the running demo. After each burst it lets go of everything and asks the demo for a
/// self-check (SIGUSR1); once settled, the controllers and views must be consistent.
///
/// `make monkey SEED=… EVENTS=…` runs it alone; `make test` runs 5,000 events of seed 1.
/// Keys that stop time, change its speed, write files or quit (P . , [ ] S F12 Q) are left
/// out: the storm must be able to settle.
final class MonkeyTests: DemoProcessTestCase {
  private var random = SeededGenerator(seed: 1)
  private var size = (width: 480, height: 800)

  func testARandomStormLeavesEverythingConsistent() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["MONKEY_SEED"].flatMap(UInt64.init) ?? 1
    let events = environment["MONKEY_EVENTS"].flatMap(Int.init) ?? 5000
    random = SeededGenerator(seed: seed)
    let screen = try TestDisplay()
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("monkey-\(seed).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let window = try launchDemo(
      on: screen, arguments: ["--size", "\(size.width)x\(size.height)"],
      standardError: try FileHandle(forWritingTo: log))
    let lines = try XCTUnwrap(output)
    var sent = 0
    var states: [String: Int] = [:]
    while sent < events {
      let burst = min(Int.random(in: 20...120, using: &random), events - sent)
      for _ in 0..<burst { storm(screen, window) }
      sent += burst
      if sent == events { resize(screen, window, to: (480, 800)) }
      states[try check(lines, after: sent, seed: seed, log: log), default: 0] += 1
    }
    print(
      "monkey: seed \(seed), \(events) events, \(states.values.reduce(0, +)) self-checks passed;"
        + " demo's stderr in \(log.path); settled in:")
    for (state, count) in states.sorted(by: { $0.value > $1.value }) {
      print("  \(count)× \(state)")
    }
    screen.press(keysym: XK_q)
    let process = try XCTUnwrap(self.process)
    XCTAssertTrue(wait(for: process, seconds: 10), "Q still quits")
    XCTAssertEqual(process.terminationReason, .exit)
    XCTAssertEqual(process.terminationStatus, 0)
  }

  /// Asks for a self-check: it must be ok. Returns the controllers it reports, without
  /// their addresses.
  private func check(_ lines: LineCollector, after events: Int, seed: UInt64, log: URL) throws
    -> String
  {
    let replay = "seed \(seed), after \(events) events; demo's stderr in \(log.path)"
    let answer = try selfCheck(lines, context: replay)
    XCTAssertTrue(answer.isOK, "\(answer.line) (\(replay))")
    return answer.controllers
  }

  // MARK: The storm

  private static let keys: [(keysym: Int32, modifier: Int32?)] = [
    (XK_Escape, nil), (XK_BackSpace, nil), (XK_Left, XK_Alt_L), (XK_Tab, nil),
    (XK_Tab, XK_Shift_L), (XK_Return, nil), (XK_space, nil), (XK_Left, nil), (XK_Right, nil),
    (XK_Up, nil), (XK_Down, nil), (XK_Page_Down, nil), (XK_Home, nil), (XK_plus, nil),
    (XK_minus, nil), (XK_0, nil), (XK_1, nil), (XK_2, nil), (XK_5, nil), (XK_6, nil),
    (XK_7, nil), (XK_8, nil), (XK_question, nil), (XK_i, nil), (XK_f, nil),
  ]

  /// A point in the window, or now and then just outside it.
  private func point(outsideToo: Bool = false) -> (x: Int32, y: Int32) {
    let margin = outsideToo ? 60 : 0
    return (
      Int32(Int.random(in: -margin...size.width + margin, using: &random)),
      Int32(Int.random(in: -margin...size.height + margin, using: &random))
    )
  }

  /// One random input, then a random pause: mostly short, so input lands at every moment of
  /// the transitions, sometimes long enough for one to end.
  private func storm(_ screen: TestDisplay, _ window: Window) {
    let interval = Double.random(in: 0.001...0.008, using: &random)
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<6:
      let target = point()
      screen.click(window, x: target.x, y: target.y)
    case 6..<10:
      // A drag, now and then from the left edge, sometimes out of the window and back.
      var start = point()
      if Int.random(in: 0..<3, using: &random) == 0 { start.x = 1 }
      let through = (0..<Int.random(in: 1...3, using: &random)).map { _ in point(outsideToo: true) }
      screen.drag(
        window, through: [start] + through, steps: Int.random(in: 2...8, using: &random),
        interval: interval)
    case 10..<12:
      let start = point()
      screen.drag(
        window, from: start, to: point(outsideToo: true),
        steps: Int.random(in: 2...10, using: &random), interval: interval,
        holding: XK_Control_L)
    case 12:
      let target = point()
      screen.scroll(
        window, x: target.x, y: target.y, notches: Int.random(in: -4...4, using: &random),
        holding: Bool.random(using: &random) ? XK_Control_L : nil)
    case 13..<19:
      let key = Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]
      screen.press(keysym: key.keysym, holding: key.modifier)
    default:
      let tiny = Int.random(in: 0..<4, using: &random) == 0
      resize(
        screen, window,
        to: tiny
          ? (Int.random(in: 1...60, using: &random), Int.random(in: 1...60, using: &random))
          : (
            Int.random(in: 200...1000, using: &random), Int.random(in: 200...1000, using: &random)
          ))
    }
    let pause =
      Int.random(in: 0..<30, using: &random) == 0
      ? Double.random(in: 0.05...0.4, using: &random) : interval
    Thread.sleep(forTimeInterval: pause)
  }

  private func resize(_ screen: TestDisplay, _ window: Window, to newSize: (Int, Int)) {
    size = (newSize.0, newSize.1)
    screen.resize(window, width: UInt32(newSize.0), height: UInt32(newSize.1))
  }
}
