import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Requests that UIKit drops, and the watchdog for animators that never complete.
@MainActor
final class PresentationGuardTests: PresentationTestCase {
  func testPresentingDuringAPresentationIsDropped() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.2)
    var cPresented = 0
    b.present(c, animated: true) { cPresented += 1 }
    XCTAssertNil(b.presentedViewController)
    XCTAssertNil(c.presentingViewController)
    XCTAssertFalse(c.isViewLoaded, "dropped before anything is done with it")
    XCTAssertEqual(window.subviews.count, 2)
    advance(seconds: 2)
    XCTAssertEqual(cPresented, 0)
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertNil(b.presentedViewController)
    XCTAssertEqual(log.only("C."), [])
  }

  func testPresentingDuringADismissalIsDropped() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    a.dismiss(animated: true)
    advance(seconds: 0.2)
    b.present(c, animated: true)
    XCTAssertNil(b.presentedViewController)
    XCTAssertNil(c.presentingViewController)
    advance(seconds: 1)
    XCTAssertNil(a.presentedViewController, "the dismissal went on")
    XCTAssertNil(c.view.window)
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === a.view)
  }

  func testPresentingOnAControllerThatAlreadyPresentsIsDropped() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    log.clear()
    var cPresented = 0
    a.present(c, animated: true) { cPresented += 1 }
    advance(seconds: 1)
    XCTAssertEqual(cPresented, 0)
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertNil(c.presentingViewController)
    XCTAssertEqual(log.entries, [], "nobody appears or disappears")
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(b.view.window === window)
  }

  func testPresentingAnAlreadyPresentedControllerIsDropped() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    b.present(b, animated: true)
    advance(seconds: 1)
    XCTAssertNil(b.presentedViewController)
    XCTAssertTrue(b.presentingViewController === a)
  }

  func testDismissWithNothingPresentedDoesNothing() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    makeWindow(root: a)
    log.clear()
    a.dismiss(animated: true)
    XCTAssertNil(window.presentationUnderWay)
    advance(seconds: 1)
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertEqual(a.view.frame, Self.windowFrame)
  }

  func testAnimatorThatNeverCompletesIsForcedAfterDurationPlusTwoSeconds() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    let stuck = ScriptedAnimator(duration: 0.5) { ctx in
      ctx.containerView.addSubview(ctx.view(forKey: .to)!)
    }
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = stuck
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    var presented = 0
    a.present(b, animated: true) { presented += 1 }
    advance(toTime: 2.5 - 1.0 / 60)
    XCTAssertTrue(b.isBeingPresented, "still waiting just before duration + 2 s")
    XCTAssertEqual(presented, 0)
    XCTAssertFalse(UIApplication.shared.renderFrame().commands.isEmpty, "frames still render")
    advance(toTime: 2.5)
    XCTAssertFalse(b.isBeingPresented)
    XCTAssertNil(window.presentationUnderWay)
    XCTAssertEqual(presented, 1)
    XCTAssertEqual(stuck.endedOutcomes, [true])
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertEqual(log.only("B."), ["B.viewDidLoad", "B.willAppear", "B.didAppear"])

    // The app goes on: B dismisses and A presents again.
    b.transitioningDelegate = nil
    b.dismiss(animated: true)
    advance(seconds: 0.6)
    XCTAssertNil(a.presentedViewController)
    a.present(c, animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(a.presentedViewController === c)
    XCTAssertTrue(c.view.window === window)
  }

  func testForcedCompletionShowsThePresentedView() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = RecordingDelegate()
    delegate.presentationAnimator = ScriptedAnimator(duration: 0.5) { _ in }
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 3)
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertTrue(b.view.window === window, "a presented controller's view is on screen")
    XCTAssertEqual(b.view.frame, Self.windowFrame)
  }

  func testWatchdogDoesNotCutShortAnInteractionReleasedLate() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = RecordingDelegate()
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.completionSpeed = 0.25
    interaction.completionCurve = .linear
    delegate.dismissalAnimator = ScriptedAnimator.slide(presenting: false)
    delegate.dismissalInteraction = interaction
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.5)
    let start = now
    b.dismiss(animated: true)
    interaction.update(0.5)
    // Held for 2.4 s: the default animator's 0.5 s + 2 s runs out 0.1 s after the release.
    advance(toTime: start + 2.4)
    XCTAssertTrue(b.isBeingDismissed)
    interaction.finish()
    // The rest (half of 0.5 s) at a quarter speed takes 1 s, linearly.
    advance(toTime: start + 2.9)
    XCTAssertTrue(b.isBeingDismissed, "still animating, not stuck: no forced completion")
    XCTAssertEqual(shownFrame(b.view).minY, 400 + 400 * 0.5, accuracy: 1e-6)
    advance(toTime: start + 3.4)
    XCTAssertFalse(b.isBeingDismissed)
    XCTAssertNil(a.presentedViewController)
  }

  /// A button of the presenter keeps no keyboard focus once a custom presentation covers
  /// it: focus moves into the presented controller, and Enter does not press the covered
  /// button.
  func testFocusDoesNotStayOnACoveredController() async throws {
    let a = LoggingController("A", log: LifecycleLog())
    let b = LoggingController("B", log: LifecycleLog())
    b.modalPresentationStyle = .custom
    makeWindow(root: a)
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    var presses = 0
    button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
    a.view.addSubview(button)
    UIApplication.shared.setFocus(button)
    UIApplication.shared.sendKey(UIKey(.enter))
    XCTAssertEqual(presses, 1, "focused and uncovered, Enter presses it")
    a.present(b, animated: false)
    UIApplication.shared.sendKey(UIKey(.enter))
    XCTAssertEqual(presses, 1, "the covered button was not pressed again")
    let focused = try XCTUnwrap(UIApplication.shared.focusedView, "focus moved in")
    XCTAssertTrue(focused.isDescendant(of: b.view), "into the presented controller")
  }

  /// Replacing the window's root while its presentation animates tears the presentation
  /// down; the animator completing later changes nothing.
  func testNewRootInTheMiddleOfAPresentation() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.2)
    log.clear()
    window.rootViewController = c
    XCTAssertTrue(log.entries.contains("B.didDisappear"), "the torn-down controller is told")
    advance(seconds: 1)
    XCTAssertEqual(window.subviews.count, 1)
    XCTAssertTrue(window.subviews.first === c.view)
    XCTAssertNil(a.view.window)
    XCTAssertNil(b.view.window)
    XCTAssertFalse(log.entries.contains("A.didAppear"), "the old root does not come back")
    c.present(LoggingController("D", log: log), animated: false)
    XCTAssertNotNil(c.presentedViewController, "presenting works again")
  }
}
