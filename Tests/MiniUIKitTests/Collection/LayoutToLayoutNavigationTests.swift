import DemoScenes
import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The seeds' layout-to-layout navigation: the circle layout, the push and pop that animate
/// one collection view between layouts, the interactive edge pop, and the flag's guards.
@MainActor
final class LayoutToLayoutNavigationTests: PresentationTestCase {
  /// Where the grid puts item 0's centre, and the circle (480 × 756 below the bar) puts it.
  private let gridCentre = CGPoint(x: 55, y: 60)
  private let circleCentre = CGPoint(x: 240 + 192, y: 378)

  func testCircleLayoutPlacesItemsClockwiseFromThreeOClock() async throws {
    let layout = CircleLayout()
    let items = NumberedItems([4])
    _ = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 568), layout: layout, items: items)
    // Centre (160, 284), radius 320 / 2.5 = 128.
    let centres = (0..<4).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.center
    }
    let expected = [
      CGPoint(x: 288, y: 284), CGPoint(x: 160, y: 412), CGPoint(x: 32, y: 284),
      CGPoint(x: 160, y: 156),
    ]
    for (centre, wanted) in zip(centres, expected) { assertEqual(centre, wanted) }
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(first?.size, CGSize(width: 100, height: 100))
    assertEqual(first?.transform ?? .identity, CGAffineTransform(scaleX: 0.5, y: 0.5))
    XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 568))
  }

  func testPushMovesTheCellsOfOneCollectionViewFromGridToCircleAndPopBringsThemBack()
    async throws
  {
    let scene = showScene()
    let collectionView: UICollectionView = scene.grid.collectionView
    let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 0]))
    assertEqual(cell.center, gridCentre)
    scene.autoplay()
    let circle = try XCTUnwrap(scene.topViewController as? ImagesCollectionViewController)
    XCTAssertTrue(circle.collectionView === collectionView, "the pushed controller shares it")
    XCTAssertTrue(collectionView.superview === circle.view)
    XCTAssertTrue(collectionView.collectionViewLayout is CircleLayout)
    // Half way through 0.5 s of ease-in-out the cell is half way, half way to half size.
    advance(seconds: 0.25)
    let halfway = easeInOut(0.5)
    let shown = cell.layer.presentation()!
    assertEqual(shown.position, mix(gridCentre, circleCentre, halfway))
    XCTAssertEqual(shown.affineTransform().a, 1 - 0.5 * halfway, accuracy: 1e-6)
    XCTAssertTrue(
      scene.grid.view.superview != nil && circle.view.superview != nil, "no slide: both stay")
    assertEqual(circle.view.frame, scene.grid.view.frame)
    advance(seconds: 0.3)
    assertEqual(cell.layer.presentation()!.position, circleCentre)
    XCTAssertNil(scene.grid.view.superview)
    XCTAssertEqual(scene.navigationBar.titleLabel.text, "Circle")
    XCTAssertTrue(cell.isSelected, "the monkey picked stays selected in the circle")
    XCTAssertEqual(collectionView.preparedCellCount, 11)
    // In the circle, items are not selectable: a click on one pushes nothing.
    tap(432, 44 + 378)
    advance(seconds: 0.6)
    XCTAssertEqual(scene.viewControllers.count, 2)
    scene.popViewController(animated: true)
    advance(seconds: 0.25)
    assertEqual(cell.layer.presentation()!.position, mix(circleCentre, gridCentre, halfway))
    advance(seconds: 0.3)
    XCTAssertEqual(scene.viewControllers.count, 1)
    XCTAssertTrue(collectionView.superview === scene.grid.view)
    XCTAssertTrue(collectionView.collectionViewLayout === scene.grid.collectionViewLayout)
    assertEqual(cell.layer.presentation()!.position, gridCentre)
    XCTAssertFalse(cell.isSelected, "the grid clears the selection as it reappears")
  }

  func testAnEdgeDragScrubsThePopAndAReleaseBeforeHalfWayCancelsIt() async throws {
    let scene = showScene()
    let collectionView: UICollectionView = scene.grid.collectionView
    scene.autoplay()
    advance(seconds: 0.6)
    let circle = try XCTUnwrap(scene.topViewController as? ImagesCollectionViewController)
    let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 0]))
    send(.down, 4, 400)
    send(.moved, 20, 400)
    send(.moved, 124, 400)
    frame()
    // 120 of 480 points: a quarter of the way back to the grid, linearly.
    assertEqual(
      cell.layer.presentation()!.position, mix(circleCentre, gridCentre, 0.25), accuracy: 0.5)
    frames(30)
    send(.up, 124, 400)
    advance(seconds: 0.6)
    XCTAssertTrue(scene.topViewController === circle, "cancelled")
    XCTAssertTrue(collectionView.collectionViewLayout is CircleLayout)
    XCTAssertTrue(collectionView.superview === circle.view)
    assertEqual(cell.layer.presentation()!.position, circleCentre)
    // Past half way, it finishes in the grid.
    send(.down, 4, 400)
    send(.moved, 20, 400)
    send(.moved, 330, 400)
    frames(30)
    send(.up, 330, 400)
    advance(seconds: 0.6)
    XCTAssertTrue(scene.topViewController === scene.grid)
    XCTAssertTrue(collectionView.collectionViewLayout === scene.grid.collectionViewLayout)
    assertEqual(cell.layer.presentation()!.position, gridCentre)
  }

  func testThePushWithoutAnimationShowsTheCircleAtOnce() async throws {
    let scene = showScene()
    let collectionView: UICollectionView = scene.grid.collectionView
    let circle = makeCircleController()
    scene.pushViewController(circle, animated: false)
    XCTAssertTrue(circle.collectionView === collectionView)
    XCTAssertTrue(collectionView.superview === circle.view)
    XCTAssertTrue(collectionView.collectionViewLayout === circle.collectionViewLayout)
    frame()
    assertEqual(collectionView.cellForItem(at: [0, 0])?.center ?? .zero, circleCentre)
    scene.popViewController(animated: false)
    frame()
    XCTAssertTrue(collectionView.superview === scene.grid.view)
    assertEqual(collectionView.cellForItem(at: [0, 0])?.center ?? .zero, gridCentre)
  }

  func testWithoutTheFlagOrWithoutACollectionViewBelowThePushSlides() async throws {
    let scene = showScene()
    let plain = makeCircleController()
    plain.useLayoutToLayoutNavigationTransitions = false
    scene.pushViewController(plain, animated: true)
    XCTAssertFalse(plain.collectionView === scene.grid.collectionView, "its own collection view")
    advance(seconds: 0.1)
    XCTAssertGreaterThan(plain.view.layer.presentation()!.frame.minX, 0, "it slides in")
    advance(seconds: 0.4)
    // A flagged controller pushed onto a controller without a collection view slides too.
    let page = UIViewController()
    scene.pushViewController(page, animated: false)
    let flagged = makeCircleController()
    scene.pushViewController(flagged, animated: true)
    advance(seconds: 0.1)
    XCTAssertGreaterThan(flagged.view.layer.presentation()!.frame.minX, 0)
    XCTAssertFalse(flagged.collectionView === scene.grid.collectionView)
    advance(seconds: 0.4)
  }

  func testTheFlagIsReadAtPushTime() async throws {
    let scene = showScene()
    let circle = makeCircleController()
    scene.pushViewController(circle, animated: true)
    circle.useLayoutToLayoutNavigationTransitions = false
    advance(seconds: 0.6)
    scene.popViewController(animated: true)
    advance(seconds: 0.25)
    // Still a layout pop: the circle's view stays put while the cells move.
    XCTAssertEqual(circle.view.layer.presentation()!.frame.minX, 0)
    advance(seconds: 0.3)
    XCTAssertTrue(scene.grid.collectionView.superview === scene.grid.view)
  }

  /// As UIKit's collection view controller: the grid clears its selection as it reappears,
  /// and gives it back when the pop is let go early and cancelled.
  func testACancelledEdgePopKeepsThePickedMonkeySelected() async throws {
    let scene = showScene()
    let collectionView: UICollectionView = scene.grid.collectionView
    scene.autoplay()
    advance(seconds: 0.6)
    let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 0]))
    XCTAssertTrue(cell.isSelected)
    send(.down, 4, 400)
    send(.moved, 20, 400)
    send(.moved, 124, 400)
    frame()
    XCTAssertFalse(cell.isSelected, "cleared as the grid begins to appear")
    frames(30)  // held still: let go slowly, before half way
    send(.up, 124, 400)
    advance(seconds: 0.6)
    XCTAssertTrue(scene.topViewController is ImagesCollectionViewController)
    XCTAssertEqual(scene.viewControllers.count, 2, "cancelled")
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 0]])
    XCTAssertTrue(cell.isSelected, "the yellow border is back")
  }

  /// A navigation delegate's own animator for a layout-to-layout pair: as in UIKit, the
  /// pushed controller still shares the collection view; once the push settles it shows it
  /// with its layout, and the pop gives it back.
  func testADelegatesAnimatorForTheLayoutPairStillSharesTheCollectionView() async throws {
    let scene = showScene()
    let collectionView: UICollectionView = scene.grid.collectionView
    let fade = ScriptedAnimator(duration: 0.3) { context in
      guard let toView = context.view(forKey: .to) else { return }
      context.containerView.addSubview(toView)
      toView.alpha = 0
      UIView.animate(
        withDuration: 0.3, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 },
        completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
    let delegate = NavigationEdgeCaseTests.CancelDelegate(animator: fade)
    scene.delegate = delegate
    let circle = makeCircleController()
    scene.pushViewController(circle, animated: true)
    XCTAssertTrue(circle.collectionView === collectionView, "shared from the push on")
    advance(seconds: 0.15)
    XCTAssertEqual(circle.view.layer.presentation()!.opacity, 0.5, accuracy: 0.02, "the fade runs")
    advance(seconds: 0.3)
    XCTAssertEqual(fade.contexts.count, 1)
    XCTAssertTrue(collectionView.superview === circle.view, "shown by the top controller")
    XCTAssertTrue(collectionView.collectionViewLayout === circle.collectionViewLayout)
    XCTAssertEqual(UIApplication.shared.consistencyProblems(), [])
    scene.popViewController(animated: true)
    advance(seconds: 0.5)
    XCTAssertEqual(fade.contexts.count, 2)
    XCTAssertTrue(collectionView.superview === scene.grid.view)
    XCTAssertTrue(collectionView.collectionViewLayout === scene.grid.collectionViewLayout)
    XCTAssertNil(circle.layoutToLayoutSource, "the circle borrows no more")
    XCTAssertEqual(UIApplication.shared.consistencyProblems(), [])
  }

  /// A layout-to-layout push that its animator cancels ends the sharing: the grid keeps its
  /// collection view, and the circle borrows it afresh when pushed again.
  func testACancelledLayoutPushEndsTheSharing() async throws {
    let scene = showScene()
    let collectionView: UICollectionView = scene.grid.collectionView
    let refuse = ScriptedAnimator(duration: 0.1) { $0.completeTransition(false) }
    let delegate = NavigationEdgeCaseTests.CancelDelegate(animator: refuse)
    scene.delegate = delegate
    let circle = makeCircleController()
    scene.pushViewController(circle, animated: true)
    frame()
    XCTAssertEqual(scene.viewControllers.count, 1)
    XCTAssertNil(circle.layoutToLayoutSource)
    XCTAssertTrue(collectionView.superview === scene.grid.view)
    XCTAssertTrue(collectionView.collectionViewLayout === scene.grid.collectionViewLayout)
    scene.delegate = nil
    scene.pushViewController(circle, animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(circle.collectionView === collectionView, "borrows again")
    XCTAssertTrue(collectionView.collectionViewLayout is CircleLayout)
  }

  // MARK: Helpers

  /// A borrowing controller that leaves by another route than its own pop (a pop to the
  /// root past it) gives the collection view back: the grid shows its cells again.
  func testAPopToTheRootPastABorrowerGivesTheCollectionViewBack() async throws {
    let scene = showScene()
    let circle = makeCircleController()
    scene.pushViewController(circle, animated: false)
    let plain = UIViewController()
    scene.pushViewController(plain, animated: true)
    advance(seconds: 0.5)
    scene.popToRootViewController(animated: true)
    advance(seconds: 0.6)
    let collectionView: UICollectionView = scene.grid.collectionView
    XCTAssertTrue(collectionView.superview === scene.grid.view, "back in the grid's view")
    XCTAssertFalse(collectionView.collectionViewLayout is CircleLayout, "with the grid's layout")
    XCTAssertNil(circle.layoutToLayoutSource, "the circle borrows no more")
    XCTAssertNotNil(collectionView.cellForItem(at: [0, 0]))
  }

  /// The same circle controller pushed a second time borrows again; pushed where it cannot
  /// borrow, it shows a collection view of its own rather than an empty view.
  func testACircleControllerPushedAgainShowsCells() async throws {
    let scene = showScene()
    let circle = makeCircleController()
    scene.pushViewController(circle, animated: true)
    advance(seconds: 0.6)
    scene.popViewController(animated: true)
    advance(seconds: 0.6)
    scene.pushViewController(circle, animated: true)
    advance(seconds: 0.6)
    XCTAssertTrue(circle.collectionView === scene.grid.collectionView, "borrows again")
    XCTAssertTrue(circle.collectionView.superview === circle.view)
    scene.popViewController(animated: true)
    advance(seconds: 0.6)
    let other = UINavigationController(rootViewController: UIViewController())
    makeWindow(root: other)
    other.pushViewController(circle, animated: false)
    frame()
    let own = try XCTUnwrap(circle.collectionView)
    XCTAssertFalse(own === scene.grid.collectionView, "its own collection view")
    XCTAssertTrue(own.superview === circle.view)
    XCTAssertNotNil(own.cellForItem(at: [0, 0]))
  }

  private func showScene() -> LayoutNavigationSceneController {
    let scene = LayoutNavigationSceneController()
    makeWindow(root: scene)
    frame()
    return scene
  }

  private func makeCircleController() -> ImagesCollectionViewController {
    let controller = ImagesCollectionViewController(collectionViewLayout: CircleLayout())
    controller.useLayoutToLayoutNavigationTransitions = true
    controller.title = "Circle"
    return controller
  }

  private func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}
