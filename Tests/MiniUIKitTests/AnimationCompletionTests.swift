import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class AnimationCompletionTests: AnimationTestCase {
  func testCompletionOrderAndFrames() async {
    let a = makeView()
    let b = makeView()
    let c = makeView()
    var log: [String] = []
    func record(_ name: String) -> (Bool) -> Void {
      { finished in log.append("\(name) \(finished) @\(Int((self.now * 60).rounded()))") }
    }
    UIView.animate(withDuration: 1, animations: { a.alpha = 0 }, completion: record("a"))
    UIView.animate(withDuration: 0.5, animations: { b.alpha = 0 }, completion: record("b"))
    UIView.animate(withDuration: 1, animations: { c.alpha = 0 }, completion: record("c"))
    UIView.animate(withDuration: 1, animations: {}, completion: record("empty"))
    step(frames: 29)
    XCTAssertEqual(log, ["empty true @1"], "a block without changes completes at once")
    step(toTime: 2)
    XCTAssertEqual(log, ["empty true @1", "b true @30", "a true @60", "c true @60"])
  }

  func testChainedAnimationInCompletion() async {
    let view = makeView()
    view.center = .zero
    UIView.animate(
      withDuration: 0.5, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 100, y: 0) },
      completion: { _ in
        UIView.animate(
          withDuration: 0.5, delay: 0, options: .curveLinear,
          animations: { view.center = CGPoint(x: 0, y: 0) })
      })
    step(toTime: 0.5)
    XCTAssertEqual(presentedX(view), 100, accuracy: 1e-9)
    step(toTime: 0.75)
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9)
  }

  func testDelayShowsFromValue() async {
    let view = makeView()
    view.center = .zero
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear,
      animations: { view.center = CGPoint(x: 100, y: 0) }, completion: { finished = $0 })
    XCTAssertEqual(view.center.x, 100, "model changes at once even with a delay")
    step(toTime: 0.25)
    XCTAssertEqual(presentedX(view), 0)
    step(toTime: 0.5)
    XCTAssertEqual(presentedX(view), 0)
    step(toTime: 1)
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9)
    step(toTime: 1.5 - 1.0 / 60)
    XCTAssertNil(finished)
    step()
    XCTAssertEqual(finished, true)
    XCTAssertEqual(presentedX(view), 100)
  }

  private func repeating(
    count: CGFloat, autoreverses: Bool, _ view: UIView, completion: @escaping (Bool) -> Void
  ) {
    view.center = .zero
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
      animations: {
        UIView.modifyAnimations(withRepeatCount: count, autoreverses: autoreverses) {
          view.center = CGPoint(x: 100, y: 0)
        }
      }, completion: completion)
  }

  func testRepeatCountWithAutoreverse() async {
    let view = makeView()
    var finished: Bool?
    var completions = 0
    repeating(count: 2, autoreverses: true, view) {
      finished = $0
      completions += 1
    }
    // Two cycles of forward (1 s) and back (1 s).
    let expected: [(Double, Double)] = [
      (0.25, 25), (0.5, 50), (1.25, 75), (1.75, 25), (2.25, 25), (3.5, 50), (3.75, 25),
    ]
    for (time, x) in expected {
      step(toTime: time)
      XCTAssertEqual(presentedX(view), x, accuracy: 1e-9, "at \(time)")
      XCTAssertNil(finished)
    }
    step(toTime: 4)
    XCTAssertEqual(finished, true)
    XCTAssertEqual(presentedX(view), 100, "ends on the model value")
    step(toTime: 5)
    XCTAssertEqual(completions, 1)
  }

  func testRepeatCountWithoutAutoreverse() async {
    let view = makeView()
    var finished: Bool?
    repeating(count: 3, autoreverses: false, view) { finished = $0 }
    for (time, x) in [(0.5, 50.0), (1.25, 25), (2.75, 75)] {
      step(toTime: time)
      XCTAssertEqual(presentedX(view), x, accuracy: 1e-9, "at \(time)")
    }
    step(toTime: 3 - 1.0 / 60)
    XCTAssertNil(finished)
    step()
    XCTAssertEqual(finished, true)
  }

  func testFractionalRepeatCountEndsForward() async {
    let view = makeView()
    var finished: Bool?
    repeating(count: 1.5, autoreverses: true, view) { finished = $0 }
    step(toTime: 2.5)
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9, "third run, forward")
    step(toTime: 3)
    XCTAssertEqual(finished, true)
    XCTAssertEqual(presentedX(view), 100)
  }

  func testRepeatWithoutCountRunsUntilRemoved() async {
    let view = makeView()
    view.alpha = 1
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { view.alpha = 0 }, completion: { finished = $0 })
    step(toTime: 10.5)
    XCTAssertNil(finished)
    XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 1e-9)
    view.layer.removeAllAnimations()
    XCTAssertEqual(view.layer.presentation()!.opacity, 0)
    step()
    XCTAssertEqual(finished, false)
  }

  /// Additive animations (UIKit since iOS 8, WWDC 2014 session 236): a block whose property
  /// gets a newer animation keeps running and completes, finished, at its own end.
  func testARetargetedBlockStillFinishesAtItsOwnEnd() async {
    let view = makeView()
    var first: Bool?
    UIView.animate(
      withDuration: 1,
      animations: {
        view.alpha = 0
        view.center = CGPoint(x: 10, y: 10)
      }, completion: { first = $0 })
    step(toTime: 0.5)
    UIView.animate(withDuration: 1, animations: { view.alpha = 1 })
    step()
    XCTAssertNil(first, "not at once")
    step(toTime: 0.98)
    XCTAssertNil(first)
    step(toTime: 1.02)
    XCTAssertEqual(first, true)
    step(toTime: 3)
    XCTAssertNil(view.layer.animationKeys())
  }

  func testModifiedAndPlainAnimationsInOneBlock() async {
    let view = makeView()
    view.center = .zero
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
      animations: {
        view.alpha = 0
        UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) {
          view.center = CGPoint(x: 100, y: 0)
        }
      }, completion: { finished = $0 })
    step(toTime: 1.5)
    // The plain change repeats forever under `.repeat`; the modified one twice.
    XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 1e-9)
    XCTAssertEqual(presentedX(view), 50, accuracy: 1e-9)
    step(toTime: 2.5)
    XCTAssertEqual(presentedX(view), 100, "the modified change is done")
    XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 1e-9)
    XCTAssertNil(finished, "the block waits for its unbounded part")
  }

  func testModifyAnimationsAroundABlock() async {
    let view = makeView()
    view.alpha = 1
    var finished: Bool?
    UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
      UIView.animate(
        withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear],
        animations: { view.alpha = 0 }, completion: { finished = $0 })
    }
    step(toTime: 0.75)
    XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 1e-9, "coming back")
    step(toTime: 2 - 1.0 / 60)
    XCTAssertNil(finished)
    step()
    XCTAssertEqual(finished, true)
  }
}
