import CX11
import Foundation
import XCTest

/// The demo as the desktop's assistive technologies see it: its tree over AT-SPI2, read and
/// worked by a real client (libatspi), on an accessibility bus of the test's own.
final class AccessibilityWindowTests: DemoProcessTestCase {
  private var buses: AccessibilityBusFixture?

  override func tearDown() {
    super.tearDown()
    buses?.stop()
    buses = nil
  }

  /// Starts the buses and the demo on them, in `scene`.
  private func launch(scene: String = "home") throws -> AccessibilityBusFixture {
    let buses = try AccessibilityBusFixture()
    self.buses = buses
    let screen = try TestDisplay()
    _ = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", scene],
      environment: buses.environment)
    try settle("\(scene) shown")
    return buses
  }

  /// Reads the tree until `condition` holds of it (a transition takes its time).
  private func tree(
    _ buses: AccessibilityBusFixture, until what: String,
    _ condition: (AccessibleNode) -> Bool
  ) throws -> AccessibleNode {
    var tree = try buses.tree()
    let deadline = Date().addingTimeInterval(10)
    while !condition(tree) {
      guard Date() < deadline else {
        throw TestDisplay.Failure(description: "timed out waiting until \(what)")
      }
      Thread.sleep(forTimeInterval: 0.2)
      tree = try buses.tree()
    }
    return tree
  }

  func testTheHomeScreenAndAPushedScreenAreReadWithTheirRolesNamesAndStates() throws {
    let buses = try launch()
    let application = try buses.tree()
    XCTAssertEqual(application.role, "application")
    XCTAssertEqual(application.name, "Transitions")
    let frame = try XCTUnwrap(application.children.first)
    XCTAssertEqual(frame.role, "frame")
    XCTAssertEqual(try XCTUnwrap(frame.first("heading", "Transitions")).text, "Transitions")
    let row = try XCTUnwrap(frame.first("push button", "Push and pop"), "the home screen's row")
    XCTAssertTrue(
      row.states.isSuperset(of: ["enabled", "focusable", "showing", "visible"]), "\(row.states)")
    XCTAssertFalse(row.description.isEmpty, "the row's summary is its description")
    XCTAssertEqual(row.actions, ["click"])
    // A row far down the scrolling list is there, but not showing.
    let lastRow = try XCTUnwrap(frame.first("push button", "Book"))
    XCTAssertFalse(lastRow.states.contains("showing"))
    // Reading the tree leaves the demo asleep.
    XCTAssertEqual(try wakeUpsWhenIdle(for: 1), 0, "no wake-up after the questions")

    // Activating the row through the Action interface pushes its scene.
    let done = try XCTUnwrap(buses.ask("act", "Push and pop") as? [String: Any])
    XCTAssertEqual(done["done"] as? Bool, true)
    let pushed = try tree(buses, until: "the pushed scene's title is read") {
      $0.first("heading", "Page 1") != nil
    }
    let bar = try XCTUnwrap(pushed.all.first { $0.role == "tool bar" })
    XCTAssertNotNil(bar.first("push button", "Home"), "the bar's home button")
    XCTAssertNil(pushed.first("push button", "Push and pop"), "the home screen is gone")
    _ = try buses.ask("act", "Push Page 2")
    let second = try tree(buses, until: "page 2 is read") { $0.first("heading", "Page 2") != nil }
    XCTAssertNotNil(second.first("push button", "Page 1"), "the back button says where it goes")
  }

  func testASlidersValueIsReadAndSetAndAStepperStepsThroughTheValueAndActionInterfaces()
    throws
  {
    let buses = try launch(scene: "settings")
    let slider = try XCTUnwrap(buses.ask("value", "Brightness") as? [String: Any])
    XCTAssertEqual(slider["minimum"] as? Double, 0)
    XCTAssertEqual(slider["maximum"] as? Double, 1)
    let set = try XCTUnwrap(buses.ask("value", "Brightness", "0.25") as? [String: Any])
    XCTAssertEqual(try XCTUnwrap(set["value"] as? Double), 0.25, accuracy: 1e-6)
    XCTAssertEqual(set["text"] as? String, "25%")
    let stepper = try XCTUnwrap(buses.ask("value", "Text Size") as? [String: Any])
    let size = try XCTUnwrap(stepper["value"] as? Double)
    _ = try buses.ask("act", "Text Size", "increment")
    let stepped = try XCTUnwrap(buses.ask("value", "Text Size") as? [String: Any])
    XCTAssertEqual(stepped["value"] as? Double, size + 1)
    // The row's detail follows the stepper's action, and its new name is read.
    _ = try tree(buses, until: "the row says the new size") {
      $0.all.contains { $0.role == "list item" && $0.name == "Text Size, \(Int(size) + 1) pt" }
    }
    // A switch's row is a checkable element that a click toggles.
    let airplane = try XCTUnwrap(buses.tree().first("list item", "Airplane Mode"))
    XCTAssertTrue(airplane.states.contains("checkable"))
    let wasOn = airplane.states.contains("checked")
    _ = try buses.ask("act", "Airplane Mode")
    _ = try tree(buses, until: "the switch is toggled") {
      $0.first("list item", "Airplane Mode")?.states.contains("checked") == !wasOn
    }
  }

  func testFocusAndScreenChangeEventsReachAClient() throws {
    let buses = try launch(scene: "push")
    // The push is the toolkit's navigation transition: it posts the screen change as it ends.
    let heard = try XCTUnwrap(
      buses.ask("events", "7", "focus:Push Page 2", "act:Push Page 2") as? [[String: Any]])
    let summary = heard.map { "\($0["type"] ?? "") \($0["source"] ?? "")" }
    XCTAssertTrue(
      heard.contains {
        $0["type"] as? String == "object:state-changed:focused"
          && $0["source"] as? String == "Push Page 2" && $0["detail1"] as? Int == 1
      }, "\(summary)")
    XCTAssertTrue(
      heard.contains { $0["type"] as? String == "window:activate" }, "\(summary)")
    XCTAssertTrue(
      heard.contains {
        ($0["type"] as? String)?.hasPrefix("object:children-changed:add") == true
          && $0["role"] as? String == "frame"
      }, "\(summary)")
  }

  func testOrcaSpeaksTheFirstRowOfTheHomeScreenWhenTabReachesIt() throws {
    guard FileManager.default.isExecutableFile(atPath: AccessibilityBusFixture.orcaPath) else {
      throw XCTSkip("Orca is not installed (make test installs it)")
    }
    let buses = try AccessibilityBusFixture()
    self.buses = buses
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800"], environment: buses.environment)
    try settle("home shown")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-orca-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let speech = folder.appendingPathComponent("speech.log")
    let orca = try buses.startOrca(
      speechLog: speech, preferences: folder.appendingPathComponent("preferences"))
    defer {
      // Orca can take long to end on SIGTERM without a desktop: it is stopped for good.
      kill(orca.processIdentifier, SIGKILL)
      _ = wait(for: orca, seconds: 3)
    }
    func spoken() -> String { (try? String(contentsOf: speech, encoding: .utf8)) ?? "" }
    screen.focus(window)
    try waitUntil("Orca reads the window", seconds: 30) { spoken().contains("Transitions frame") }
    screen.press(keysym: XK_Tab)
    try waitUntil("Orca speaks the first row", seconds: 10) {
      spoken().contains("SPEECH OUTPUT: 'Default presentation push button.'")
    }
    // Orca says it listens on the bus: the toolkit's isVoiceOverRunning follows.
    let answer = try settle("Orca listening")
    XCTAssertTrue(answer.line.contains("screen reader on"), answer.line)
  }

  func testWithoutAnAccessibilityBusTheDemoSaysNothingAndStaysAsleep() throws {
    let session = try PrivateSessionBus()
    defer { session.stop() }
    let screen = try TestDisplay()
    let errors = Pipe()
    _ = try launchDemo(
      on: screen, arguments: ["--size", "480x800"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": session.address], standardError: errors)
    try settle("home shown")
    XCTAssertEqual(try wakeUpsWhenIdle(for: 1), 0, "no wake-up without an accessibility bus")
    if let process { stop(process) }
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(printed, "", "nothing printed")
  }
}
