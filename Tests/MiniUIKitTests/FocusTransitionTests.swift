import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Keyboard focus across transitions: into the new content, and back on return.
final class FocusTransitionTests: PresentationTestCase {
  /// A controller with buttons "<name>1" and "<name>2" in a row.
  private final class ButtonsController: UIViewController {
    let first = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
    let second = UIButton(frame: CGRect(x: 140, y: 100, width: 100, height: 40))

    override func viewDidLoad() {
      view.addSubview(first)
      view.addSubview(second)
    }
  }

  override func tearDown() {
    MainActor.assumeIsolated { UIApplication.shared.setFocus(nil) }
    super.tearDown()
  }

  private let tab = UIKey(.tab)

  func testFocusMovesIntoAPresentationAndComesBack() async throws {
    let a = ButtonsController()
    makeWindow(root: a)
    frame()
    UIApplication.shared.sendKey(tab)
    UIApplication.shared.sendKey(tab)
    XCTAssertTrue(UIApplication.shared.focusedView === a.second)
    let b = ButtonsController()
    a.present(b, animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(UIApplication.shared.focusedView === b.first, "into the presented content")
    b.dismiss(animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(UIApplication.shared.focusedView === a.second, "back where it was")
  }

  func testFocusFollowsPushAndPop() async throws {
    let a = ButtonsController()
    let navigation = UINavigationController(rootViewController: a)
    makeWindow(root: navigation)
    frame()
    UIApplication.shared.setFocus(a.second)
    let b = ButtonsController()
    navigation.pushViewController(b, animated: true)
    advance(seconds: 0.5)
    let focused = UIApplication.shared.focusedView
    XCTAssertTrue(
      focused === b.first || focused === navigation.navigationBar.backButton,
      "into the pushed page or its bar, got \(String(describing: focused))")
    navigation.popViewController(animated: true)
    advance(seconds: 0.5)
    XCTAssertTrue(UIApplication.shared.focusedView === a.second, "back where it was")
  }

  func testWithoutFocusNothingIsFocused() async throws {
    let a = ButtonsController()
    makeWindow(root: a)
    frame()
    let b = ButtonsController()
    a.present(b, animated: false)
    frame()
    XCTAssertNil(UIApplication.shared.focusedView, "a mouse user gets no focus ring")
  }
}
