import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class PropertyAnimatorTests: AnimationTestCase {
  private func makeAnimator(
    _ view: UIView, to x: Double = 100, curve: UIView.AnimationCurve = .easeInOut
  ) -> UIViewPropertyAnimator {
    view.center = .zero
    return UIViewPropertyAnimator(duration: 1, curve: curve) {
      view.center = CGPoint(x: x, y: 0)
    }
  }

  private func easeInOut(_ t: Double) -> Double {
    ReferenceBezier.value(atX: t, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  }

  func testScrubbingSetsExactValues() async {
    let view = makeView()
    let animator = makeAnimator(view)
    XCTAssertTrue(animator.scrubsLinearly)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(view.center.x, 0, "animations wait for the animator to activate")
    animator.fractionComplete = 0
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(view.center.x, 100)
    XCTAssertEqual(presentedX(view), 0)
    animator.fractionComplete = 0.4
    XCTAssertEqual(presentedX(view), 40, accuracy: 1e-9)
    animator.fractionComplete = 0.2
    XCTAssertEqual(presentedX(view), 20, accuracy: 1e-9)
    XCTAssertEqual(animator.fractionComplete, 0.2, accuracy: 1e-12)
    step(frames: 10)
    XCTAssertEqual(presentedX(view), 20, accuracy: 1e-9, "paused: time does not move it")
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.25
    XCTAssertEqual(presentedX(view), 100 * easeInOut(0.25), accuracy: 1e-4, "through the curve")
  }

  func testRunsAlongCurveAndCompletesAtEnd() async {
    let view = makeView()
    let animator = makeAnimator(view)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    XCTAssertEqual(animator.state, .active)
    XCTAssertTrue(animator.isRunning)
    for t in [0.25, 0.5, 0.75] {
      step(toTime: t)
      XCTAssertEqual(presentedX(view), 100 * easeInOut(t), accuracy: 1e-2)
      XCTAssertEqual(animator.fractionComplete, t, accuracy: 1e-9)
    }
    step(toTime: 1 - 1.0 / 60)
    XCTAssertEqual(positions, [])
    step()
    XCTAssertEqual(positions, [.end])
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(view.center.x, 100)
    XCTAssertEqual(presentedX(view), 100)
  }

  func testReversingFinishesAtStart() async {
    let view = makeView()
    let animator = makeAnimator(view, curve: .linear)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    step(toTime: 0.5)
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9)
    animator.isReversed = true
    XCTAssertTrue(animator.isRunning)
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9, "no jump on reversal")
    step(toTime: 0.75)
    XCTAssertEqual(presentedX(view), 25, accuracy: 1e-9, "back the way it came")
    XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
    step(toTime: 1 - 1.0 / 60)
    XCTAssertEqual(positions, [])
    step()
    XCTAssertEqual(positions, [.start])
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(view.center.x, 0, "the model is back at the start value")
    XCTAssertEqual(presentedX(view), 0)
    XCTAssertNil(view.layer.animationKeys())
  }

  func testReversedWhilePausedThenContinue() async {
    let view = makeView()
    let animator = makeAnimator(view)
    animator.fractionComplete = 0.6
    animator.isReversed = true
    animator.startAnimation()
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    // The remaining 0.6 of a 1 s cubic animation takes 0.6 s.
    step(toTime: 0.6 - 1.0 / 60)
    XCTAssertNil(position)
    XCTAssertLessThan(presentedX(view), 60)
    step()
    XCTAssertEqual(position, .start)
    XCTAssertEqual(view.center.x, 0)
  }

  func testPausesOnCompletion() async {
    let view = makeView()
    let animator = makeAnimator(view)
    animator.pausesOnCompletion = true
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    step(toTime: 1.5)
    XCTAssertEqual(positions, [], "no completion while it pauses on completion")
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(animator.fractionComplete, 1)
    XCTAssertEqual(presentedX(view), 100)
    // It can run back from there.
    animator.isReversed = true
    animator.startAnimation()
    step(toTime: 2)
    XCTAssertEqual(presentedX(view), 100 * easeInOut(0.5), accuracy: 1e-2)
    step(toTime: 3)
    XCTAssertEqual(animator.fractionComplete, 0)
    XCTAssertEqual(presentedX(view), 0, accuracy: 1e-9)
    XCTAssertEqual(animator.state, .active)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    XCTAssertEqual(positions, [.start])
    XCTAssertEqual(view.center.x, 0)
  }

  func testStopAndFinishAtEachPosition() async {
    for position in [UIViewAnimatingPosition.current, .end, .start] {
      UIApplication.shared.environment = HostEnvironment()
      let view = makeView()
      let animator = makeAnimator(view, curve: .linear)
      var reported: [UIViewAnimatingPosition] = []
      animator.addCompletion { reported.append($0) }
      animator.startAnimation()
      step(toTime: 0.3)
      animator.stopAnimation(false)
      XCTAssertEqual(animator.state, .stopped)
      XCTAssertFalse(animator.isRunning)
      XCTAssertEqual(presentedX(view), 30, accuracy: 1e-9, "stopped where it was")
      step(toTime: 0.6)
      XCTAssertEqual(presentedX(view), 30, accuracy: 1e-9, "and stays there")
      animator.startAnimation()
      animator.fractionComplete = 0.9
      XCTAssertEqual(animator.state, .stopped, "a stopped animator ignores these")
      XCTAssertEqual(presentedX(view), 30, accuracy: 1e-9)
      animator.finishAnimation(at: position)
      let expected: Double =
        switch position {
        case .current: 30
        case .end: 100
        case .start: 0
        }
      XCTAssertEqual(reported, [position])
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(view.center.x, expected, accuracy: 1e-9, "model at \(position)")
      XCTAssertEqual(presentedX(view), expected, accuracy: 1e-9)
      XCTAssertNil(view.layer.animationKeys())
    }
  }

  func testStopWithoutFinishingRunsNoCompletion() async {
    let view = makeView()
    let animator = makeAnimator(view, curve: .linear)
    var called = false
    animator.addCompletion { _ in called = true }
    animator.startAnimation()
    step(toTime: 0.4)
    animator.stopAnimation(true)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(view.center.x, 40, accuracy: 1e-9)
    XCTAssertNil(view.layer.animationKeys())
    step(toTime: 2)
    XCTAssertFalse(called)
  }

  func testContinueAnimationTiming() async {
    let view = makeView()
    let animator = makeAnimator(view, curve: .linear)
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    animator.startAnimation()
    step(toTime: 0.25)
    animator.pauseAnimation()
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(animator.state, .active)
    step(toTime: 0.5)
    XCTAssertEqual(presentedX(view), 25, accuracy: 1e-9)
    // As UIKit's: what remains takes durationFactor × the original 1 s = 2 s, linear from 25
    // to 100, ending at t = 2.5.
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
    XCTAssertTrue(animator.isRunning)
    step(toTime: 1.5)
    XCTAssertEqual(presentedX(view), 25 + 75 * 0.5, accuracy: 1e-9)
    XCTAssertEqual(animator.fractionComplete, 0.25 + 0.75 * 0.5, accuracy: 1e-9)
    step(toTime: 2.5 - 1.0 / 60)
    XCTAssertNil(position)
    step()
    XCTAssertEqual(position, .end)
  }

  func testContinueWithNewCurve() async {
    let view = makeView()
    let animator = makeAnimator(view, curve: .linear)
    animator.fractionComplete = 0.5
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 1)
    step(toTime: 0.25)
    // A quarter of durationFactor × 1 s, ease-in from 50 toward 100.
    let easeIn = ReferenceBezier.value(atX: 0.25, x1: 0.42, y1: 0, x2: 1, y2: 1)
    XCTAssertEqual(presentedX(view), 50 + 50 * easeIn, accuracy: 1e-2)
  }

  func testContinueWithFactorZeroTakesTheTimeThatRemains() async {
    let view = makeView()
    let animator = makeAnimator(view, curve: .linear)
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    animator.fractionComplete = 0.5
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    step(toTime: 0.25)
    XCTAssertEqual(presentedX(view), 75, accuracy: 1e-9, "half of the remaining 0.5 s")
    step(toTime: 0.5)
    XCTAssertEqual(position, .end)
  }

  func testStartAfterDelay() async {
    let view = makeView()
    let animator = makeAnimator(view, curve: .linear)
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    animator.startAnimation(afterDelay: 0.5)
    XCTAssertEqual(animator.state, .active)
    XCTAssertTrue(animator.isRunning)
    step(toTime: 0.5)
    XCTAssertEqual(presentedX(view), 0)
    XCTAssertEqual(animator.fractionComplete, 0)
    step(toTime: 1)
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9)
    step(toTime: 1.5 - 1.0 / 60)
    XCTAssertNil(position)
    step()
    XCTAssertEqual(position, .end)
  }

  func testStateTransitions() async {
    let view = makeView()
    let animator = makeAnimator(view, curve: .linear)
    var states: [String] = []
    func record() { states.append("\(animator.state) \(animator.isRunning)") }
    record()
    animator.startAnimation()
    record()
    animator.pauseAnimation()
    record()
    animator.startAnimation()
    record()
    animator.stopAnimation(false)
    record()
    animator.finishAnimation(at: .end)
    record()
    XCTAssertEqual(
      states,
      [
        "inactive false", "active true", "active false", "active true", "stopped false",
        "inactive false",
      ])
  }

  func testSpringAnimatorOvershootsAndEnds() async {
    let view = makeView()
    view.center = .zero
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) {
      view.center = CGPoint(x: 100, y: 0)
    }
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    animator.startAnimation()
    var peak = 0.0
    for _ in 0..<59 {
      step()
      peak = max(peak, presentedX(view))
    }
    XCTAssertGreaterThan(peak, 100)
    XCTAssertNil(position)
    step()
    XCTAssertEqual(position, .end)
    XCTAssertEqual(presentedX(view), 100)
  }

  func testPausingKeepsDelayedAnimationsInPlace() async {
    let view = makeView()
    let other = makeView()
    view.center = .zero
    other.center = .zero
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = CGPoint(x: 100, y: 0)
    }
    animator.addAnimations({ other.center = CGPoint(x: 100, y: 0) }, delayFactor: 0.5)
    animator.startAnimation()
    step(toTime: 0.4)
    XCTAssertEqual(presentedX(other), 0, "delayed")
    step(toTime: 0.8)
    let before = (presentedX(view), presentedX(other))
    XCTAssertGreaterThan(before.1, 0)
    animator.pauseAnimation()
    XCTAssertEqual(presentedX(view), before.0, accuracy: 1e-9)
    XCTAssertEqual(presentedX(other), before.1, accuracy: 1e-9, "no jump on pause")
    animator.startAnimation()
    step(toTime: 1.0)
    XCTAssertEqual(presentedX(other), 100, accuracy: 1e-9)
  }

  func testUserInteractionFollowsAnimator() async {
    let root = makeView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    track(child)
    root.addSubview(child)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { child.alpha = 0.5 }
    animator.isUserInteractionEnabled = false
    animator.startAnimation()
    step()
    XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    animator.stopAnimation(true)
    XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
  }

  func testDelayedAnimationTimingAndScrubResume() async {
    let view = makeView()
    view.center = .zero
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
    animator.addAnimations({ view.center = CGPoint(x: 100, y: 0) }, delayFactor: 0.5)
    animator.startAnimation()
    step(toTime: 0.75)
    // Its own half of the time, through the curve: at 0.75 s, half-way along ease-in-out.
    XCTAssertEqual(presentedX(view), 100 * easeInOut(0.5), accuracy: 1e-2)
    animator.fractionComplete = 0.8
    XCTAssertEqual(presentedX(view), 60, accuracy: 1e-9, "linear scrub: (0.8 − 0.5) / 0.5")
    animator.startAnimation()
    XCTAssertEqual(presentedX(view), 60, accuracy: 1e-9, "no jump on resume")
    step()
    XCTAssertEqual(presentedX(view), 60, accuracy: 1, "moves on smoothly")
    animator.isReversed = true
    let atReversal = presentedX(view)
    step()
    XCTAssertEqual(presentedX(view), atReversal, accuracy: 1)
    step(toTime: 2)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(view.center.x, 0)
  }
}
