import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Shared record of what happened, outliving the targets that write to it.
private final class EventLog {
  var entries: [String] = []
}

/// A target for target-action, held weakly by the control.
@MainActor
private final class Target {
  let log: EventLog
  init(log: EventLog) { self.log = log }
  func tapped() { log.entries.append("tapped") }
  func touchedDown() { log.entries.append("down") }
  func releasedOutside() { log.entries.append("outside") }
  func cancelled() { log.entries.append("cancel") }
}

@MainActor
final class ControlTests: XCTestCase {
  private let app = UIApplication.shared

  /// A key window with a button at (10, 10, 100, 40).
  private func makeScene() -> (UIWindow, UIButton) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    button.setTitle("Press", for: .normal)
    window.addSubview(button)
    window.makeKeyAndVisible()
    return (window, button)
  }

  private func pointer(_ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat) {
    app.sendPointerEvent(PointerEvent(kind: kind, location: CGPoint(x: x, y: y)))
  }

  func testTapInsideSendsTouchUpInside() async {
    let (window, button) = makeScene()
    let log = EventLog()
    let target = Target(log: log)
    button.addTarget(target, action: Target.tapped, for: .touchUpInside)
    button.addTarget(target, action: Target.touchedDown, for: .touchDown)
    pointer(.down, 50, 30)
    XCTAssertEqual(log.entries, ["down"])
    XCTAssertTrue(button.isHighlighted)
    pointer(.up, 52, 31)
    XCTAssertEqual(log.entries, ["down", "tapped"])
    XCTAssertFalse(button.isHighlighted)
    withExtendedLifetime((window, target)) {}
  }

  func testHighlightFollowsThePointer() async {
    let (window, button) = makeScene()
    XCTAssertFalse(button.isHighlighted)
    pointer(.down, 20, 20)
    XCTAssertTrue(button.isHighlighted)
    pointer(.moved, 200, 200)
    XCTAssertFalse(button.isHighlighted)
    pointer(.moved, 109, 49)
    XCTAssertTrue(button.isHighlighted)
    pointer(.moved, 111, 30)
    XCTAssertFalse(button.isHighlighted)
    pointer(.up, 111, 30)
    XCTAssertFalse(button.isHighlighted)
    withExtendedLifetime(window) {}
  }

  func testReleaseOutsideSendsTouchUpOutside() async {
    let (window, button) = makeScene()
    let log = EventLog()
    let target = Target(log: log)
    button.addTarget(target, action: Target.tapped, for: .touchUpInside)
    button.addTarget(target, action: Target.releasedOutside, for: .touchUpOutside)
    pointer(.down, 50, 30)
    pointer(.moved, 250, 300)
    pointer(.up, 250, 300)
    XCTAssertEqual(log.entries, ["outside"])
    XCTAssertFalse(button.isHighlighted)
    // Dragging out and back in before release still counts as a tap.
    log.entries = []
    pointer(.down, 50, 30)
    pointer(.moved, 250, 300)
    pointer(.moved, 60, 30)
    pointer(.up, 60, 30)
    XCTAssertEqual(log.entries, ["tapped"])
    withExtendedLifetime((window, target)) {}
  }

  func testTouchThatBeginsOutsideDoesNotTap() async {
    let (window, button) = makeScene()
    let log = EventLog()
    let target = Target(log: log)
    button.addTarget(target, action: Target.tapped, for: .touchUpInside)
    pointer(.down, 200, 200)
    pointer(.moved, 50, 30)
    XCTAssertFalse(button.isHighlighted)
    pointer(.up, 50, 30)
    XCTAssertEqual(log.entries, [])
    withExtendedLifetime((window, target)) {}
  }

  func testDisabledButtonIgnoresTouches() async {
    let (window, button) = makeScene()
    let log = EventLog()
    let target = Target(log: log)
    button.addTarget(target, action: Target.tapped, for: .touchUpInside)
    button.isEnabled = false
    pointer(.down, 50, 30)
    XCTAssertFalse(button.isHighlighted)
    pointer(.up, 50, 30)
    XCTAssertEqual(log.entries, [])
    button.isEnabled = true
    pointer(.down, 50, 30)
    pointer(.up, 50, 30)
    XCTAssertEqual(log.entries, ["tapped"])
    withExtendedLifetime((window, target)) {}
  }

  func testCancelledTouchSendsTouchCancel() async {
    let (window, button) = makeScene()
    let log = EventLog()
    let target = Target(log: log)
    button.addTarget(target, action: Target.tapped, for: .touchUpInside)
    button.addTarget(target, action: Target.cancelled, for: .touchCancel)
    pointer(.down, 50, 30)
    app.cancelTouches()
    XCTAssertEqual(log.entries, ["cancel"])
    XCTAssertFalse(button.isHighlighted)
    pointer(.up, 50, 30)  // No touch any more: nothing.
    XCTAssertEqual(log.entries, ["cancel"])
    withExtendedLifetime((window, target)) {}
  }

  func testTargetIsHeldWeakly() async {
    let (window, button) = makeScene()
    let log = EventLog()
    var target: Target? = Target(log: log)
    weak let weakTarget = target
    button.addTarget(target!, action: Target.tapped, for: .touchUpInside)
    pointer(.down, 50, 30)
    pointer(.up, 50, 30)
    XCTAssertEqual(log.entries, ["tapped"])
    target = nil
    XCTAssertNil(weakTarget, "the control must not keep its target alive")
    pointer(.down, 50, 30)
    pointer(.up, 50, 30)
    XCTAssertEqual(log.entries, ["tapped"])
    withExtendedLifetime(window) {}
  }

  func testAddActionRunsClosureWithTheAction() async {
    let (window, button) = makeScene()
    var received: [String] = []
    let action = UIAction(title: "Go") { action in received.append(action.title) }
    button.addAction(action, for: .primaryActionTriggered)
    let other = UIAction(title: "Down") { action in received.append(action.title) }
    button.addAction(other, for: .touchDown)
    pointer(.down, 50, 30)
    XCTAssertEqual(received, ["Down"])
    pointer(.up, 50, 30)
    XCTAssertEqual(received, ["Down", "Go"])
    pointer(.down, 50, 30)
    pointer(.up, 300, 30)
    XCTAssertEqual(received, ["Down", "Go", "Down"])
    withExtendedLifetime(window) {}
  }

  func testSendActionsRunsOnlyMatchingRegistrations() async {
    let button = UIButton(frame: .zero)
    var fired: [String] = []
    button.addAction(UIAction { _ in fired.append("up") }, for: .touchUpInside)
    button.addAction(UIAction { _ in fired.append("value") }, for: .valueChanged)
    button.addAction(UIAction { _ in fired.append("either") }, for: [.valueChanged, .touchDown])
    button.sendActions(for: .valueChanged)
    XCTAssertEqual(fired, ["value", "either"])
    fired = []
    button.sendActions(for: .touchCancel)
    XCTAssertEqual(fired, [])
  }

  /// An action knows its sender while it runs, and does not keep it: a control keeps its
  /// actions, so an action that kept its control made a cycle of the two.
  func testAControlAndTheActionsItRanGo() async {
    weak var gone: UIButton?
    var senders: [ObjectIdentifier?] = []
    do {
      let button = UIButton(frame: .zero)
      gone = button
      let record = UIAction { action in
        senders.append((action.sender as? UIButton).map(ObjectIdentifier.init))
      }
      button.addAction(record, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      XCTAssertEqual(senders, [ObjectIdentifier(button)])
    }
    XCTAssertNil(gone)
  }

  func testButtonInsideTransformedContainer() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // shows (50, 50)–(150, 150)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.addSubview(button)
    window.addSubview(container)
    window.makeKeyAndVisible()
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    // On screen the button covers (50, 50)–(100, 100); (120, 120) maps to (140, 140) in the
    // container, outside the button.
    pointer(.down, 120, 120)
    pointer(.up, 120, 120)
    XCTAssertEqual(taps, 0)
    pointer(.down, 60, 60)
    XCTAssertTrue(button.isHighlighted)
    pointer(.moved, 105, 60)  // Outside the button on screen.
    XCTAssertFalse(button.isHighlighted)
    pointer(.up, 99, 99)
    XCTAssertEqual(taps, 1)
  }

  func testTitleDimsWhileHighlightedAndGraysWhenDisabled() async {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    button.setTitleColor(.red, for: .normal)
    XCTAssertEqual(button.titleLabel?.textColor, .red)
    button.isHighlighted = true
    XCTAssertEqual(button.titleLabel?.textColor, UIColor.red.withAlphaComponent(0.25))
    button.isHighlighted = false
    button.isEnabled = false
    XCTAssertEqual(button.titleLabel?.textColor, .gray)
    XCTAssertEqual(button.currentTitle, nil)
    button.setTitle("OK", for: .normal)
    XCTAssertEqual(button.currentTitle, "OK")
    XCTAssertEqual(button.title(for: .highlighted), "OK")
  }

  func testButtonSizeThatFitsPadsTitle() async {
    let button = UIButton(frame: .zero)
    button.setTitle("Hi", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 10)
    XCTAssertTrue(app.environment.textMeasurer is ApproximateTextMeasurer)
    // Text 2 · 6 × 12, plus 20 × 12 padding.
    let size = button.sizeThatFits(.zero)
    XCTAssertEqual(size.width, 32, accuracy: 1e-9)
    XCTAssertEqual(size.height, 24, accuracy: 1e-9)
  }
}
