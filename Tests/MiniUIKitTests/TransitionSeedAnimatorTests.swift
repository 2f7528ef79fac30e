import DemoScenes
import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The seeds' custom presentations as the demo writes them: the Xamarin zoom and the
/// Objective-C BouncyTransition.
@MainActor
final class TransitionSeedAnimatorTests: PresentationTestCase {
  /// The tutorial's delegate: the bouncy animator, and none for dismissal.
  private final class BouncyDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { BouncyTransition() }
  }

  private static let bordered = CGRect(x: 20, y: 20, width: 440, height: 760)

  /// Linear interpolation of frames through their centres and sizes, as the engine animates
  /// `center` and `bounds`.
  private func interpolate(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
    let p = CGFloat(progress)
    let center = CGPoint(
      x: from.midX + (to.midX - from.midX) * p, y: from.midY + (to.midY - from.midY) * p)
    let size = CGSize(
      width: from.width + (to.width - from.width) * p,
      height: from.height + (to.height - from.height) * p)
    return CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  func testZoomPresentation() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = TransitioningDelegate()  // the demo's, as the Xamarin guide writes it
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    var presented = 0
    a.present(b, animated: true) { presented += 1 }
    XCTAssertEqual(b.view.frame, Self.bordered, "the model is final at once")
    assertEqual(shownFrame(b.view), .zero)
    advance(toTime: 0.25)
    assertEqual(
      shownFrame(b.view), interpolate(.zero, Self.bordered, easeInOut(0.25)), accuracy: 1e-6)
    advance(toTime: 0.5)
    assertEqual(shownFrame(b.view), CGRect(x: 10, y: 10, width: 220, height: 380), accuracy: 1e-6)
    advance(toTime: 1 - 1.0 / 60)
    XCTAssertEqual(presented, 0)
    XCTAssertTrue(b.isBeingPresented)
    advance(toTime: 1)
    XCTAssertEqual(presented, 1)
    XCTAssertEqual(shownFrame(b.view), Self.bordered, "exactly at rest")
    XCTAssertEqual(b.view.frame, Self.bordered)
    XCTAssertTrue(a.view.superview === window, "custom: the presenter shows around the border")
    XCTAssertTrue(window.subviews.first === a.view)

    // No dismissal animator: the default slides it down.
    a.dismiss(animated: true)
    frames(15)
    assertEqual(
      shownFrame(b.view), Self.bordered.offsetBy(dx: 0, dy: 800 * systemSpring(0.5)),
      accuracy: 1e-6, "most of the way down at 0.25 s")
    frames(15)
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.view.superview)
    XCTAssertTrue(a.view.superview === window)
  }

  func testBouncyPresentationOvershootsThenRests() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    b.modalPresentationStyle = .custom
    let delegate = BouncyDelegate()
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    var presented = 0
    a.present(b, animated: true) { presented += 1 }
    assertEqual(shownFrame(b.view), CGRect(x: 0, y: 816, width: 480, height: 800))
    var lowest = (y: CGFloat.infinity, time: 0.0)
    var times: [Double: CGFloat] = [:]
    for _ in 0..<59 {
      frame()
      let y = shownFrame(b.view).minY
      times[(now * 60).rounded() / 60] = y
      if y < lowest.y { lowest = (y, now) }
      XCTAssertEqual(presented, 0)
    }
    XCTAssertLessThan(lowest.y, 20, "the spring overshoots its resting place")
    XCTAssertGreaterThan(lowest.time, 0.15)
    XCTAssertLessThan(lowest.time, 0.45, "the overshoot peaks around 0.3 s")
    XCTAssertLessThan(try XCTUnwrap(times[0.3]), 20, "above y = 20 at 0.3 s")
    frame()
    XCTAssertEqual(now, 1, accuracy: 1e-9)
    XCTAssertEqual(presented, 1)
    XCTAssertEqual(shownFrame(b.view), Self.bordered, "rests exactly at 1.0 s")
    XCTAssertEqual(b.view.frame, Self.bordered)
  }

  /// The window is resized half way through the zoom: the animation goes on toward the new
  /// size, and the view rests with the same 20-point border around the new window.
  func testResizeInTheMiddleOfTheZoom() async throws {
    let a = LoggingController("A", log: LifecycleLog())
    let b = LoggingController("B", log: LifecycleLog())
    let delegate = TransitioningDelegate()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(toTime: 0.5)
    UIApplication.shared.windowDidResize(to: CGSize(width: 640, height: 500))
    XCTAssertEqual(b.view.frame, CGRect(x: 20, y: 20, width: 600, height: 460), "the model")
    frame()
    XCTAssertTrue(b.isBeingPresented, "still animating")
    advance(toTime: 1.1)
    XCTAssertFalse(b.isBeingPresented)
    assertEqual(shownFrame(b.view), CGRect(x: 20, y: 20, width: 600, height: 460))
    assertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 640, height: 500))
  }
}
