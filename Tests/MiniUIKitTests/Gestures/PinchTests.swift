import DemoScenes
import Foundation
import XCTest

@testable import MiniUIKit

/// UIPinchGestureRecognizer fed by the mouse emulation (Ctrl + drag), and the pinch scene's
/// interactive layout transition.
@MainActor
final class PinchTests: PresentationTestCase {
  /// A window whose root view (480 × 800, centre (240, 400)) has a pinch recognizer that logs
  /// its states and scales.
  private func makePinchWindow() -> (UIPinchGestureRecognizer, () -> [String]) {
    var log: [String] = []
    let pinch = UIPinchGestureRecognizer { recognizer in
      guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      log.append("\(pinch.state) \(String(format: "%.2f", pinch.scale))")
    }
    let controller = UIViewController()
    controller.view.addGestureRecognizer(pinch)
    makeWindow(root: controller)
    frame()
    return (pinch, { log })
  }

  private func ctrl(_ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat, shift: Bool = false) {
    UIApplication.shared.sendPointerEvent(
      PointerEvent(
        kind: kind, location: CGPoint(x: x, y: y),
        modifierFlags: shift ? [.control, .shift] : .control))
  }

  private var markers: [UIView] {
    window.subviews.filter {
      $0.bounds.width == PinchEmulator.markerSize && !$0.isUserInteractionEnabled
    }
  }

  func testTheFirstFingerStartsAtLeastHalfTheMinimumSpanFromTheCentre() async throws {
    let centre = CGPoint(x: 240, y: 400)
    XCTAssertEqual(
      PinchEmulator.startingFinger(pointer: CGPoint(x: 300, y: 400), centre: centre),
      CGPoint(x: 300, y: 400), "far enough: under the pointer")
    XCTAssertEqual(
      PinchEmulator.startingFinger(pointer: CGPoint(x: 240, y: 405), centre: centre),
      CGPoint(x: 240, y: 420), "too close: pushed out to 20")
    XCTAssertEqual(
      PinchEmulator.startingFinger(pointer: centre, centre: centre), CGPoint(x: 260, y: 400),
      "on the centre: to the right")
    XCTAssertEqual(
      PinchEmulator.mirror(CGPoint(x: 300, y: 380), about: centre), CGPoint(x: 180, y: 420))
  }

  func testCtrlDragPinchesAboutTheViewsCentre() async throws {
    let (pinch, log) = makePinchWindow()
    ctrl(.down, 300, 400)
    XCTAssertEqual(markers.map(\.center), [CGPoint(x: 300, y: 400), CGPoint(x: 180, y: 400)])
    XCTAssertEqual(pinch.numberOfTouches, 2)
    frame()
    ctrl(.moved, 330, 400)
    frame()
    ctrl(.moved, 360, 400)
    // The fingers are 240 apart, twice the 120 they started at.
    XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
    XCTAssertEqual(pinch.location(in: nil), CGPoint(x: 240, y: 400))
    XCTAssertEqual(pinch.location(ofTouch: 1, in: nil), CGPoint(x: 120, y: 400))
    // 0.5 of scale in one frame (1/60 s): 30 per second.
    XCTAssertEqual(pinch.velocity, 30, accuracy: 1e-6)
    ctrl(.up, 360, 400)
    XCTAssertEqual(log(), ["began 1.50", "changed 2.00", "ended 2.00"])
    XCTAssertTrue(markers.isEmpty, "the markers go")
  }

  func testAPressNearTheCentreDoesNotJump() async throws {
    let (pinch, log) = makePinchWindow()
    ctrl(.down, 242, 400)
    XCTAssertEqual(markers.map(\.center), [CGPoint(x: 260, y: 400), CGPoint(x: 220, y: 400)])
    ctrl(.moved, 252, 400)
    // The first finger keeps its offset from the pointer: 270 and 210, 60 apart of 40.
    XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-9)
    ctrl(.up, 252, 400)
    XCTAssertEqual(log(), ["began 1.50", "ended 1.50"])
  }

  func testCtrlShiftDragMovesBothFingersTogether() async throws {
    let (pinch, log) = makePinchWindow()
    ctrl(.down, 300, 400, shift: true)
    ctrl(.moved, 300, 500, shift: true)
    XCTAssertEqual(markers.map(\.center), [CGPoint(x: 300, y: 500), CGPoint(x: 180, y: 500)])
    XCTAssertEqual(pinch.scale, 1, accuracy: 1e-9)
    XCTAssertEqual(pinch.state, .possible, "no pinch: a two-finger pan")
    // Letting Shift go pinches about the new centre.
    ctrl(.moved, 330, 500)
    XCTAssertEqual(markers.map(\.center), [CGPoint(x: 330, y: 500), CGPoint(x: 150, y: 500)])
    ctrl(.up, 330, 500)
    XCTAssertEqual(log(), ["began 1.50", "ended 1.50"])
  }

  func testWithoutAPinchRecognizerCtrlDragIsAnOrdinaryDrag() async throws {
    let controller = UIViewController()
    makeWindow(root: controller)
    frame()
    ctrl(.down, 300, 400)
    XCTAssertTrue(markers.isEmpty)
    ctrl(.up, 300, 400)
  }

  func testThePinchSceneFinishesPastHalfWayAndCancelsBefore() async throws {
    let scene = PinchSceneController()
    makeWindow(root: scene)
    frame()
    let collectionView: UICollectionView = scene.imagesController.collectionView
    // Fingers 200 apart; 220 apart is a scale of 1.1: progress 0.25.
    ctrl(.down, 340, 400)
    ctrl(.moved, 350, 400)
    frame()
    let transition = try XCTUnwrap(
      collectionView.collectionViewLayout as? UICollectionViewTransitionLayout)
    XCTAssertEqual(transition.transitionProgress, 0.25, accuracy: 1e-9)
    XCTAssertTrue(transition.nextLayout is CircleLayout)
    frames(20)
    ctrl(.up, 350, 400)
    advance(seconds: 1.5)
    XCTAssertTrue(collectionView.collectionViewLayout is UICollectionViewFlowLayout, "cancelled")
    // 280 apart: scale 1.4, progress 1; let go, it finishes in the circle.
    ctrl(.down, 340, 400)
    ctrl(.moved, 380, 400)
    frames(20)
    ctrl(.up, 380, 400)
    advance(seconds: 1.5)
    XCTAssertTrue(collectionView.collectionViewLayout is CircleLayout, "finished")
    // Pinching in (scale 0.6) goes back to the grid.
    ctrl(.down, 340, 400)
    ctrl(.moved, 300, 400)
    frames(20)
    ctrl(.up, 300, 400)
    advance(seconds: 1.5)
    XCTAssertTrue(collectionView.collectionViewLayout is UICollectionViewFlowLayout)
  }
}
