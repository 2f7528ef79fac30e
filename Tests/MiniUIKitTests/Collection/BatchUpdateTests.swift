import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Batch updates: which old item goes where, what inconsistent changes do, and how the cells
/// animate to their new places.
@MainActor
final class BatchUpdateTests: PresentationTestCase {
  private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  func testSurvivorsKeepTheirOrderAroundDeletionsInsertionsAndMoves() async throws {
    var update = CollectionUpdate()
    update.deletions = [path(1)]
    update.insertions = [path(0)]
    update.moves = [CollectionUpdate.Move(from: path(4), to: path(1))]
    // Old 0 1 2 3 4 → delete 1, move 4 to 1, insert at 0: new [new, 4, 0, 2, 3].
    let mapping = try update.mapping(oldCounts: [5], newCounts: [5]).get()
    XCTAssertEqual(
      mapping.dictionary, [path(0): path(2), path(2): path(3), path(3): path(4), path(4): path(1)])
  }

  func testMovesAcrossSections() async throws {
    var update = CollectionUpdate()
    update.moves = [CollectionUpdate.Move(from: path(0, 0), to: path(2, 1))]
    let mapping = try update.mapping(oldCounts: [2, 2], newCounts: [1, 3]).get()
    XCTAssertEqual(
      mapping.dictionary,
      [
        path(0, 0): path(2, 1), path(1, 0): path(0, 0), path(0, 1): path(0, 1),
        path(1, 1): path(1, 1),
      ])
  }

  func testInconsistentUpdatesAreRefusedWithAReason() async throws {
    var update = CollectionUpdate()
    update.insertions = [path(1)]
    XCTAssertThrowsError(try update.mapping(oldCounts: [3], newCounts: [3]).get()) { error in
      XCTAssertTrue("\(error)".contains("section 0 has 3 items after the update"), "\(error)")
    }
    update.insertions = [path(5)]
    XCTAssertThrowsError(try update.mapping(oldCounts: [3], newCounts: [4]).get())
    update.insertions = []
    update.deletions = [path(0), path(0)]
    XCTAssertThrowsError(try update.mapping(oldCounts: [3], newCounts: [2]).get())
  }

  func testInsertedAndDeletedItemsAnimateAndTheRestSlide() async throws {
    let items = NumberedItems([6])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: makeGridLayout(), items: items)
    makeWindow(root: UIViewController()).addSubview(collectionView)
    collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
    let deleted = collectionView.cellForItem(at: path(1))
    let third = collectionView.cellForItem(at: path(2))
    var finished: Bool?
    items.counts = [6]
    collectionView.performBatchUpdates(
      {
        collectionView.deleteItems(at: [self.path(1)])
        collectionView.insertItems(at: [self.path(5)])
      }, completion: { finished = $0 })
    // Item 2 is now item 1: its cell slides from the third column to the second.
    XCTAssertTrue(collectionView.cellForItem(at: path(1)) === third)
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [path(2)], "the selection moves")
    let inserted = try XCTUnwrap(collectionView.cellForItem(at: path(5)))
    XCTAssertEqual(inserted.layer.presentation()!.opacity, 0, "inserted items fade in")
    let column = 100 + 70.0 / 3
    let from = 5 + 2 * column
    let to = 5 + column
    advance(seconds: UICollectionView.layoutAnimationDuration / 2)
    let halfway = easeInOut(0.5)
    XCTAssertEqual(
      third?.layer.presentation()!.frame.minX ?? 0, from + (to - from) * halfway, accuracy: 0.5)
    XCTAssertTrue(deleted?.superview === collectionView, "the deleted cell fades out in place")
    let drawn = collectionView.subviews
    XCTAssertGreaterThan(
      try XCTUnwrap(drawn.firstIndex { $0 === deleted }),
      try XCTUnwrap(drawn.firstIndex { $0 === third }), "above the cell that takes its place")
    XCTAssertEqual(Double(deleted?.layer.presentation()!.opacity ?? 0), 1 - halfway, accuracy: 0.01)
    XCTAssertNil(finished)
    advance(seconds: UICollectionView.layoutAnimationDuration / 2 + 0.05)
    XCTAssertEqual(finished, true)
    XCTAssertNil(deleted?.superview, "then goes back to the pool")
    XCTAssertEqual(collectionView.reusableCellCount, 1)
    XCTAssertEqual(third?.frame.minX ?? 0, to, accuracy: 1e-9)
    XCTAssertEqual(inserted.layer.presentation()!.opacity, 1)
    XCTAssertEqual(collectionView.preparedCellCount, 6)
  }

  /// Items a deletion brings on screen fade in to the layout's attributes and stay shown: the
  /// flow layout hands its own attributes out again, so the fade starts from a copy (a
  /// subclass's appearing attributes may be nil, as UIKit allows).
  func testItemsADeletionBringsOnScreenFadeInAndStayShown() async throws {
    final class AppearInPlaceLayout: UICollectionViewFlowLayout {
      override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
      { nil }
    }
    let layout = AppearInPlaceLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 5
    let items = NumberedItems([60])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: layout, items: items)
    makeWindow(root: UIViewController()).addSubview(collectionView)
    let before = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    // Five rows go: the items below the prepared area come in.
    items.counts = [40]
    collectionView.deleteItems(at: (0..<20).map { path($0) })
    advance(seconds: UICollectionView.layoutAnimationDuration + 0.05)
    let cells = collectionView.visibleCells
    XCTAssertTrue(cells.contains { !before.contains(ObjectIdentifier($0)) }, "cells came in")
    for cell in cells {
      let path = try XCTUnwrap(collectionView.indexPath(for: cell))
      XCTAssertEqual(cell.alpha, 1, "\(path)")
      XCTAssertEqual(layout.layoutAttributesForItem(at: path)?.alpha, 1, "\(path)")
    }
  }

  /// Deleted cells go back to the pool in item order, and the pool gives them out again in
  /// that order (last in, first out): which cell shows which item is the same on every run,
  /// whatever order the items were named in.
  func testDeletedCellsAreReusedInTheSameOrderOnEveryRun() async throws {
    let items = NumberedItems([8])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: makeGridLayout(), items: items)
    makeWindow(root: UIViewController()).addSubview(collectionView)
    let deleted = [5, 1, 3].map { collectionView.cellForItem(at: path($0)) }
    items.counts = [5]
    collectionView.deleteItems(at: [path(5), path(1), path(3)])
    advance(seconds: UICollectionView.layoutAnimationDuration + 0.05)
    XCTAssertEqual(collectionView.reusableCellCount, 3)
    items.counts = [8]
    collectionView.insertItems(at: [path(0), path(1), path(2)])
    // Pooled as 1, 3, 5; taken by the new items 0, 1, 2 in turn: 5, 3, 1.
    XCTAssertTrue(collectionView.cellForItem(at: path(0)) === deleted[0], "item 5's cell")
    XCTAssertTrue(collectionView.cellForItem(at: path(1)) === deleted[2], "item 3's cell")
    XCTAssertTrue(collectionView.cellForItem(at: path(2)) === deleted[1], "item 1's cell")
    advance(seconds: UICollectionView.layoutAnimationDuration + 0.05)
  }

  func testAnInconsistentBatchReloadsInsteadOfBreaking() async throws {
    let items = NumberedItems([4])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: makeGridLayout(), items: items)
    var finished: Bool?
    items.counts = [7]
    collectionView.performBatchUpdates({ collectionView.insertItems(at: [self.path(0)]) }) {
      finished = $0
    }
    XCTAssertEqual(finished, false)
    collectionView.layoutIfNeeded()
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 7)
    XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 7)
  }

  func testAMoveOutsideABatchIsABatchOfItsOwn() async throws {
    let items = NumberedItems([3])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: makeGridLayout(), items: items)
    let first = collectionView.cellForItem(at: path(0))
    collectionView.moveItem(at: path(0), to: path(2))
    XCTAssertTrue(collectionView.cellForItem(at: path(2)) === first)
    advance(seconds: 0.6)
    XCTAssertEqual(
      first?.layer.presentation()!.frame.minX ?? 0, 5 + 2 * (100 + 70.0 / 3), accuracy: 0.01)
  }

  func testSectionsInsertedAndDeletedCarryTheSurvivorsAlong() async throws {
    var update = CollectionUpdate()
    update.deletedSections = [0]
    update.insertedSections = [1]
    update.deletions = [path(0, 1)]
    // Old sections [2 items, 3 items] → delete section 0, insert a section of 1 after the
    // old section 1 (now 0), whose first item is deleted.
    let mapping = try update.mapping(oldCounts: [2, 3], newCounts: [2, 1]).get()
    XCTAssertEqual(mapping.dictionary, [path(1, 1): path(0, 0), path(2, 1): path(1, 0)])
    XCTAssertEqual(mapping.newSection, [1: 0])
    XCTAssertTrue(update.isInserted(path(0, 1)), "an item of an inserted section is new")
    XCTAssertFalse(update.isInserted(path(0, 0)))
    XCTAssertThrowsError(try update.mapping(oldCounts: [2, 3], newCounts: [2]).get()) { error in
      XCTAssertTrue("\(error)".contains("1 sections after the update"), "\(error)")
    }
  }

  func testReloadingASectionFadesItsItemsAndKeepsTheOthers() async throws {
    let items = NumberedItems([3, 4])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: makeGridLayout(), items: items)
    makeWindow(root: UIViewController()).addSubview(collectionView)
    let kept = collectionView.cellForItem(at: path(2, 1))
    let reloaded = collectionView.cellForItem(at: path(0, 0))
    items.counts = [1, 4]
    collectionView.reloadSections(IndexSet(integer: 0))
    XCTAssertTrue(collectionView.cellForItem(at: path(2, 1)) === kept, "section 1 untouched")
    XCTAssertFalse(collectionView.cellForItem(at: path(0, 0)) === reloaded, "a new cell")
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
    advance(seconds: UICollectionView.layoutAnimationDuration + 0.05)
    XCTAssertEqual(reloaded?.superview, nil, "the old cells faded out and went")

    items.counts = [4]
    collectionView.performBatchUpdates { collectionView.deleteSections(IndexSet(integer: 0)) }
    XCTAssertTrue(collectionView.cellForItem(at: path(2, 0)) === kept, "now section 0")
    items.counts = [2, 4]
    collectionView.insertSections(IndexSet(integer: 0))
    XCTAssertTrue(collectionView.cellForItem(at: path(2, 1)) === kept, "section 1 again")
    XCTAssertEqual(collectionView.numberOfSections, 2)
    advance(seconds: UICollectionView.layoutAnimationDuration + 0.05)
  }
}
