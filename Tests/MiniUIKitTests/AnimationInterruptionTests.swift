import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class AnimationInterruptionTests: AnimationTestCase {
  func testRetargetKeepsValueAndVelocityContinuous() async {
    let view = makeView()
    view.center = .zero
    var firstFinished: Bool?
    var secondFinished: Bool?
    UIView.animate(
      withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 0) },
      completion: { firstFinished = $0 })
    var xs: [Double] = [presentedX(view)]
    step(frames: 1)
    xs.append(presentedX(view))
    while now < 0.4 - 1e-9 {
      step()
      xs.append(presentedX(view))
    }
    // Retarget at t = 0.4 s, while the first animation moves at its fastest.
    let beforeRetarget = presentedX(view)
    UIView.animate(
      withDuration: 1, animations: { view.center = CGPoint(x: 300, y: 0) },
      completion: { secondFinished = $0 })
    XCTAssertEqual(view.center.x, 300, "the model jumps to the new target")
    XCTAssertEqual(presentedX(view), beforeRetarget, accuracy: 1e-9, "no jump on screen")
    let retargetIndex = xs.count - 1
    for _ in 0..<30 {
      step()
      xs.append(presentedX(view))
    }
    XCTAssertNil(firstFinished, "additive: the first block runs on to its own end (1 s)")
    XCTAssertNil(secondFinished)

    // Velocity by finite differences: its change across the retarget frame is no bigger
    // than the largest change between other neighbouring frames (smooth acceleration).
    let velocities = zip(xs.dropFirst(), xs).map { ($0 - $1) * 60 }
    let changes = zip(velocities.dropFirst(), velocities).map { abs($0 - $1) }
    let acrossRetarget = changes[retargetIndex - 1]
    let elsewhere = changes.enumerated().filter { abs($0.offset - (retargetIndex - 1)) > 1 }
      .map(\.element).max()!
    XCTAssertGreaterThan(velocities[retargetIndex - 1], 100, "it was moving fast")
    XCTAssertLessThanOrEqual(acrossRetarget, elsewhere * 1.5)
    XCTAssertLessThan(acrossRetarget, 0.1 * velocities[retargetIndex - 1])

    // The additive sum ends exactly on the new target.
    step(toTime: 1.4)
    XCTAssertEqual(presentedX(view), 300, accuracy: 1e-9)
    XCTAssertEqual(firstFinished, true, "it ran to its end")
    XCTAssertEqual(secondFinished, true)
  }

  func testRetargetWithLinearCurveHasVelocityKinkButNoJump() async {
    // Control for the test above: a linear second animation does change velocity at once,
    // so the finite-difference check is able to see a discontinuity.
    let view = makeView()
    view.center = .zero
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 100, y: 0) })
    step(toTime: 0.5)
    let v1 = presentedX(view) / 0.5  // from 0 at t = 0
    let before = presentedX(view)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 400, y: 0) })
    XCTAssertEqual(presentedX(view), before, accuracy: 1e-9)
    step()
    let v2 = (presentedX(view) - before) * 60
    XCTAssertEqual(v1, 100, accuracy: 1e-6)
    XCTAssertEqual(v2, 100 + 300, accuracy: 1e-6, "old 100/s plus new 300/s")
  }

  func testBeginFromCurrentStateStartsFromPresentation() async {
    let view = makeView()
    view.center = .zero
    var firstFinished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 100, y: 0) }, completion: { firstFinished = $0 })
    step(toTime: 0.25)
    XCTAssertEqual(presentedX(view), 25, accuracy: 1e-9)
    UIView.animate(
      withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
      animations: { view.center = CGPoint(x: -75, y: 0) })
    XCTAssertEqual(presentedX(view), 25, accuracy: 1e-9)
    XCTAssertEqual(view.layer.animationKeys(), ["position"], "the running animation was replaced")
    step(toTime: 0.75)
    // Linear from 25 to −75 over 1 s, half-way.
    XCTAssertEqual(presentedX(view), -25, accuracy: 1e-9)
    XCTAssertEqual(firstFinished, false)
    step(toTime: 1.25)
    XCTAssertEqual(presentedX(view), -75, accuracy: 1e-9)
  }

  func testRemoveAllAnimationsJumpsToModelAndReportsUnfinished() async {
    let view = makeView()
    view.center = .zero
    var finished: Bool?
    UIView.animate(
      withDuration: 1,
      animations: {
        view.center = CGPoint(x: 100, y: 0)
        view.alpha = 0.2
      }, completion: { finished = $0 })
    step(toTime: 0.5)
    XCTAssertNotEqual(presentedX(view), 100)
    view.layer.removeAllAnimations()
    XCTAssertEqual(view.layer.presentation()!.position, CGPoint(x: 100, y: 0))
    XCTAssertEqual(view.layer.presentation()!.opacity, 0.2)
    step()
    XCTAssertEqual(finished, false)
    step(toTime: 2)
    XCTAssertEqual(finished, false, "fires once")
  }
}
