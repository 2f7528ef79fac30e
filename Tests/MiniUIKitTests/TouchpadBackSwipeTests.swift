import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A two-finger swipe on a touchpad pops, as libadwaita's swipe tracker goes back: the page
/// follows the fingers, and when they lift (a scroll of zero) the pop finishes or goes back by
/// position and speed. Wheels and vertical scrolls do not swipe.
@MainActor
final class TouchpadBackSwipeTests: PresentationTestCase {
  private static let content = CGRect(x: 0, y: 0, width: 480, height: 756)
  private var time: TimeInterval = 100

  private func makeStack() -> (UINavigationController, b: UIViewController) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    makeWindow(root: navigation)
    let b = UIViewController()
    navigation.pushViewController(b, animated: false)
    frame()
    return (navigation, b)
  }

  /// A scroll of (`dx`, `dy`) points, `seconds` after the last one.
  private func scroll(
    _ dx: CGFloat, _ dy: CGFloat = 0, after seconds: TimeInterval = 0.01,
    touchpad: Bool = true, precise: Bool = true
  ) {
    time += seconds
    UIApplication.shared.sendPointerEvent(
      PointerEvent(
        kind: .scroll(dx: dx, dy: dy, isPrecise: precise), location: CGPoint(x: 240, y: 400),
        timestamp: time, isTouchpadScroll: touchpad))
  }

  /// The fingers lift `seconds` after the last scroll.
  private func lift(after seconds: TimeInterval = 0.01) { scroll(0, 0, after: seconds) }

  func testThePageFollowsTheFingersAndASlowSwipePastHalfWayPops() async throws {
    let (navigation, b) = makeStack()
    for _ in 0..<30 { scroll(-10) }  // 300 points to the left: the back page's side
    frame()
    XCTAssertEqual(shownFrame(b.view).minX, 300, accuracy: 1e-6, "the page follows")
    advance(seconds: 0.3)
    lift(after: 0.3)  // held still, then lifted: no speed left
    advance(seconds: 0.6)
    XCTAssertEqual(navigation.viewControllers.count, 1, "past half way: popped")
  }

  func testASlowSwipeShortOfHalfWayGoesBack() async throws {
    let (navigation, b) = makeStack()
    for _ in 0..<12 { scroll(-10) }
    advance(seconds: 0.3)
    lift(after: 0.3)
    advance(seconds: 0.8)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    assertEqual(shownFrame(b.view), Self.content)
  }

  func testAQuickFlickShortOfHalfWayPops() async throws {
    let (navigation, _) = makeStack()
    // 120 points in 40 ms: 3,000 points a second.
    for _ in 0..<4 { scroll(-30) }
    lift()
    advance(seconds: 0.8)
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  func testFingersTurningBackBeforeTheyLiftCancel() async throws {
    let (navigation, _) = makeStack()
    for _ in 0..<30 { scroll(-10) }
    for _ in 0..<10 { scroll(20) }  // quickly back towards the start
    lift()
    advance(seconds: 0.8)
    XCTAssertEqual(navigation.viewControllers.count, 2, "flung back: cancelled")
  }

  func testVerticalForwardAndWheelScrollsDoNotSwipe() async throws {
    let (navigation, b) = makeStack()
    scroll(-10, -20)  // more up than sideways: a scroll, until the fingers lift
    scroll(-40)
    frame()
    XCTAssertNil(navigation.transitionCoordinator, "the scroll that began vertical stays one")
    lift()
    scroll(10)  // forwards
    lift()
    scroll(-40, touchpad: false)  // a precise wheel, sideways
    scroll(-1, touchpad: false, precise: false)  // a wheel's sideways click
    frame()
    XCTAssertNil(navigation.transitionCoordinator)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    assertEqual(shownFrame(b.view), Self.content)
  }

  func testAClickDuringASwipeEndsItWhereItIs() async throws {
    let (navigation, _) = makeStack()
    for _ in 0..<40 { scroll(-10) }
    advance(seconds: 0.3)
    send(.down, 240, 400)
    send(.up, 240, 400)
    advance(seconds: 0.8)
    XCTAssertEqual(navigation.viewControllers.count, 1, "ended past half way: popped")
    XCTAssertNil(navigation.transitionCoordinator)
  }

  func testAtTheRootThereIsNothingToSwipeBackTo() async throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    makeWindow(root: navigation)
    frame()
    scroll(-50)
    lift()
    XCTAssertNil(navigation.transitionCoordinator)
  }
}
