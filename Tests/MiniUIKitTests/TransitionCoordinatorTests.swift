import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// `transitionCoordinator`: there during a transition only, alongside animations run with it
/// (scrubbed when a finger drives it, taken back when it is cancelled), and the navigation
/// bar's cross-fade rides on it.
@MainActor
final class TransitionCoordinatorTests: PresentationTestCase {
  /// A controller that fades `badge` in along with its appearance and records what the
  /// completion learnt.
  private final class FadingController: UIViewController {
    let badge = UIView()
    var cancelled: [Bool] = []

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      UIView.performWithoutAnimation { badge.alpha = 0 }
      transitionCoordinator?.animate(
        alongsideTransition: { _ in self.badge.alpha = 1 },
        completion: { self.cancelled.append($0.isCancelled) })
    }
  }

  private func makeStack(titled title: String = "A")
    -> (UINavigationController, UIViewController)
  {
    let root = UIViewController()
    root.title = title
    let navigation = UINavigationController(rootViewController: root)
    makeWindow(root: navigation)
    frame()
    return (navigation, root)
  }

  func testTheCoordinatorIsThereOnlyDuringTheTransition() async throws {
    let (navigation, root) = makeStack()
    XCTAssertNil(root.transitionCoordinator)
    let next = UIViewController()
    navigation.pushViewController(next, animated: true)
    XCTAssertNotNil(next.transitionCoordinator)
    XCTAssertNotNil(root.transitionCoordinator)
    XCTAssertTrue(navigation.transitionCoordinator === next.transitionCoordinator)
    let coordinator = try XCTUnwrap(next.transitionCoordinator)
    XCTAssertFalse(coordinator.initiallyInteractive)
    XCTAssertEqual(coordinator.presentationStyle, .none)
    XCTAssertEqual(coordinator.targetTransform, .identity)
    XCTAssertTrue(coordinator.isAnimated)
    XCTAssertFalse(coordinator.isInteractive)
    XCTAssertEqual(coordinator.transitionDuration, 0.35)
    XCTAssertTrue(coordinator.viewController(forKey: .to) === next)
    advance(seconds: 0.5)
    XCTAssertNil(next.transitionCoordinator)
    XCTAssertNil(navigation.transitionCoordinator)
  }

  func testAlongsideAnimationsRunWithThePush() async throws {
    let (navigation, _) = makeStack()
    let next = FadingController()
    navigation.pushViewController(next, animated: true)
    frames(7)  // A third of 0.35 s, on the push's own spring.
    XCTAssertEqual(
      Double(next.badge.layer.presentation()!.opacity), systemSpring(1.0 / 3, duration: 0.35),
      accuracy: 1e-6)
    XCTAssertEqual(next.cancelled, [])
    advance(seconds: 0.4)
    XCTAssertEqual(next.cancelled, [false])
    XCTAssertEqual(next.badge.alpha, 1)
  }

  func testAPresentationHasACoordinatorToo() async throws {
    let root = UIViewController()
    makeWindow(root: root)
    frame()
    let presented = FadingController()
    root.present(presented, animated: true)
    XCTAssertNotNil(presented.transitionCoordinator)
    advance(seconds: 0.25)
    XCTAssertEqual(
      Double(presented.badge.layer.presentation()!.opacity), systemSpring(0.5), accuracy: 1e-6,
      "with the slide, on its spring")
    advance(seconds: 0.6)
    XCTAssertEqual(presented.cancelled, [false])
  }

  func testAnEdgePopScrubsTheBarAndACancelPutsItBack() async throws {
    let (navigation, _) = makeStack(titled: "Grid")
    let top = UIViewController()
    top.title = "Circle"
    navigation.pushViewController(top, animated: false)
    frame()
    let bar = navigation.navigationBar
    XCTAssertEqual(bar.titleLabel.text, "Circle")
    send(.down, 4, 400)
    send(.moved, 20, 400)
    send(.moved, 292, 400)  // 60 % of 480.
    frame()
    let coordinator = try XCTUnwrap(navigation.transitionCoordinator)
    XCTAssertTrue(coordinator.initiallyInteractive)
    XCTAssertFalse(coordinator.isInterruptible, "the slide vends no interruptible animator")
    var interactionChanges: [Bool] = []
    coordinator.notifyWhenInteractionChanges { context in
      interactionChanges.append(context.isCancelled)
    }
    // The incoming title (the real label, already "Grid") is 60 % in; the outgoing title
    // is a still copy, 40 % left.
    XCTAssertEqual(bar.titleLabel.text, "Grid")
    XCTAssertEqual(bar.titleLabel.layer.presentation()!.opacity, 0.6, accuracy: 1e-6)
    let ghost = try XCTUnwrap(
      bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Circle" })
    XCTAssertEqual(ghost.layer.presentation()!.opacity, 0.4, accuracy: 1e-6)
    send(.moved, 100, 400)
    advance(seconds: 0.5)
    send(.up, 100, 400)
    XCTAssertEqual(interactionChanges, [true], "told once, as the finger let go: cancelled")
    advance(seconds: 0.8)
    XCTAssertTrue(navigation.topViewController === top, "cancelled")
    XCTAssertEqual(bar.titleLabel.text, "Circle")
    XCTAssertEqual(bar.titleLabel.layer.presentation()!.opacity, 1)
    XCTAssertEqual(bar.backButton.layer.presentation()!.opacity, 1)
    XCTAssertNil(ghost.superview, "the copy is gone")
    XCTAssertFalse(bar.backButton.isHidden)
  }

  /// What an inspector reads: the animator, its duration and curve, and how far along it is.
  func testTheTransitionInProgressDescribesItself() async throws {
    let root = UIViewController()
    makeWindow(root: root)
    frame()
    XCTAssertNil(UIApplication.shared.transitionInProgress)
    root.present(UIViewController(), animated: true)
    advance(seconds: 0.25)
    let info = try XCTUnwrap(UIApplication.shared.transitionInProgress)
    XCTAssertEqual(info.animatorName, "CoverVerticalAnimator")
    XCTAssertEqual(info.duration, 0.5)
    XCTAssertEqual(info.timing, "spring ζ 4.56, 0.50 s")
    XCTAssertFalse(info.isInteractive)
    XCTAssertEqual(info.fractionComplete, 0.5, accuracy: 1e-9)
    advance(seconds: 0.4)
    XCTAssertNil(UIApplication.shared.transitionInProgress, "none once it completed")
  }
}
