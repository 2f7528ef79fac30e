import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UICollectionViewFlowLayout: frames for several widths, insets, spacings and both
/// directions, delegate sizing, live resizing, and queries that cost a screenful.
@MainActor
final class FlowLayoutTests: AnimationTestCase {
  private func frames(_ layout: UICollectionViewLayout, count: Int, section: Int = 0) -> [CGRect] {
    (0..<count).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  func testTheSeedGridAt480PointsHasFourColumnsSpreadOverTheWidth() async throws {
    let layout = makeGridLayout()
    let items = NumberedItems([11])
    _ = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 756), layout: layout,
      items: items)
    // 470 points of room hold four 100-point items; the 70 spare points make 3 gaps.
    let gap = 70.0 / 3
    for (item, frame) in frames(layout, count: 11).enumerated() {
      let column = Double(item % 4)
      let row = Double(item / 4)
      assertEqual(
        frame, CGRect(x: 5 + column * (100 + gap), y: 10 + row * 105, width: 100, height: 100),
        "item \(item)")
    }
    XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 480, height: 330))
  }

  /// As UIKit's flow layout, the same attributes objects are handed out until the layout is
  /// prepared anew (a scrolling frame allocates none).
  func testTheSameAttributesAreHandedOutUntilTheLayoutIsInvalidated() async throws {
    let layout = makeGridLayout()
    let items = NumberedItems([40])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 756), layout: layout, items: items)
    let rect = CGRect(x: 0, y: 0, width: 480, height: 756)
    let first = try XCTUnwrap(layout.layoutAttributesForElements(in: rect))
    let again = try XCTUnwrap(layout.layoutAttributesForElements(in: rect))
    XCTAssertGreaterThan(first.count, 20)
    XCTAssertTrue(zip(first, again).allSatisfy { $0 === $1 })
    XCTAssertTrue(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) === first[5])
    XCTAssertEqual(IndexPath(item: 5, section: 0), [0, 5])

    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    let prepared = try XCTUnwrap(layout.layoutAttributesForElements(in: rect))
    XCTAssertFalse(prepared[0] === first[0], "made anew once prepared anew")
    XCTAssertEqual(prepared.map(\.frame), first.map(\.frame))
  }

  func testThreeColumnsAt320PointsAndOneAt100() async throws {
    let layout = makeGridLayout()
    let items = NumberedItems([7])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 568), layout: layout,
      items: items)
    XCTAssertEqual(frames(layout, count: 4).map(\.minX), [5, 110, 215, 5])
    // Narrower than one item plus insets: one column, the item keeps its size.
    collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 568)
    collectionView.layoutIfNeeded()
    XCTAssertEqual(
      frames(layout, count: 3).map(\.origin),
      [
        CGPoint(x: 5, y: 10), CGPoint(x: 5, y: 115), CGPoint(x: 5, y: 220),
      ])
    XCTAssertEqual(layout.collectionViewContentSize.height, 750, "10 + 7 × 100 + 6 × 5 + 10")
  }

  /// Items of no size, with no spacing, or of NaN size lay out without trapping.
  func testDegenerateItemSizesDoNotTrap() async throws {
    for size in [CGSize.zero, CGSize(width: CGFloat.nan, height: 10)] {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = size
      layout.minimumInteritemSpacing = 0
      layout.minimumLineSpacing = 0
      let items = NumberedItems([20])
      let collectionView = makeCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, items: items)
      collectionView.layoutIfNeeded()
      XCTAssertEqual(frames(layout, count: 20).count, 20, "every item has attributes")
    }
  }

  func testALiveResizeReflowsTheItems() async throws {
    let layout = makeGridLayout()
    let items = NumberedItems([11])
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 756), layout: layout, items: items)
    collectionView.frame = CGRect(x: 0, y: 0, width: 640, height: 500)
    collectionView.layoutIfNeeded()
    // 630 points of room: six columns, 30 spare points in five gaps.
    XCTAssertEqual(frames(layout, count: 7).map(\.minX), [5, 111, 217, 323, 429, 535, 5])
    XCTAssertEqual(collectionView.contentSize, CGSize(width: 640, height: 225))
    let cell = collectionView.cellForItem(at: IndexPath(item: 6, section: 0))
    assertEqual(cell?.frame, CGRect(x: 5, y: 115, width: 100, height: 100))
  }

  func testHorizontalScrollingFillsColumnsTopToBottom() async throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    let items = NumberedItems([5])
    _ = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 300), layout: layout,
      items: items)
    // Two fit in 300 points; the spare 100 goes between them.
    XCTAssertEqual(
      frames(layout, count: 5).map(\.origin),
      [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 200), CGPoint(x: 120, y: 0),
        CGPoint(x: 120, y: 200), CGPoint(x: 240, y: 0),
      ])
    XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 340, height: 300))
  }

  func testSectionsStackWithTheirInsets() async throws {
    let layout = makeGridLayout()
    let items = NumberedItems([5, 2])
    _ = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: layout,
      items: items)
    // Section 0: two rows, 10 + 205 + 10 = 225 tall; section 1 starts there.
    assertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
      CGRect(x: 5 + 100 + 70.0 / 3, y: 225 + 10, width: 100, height: 100))
    XCTAssertEqual(layout.collectionViewContentSize.height, 345, "225 + 10 + 100 + 10")
  }

  func testADelegateSizesItemsAndSections() async throws {
    final class Sizes: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 5 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize {
        CGSize(width: indexPath.item % 2 == 0 ? 50 : 100, height: indexPath.item == 1 ? 60 : 40)
      }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
      ) -> UIEdgeInsets {
        UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
      }
    }
    let sizes = Sizes()
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = sizes
    collectionView.delegate = sizes
    collectionView.layoutIfNeeded()
    // Full lines are justified; the last packs at the start; a short item is centred in
    // its line's height (the first line is 60 tall for item 1).
    XCTAssertEqual(
      frames(layout, count: 5),
      [
        CGRect(x: 0, y: 14, width: 50, height: 40), CGRect(x: 100, y: 4, width: 100, height: 60),
        CGRect(x: 0, y: 74, width: 50, height: 40), CGRect(x: 100, y: 74, width: 100, height: 40),
        CGRect(x: 0, y: 124, width: 50, height: 40),
      ])
  }

  func testAScreenfulOfAHundredThousandItemsIsFoundWithoutScanningThem() async throws {
    let layout = makeGridLayout()
    let items = NumberedItems([100_000])
    _ = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 800), layout: layout,
      items: items)
    XCTAssertEqual(layout.collectionViewContentSize.height, 2_625_015, "10 + 25,000 × 105 − 5 + 10")
    let rect = CGRect(x: 0, y: 2_000_000, width: 480, height: 800)
    let found = layout.layoutAttributesForElements(in: rect) ?? []
    // Row r spans 10 + 105 r to 110 + 105 r: rows 19047 to 19055 meet the rectangle.
    let rows = Set(found.map { $0.indexPath.item / 4 })
    XCTAssertEqual(rows, Set(19_047...19_055))
    XCTAssertEqual(found.count, 36)
    XCTAssertTrue(found.allSatisfy { $0.frame.intersects(rect) })
  }

  func testAttributesCopyIndependently() async throws {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    attributes.alpha = 0.5
    attributes.zIndex = 2
    let copy = try XCTUnwrap(attributes.copy() as? UICollectionViewLayoutAttributes)
    copy.center.x += 5
    XCTAssertEqual(attributes.center, CGPoint(x: 25, y: 40))
    XCTAssertEqual(copy.frame, CGRect(x: 15, y: 20, width: 30, height: 40))
    XCTAssertEqual(copy.indexPath, IndexPath(item: 3, section: 1))
    XCTAssertEqual(copy.alpha, 0.5)
    XCTAssertEqual(copy.zIndex, 2)
    XCTAssertFalse(copy.isEqual(attributes))
    copy.center.x -= 5
    XCTAssertTrue(copy.isEqual(attributes))
  }
}
