import CX11
import Foundation
import TestSupport
import XCTest

/// The monkey: a seeded random storm of real XTest input (clicks, drags in and out of the
/// window, Ctrl-drag pinches, the wheel, keys, resizes down to nothing, the window unmapped
/// and mapped, a button held across a resize) across every scene of the running demo. After
/// each burst it lets go of everything and asks the demo for a self-check (SIGUSR1); once
/// settled, the controllers and views must be consistent. Every scene gets its share: from
/// the home screen, or after a scene has had more than its share, the monkey opens the scene
/// with the fewest self-checks so far, and it prints the events and checks each scene had.
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
    XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
    let window = try launchDemo(
      on: screen, arguments: ["--size", "\(size.width)x\(size.height)"],
      standardError: try FileHandle(forWritingTo: log))
    let lines = try XCTUnwrap(output)
    var sent = 0
    var tally = SceneTally()
    var shown = try check(lines, after: 0, seed: seed, log: log)
    while sent < events {
      if let next = tally.sceneToOpen(showing: shown) {
        try open(next, from: shown, screen: screen, window: window) {
          try check(lines, after: sent, seed: seed, log: log)
        }
        shown = try check(lines, after: sent, seed: seed, log: log)
      }
      // The burst and the self-check after it count for the scene it starts in.
      let scene = tally.scene(showing: shown)
      let burst = min(Int.random(in: 20...120, using: &random), events - sent)
      for _ in 0..<burst { storm(screen, window) }
      sent += burst
      if sent == events { resize(screen, window, to: (480, 800)) }
      shown = try check(lines, after: sent, seed: seed, log: log)
      tally.add(burst: burst, to: scene)
    }
    let checks = tally.checks.values.reduce(0, +)
    print(
      "monkey: seed \(seed), \(events) events, \(checks) self-checks passed after bursts;"
        + " demo's stderr in \(log.path); by the scene each burst started in:")
    for scene in SceneTally.scenes + ["home"] {
      print(
        "  \(scene): \(tally.events[scene, default: 0]) events, "
          + "\(tally.checks[scene, default: 0]) self-checks")
    }
    // The steering keeps the scenes' counts within a few checks of each other (a scene two
    // ahead of another hands over to the one with the fewest): from ten checks a scene on,
    // none is more than three behind the most visited.
    if checks >= 10 * SceneTally.scenes.count {
      let most = SceneTally.scenes.map { tally.checks[$0, default: 0] }.max() ?? 0
      for scene in SceneTally.scenes {
        XCTAssertGreaterThanOrEqual(
          tally.checks[scene, default: 0], most - 3, "\(scene) had its share of the self-checks")
      }
    }
    // Q quits from home (Esc goes there: in a text field Q types); if the storm's last key
    // opened the key list (?), the first key only closes it.
    resize(screen, window, to: (480, 800))
    for _ in 0..<8 { screen.press(keysym: XK_Escape) }
    screen.press(keysym: XK_q)
    let process = try XCTUnwrap(self.process)
    if !wait(for: process, seconds: 3) { screen.press(keysym: XK_q) }
    guard wait(for: process, seconds: 10) else { return XCTFail("Q still quits") }
    XCTAssertEqual(process.terminationReason, .exit)
    XCTAssertEqual(process.terminationStatus, 0)
  }

  /// Goes home from `shown` (Esc until the home screen shows) and opens `scene` with the
  /// arrows and Enter, as a keyboard user does.
  private func open(
    _ scene: String, from shown: String, screen: TestDisplay, window: Window,
    check: () throws -> String
  ) throws {
    resize(screen, window, to: (480, 800))
    var current = shown
    for _ in 0..<8 where !SceneTally.isHome(current) {
      screen.press(keysym: XK_Escape)
      current = try check()
    }
    guard SceneTally.isHome(current), let row = SceneTally.scenes.firstIndex(of: scene) else {
      return
    }
    for _ in 0..<SceneTally.scenes.count { screen.press(keysym: XK_Up) }
    for _ in 0..<row { screen.press(keysym: XK_Down) }
    screen.press(keysym: XK_Return)
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
    case 12 where Bool.random(using: &random):
      // A button held while the window changes size, now and then unmapped and mapped too,
      // let go inside or outside the window.
      let start = point()
      screen.drag(window, from: start, to: point(), steps: 2, interval: interval) {
        resize(
          screen, window,
          to: (Int.random(in: 1...600, using: &random), Int.random(in: 1...900, using: &random)))
        if Bool.random(using: &random) { screen.unmapAndMap(window, pause: interval) }
        let end = point(outsideToo: true)
        screen.movePointer(window, x: end.x, y: end.y)
      }
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

/// Which scene the monkey is in, by the root controller a self-check names, and how many
/// events and self-checks the bursts that started in each scene had.
struct SceneTally {
  /// The scenes in home-screen order, and the root controller each shows.
  static let scenes = [
    "default", "custom", "bouncy", "curves", "push", "navigation", "pinch", "gestures", "cards",
    "reveal", "gallery", "photos", "tabs", "lists", "settings", "player", "sheets", "toss",
    "book", "messages",
  ]
  private static let roots = [
    "ControllerOne": "default", "CurvesViewController": "curves",
    "PushSceneController": "push", "LayoutNavigationSceneController": "navigation",
    "PinchSceneController": "pinch", "GesturesViewController": "gestures",
    "CardsViewController": "cards", "RevealViewController": "reveal",
    "GalleryViewController": "gallery", "PhotosSceneController": "photos",
    "TabsSceneController": "tabs", "ListsSceneController": "lists",
    "SettingsSceneController": "settings", "PlayerSceneController": "player",
    "SheetsSceneController": "sheets", "TossViewController": "toss",
    "BookViewController": "book", "MessagesSceneController": "messages",
  ]

  private(set) var events: [String: Int] = [:]
  private(set) var checks: [String: Int] = [:]
  /// The scene last opened, to tell apart the three that show ControllerOne (one the storm
  /// opened itself is counted as the last one the monkey opened).
  private var opened: String?

  static func isHome(_ controllers: String) -> Bool {
    controllers.hasPrefix("<HomeViewController")
  }

  /// The scene a self-check's controllers show ("home" for the home screen).
  func scene(showing controllers: String) -> String {
    if Self.isHome(controllers) { return "home" }
    let root = controllers.dropFirst().prefix { $0 != ">" && $0 != ":" }
    guard let scene = Self.roots[String(root)] else { return String(root) }
    if scene == "default", let opened, ["default", "custom", "bouncy"].contains(opened) {
      return opened
    }
    return scene
  }

  /// A burst of `count` events that started in `scene`, and the self-check after it.
  mutating func add(burst count: Int, to scene: String) {
    events[scene, default: 0] += count
    checks[scene, default: 0] += 1
  }

  /// The scene to open next: the one with the fewest self-checks, when the home screen shows
  /// or the scene on show is two checks ahead of it; nil to stay.
  mutating func sceneToOpen(showing controllers: String) -> String? {
    let fewest = Self.scenes.min { checks[$0, default: 0] < checks[$1, default: 0] } ?? "default"
    let current = scene(showing: controllers)
    guard current == "home" || checks[current, default: 0] >= checks[fewest, default: 0] + 2
    else { return nil }
    opened = fewest
    return fewest
  }
}
