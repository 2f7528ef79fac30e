import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Gesture recognizers as UIKit's: tap and long-press state machines, failure requirements,
/// the delegate, simultaneous recognition, delayed touches, and target–action.
@MainActor
final class GestureRecognizerTests: PresentationTestCase {
  /// A view that records the touches it gets.
  private final class TouchLog: UIView {
    var entries: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      entries.append("began")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      entries.append("moved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      entries.append("ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      entries.append("cancelled")
    }
  }

  /// A delegate with answers to give.
  private final class Delegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      shouldBegin
    }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    { receives }
  }

  private var log: [String] = []
  private var view: TouchLog!

  /// A window filled by a logging view; `recognizers` go on it, each logging its states
  /// under its name.
  private func stage(_ recognizers: [(String, UIGestureRecognizer)]) {
    let controller = UIViewController()
    view = TouchLog(frame: Self.windowFrame)
    controller.view.addSubview(view)
    for (name, recognizer) in recognizers {
      recognizer.addTarget(self) { test in
        { recognizer in test.log.append("\(name) \(recognizer.state)") }
      }
      view.addGestureRecognizer(recognizer)
    }
    makeWindow(root: controller)
    frame()
  }

  func testATapIsRecognizedOnceAndAMovingTouchIsNotATap() async throws {
    let recognizer = UITapGestureRecognizer()
    stage([("tap", recognizer)])
    tap(200, 200)
    XCTAssertEqual(log, ["tap ended"])
    XCTAssertEqual(UIGestureRecognizer.State.recognized, .ended)
    XCTAssertEqual(recognizer.state, .possible, "ready for the next")
    send(.down, 200, 200)
    send(.moved, 220, 200)
    send(.up, 220, 200)
    XCTAssertEqual(log, ["tap ended"], "moved 20 points: no tap")
    XCTAssertEqual(view.entries.suffix(3), ["began", "moved", "ended"])
  }

  func testADoubleTapNeedsItsSecondTapSoon() async throws {
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    stage([("double", double)])
    tap(200, 200)
    frames(10)
    tap(200, 200)
    XCTAssertEqual(log, ["double ended"])
    tap(200, 200)
    advance(seconds: 0.5)
    tap(200, 200)
    XCTAssertEqual(log, ["double ended"], "0.5 s apart: two single taps")
  }

  func testASingleTapWaitsForTheDoubleTapToFail() async throws {
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    stage([("single", single), ("double", double)])
    tap(200, 200)
    XCTAssertEqual(log, [], "the single tap waits")
    advance(seconds: 0.4)
    XCTAssertEqual(log, ["single ended"], "the double tap failed: the single one is recognized")
    log = []
    tap(200, 200)
    frames(5)
    tap(200, 200)
    advance(seconds: 0.4)
    XCTAssertEqual(log, ["double ended"], "a double tap: the single one fails")
  }

  /// The same as `require(toFail:)`, asked of the delegates: the single tap's delegate, or
  /// the double tap's from the other side.
  func testTheDelegateCanMakeASingleTapWaitForTheDoubleTap() async throws {
    final class Waits: UIGestureRecognizerDelegate {
      weak var double: UIGestureRecognizer?
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { otherGestureRecognizer === double }
    }
    final class IsWaitedFor: UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { true }
    }
    for useSingleDelegate in [true, false] {
      log = []
      let single = UITapGestureRecognizer()
      let double = UITapGestureRecognizer()
      double.numberOfTapsRequired = 2
      let waits = Waits()
      waits.double = double
      let isWaitedFor = IsWaitedFor()
      if useSingleDelegate { single.delegate = waits } else { double.delegate = isWaitedFor }
      stage([("single", single), ("double", double)])
      tap(200, 200)
      frames(5)
      tap(200, 200)
      advance(seconds: 0.4)
      XCTAssertEqual(log, ["double ended"], "a double tap: the single one waited and failed")
    }
  }

  func testTheDelegateCanStopARecognizerOrHideTouchesFromIt() async throws {
    let delegate = Delegate()
    let recognizer = UITapGestureRecognizer()
    recognizer.delegate = delegate
    stage([("tap", recognizer)])
    delegate.shouldBegin = false
    tap(200, 200)
    XCTAssertEqual(log, [])
    delegate.shouldBegin = true
    delegate.receives = false
    tap(200, 200)
    XCTAssertEqual(log, [], "it never saw the touch")
    delegate.receives = true
    tap(200, 200)
    XCTAssertEqual(log, ["tap ended"])
  }

  func testAPanAndAPinchRecognizeTogetherOnlyWhenTheDelegateSays() async throws {
    let delegate = Delegate()
    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    pinch.delegate = delegate
    stage([("pan", pan), ("pinch", pinch)])
    func ctrlDrag() {
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: .down, location: CGPoint(x: 300, y: 400), modifierFlags: .control))
      for x in [320, 340] as [CGFloat] {
        frame()
        UIApplication.shared.sendPointerEvent(
          PointerEvent(kind: .moved, location: CGPoint(x: x, y: 400), modifierFlags: .control))
      }
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: .up, location: CGPoint(x: 340, y: 400), modifierFlags: .control))
    }
    ctrlDrag()
    XCTAssertEqual(log, ["pan began", "pan changed", "pan ended"], "the first to begin wins")
    log = []
    delegate.simultaneous = true
    ctrlDrag()
    XCTAssertEqual(
      log,
      ["pan began", "pinch began", "pan changed", "pinch changed", "pan ended", "pinch ended"])
  }

  func testALongPressBeginsAfterHalfASecondStill() async throws {
    let press = UILongPressGestureRecognizer()
    stage([("press", press)])
    send(.down, 200, 200)
    advance(seconds: 0.4)
    XCTAssertEqual(log, [])
    advance(seconds: 0.15)
    XCTAssertEqual(log, ["press began"])
    send(.moved, 260, 200)
    send(.up, 260, 200)
    XCTAssertEqual(log, ["press began", "press changed", "press ended"])
    log = []
    send(.down, 200, 200)
    send(.moved, 220, 200)
    advance(seconds: 0.6)
    send(.up, 220, 200)
    XCTAssertEqual(log, [], "moved before the time: no long press")
  }

  func testDelayedTouchesReachTheViewOnlyOnceTheRecognizerFails() async throws {
    let recognizer = UITapGestureRecognizer()
    recognizer.delaysTouchesBegan = true
    stage([("tap", recognizer)])
    send(.down, 200, 200)
    XCTAssertEqual(view.entries, [], "held back")
    send(.moved, 230, 200)
    XCTAssertEqual(view.entries, ["began", "moved"], "the tap failed: the view gets them")
    send(.up, 230, 200)
    tap(200, 200)
    XCTAssertEqual(view.entries, ["began", "moved", "ended"], "a tap: the view saw nothing")
    XCTAssertEqual(log, ["tap ended"])
  }

  func testTargetsAndActions() async throws {
    final class Target {
      var count = 0
      func tapped() { count += 1 }
    }
    let target = Target()
    let recognizer = UITapGestureRecognizer(target: target) { target in { _ in target.tapped() } }
    recognizer.addTarget(target, action: Target.tapped)
    stage([])
    view.addGestureRecognizer(recognizer)
    tap(200, 200)
    XCTAssertEqual(target.count, 2, "both actions")
    recognizer.removeTarget(target)
    tap(200, 200)
    XCTAssertEqual(target.count, 2)
  }
}
