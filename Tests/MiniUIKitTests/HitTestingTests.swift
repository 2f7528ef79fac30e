import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Records the touches it gets, in its own coordinates.
private final class TouchRecorder: UIView {
  var began: [CGPoint] = []
  var moved: [CGPoint] = []
  var ended: [CGPoint] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    began.append(contentsOf: touches.map { $0.location(in: self) })
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    moved.append(contentsOf: touches.map { $0.location(in: self) })
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    ended.append(contentsOf: touches.map { $0.location(in: self) })
  }
}

/// A view whose touch area reaches 20 points beyond its bounds.
private final class WideTarget: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
}

@MainActor
final class HitTestingTests: XCTestCase {
  func testPointInsideUsesBounds() async {
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 20))
    XCTAssertTrue(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    XCTAssertTrue(view.point(inside: CGPoint(x: 49, y: 19), with: nil))
    XCTAssertFalse(view.point(inside: CGPoint(x: 50, y: 10), with: nil))
    XCTAssertFalse(view.point(inside: CGPoint(x: 120, y: 110), with: nil))
    view.bounds.origin = CGPoint(x: 10, y: 10)
    XCTAssertFalse(view.point(inside: CGPoint(x: 5, y: 15), with: nil))
    XCTAssertTrue(view.point(inside: CGPoint(x: 55, y: 25), with: nil))
  }

  func testDeepestViewWins() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === parent)
    XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 250), with: nil) === window)
    XCTAssertNil(window.hitTest(CGPoint(x: 301, y: 10), with: nil))
  }

  func testScaledSubviewIsHitWhereItIsDrawn() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    child.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers (25, 25)–(125, 125)
    window.addSubview(parent)
    parent.addSubview(child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === parent)
    XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 75), with: nil) === parent)
    child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // covers (62.5, 62.5)–(87.5, 87.5)
    XCTAssertTrue(window.hitTest(CGPoint(x: 55, y: 55), with: nil) === parent)
    XCTAssertTrue(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === child)
  }

  func testRotatedSubviewIsHitWhereItIsDrawn() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let bar = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 20))
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now (140, −40)–(160, 60)
    window.addSubview(bar)
    XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === bar)
    XCTAssertTrue(window.hitTest(CGPoint(x: 145, y: 1), with: nil) === bar)
    // Inside the untransformed rectangle, outside the rotated one.
    XCTAssertTrue(window.hitTest(CGPoint(x: 190, y: 10), with: nil) === window)
    XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 10), with: nil) === window)
  }

  func testHitTestThroughBoundsOrigin() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scroller.bounds.origin = CGPoint(x: 0, y: 100)
    let child = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))  // on screen at y 0
    window.addSubview(scroller)
    scroller.addSubview(child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === scroller)
  }

  func testPointsOutsideParentDoNotReachChildren() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
    XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
  }

  /// A 300 × 300 window holding a 100 × 100 parent with a 50 × 50 child, both at the origin.
  private func makeNestedViews() -> (UIWindow, UIView, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    return (window, parent, child)
  }

  func testHiddenViewsAreSkipped() async {
    let (window, parent, child) = makeNestedViews()
    child.isHidden = true
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
    child.isHidden = false
    parent.isHidden = true
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
  }

  func testNearlyTransparentViewsAreSkipped() async {
    let (window, parent, child) = makeNestedViews()
    child.alpha = 0.005
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
    child.alpha = 0.02
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
    child.alpha = 0
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
  }

  func testInteractionDisabledSkipsSubtree() async {
    let (window, parent, child) = makeNestedViews()
    child.isUserInteractionEnabled = false
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
    child.isUserInteractionEnabled = true
    parent.isUserInteractionEnabled = false
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
  }

  func testTopmostSiblingWins() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let bottom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let top = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(bottom)
    window.addSubview(top)
    XCTAssertTrue(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === top)
    XCTAssertTrue(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === bottom)
    window.bringSubviewToFront(bottom)
    XCTAssertTrue(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === bottom)
    XCTAssertTrue(window.hitTest(CGPoint(x: 125, y: 125), with: nil) === top)
  }

  func testPointInsideOverrideWidensTarget() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let target = WideTarget(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    window.addSubview(target)
    XCTAssertTrue(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === target)
    XCTAssertTrue(window.hitTest(CGPoint(x: 79, y: 85), with: nil) === window)
  }

  func testLabelsAndImageViewsLetTouchesThrough() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    // As in UIKit, labels and image views ignore touches by default, so a label laid over
    // a button does not swallow its taps.
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    window.addSubview(button)
    window.addSubview(label)
    window.addSubview(imageView)
    XCTAssertFalse(label.isUserInteractionEnabled)
    XCTAssertFalse(imageView.isUserInteractionEnabled)
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === button)
    XCTAssertTrue(window.hitTest(CGPoint(x: 80, y: 10), with: nil) === button)
  }

  func testTouchesAreDeliveredToHitViewInLocalCoordinates() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let recorder = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    recorder.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers (75, 75)–(175, 175)
    window.addSubview(recorder)
    window.makeKeyAndVisible()
    let app = UIApplication.shared
    app.sendPointerEvent(PointerEvent(kind: .down, location: CGPoint(x: 85, y: 95)))
    app.sendPointerEvent(PointerEvent(kind: .moved, location: CGPoint(x: 125, y: 125)))
    // Outside the view: still delivered to it, as the touch began there.
    app.sendPointerEvent(PointerEvent(kind: .up, location: CGPoint(x: 275, y: 25)))
    XCTAssertEqual(recorder.began, [CGPoint(x: 5, y: 10)])
    XCTAssertEqual(recorder.moved, [CGPoint(x: 25, y: 25)])
    XCTAssertEqual(recorder.ended, [CGPoint(x: 100, y: -25)])
  }

  func testTouchesOfPlainSubviewGoUpTheResponderChain() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let recorder = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let plain = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(recorder)
    recorder.addSubview(plain)
    window.makeKeyAndVisible()
    let app = UIApplication.shared
    app.sendPointerEvent(PointerEvent(kind: .down, location: CGPoint(x: 15, y: 15)))
    app.sendPointerEvent(PointerEvent(kind: .up, location: CGPoint(x: 15, y: 15)))
    XCTAssertEqual(recorder.began, [CGPoint(x: 15, y: 15)])
    XCTAssertEqual(recorder.ended, [CGPoint(x: 15, y: 15)])
  }
}
