import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A view that takes every key that reaches it.
private final class KeyCatcher: UIView {
  var keys: [UIKey] = []
  override func keyPressed(_ key: UIKey) -> Bool {
    keys.append(key)
    return true
  }
}

/// The application delegate: the last link of the responder chain.
private final class KeyRecorder: UIResponder, UIApplicationDelegate {
  var keys: [UIKey] = []
  override func keyPressed(_ key: UIKey) -> Bool {
    keys.append(key)
    return true
  }
}

@MainActor
final class FocusTests: XCTestCase {
  private let app = UIApplication.shared
  private let tab = UIKey(.tab)
  private let backTab = UIKey(.tab, modifierFlags: .shift)

  /// The application is shared: start every test without focus. (XCTestCase's own
  /// `setUp()` does nothing, and calling it from the main actor would send `self` away.)
  override func setUp() async throws {
    UIApplication.shared.setFocus(nil)
  }

  /// A key window with buttons "1", "2", "3" in a row, and a log of their actions.
  private func makeScene() -> (UIWindow, [UIButton], Box) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let log = Box()
    var buttons: [UIButton] = []
    for index in 0..<3 {
      let button = UIButton(frame: CGRect(x: 10 + 110 * index, y: 10, width: 100, height: 40))
      let name = "\(index + 1)"
      button.setTitle(name, for: .normal)
      button.addAction(UIAction { _ in log.entries.append(name) }, for: .primaryActionTriggered)
      window.addSubview(button)
      buttons.append(button)
    }
    window.makeKeyAndVisible()
    return (window, buttons, log)
  }

  private func press(_ key: UIKey, times: Int = 1) {
    for _ in 0..<times { app.sendKey(key) }
  }

  func testTabCyclesThroughButtonsInOrder() async {
    let (window, buttons, _) = makeScene()
    XCTAssertNil(app.focusedView)
    var order: [UIView?] = []
    for _ in 0..<4 {
      press(tab)
      order.append(app.focusedView)
    }
    XCTAssertTrue(order[0] === buttons[0])
    XCTAssertTrue(order[1] === buttons[1])
    XCTAssertTrue(order[2] === buttons[2])
    XCTAssertTrue(order[3] === buttons[0], "Tab wraps around")
    XCTAssertTrue(buttons[0].isFocused)
    XCTAssertFalse(buttons[1].isFocused)
    withExtendedLifetime(window) {}
  }

  func testShiftTabGoesBackwards() async {
    let (window, buttons, _) = makeScene()
    press(backTab)
    XCTAssertTrue(app.focusedView === buttons[2], "shift-Tab from nothing starts at the end")
    press(backTab)
    XCTAssertTrue(app.focusedView === buttons[1])
    press(backTab, times: 2)
    XCTAssertTrue(app.focusedView === buttons[2], "shift-Tab wraps around")
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[0])
    withExtendedLifetime(window) {}
  }

  func testFocusOrderFollowsTheViewTree() async {
    let (window, buttons, _) = makeScene()
    let container = UIView(frame: CGRect(x: 0, y: 60, width: 400, height: 40))
    let nested = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    container.addSubview(nested)
    window.insertSubview(container, aboveSubview: buttons[0])
    press(tab, times: 2)
    XCTAssertTrue(app.focusedView === nested)
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[1])
    withExtendedLifetime(window) {}
  }

  func testAScrollViewsContentIsTabbedTopToBottomWhateverOrderItWasAddedIn() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scrollView = UIScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    // Added bottom first, as a table view adds its rows.
    let rows = (0..<3).reversed().map { row in
      let button = UIButton(frame: CGRect(x: 0, y: CGFloat(row) * 50, width: 400, height: 44))
      scrollView.addSubview(button)
      return (row, button)
    }.sorted { $0.0 < $1.0 }.map(\.1)
    window.makeKeyAndVisible()
    for row in rows {
      press(tab)
      XCTAssertTrue(app.focusedView === row)
    }
    withExtendedLifetime(window) {}
  }

  func testEnterAndSpaceActivateTheFocusedButton() async {
    let (window, _, log) = makeScene()
    press(UIKey(.enter))
    XCTAssertEqual(log.entries, [], "nothing is focused yet")
    press(tab)
    press(UIKey(.enter))
    XCTAssertEqual(log.entries, ["1"])
    press(tab)
    press(UIKey(.space))
    XCTAssertEqual(log.entries, ["1", "2"])
    withExtendedLifetime(window) {}
  }

  func testKeyboardActivationSendsTouchUpInside() async {
    let (window, buttons, _) = makeScene()
    var taps = 0
    buttons[0].addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    press(tab)
    press(UIKey(.space))
    XCTAssertEqual(taps, 1)
    withExtendedLifetime(window) {}
  }

  func testDisabledButtonsAreSkipped() async {
    let (window, buttons, _) = makeScene()
    buttons[1].isEnabled = false
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[0])
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[2])
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[0])
    press(backTab)
    XCTAssertTrue(app.focusedView === buttons[2])
    withExtendedLifetime(window) {}
  }

  func testHiddenButtonsAreSkipped() async {
    let (window, buttons, _) = makeScene()
    buttons[0].isHidden = true
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[1])
    press(tab, times: 2)
    XCTAssertTrue(app.focusedView === buttons[1])
    withExtendedLifetime(window) {}
  }

  func testButtonsInHiddenOrTransparentContainersAreSkipped() async {
    let (window, buttons, _) = makeScene()
    let hiddenBox = UIView(frame: window.bounds)
    hiddenBox.isHidden = true
    hiddenBox.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let clearBox = UIView(frame: window.bounds)
    clearBox.alpha = 0
    clearBox.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    window.insertSubview(hiddenBox, at: 0)
    window.addSubview(clearBox)
    var seen: [UIView] = []
    for _ in 0..<4 {
      press(tab)
      if let view = app.focusedView { seen.append(view) }
    }
    XCTAssertTrue(seen.elementsEqual([buttons[0], buttons[1], buttons[2], buttons[0]], by: ===))
    withExtendedLifetime(window) {}
  }

  func testDisabledFocusedButtonIsNotActivated() async {
    let (window, buttons, log) = makeScene()
    press(tab)
    buttons[0].isEnabled = false
    press(UIKey(.enter))
    XCTAssertEqual(log.entries, [])
    withExtendedLifetime(window) {}
  }

  func testFocusedButtonThatDisappearsIsNotActivated() async {
    let (window, buttons, log) = makeScene()
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[0])
    buttons[0].isHidden = true
    press(UIKey(.enter))
    XCTAssertEqual(log.entries, [])
    XCTAssertNil(app.focusedView)
    buttons[0].isHidden = false
    press(tab)
    XCTAssertTrue(app.focusedView === buttons[0])
    buttons[0].removeFromSuperview()
    press(UIKey(.space))
    XCTAssertEqual(log.entries, [])
    XCTAssertNil(app.focusedView)
    withExtendedLifetime(window) {}
  }

  func testFocusedButtonInHiddenContainerIsNotActivated() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let container = UIView(frame: window.bounds)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    container.addSubview(button)
    window.addSubview(container)
    window.makeKeyAndVisible()
    press(tab)
    XCTAssertTrue(app.focusedView === button)
    container.isHidden = true
    press(UIKey(.enter))
    XCTAssertEqual(taps, 0, "a button that cannot be seen must not be pressed")
    XCTAssertNil(app.focusedView)
  }

  func testUnhandledKeysGoUpTheResponderChainFromTheFocusedView() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let catcher = KeyCatcher(frame: window.bounds)
    let middle = UIView(frame: catcher.bounds)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    window.addSubview(catcher)
    catcher.addSubview(middle)
    middle.addSubview(button)
    window.makeKeyAndVisible()
    press(tab)
    XCTAssertTrue(app.focusedView === button)
    press(UIKey(.character("x")))
    press(UIKey(.escape))
    XCTAssertEqual(catcher.keys, [UIKey(.character("x")), UIKey(.escape)])
    // Tab, Enter and Space on a button are handled before the chain.
    press(UIKey(.enter))
    press(tab)
    XCTAssertEqual(catcher.keys.count, 2)
  }

  func testKeysWithoutFocusReachTheApplicationDelegate() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    window.makeKeyAndVisible()
    let recorder = KeyRecorder()
    app.delegate = recorder
    defer { app.delegate = nil }
    press(UIKey(.character("q"), modifierFlags: .control))
    press(UIKey(.enter))  // Nothing focused: Enter is an ordinary key.
    XCTAssertEqual(
      recorder.keys, [UIKey(.character("q"), modifierFlags: .control), UIKey(.enter)])
  }

  func testViewOverridingKeyPressedStopsTheChain() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let outer = KeyCatcher(frame: window.bounds)
    let inner = KeyCatcher(frame: outer.bounds)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    window.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(button)
    window.makeKeyAndVisible()
    let recorder = KeyRecorder()
    app.delegate = recorder
    defer { app.delegate = nil }
    app.setFocus(button)
    press(UIKey(.leftArrow))
    XCTAssertEqual(inner.keys, [UIKey(.leftArrow)])
    XCTAssertEqual(outer.keys, [])
    XCTAssertEqual(recorder.keys, [])
  }

  /// How many strokes (focus rings) `window` draws.
  private func rings(in window: UIWindow) -> Int {
    window.displayList().commands.filter {
      if case .stroke = $0.kind { return true } else { return false }
    }.count
  }

  func testFocusedButtonDrawsAFocusRing() async {
    let (window, buttons, _) = makeScene()
    XCTAssertEqual(rings(in: window), 0)
    press(tab, times: 2)
    XCTAssertTrue(buttons[1].isFocused)
    let ring = window.displayList().commands.compactMap { command -> CGRect? in
      guard case .stroke(let rect, _, _, _) = command.kind else { return nil }
      return rect.applying(command.transform)
    }
    // The ring surrounds the second button, (120, 10, 100, 40), 3 points out.
    XCTAssertEqual(ring, [CGRect(x: 117, y: 7, width: 106, height: 46)])
  }

  /// As GTK's `:focus-visible`: a press of the mouse hides the ring, and focus stays where it
  /// was (Enter still presses the button); the next key shows it again.
  func testTheFocusRingHidesOnAMousePressAndShowsOnTheNextKey() async {
    let (window, buttons, log) = makeScene()
    press(tab)
    XCTAssertEqual(rings(in: window), 1)
    app.sendPointerEvent(
      PointerEvent(kind: .down, location: CGPoint(x: 390, y: 90), modifierFlags: []))
    app.sendPointerEvent(
      PointerEvent(kind: .up, location: CGPoint(x: 390, y: 90), modifierFlags: []))
    XCTAssertEqual(rings(in: window), 0, "hidden after the mouse")
    XCTAssertTrue(buttons[0].isFocused, "the focus stays")
    press(UIKey(.enter))
    XCTAssertEqual(log.entries, ["1"])
    XCTAssertEqual(rings(in: window), 1, "shown again by a key")
  }

  /// A button in the window's corner has its ring inside the window, and a square control's
  /// ring has rounded corners as a rounded one's does.
  func testAFocusRingAtTheWindowsEdgeStaysInsideIt() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
    button.setTitle("Show Controller One", for: .normal)
    window.addSubview(button)
    window.makeKeyAndVisible()
    press(tab)
    let rings = window.displayList().commands.compactMap { command -> (CGRect, CGFloat)? in
      guard case .stroke(let rect, _, _, let radius) = command.kind else { return nil }
      return (rect.applying(command.transform), radius)
    }
    XCTAssertEqual(rings.map(\.0), [CGRect(x: 1, y: 1, width: 152, height: 102)])
    XCTAssertEqual(rings.map(\.1), [6])
  }
}

private final class Box {
  var entries: [String] = []
}
