import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// View loading, appearance callbacks and child controllers.
@MainActor
final class PresentationLifecycleTests: PresentationTestCase {
  func testViewLoadsLazilyAndOnce() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    makeWindow(root: LoggingController("Root", log: log))
    XCTAssertFalse(a.isViewLoaded)
    XCTAssertEqual(a.loadViewCount, 0)
    XCTAssertEqual(a.viewDidLoadCount, 0)
    let view = a.view
    XCTAssertTrue(a.isViewLoaded)
    XCTAssertTrue(a.view === view, "the same view on every access")
    _ = a.view
    XCTAssertEqual(a.loadViewCount, 1)
    XCTAssertEqual(a.viewDidLoadCount, 1)
    XCTAssertEqual(log.only("A."), ["A.viewDidLoad"])
  }

  func testLoadedViewFillsTheKeyWindow() async throws {
    let log = LifecycleLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    window.rootViewController = LoggingController("Root", log: log)
    window.makeKeyAndVisible()
    XCTAssertEqual(LoggingController("A", log: log).view.frame, window.bounds)
    makeWindow(root: LoggingController("Root2", log: log))
    XCTAssertEqual(LoggingController("B", log: log).view.frame, Self.windowFrame)
  }

  func testRootControllerAppearsWhenTheWindowBecomesKey() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    makeWindow(root: a)
    XCTAssertEqual(log.entries, ["A.viewDidLoad", "A.willAppear", "A.didAppear"])
    XCTAssertTrue(a.view.superview === window)
    XCTAssertEqual(a.view.frame, Self.windowFrame)
  }

  func testFullScreenPresentAndDismissCallbackOrder() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    log.clear()

    a.present(b, animated: true) { log.append("presented") }
    XCTAssertEqual(
      log.entries, ["B.viewDidLoad", "A.willDisappear", "B.willAppear"],
      "will-calls when the transition begins, the presenter's first")
    frames(29)
    XCTAssertEqual(log.entries.count, 3, "nothing more until the 0.5 s animation ends")
    frame()
    XCTAssertEqual(
      log.entries,
      [
        "B.viewDidLoad", "A.willDisappear", "B.willAppear",
        "B.didAppear", "A.didDisappear", "presented",
      ])

    log.clear()
    a.dismiss(animated: true) { log.append("dismissed") }
    XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear"])
    frames(29)
    XCTAssertEqual(log.entries.count, 2)
    frame()
    XCTAssertEqual(
      log.entries,
      ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear", "dismissed"])
    XCTAssertEqual(a.animatedFlags, [false, false, true, true, true, true])
    XCTAssertEqual(b.animatedFlags, [true, true, true, true])
  }

  func testCustomPresentationLeavesThePresenterAlone() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    b.modalPresentationStyle = .custom
    makeWindow(root: a)
    log.clear()
    a.present(b, animated: true)
    XCTAssertEqual(log.entries, ["B.viewDidLoad", "B.willAppear"])
    advance(seconds: 0.6)
    XCTAssertEqual(log.entries, ["B.viewDidLoad", "B.willAppear", "B.didAppear"])
    log.clear()
    b.dismiss(animated: true)
    XCTAssertEqual(log.entries, ["B.willDisappear"])
    advance(seconds: 0.6)
    XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear"])
  }

  func testNonAnimatedPresentationPassesFalse() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    makeWindow(root: a)
    log.clear()
    a.present(b, animated: false)
    frame()
    XCTAssertEqual(
      log.entries,
      ["B.viewDidLoad", "A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
    XCTAssertEqual(b.animatedFlags, [false, false])
    XCTAssertEqual(a.animatedFlags.suffix(2), [false, false])
  }

  func testCancelledInteractiveDismissalCallbacks() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = RecordingDelegate()
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.dismissalAnimator = ScriptedAnimator.slide(presenting: false)
    delegate.dismissalInteraction = interaction
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    a.present(b, animated: true)
    advance(seconds: 0.6)
    log.clear()

    b.dismiss(animated: true) { log.append("dismissed") }
    XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear"])
    interaction.update(0.3)
    advance(seconds: 0.5)
    XCTAssertEqual(log.entries.count, 2, "held by the interaction")
    interaction.cancel()
    advance(seconds: 1)
    XCTAssertEqual(log.only("B."), ["B.willDisappear", "B.willAppear", "B.didAppear"])
    XCTAssertEqual(log.only("A."), ["A.willAppear", "A.willDisappear", "A.didDisappear"])
    XCTAssertFalse(log.entries.contains("dismissed"), "no completion for a cancelled dismissal")
    XCTAssertTrue(a.presentedViewController === b)
    XCTAssertTrue(b.presentingViewController === a)
    XCTAssertNil(a.view.superview, "the covered presenter leaves the window again")
    XCTAssertTrue(b.view.window === window)
    XCTAssertTrue(b.isVisible)
    XCTAssertFalse(a.isVisible)
  }

  func testCancelledInteractivePresentationCallbacks() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let delegate = RecordingDelegate()
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.presentationAnimator = ScriptedAnimator.slide(presenting: true)
    delegate.presentationInteraction = interaction
    b.transitioningDelegate = delegate
    makeWindow(root: a)
    log.clear()

    a.present(b, animated: true) { log.append("presented") }
    XCTAssertEqual(log.entries, ["B.viewDidLoad", "A.willDisappear", "B.willAppear"])
    interaction.update(0.4)
    advance(seconds: 0.3)
    interaction.cancel()
    advance(seconds: 1)
    XCTAssertEqual(
      log.only("B."), ["B.viewDidLoad", "B.willAppear", "B.willDisappear", "B.didDisappear"])
    XCTAssertEqual(log.only("A."), ["A.willDisappear", "A.willAppear", "A.didAppear"])
    XCTAssertFalse(log.entries.contains("presented"))
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.presentingViewController)
    XCTAssertNil(b.view.superview)
    XCTAssertEqual(window.subviews.count, 1, "the transition's container is gone")
    XCTAssertTrue(window.subviews.first === a.view)
    XCTAssertTrue(a.isVisible)
    XCTAssertFalse(b.isVisible)
  }

  // MARK: Children

  func testAddChildCallsWillMoveOnly() async throws {
    let log = LifecycleLog()
    let parent = LoggingController("P", log: log)
    let child = LoggingController("C", log: log)
    parent.addChild(child)
    XCTAssertEqual(log.entries, ["C.willMove(P)"], "didMove(toParent:) is the caller's job")
    XCTAssertTrue(child.parent === parent)
    XCTAssertEqual(parent.children.count, 1)
    XCTAssertTrue(parent.children.first === child)
    child.didMove(toParent: parent)
    parent.addChild(child)
    XCTAssertEqual(log.entries, ["C.willMove(P)", "C.didMove(P)"], "adding twice does nothing")
    XCTAssertEqual(parent.children.count, 1)
  }

  func testRemoveFromParentCallsDidMoveNil() async throws {
    let log = LifecycleLog()
    let parent = LoggingController("P", log: log)
    let child = LoggingController("C", log: log)
    parent.addChild(child)
    child.didMove(toParent: parent)
    log.clear()
    child.willMove(toParent: nil)
    child.removeFromParent()
    XCTAssertEqual(log.entries, ["C.willMove(nil)", "C.didMove(nil)"])
    XCTAssertNil(child.parent)
    XCTAssertTrue(parent.children.isEmpty)
    log.clear()
    child.removeFromParent()
    XCTAssertEqual(log.entries, [], "removing a child without a parent does nothing")
  }

  func testMovingAChildToAnotherParent() async throws {
    let log = LifecycleLog()
    let first = LoggingController("P", log: log)
    let second = LoggingController("Q", log: log)
    let child = LoggingController("C", log: log)
    first.addChild(child)
    log.clear()
    second.addChild(child)
    XCTAssertTrue(child.parent === second)
    XCTAssertTrue(first.children.isEmpty)
    XCTAssertEqual(second.children.count, 1)
    XCTAssertEqual(log.entries.last, "C.willMove(Q)")
  }

  func testChildrenFollowTheirParentsAppearance() async throws {
    let log = LifecycleLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let child = LoggingController("C", log: log)
    b.addChild(child)
    b.view.addSubview(child.view)
    child.didMove(toParent: b)
    makeWindow(root: a)
    log.clear()
    a.present(b, animated: true)
    advance(seconds: 0.6)
    XCTAssertEqual(log.only("C."), ["C.willAppear", "C.didAppear"])
    a.dismiss(animated: true)
    advance(seconds: 0.6)
    XCTAssertEqual(
      log.only("C."), ["C.willAppear", "C.didAppear", "C.willDisappear", "C.didDisappear"])
  }
}
