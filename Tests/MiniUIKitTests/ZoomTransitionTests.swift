import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// iOS 18's zoom: a push and a presentation grow out of the source view's rectangle on a
/// spring, the source hidden meanwhile; Esc and Back shrink back into the source as it is
/// then; a drag down follows the finger and goes or springs back; no source or reduce
/// motion: a cross-fade.
@MainActor
final class ZoomTransitionTests: PresentationTestCase {
  private static let content = CGRect(x: 0, y: 0, width: 480, height: 756)

  @MainActor
  private final class Fixture {
    let navigation: UINavigationController
    let root = UIViewController()
    let thumbnail = UIView(frame: CGRect(x: 40, y: 100, width: 120, height: 120))
    let detail = UIViewController()
    var askedForSource = 0
    var sourceControllers: [UIViewController] = []

    init() {
      navigation = UINavigationController(rootViewController: root)
    }
  }

  private func makeFixture(options: UIViewController.Transition.ZoomOptions? = nil) -> Fixture {
    let f = Fixture()
    makeWindow(root: f.navigation)
    f.root.view.addSubview(f.thumbnail)
    f.detail.preferredTransition = .zoom(options: options) { [unowned f] context in
      XCTAssertTrue(context.zoomedViewController === f.detail)
      f.sourceControllers.append(context.sourceViewController)
      f.askedForSource += 1
      return f.thumbnail
    }
    frame()
    return f
  }

  /// A fixture whose detail page has zoomed open (its gestures installed).
  private func makeOpenFixture() -> Fixture {
    let f = makeFixture()
    f.navigation.pushViewController(f.detail, animated: true)
    advance(seconds: 1)
    return f
  }

  /// The zoom's clipping frame, as shown now.
  private func stageFrame(_ f: Fixture) -> CGRect? {
    f.detail.view.superview.map { shownFrame($0) }
  }

  func testAPushGrowsOutOfTheSourceAndHidesItMeanwhile() async throws {
    let f = makeFixture()
    f.navigation.pushViewController(f.detail, animated: true)
    // The width of the page onto the thumbnail's, centred on it.
    let start = try XCTUnwrap(stageFrame(f))
    assertEqual(start, CGRect(x: 40, y: 100, width: 120, height: 120), accuracy: 1)
    XCTAssertTrue(f.thumbnail.isHidden, "the source is hidden while it zooms")
    frames(10)
    let mid = try XCTUnwrap(stageFrame(f))
    XCTAssertGreaterThan(mid.width, 120)
    XCTAssertLessThan(mid.width, 480)
    advance(seconds: 1)
    XCTAssertTrue(f.navigation.topViewController === f.detail)
    assertEqual(f.detail.view.frame, Self.content)
    XCTAssertTrue(f.detail.view.superview === f.navigation.contentView)
    XCTAssertFalse(f.thumbnail.isHidden)
    XCTAssertEqual(f.askedForSource, 1)
    XCTAssertTrue(f.sourceControllers.first === f.root, "the controller below")
  }

  func testEscShrinksBackIntoTheSourceWhereItIsNow() async throws {
    let f = makeFixture()
    f.navigation.pushViewController(f.detail, animated: false)
    frame()
    f.thumbnail.frame = CGRect(x: 300, y: 400, width: 60, height: 60)  // the grid scrolled
    XCTAssertTrue(UIApplication.shared.sendKey(UIKey(.escape)))
    advance(seconds: 0.45)
    XCTAssertEqual(f.askedForSource, 1, "asked again on the way back")
    let end = try XCTUnwrap(stageFrame(f))
    assertEqual(end, CGRect(x: 300, y: 400, width: 60, height: 60), accuracy: 2)
    advance(seconds: 1)
    XCTAssertEqual(f.navigation.viewControllers.count, 1)
    XCTAssertFalse(f.thumbnail.isHidden)
  }

  func testADragDownFollowsTheFingerAndFarEnoughGoesBack() async throws {
    let f = makeOpenFixture()
    send(.down, 240, 300)
    send(.moved, 240, 320)
    send(.moved, 240, 500)  // 200 points down
    frame()
    let held = try XCTUnwrap(stageFrame(f))
    XCTAssertEqual(held.width, 480 * 0.75, accuracy: 1, "shrunk by half of 200 / 400")
    XCTAssertEqual(held.midY, Self.content.midY + 200, accuracy: 1, "under the finger")
    advance(seconds: 0.3)
    send(.up, 240, 500)
    advance(seconds: 1)
    XCTAssertEqual(f.navigation.viewControllers.count, 1, "pulled far enough: back")
    // The push, the drag's start (the thumbnail hides) and the release (where is it now?).
    XCTAssertEqual(f.askedForSource, 3)
  }

  func testAShortDragSpringsBackOpen() async throws {
    let f = makeOpenFixture()
    send(.down, 240, 300)
    send(.moved, 240, 320)
    send(.moved, 240, 340)
    advance(seconds: 0.3)
    send(.up, 240, 340)
    advance(seconds: 1)
    XCTAssertTrue(f.navigation.topViewController === f.detail)
    assertEqual(f.detail.view.frame, Self.content)
    XCTAssertTrue(f.detail.view.superview === f.navigation.contentView)
    XCTAssertFalse(f.thumbnail.isHidden)
  }

  func testGrabbedMidFlightItFollowsFromWhereItIsAndLetGoItOpens() async throws {
    let f = makeFixture()
    f.navigation.pushViewController(f.detail, animated: true)
    frames(4)
    let mid = try XCTUnwrap(stageFrame(f))
    XCTAssertGreaterThan(mid.width, 130, "on its way")
    XCTAssertLessThan(mid.width, 400)
    send(.down, mid.midX, mid.midY)
    send(.moved, mid.midX + 30, mid.midY)  // sideways: no shrinking
    frame()
    let held = try XCTUnwrap(stageFrame(f))
    XCTAssertEqual(held.width, mid.width, accuracy: 0.5, "no jump: the size it had")
    XCTAssertEqual(held.midX, mid.midX + 30, accuracy: 0.5, "and under the finger")
    advance(seconds: 0.5)
    assertEqual(stageFrame(f), held, accuracy: 0.5, "held: the flight stopped")
    send(.up, mid.midX + 30, mid.midY)
    advance(seconds: 1)
    XCTAssertTrue(f.navigation.topViewController === f.detail, "let go: open, the push done")
    assertEqual(f.detail.view.frame, Self.content)
    XCTAssertFalse(f.thumbnail.isHidden)
  }

  func testGrabbedMidFlightAndPulledDownThePushIsCancelled() async throws {
    let f = makeFixture()
    f.navigation.pushViewController(f.detail, animated: true)
    frames(4)
    let mid = try XCTUnwrap(stageFrame(f))
    send(.down, mid.midX, mid.midY)
    send(.moved, mid.midX, mid.midY + 20)
    send(.moved, mid.midX, mid.midY + 250)
    advance(seconds: 0.3)
    send(.up, mid.midX, mid.midY + 250)
    advance(seconds: 1)
    XCTAssertEqual(f.navigation.viewControllers.count, 1, "back into the thumbnail: no push")
    XCTAssertNil(f.detail.view.superview)
    XCTAssertFalse(f.thumbnail.isHidden)
  }

  func testGrabbedOnTheWayBackItOpensAgain() async throws {
    let f = makeOpenFixture()
    XCTAssertTrue(UIApplication.shared.sendKey(UIKey(.escape)))
    frames(4)
    let mid = try XCTUnwrap(stageFrame(f))
    XCTAssertLessThan(mid.width, 470, "on its way back")
    send(.down, mid.midX, mid.midY)
    send(.moved, mid.midX + 20, mid.midY)
    send(.up, mid.midX + 20, mid.midY)
    advance(seconds: 1)
    XCTAssertTrue(f.navigation.topViewController === f.detail, "caught: the pop is cancelled")
    assertEqual(f.detail.view.frame, Self.content)
  }

  func testAPinchInGoesBack() async throws {
    let f = makeOpenFixture()
    let app = UIApplication.shared
    app.sendTouches([20: CGPoint(x: 140, y: 400), 21: CGPoint(x: 340, y: 400)], phase: .began)
    app.sendTouches([20: CGPoint(x: 160, y: 400), 21: CGPoint(x: 320, y: 400)], phase: .moved)
    app.sendTouches([20: CGPoint(x: 200, y: 400), 21: CGPoint(x: 280, y: 400)], phase: .moved)
    frame()
    let held = try XCTUnwrap(stageFrame(f))
    XCTAssertLessThan(held.width, 480 * 0.5, "shrinks with the fingers")
    advance(seconds: 0.3)
    app.sendTouches([20: CGPoint(x: 200, y: 400), 21: CGPoint(x: 280, y: 400)], phase: .ended)
    advance(seconds: 1)
    XCTAssertEqual(f.navigation.viewControllers.count, 1, "pinched in: back")
  }

  func testAnEdgeDragScrubsTheZoomBack() async throws {
    let f = makeOpenFixture()
    send(.down, 4, 400)
    send(.moved, 20, 402)
    send(.moved, 200, 402)
    frame()
    let early = try XCTUnwrap(stageFrame(f)).width
    send(.moved, 292, 402)  // 60 % of the width
    frame()
    let later = try XCTUnwrap(stageFrame(f)).width
    XCTAssertLessThan(later, early, "closes with the finger")
    XCTAssertGreaterThan(later, 120)
    advance(seconds: 1)
    XCTAssertEqual(try XCTUnwrap(stageFrame(f)).width, later, accuracy: 0.5, "held by the finger")
    send(.up, 292, 402)
    advance(seconds: 1)
    XCTAssertEqual(f.navigation.viewControllers.count, 1, "past half way: back")
    XCTAssertFalse(f.thumbnail.isHidden)
  }

  func testAShortEdgeDragLetsTheZoomOpenAgain() async throws {
    let f = makeOpenFixture()
    send(.down, 4, 400)
    send(.moved, 20, 402)
    send(.moved, 100, 402)
    advance(seconds: 0.5)
    send(.up, 100, 402)
    advance(seconds: 1)
    XCTAssertTrue(f.navigation.topViewController === f.detail)
    assertEqual(f.detail.view.frame, Self.content)
    XCTAssertFalse(f.thumbnail.isHidden)
  }

  func testTheOptionsMayRefuseTheDrag() async throws {
    let options = UIViewController.Transition.ZoomOptions()
    var asked: [CGPoint] = []
    options.interactiveDismissShouldBegin = { context in
      asked.append(context.location)
      return false
    }
    let f = makeFixture(options: options)
    f.navigation.pushViewController(f.detail, animated: true)
    advance(seconds: 1)
    send(.down, 240, 300)
    send(.moved, 240, 340)
    send(.moved, 240, 500)
    send(.up, 240, 500)
    advance(seconds: 1)
    XCTAssertEqual(asked.count, 1)
    XCTAssertTrue(f.navigation.topViewController === f.detail, "refused")
  }

  func testWithoutASourceOrWithReduceMotionItFades() async throws {
    for reduced in [false, true] {
      let f = makeFixture()
      if reduced { UIApplication.shared.hostReduceMotionDidChange(isEnabled: true) }
      if !reduced { f.thumbnail.removeFromSuperview() }
      f.navigation.pushViewController(f.detail, animated: true)
      frames(15)
      assertEqual(shownFrame(f.detail.view), Self.content)
      let alpha = Double(f.detail.view.layer.presentation()!.opacity)
      XCTAssertGreaterThan(alpha, 0.2, "reduced: \(reduced)")
      XCTAssertLessThan(alpha, 0.8, "reduced: \(reduced)")
      advance(seconds: 1)
      XCTAssertTrue(f.navigation.topViewController === f.detail)
    }
  }

  func testAPresentationZoomsToo() async throws {
    let f = makeFixture()
    f.root.present(f.detail, animated: true)
    let start = try XCTUnwrap(stageFrame(f))
    XCTAssertEqual(start.width, 120, accuracy: 1)
    advance(seconds: 1)
    XCTAssertNotNil(f.detail.presentingViewController)
    f.detail.dismiss(animated: true)
    advance(seconds: 0.45)
    assertEqual(
      try XCTUnwrap(stageFrame(f)), f.thumbnail.frame.offsetBy(dx: 0, dy: 44), accuracy: 2)
    advance(seconds: 1)
    XCTAssertNil(f.detail.presentingViewController)
    XCTAssertFalse(f.thumbnail.isHidden)
  }

  func testTheDefaultAlignmentIsTheWidthCentred() {
    assertEqual(
      ZoomStage.defaultAlignment(
        for: CGSize(width: 400, height: 800), source: CGSize(width: 100, height: 100)),
      CGRect(x: 0, y: 200, width: 400, height: 400))
    assertEqual(
      ZoomStage.defaultAlignment(
        for: CGSize(width: 400, height: 300), source: CGSize(width: 100, height: 300)),
      CGRect(x: 150, y: 0, width: 100, height: 300))
  }
}
