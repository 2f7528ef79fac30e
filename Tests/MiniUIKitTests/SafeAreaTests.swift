import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The safe area, bar items with a view of their own, scrolling to show a rectangle (and the
/// focus), and input that arrives just after a resize.
@MainActor
final class SafeAreaTests: PresentationTestCase {
  private final class Counting: UIViewController {
    var changes = 0
    var layouts = 0
    override func viewSafeAreaInsetsDidChange() { changes += 1 }
    override func viewDidLayoutSubviews() { layouts += 1 }
  }

  /// A controller's extra insets are its root view's; a subview gets the part that overlaps
  /// it, and a change lays the view out again.
  func testAdditionalInsetsReachTheViewAndTheSubviewsTheyCover() async throws {
    let controller = Counting()
    makeWindow(root: controller)
    frame()
    let foot = UIView(frame: CGRect(x: 0, y: 700, width: 480, height: 100))
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 100))
    controller.view.addSubview(foot)
    controller.view.addSubview(top)
    frame()
    let layouts = controller.layouts
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 56, right: 10)
    XCTAssertEqual(controller.changes, 1)
    XCTAssertEqual(
      controller.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 56, right: 10))
    XCTAssertEqual(foot.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 56, right: 10))
    XCTAssertEqual(top.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
    frame()
    XCTAssertGreaterThan(controller.layouts, layouts, "laid out again")
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 56, right: 10)
    XCTAssertEqual(controller.changes, 1, "the same insets are no change")
  }

  func testABarItemsCustomViewShowsInTheBar() async throws {
    let root = UIViewController()
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
    let navigation = UINavigationController(rootViewController: root)
    makeWindow(root: navigation)
    frame()
    XCTAssertTrue(custom.superview === navigation.navigationBar)
    XCTAssertEqual(custom.frame, CGRect(x: 480 - 8 - 30, y: 7, width: 30, height: 30))
  }

  /// The focus moving to a view off screen in a scroll view scrolls just far enough.
  func testFocusScrollsItsViewIntoSight() async throws {
    let controller = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    scrollView.contentSize = CGSize(width: 480, height: 3000)
    let far = UIButton(frame: CGRect(x: 20, y: 2000, width: 200, height: 50))
    scrollView.addSubview(far)
    controller.view.addSubview(scrollView)
    makeWindow(root: controller)
    frame()
    UIApplication.shared.setFocus(far)
    advance(seconds: 0.5)
    XCTAssertEqual(scrollView.contentOffset.y, 2050 - 800, "its foot at the view's foot")
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 1300, width: 10, height: 10), animated: false)
    XCTAssertEqual(scrollView.contentOffset.y, 1250, "already showing: no move")
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
    XCTAssertEqual(scrollView.contentOffset.y, 100, "its top at the view's top")
  }

  /// A press right after a resize lands on the views as the new size lays them out, not as
  /// the last frame drew them.
  func testAPressAfterAResizeHitsTheNewLayout() async throws {
    final class Corner: UIViewController {
      let button = UIButton(frame: .zero)
      override func viewDidLoad() { view.addSubview(button) }
      override func viewDidLayoutSubviews() {
        button.frame = CGRect(x: view.bounds.width - 60, y: 0, width: 60, height: 44)
      }
    }
    let controller = Corner()
    var pressed = 0
    controller.button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
    makeWindow(root: controller)
    frame()
    UIApplication.shared.windowDidResize(to: CGSize(width: 100, height: 800))
    tap(50, 20)
    XCTAssertEqual(pressed, 1, "the button is at the right of the 100-point window")
  }
}
