import DemoScenes
import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// `setCollectionViewLayout(_:animated:completion:)`: every cell on screen before or after
/// moves in one animation; items that come on screen start where the old layout had them
/// (or where the new layout's initial attributes say); items that leave are recycled after.
@MainActor
final class LayoutChangeTests: PresentationTestCase {
  private let frameRect = CGRect(x: 0, y: 0, width: 480, height: 300)

  /// A circle layout whose appearing items fade in at their place.
  private final class FadingCircleLayout: CircleLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      let attributes =
        layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
      attributes?.alpha = 0
      return attributes
    }
  }

  func testItemsComingOnScreenStartWhereTheOldLayoutHadThem() async throws {
    let items = NumberedItems([40])
    let grid = makeGridLayout()
    let collectionView = makeCollectionView(frame: frameRect, layout: grid, items: items)
    // 300 points plus a 75-point margin: rows 0 to 3 have cells.
    XCTAssertEqual(collectionView.preparedCellCount, 16)
    let circle = CircleLayout()
    var finished: Bool?
    collectionView.setCollectionViewLayout(circle, animated: true) { finished = $0 }
    XCTAssertTrue(collectionView.collectionViewLayout === circle)
    XCTAssertEqual(collectionView.preparedCellCount, 40, "the whole circle shows")
    let late = try XCTUnwrap(collectionView.cellForItem(at: [0, 30]))
    // Item 30 is in grid row 7, column 2: it starts there, far below the visible rect.
    let gridCentre = CGPoint(x: 5 + 2 * (100 + 70.0 / 3) + 50, y: 10 + 7 * 105 + 50)
    assertEqual(late.layer.presentation()!.position, gridCentre)
    let circleCentre = try XCTUnwrap(circle.layoutAttributesForItem(at: [0, 30])?.center)
    advance(seconds: UICollectionView.layoutAnimationDuration + 0.05)
    XCTAssertEqual(finished, true)
    assertEqual(late.layer.presentation()!.position, circleCentre)
    XCTAssertEqual(late.layer.presentation()!.affineTransform().a, 0.5)
    // Back to the grid: items 16 and on leave the visible rect, moving to their grid places,
    // then go back to the pool.
    collectionView.setCollectionViewLayout(grid, animated: true)
    advance(seconds: UICollectionView.layoutAnimationDuration / 2)
    XCTAssertTrue(late.superview === collectionView, "still moving away")
    advance(seconds: UICollectionView.layoutAnimationDuration / 2 + 0.05)
    collectionView.layoutIfNeeded()  // Not in a window: no frame lays it out.
    XCTAssertNil(collectionView.cellForItem(at: [0, 30]))
    XCTAssertEqual(collectionView.preparedCellCount, 16)
    XCTAssertEqual(collectionView.reusableCellCount, 24)
  }

  func testALayoutsOwnInitialAttributesAreUsed() async throws {
    let items = NumberedItems([40])
    let collectionView = makeCollectionView(
      frame: frameRect, layout: makeGridLayout(), items: items)
    let circle = FadingCircleLayout()
    collectionView.setCollectionViewLayout(circle, animated: true)
    let late = try XCTUnwrap(collectionView.cellForItem(at: [0, 30]))
    let shown = try XCTUnwrap(late.layer.presentation())
    XCTAssertEqual(shown.opacity, 0)
    assertEqual(shown.position, circle.layoutAttributesForItem(at: [0, 30])?.center ?? .zero)
    let early = try XCTUnwrap(collectionView.cellForItem(at: [0, 1]))
    XCTAssertEqual(early.layer.presentation()!.opacity, 1, "items on screen before just move")
    advance(seconds: 0.6)
    XCTAssertEqual(late.layer.presentation()!.opacity, 1)
  }

  func testWithoutAnimationTheCellsJumpAndTheCompletionRunsAtOnce() async throws {
    let items = NumberedItems([40])
    let collectionView = makeCollectionView(
      frame: frameRect, layout: makeGridLayout(), items: items)
    var finished: Bool?
    let circle = CircleLayout()
    collectionView.setCollectionViewLayout(circle, animated: false) { finished = $0 }
    XCTAssertEqual(finished, true)
    let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 0]))
    // Centre (240, 150), radius 300 / 2.5 = 120: item 0 at (360, 150).
    assertEqual(cell.layer.presentation()!.position, CGPoint(x: 360, y: 150))
    XCTAssertEqual(collectionView.contentSize, frameRect.size)
  }
}
