import DemoScenes
import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UICollectionViewTransitionLayout and the collection view's interactive transitions:
/// interpolation, custom animated keys, finish and cancel with their completion flags, the
/// gesture's speed carried on, the guards, and a new start that takes over mid-finish.
@MainActor
final class InteractiveLayoutTransitionTests: PresentationTestCase {
  private let bounds = CGRect(x: 0, y: 0, width: 480, height: 756)
  private var items = NumberedItems([11])

  /// A grid collection view over eleven items, and a circle layout to go to.
  private func makeGrid() -> (UICollectionView, UICollectionViewLayout, CircleLayout) {
    let grid = makeGridLayout()
    let collectionView = makeCollectionView(frame: bounds, layout: grid, items: items)
    return (collectionView, grid, CircleLayout())
  }

  private func centre(_ layout: UICollectionViewLayout, _ item: Int) -> CGPoint {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.center ?? .zero
  }

  func testAttributesAreInterpolatedByProgress() async throws {
    let (collectionView, grid, circle) = makeGrid()
    let transition = collectionView.startInteractiveTransition(to: circle)
    XCTAssertTrue(collectionView.collectionViewLayout === transition)
    XCTAssertTrue(transition.currentLayout === grid)
    XCTAssertTrue(transition.nextLayout === circle)
    let from = centre(grid, 3)
    let to = centre(circle, 3)
    for progress in [0, 0.3, 1] as [CGFloat] {
      transition.transitionProgress = progress
      collectionView.layoutIfNeeded()
      let attributes = try XCTUnwrap(transition.layoutAttributesForItem(at: [0, 3]))
      let expected = CGPoint(
        x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
      assertEqual(attributes.center, expected)
      XCTAssertEqual(attributes.transform.a, 1 - 0.5 * progress, accuracy: 1e-9)
      XCTAssertEqual(attributes.size, CGSize(width: 100, height: 100))
      let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 3]))
      assertEqual(cell.center, expected)
    }
  }

  func testCustomAnimatedKeysReachTheLayout() async throws {
    final class LiftingTransition: UICollectionViewTransitionLayout {
      override func layoutAttributesForItem(at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
      {
        let attributes = super.layoutAttributesForItem(at: indexPath)
        attributes?.center.y -= value(forAnimatedKey: "lift")
        return attributes
      }
    }
    final class Delegate: UICollectionViewDelegate {
      func collectionView(
        _ collectionView: UICollectionView,
        transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
      ) -> UICollectionViewTransitionLayout {
        LiftingTransition(currentLayout: fromLayout, nextLayout: toLayout)
      }
    }
    let delegate = Delegate()
    let (collectionView, grid, circle) = makeGrid()
    collectionView.delegate = delegate
    let transition = collectionView.startInteractiveTransition(to: circle)
    XCTAssertTrue(transition is LiftingTransition, "the delegate's transition layout")
    XCTAssertEqual(transition.value(forAnimatedKey: "lift"), 0)
    transition.updateValue(40, forAnimatedKey: "lift")
    XCTAssertEqual(transition.value(forAnimatedKey: "lift"), 40)
    collectionView.layoutIfNeeded()
    XCTAssertEqual(
      try XCTUnwrap(collectionView.cellForItem(at: [0, 0])).center.y, centre(grid, 0).y - 40)
  }

  func testFinishAndCancelEndInTheirLayoutsWithUIKitsFlags() async throws {
    let (collectionView, grid, circle) = makeGrid()
    makeWindow(root: UIViewController()).addSubview(collectionView)
    var result: (Bool, Bool)?
    let transition = collectionView.startInteractiveTransition(to: circle) { result = ($0, $1) }
    transition.transitionProgress = 0.6
    collectionView.finishInteractiveTransition()
    XCTAssertNil(result, "the rest runs first")
    advance(seconds: 1)
    XCTAssertEqual(result?.0, true)
    XCTAssertEqual(result?.1, true)
    XCTAssertTrue(collectionView.collectionViewLayout === circle)
    assertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 2])).center, centre(circle, 2))

    result = nil
    let back = collectionView.startInteractiveTransition(to: grid) { result = ($0, $1) }
    back.transitionProgress = 0.3
    collectionView.cancelInteractiveTransition()
    advance(seconds: 1)
    XCTAssertEqual(result?.0, false, "cancelled: not completed")
    XCTAssertEqual(result?.1, true)
    XCTAssertTrue(collectionView.collectionViewLayout === circle)
    assertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 2])).center, centre(circle, 2))
  }

  func testTheRestOfTheWayContinuesTheGesturesSpeed() async throws {
    func progress(afterReleaseAt speed: CGFloat) -> CGFloat {
      let (collectionView, _, circle) = makeGrid()
      makeWindow(root: UIViewController()).addSubview(collectionView)
      let transition = collectionView.startInteractiveTransition(to: circle)
      // Moved at `speed` progress per second over the last five frames, up to 0.6.
      for frameIndex in 0..<5 {
        frame()
        transition.transitionProgress = 0.6 - speed * CGFloat(4 - frameIndex) / 60
      }
      let released = transition.transitionProgress
      collectionView.finishInteractiveTransition()
      frames(3)
      return transition.transitionProgress - released
    }
    let fromRest = progress(afterReleaseAt: 0)
    let flung = progress(afterReleaseAt: 3)
    XCTAssertGreaterThan(fromRest, 0)
    XCTAssertGreaterThan(flung, fromRest + 0.05, "a flick carries on faster than a still release")
  }

  func testGuardsWarnAndDoNothing() async throws {
    let (collectionView, grid, circle) = makeGrid()
    collectionView.finishInteractiveTransition()
    collectionView.cancelInteractiveTransition()
    XCTAssertTrue(collectionView.collectionViewLayout === grid, "no transition: nothing happens")
    let transition = collectionView.startInteractiveTransition(to: circle)
    let again = collectionView.startInteractiveTransition(to: makeGridLayout())
    XCTAssertTrue(again === transition, "a second start returns the first")
    XCTAssertTrue(transition.nextLayout === circle)
  }

  func testANewStartDuringTheFinishTakesOverWithoutAJump() async throws {
    let (collectionView, grid, circle) = makeGrid()
    makeWindow(root: UIViewController()).addSubview(collectionView)
    var first: (Bool, Bool)?
    let transition = collectionView.startInteractiveTransition(to: circle) { first = ($0, $1) }
    transition.transitionProgress = 0.4
    collectionView.finishInteractiveTransition()
    frames(4)
    let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 5]))
    let before = cell.layer.presentation()!.position
    let next = collectionView.startInteractiveTransition(to: grid)
    XCTAssertEqual(first?.0, false)
    XCTAssertEqual(first?.1, false, "the interrupted finish never ran to its end")
    frame()
    assertEqual(cell.layer.presentation()!.position, before)  // No jump.
    next.transitionProgress = 1
    collectionView.finishInteractiveTransition()
    advance(seconds: 1)
    XCTAssertTrue(collectionView.collectionViewLayout === grid)
    assertEqual(cell.layer.presentation()!.position, centre(grid, 5))
  }

  /// A take-over that is cancelled goes on to where the interrupted transition was going,
  /// rather than staying on the still snapshot it started from.
  func testACancelledTakeOverGoesWhereTheInterruptedOneWasGoing() async throws {
    let (collectionView, grid, circle) = makeGrid()
    makeWindow(root: UIViewController()).addSubview(collectionView)
    let transition = collectionView.startInteractiveTransition(to: circle)
    transition.transitionProgress = 0.6
    collectionView.finishInteractiveTransition()
    frames(3)
    let next = collectionView.startInteractiveTransition(to: grid)
    next.transitionProgress = 0.2
    collectionView.cancelInteractiveTransition()
    advance(seconds: 1.5)
    XCTAssertTrue(collectionView.collectionViewLayout === circle, "the circle, as the finish was")
    let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 5]))
    assertEqual(cell.layer.presentation()!.position, centre(circle, 5))
  }

  /// A finger that held still for a while before letting go has no speed: the rest of the
  /// way starts from rest.
  func testAStillFingerBeforeTheReleaseLeavesNoSpeed() async throws {
    let (collectionView, _, circle) = makeGrid()
    makeWindow(root: UIViewController()).addSubview(collectionView)
    let transition = collectionView.startInteractiveTransition(to: circle)
    for frameIndex in 0..<5 {
      frame()
      transition.transitionProgress = 0.3 + 0.05 * CGFloat(frameIndex)
    }
    frames(6)  // 100 ms still.
    XCTAssertEqual(transition.progressVelocity, 0)
  }

  /// When the next layout's content offset differs (a long grid scrolled down, going to
  /// tiles that fit the screen), cells are there all the way: none vanishes mid-way.
  func testNoCellVanishesWhenTheOffsetMovesToo() async throws {
    items = NumberedItems([60])
    let (collectionView, _, _) = makeGrid()
    makeWindow(root: UIViewController()).addSubview(collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 900)
    collectionView.layoutIfNeeded()
    // Small tiles: the content fits the screen, so its offset is 0.
    let small = UICollectionViewFlowLayout()
    small.itemSize = CGSize(width: 40, height: 40)
    let transition = collectionView.startInteractiveTransition(to: small)
    for progress in stride(from: 0.0, through: 1.0, by: 0.1) {
      transition.transitionProgress = CGFloat(progress)
      frame()
      let shown = collectionView.visibleCells.count
      let expected = (0..<60).filter { item in
        guard let attributes = transition.layoutAttributesForItem(at: [0, item]) else {
          return false
        }
        return UIView.frame(
          center: attributes.center, size: attributes.size, transform: attributes.transform
        ).intersects(collectionView.bounds)
      }.count
      XCTAssertGreaterThanOrEqual(shown, expected, "at progress \(progress)")
    }
  }
}
