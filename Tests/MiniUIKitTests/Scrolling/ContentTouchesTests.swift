import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A scroll view's content and its touches, as UIKit's: the content sees a touch once it is
/// clearly not a drag (`delaysContentTouches`), a drag takes a touch from the content but a
/// control's (`touchesShouldCancel(in:)`), or none (`canCancelContentTouches`).
@MainActor
final class ContentTouchesTests: PresentationTestCase {
  /// A view that logs the touches it sees.
  private final class TouchLog: UIView {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      phases.append("began")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      if phases.last != "moved" { phases.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      phases.append("ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      phases.append("cancelled")
    }
  }

  /// A scroll view that lets a drag take any touch, a control's too.
  private final class ControlCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
  }

  /// A scroll view over tall content, with `content` at (0, 0, 480, 200) in it.
  private func show(_ content: UIView, in scrollView: UIScrollView = UIScrollView()) -> UIScrollView
  {
    scrollView.frame = Self.windowFrame
    scrollView.contentSize = CGSize(width: 480, height: 4000)
    content.frame = CGRect(x: 0, y: 0, width: 480, height: 200)
    scrollView.addSubview(content)
    let controller = UIViewController()
    controller.view.addSubview(scrollView)
    makeWindow(root: controller)
    frame()
    return scrollView
  }

  /// Drags up 100 points from (240, 100) in five moves a frame apart, after `hold` seconds.
  private func drag(after hold: TimeInterval = 0) {
    send(.down, 240, 100)
    advance(seconds: hold)
    for step in 1...5 {
      frame()
      send(.moved, 240, 100 - 20 * CGFloat(step))
    }
    send(.up, 240, 0)
  }

  func testATapReachesTheContentWhenItLifts() async throws {
    let content = TouchLog()
    _ = show(content)
    send(.down, 240, 100)
    frame()
    XCTAssertEqual(content.phases, [], "held back while the touch may yet drag")
    send(.up, 240, 100)
    XCTAssertEqual(content.phases, ["began", "ended"], "the tap, whole, as it lifts")
  }

  func testATouchHeldStillReachesTheContentAfterTheDelay() async throws {
    let content = TouchLog()
    _ = show(content)
    send(.down, 240, 100)
    advance(seconds: ContentTouchDelay.duration - 1.0 / 60)
    XCTAssertEqual(content.phases, [])
    advance(seconds: 2.0 / 60)
    XCTAssertEqual(content.phases, ["began"])
    send(.up, 240, 100)
    XCTAssertEqual(content.phases, ["began", "ended"])
  }

  func testADragBegunWithinTheDelayScrollsAndTheContentNeverSeesIt() async throws {
    let content = TouchLog()
    let scrollView = show(content)
    drag()
    XCTAssertEqual(content.phases, [])
    XCTAssertGreaterThan(scrollView.contentOffset.y, 50)
  }

  func testADragTheScrollViewCannotTakeReachesTheContentAtOnce() async throws {
    let content = TouchLog()
    _ = show(content)
    send(.down, 240, 100)
    frame()
    send(.moved, 300, 100)
    XCTAssertEqual(content.phases, ["began", "moved"], "across a list that scrolls down only")
    send(.up, 300, 100)
    XCTAssertEqual(content.phases, ["began", "moved", "ended"])
  }

  func testWithoutTheDelayTheContentSeesTheTouchAtOnceAndTheDragCancelsIt() async throws {
    let content = TouchLog()
    let scrollView = UIScrollView()
    scrollView.delaysContentTouches = false
    _ = show(content, in: scrollView)
    send(.down, 240, 100)
    XCTAssertEqual(content.phases, ["began"])
    send(.up, 240, 100)
    drag()
    XCTAssertEqual(content.phases, ["began", "ended", "began", "cancelled"])
    XCTAssertGreaterThan(scrollView.contentOffset.y, 50)
  }

  func testAControlFollowingTheTouchKeepsItFromADrag() async throws {
    let control = UIControl()
    let scrollView = show(control)
    var events: [String] = []
    control.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
    control.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
    drag(after: 0.3)
    XCTAssertEqual(scrollView.contentOffset.y, 0, "the control kept the touch")
    XCTAssertFalse(events.contains("cancel"))

    let overriding = ControlCancellingScrollView()
    let other = UIControl()
    _ = show(other, in: overriding)
    var cancelled = false
    other.addAction(UIAction { _ in cancelled = true }, for: .touchCancel)
    drag(after: 0.3)
    XCTAssertGreaterThan(overriding.contentOffset.y, 50, "touchesShouldCancel(in:) let it go")
    XCTAssertTrue(cancelled)
  }

  func testCanCancelContentTouchesOffKeepsAnyFollowedTouchFromADrag() async throws {
    let content = TouchLog()
    let scrollView = UIScrollView()
    scrollView.canCancelContentTouches = false
    _ = show(content, in: scrollView)
    drag(after: 0.3)
    XCTAssertEqual(scrollView.contentOffset.y, 0)
    XCTAssertEqual(content.phases, ["began", "moved", "ended"])
    drag()
    XCTAssertGreaterThan(scrollView.contentOffset.y, 50, "a drag before the delay still scrolls")
  }
}
