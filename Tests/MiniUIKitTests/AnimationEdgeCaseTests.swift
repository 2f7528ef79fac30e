import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Cases found in review: rotations take the short way, animations added to a running
/// animator join without a jump, unchanged layout asks for no frame, degenerate springs end.
@MainActor
final class AnimationEdgeCaseTests: AnimationTestCase {
  func testRotationTurnsTheShortWayRound() async {
    let view = makeView()
    view.transform = CGAffineTransform(rotationAngle: .pi * 0.9)  // 162°
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.transform = CGAffineTransform(rotationAngle: -.pi * 0.9)  // −162°
    }
    step(toTime: 0.5)
    let shown = view.layer.presentation()!.affineTransform()
    // Half way along the short way is 180°: cos = −1, sin = 0.
    XCTAssertEqual(shown.a, -1, accuracy: 1e-9)
    XCTAssertEqual(shown.b, 0, accuracy: 1e-9)
  }

  func testAnimationsAddedToARunningAnimatorJoinWithoutAJump() async {
    let view = makeView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.alpha = 0
    }
    animator.startAnimation()
    step(toTime: 0.5)
    animator.addAnimations { view.center.x = 150 }
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9, "starts where it was")
    step(toTime: 0.75)
    XCTAssertEqual(presentedX(view), 100, accuracy: 1e-9, "half of the remaining time")
    step(toTime: 1)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(presentedX(view), 150, accuracy: 1e-9)
  }

  func testLayoutThatChangesNothingAsksForNoFrame() async {
    final class Steady: UIView {
      let child = UIView()
      override func layoutSubviews() {
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let steady = Steady(frame: window.bounds)
    steady.addSubview(steady.child)
    window.addSubview(steady)
    window.makeKeyAndVisible()
    _ = UIApplication.shared.renderFrame()
    steady.setNeedsLayout()
    XCTAssertTrue(UIApplication.shared.needsFrame)
    _ = UIApplication.shared.renderFrame()
    XCTAssertFalse(UIApplication.shared.needsFrame, "the same frames again: nothing to draw")
  }

  func testSpringsWithoutDampingOrStiffnessStillEnd() async {
    let undamped = DampedHarmonicOscillator(mass: 1, stiffness: 100, damping: 0)
    XCTAssertEqual(
      undamped.settlingDuration(x0: -1, v0: 0), DampedHarmonicOscillator.longestSettlingDuration)
    let limp = DampedHarmonicOscillator(mass: 0, stiffness: 0, damping: 1)
    XCTAssertTrue(limp.state(at: 0.5, x0: -1, v0: 0).position.isFinite)
    XCTAssertLessThanOrEqual(
      limp.settlingDuration(x0: -1, v0: 0), DampedHarmonicOscillator.longestSettlingDuration)
  }

  /// With the real clock, one frame is drawn at one instant: presentation values do not
  /// drift while the frame is built, and move on at the next tick.
  func testPresentationValuesHoldStillWithinAFrame() async {
    final class FakeTime: @unchecked Sendable { var seconds = 100.0 }
    let time = FakeTime()
    UIApplication.shared.environment.clock = AnimationClock(mode: .real) { time.seconds }
    let view = makeView()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.x = 150 }
    time.seconds += 0.25
    UIApplication.shared.tickAnimations()
    XCTAssertEqual(presentedX(view), 75, accuracy: 1e-9)
    time.seconds += 0.1
    XCTAssertEqual(presentedX(view), 75, accuracy: 1e-9, "still the frame's instant")
    UIApplication.shared.tickAnimations()
    XCTAssertEqual(presentedX(view), 85, accuracy: 1e-9, "the next frame")
  }
}
