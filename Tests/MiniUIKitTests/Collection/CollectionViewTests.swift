import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UICollectionView: reuse (only the visible cells live), queries, selection by touch, key and
/// code, and scrolling to items.
@MainActor
final class CollectionViewTests: PresentationTestCase {
  private let screen = CGRect(x: 0, y: 0, width: 480, height: 800)

  func testTenThousandItemsScrolledEndToEndNeverHoldMoreThanAScreenfulAndTheMargin() async throws {
    let items = NumberedItems([10_000])
    let collectionView = makeCollectionView(frame: screen, layout: makeGridLayout(), items: items)
    // The prepared rectangle is 1.5 screens tall (a quarter screen each side): at most
    // 13 rows of 105 points can touch its 1200 points, 4 items a row.
    let bound = 13 * 4
    var most = 0
    var offset: CGFloat = 0
    let end = collectionView.contentSize.height - screen.height
    while offset <= end {
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      collectionView.layoutIfNeeded()
      most = max(most, collectionView.preparedCellCount)
      for indexPath in collectionView.indexPathsForVisibleItems {
        let cell = collectionView.cellForItem(at: indexPath) as? ItemCell
        XCTAssertEqual(cell?.item, indexPath, "the cell on screen shows its own item")
        XCTAssertTrue(cell?.superview === collectionView)
      }
      offset += 337
    }
    XCTAssertLessThanOrEqual(most, bound)
    XCTAssertGreaterThanOrEqual(most, 8 * 4, "a screen shows at least 8 rows")
    XCTAssertLessThanOrEqual(items.cellsMade, 10_000)
    XCTAssertLessThanOrEqual(
      collectionView.preparedCellCount + collectionView.reusableCellCount, bound + 4,
      "cells are reused, not made anew for each item")
    XCTAssertEqual(
      collectionView.subviews.filter { $0 is UICollectionViewCell }.count,
      collectionView.preparedCellCount, "no cell is left behind in the view")
  }

  func testAResizeThatShortensTheContentKeepsTheViewWithinIt() async throws {
    let items = NumberedItems([40])
    let collectionView = makeCollectionView(frame: screen, layout: makeGridLayout(), items: items)
    collectionView.contentOffset = CGPoint(x: 0, y: 250)  // The end of 10 rows: 1050 − 800.
    collectionView.layoutIfNeeded()
    // Wider, the 40 items need 7 rows (6 a row): 10 + 7 × 105 − 5 + 10 = 750 < 800.
    collectionView.frame = CGRect(x: 0, y: 0, width: 640, height: 800)
    collectionView.layoutIfNeeded()
    XCTAssertEqual(collectionView.contentOffset, .zero)
    XCTAssertNotNil(collectionView.cellForItem(at: [0, 0]))
  }

  func testVisibleItemsAndPointQueries() async throws {
    let items = NumberedItems([60])
    let collectionView = makeCollectionView(frame: screen, layout: makeGridLayout(), items: items)
    // Rows start every 105 points from 10: rows 0 to 7 show in 800 points.
    XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 32)
    XCTAssertNotNil(collectionView.cellForItem(at: [0, 39]), "row 9, in the margin below")
    XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 60)), [0, 0])
    XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 250)), [0, 10])
    XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 3, y: 60)), "the inset")
    XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 112)), "between rows")
    let cell = collectionView.cellForItem(at: [0, 5])
    XCTAssertNotNil(cell)
    XCTAssertEqual(cell.flatMap { collectionView.indexPath(for: $0) }, [0, 5])
    XCTAssertNil(collectionView.cellForItem(at: [0, 59]), "row 14, far below: no cell")
  }

  func testOnlyTheCellsThatShowAreDrawnAsUIKitHidesTheOnesLaidOutAhead() async throws {
    let items = NumberedItems([60])
    let collectionView = makeCollectionView(frame: screen, layout: makeGridLayout(), items: items)
    // Scrolled 260 points, items 8 to 43 show (some in part), and the rows above and below
    // them are laid out in the margins, a quarter screen each.
    collectionView.contentOffset = CGPoint(x: 0, y: 260)
    collectionView.layoutIfNeeded()
    // Each cell filled with its item's number in red.
    for case let cell as ItemCell in collectionView.subviews {
      cell.backgroundColor = UIColor(
        red: CGFloat(cell.item?.item ?? 0) / 255, green: 0, blue: 0, alpha: 1)
    }
    func drawnItems() -> Set<Int> {
      var list = DisplayList()
      collectionView.layer.render(
        into: &list, parentTransform: .identity, parentAlpha: 1, clip: screen)
      var drawn = Set<Int>()
      for command in list.commands {
        guard case .fill(_, let color, _) = command.kind, color.green == 0 else { continue }
        drawn.insert(Int((color.red * 255).rounded()))
      }
      return drawn
    }
    let visible = Set(collectionView.indexPathsForVisibleItems.map(\.item))
    XCTAssertEqual(visible, Set(8..<44))
    XCTAssertNotNil(collectionView.cellForItem(at: [0, 0]), "laid out in the margin above")
    XCTAssertNotNil(collectionView.cellForItem(at: [0, 47]), "laid out in the margin below")
    XCTAssertEqual(drawnItems(), visible)
    // A cell moving in from the margin is drawn as soon as any of it shows.
    let cell = try XCTUnwrap(collectionView.cellForItem(at: [0, 47]))
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { cell.center.y -= 200 }
    XCTAssertFalse(drawnItems().contains(47))
    frames(54)
    XCTAssertTrue(drawnItems().contains(47))
  }

  func testReloadDataAsksAgainAndReusesTheCells() async throws {
    let items = NumberedItems([6])
    let collectionView = makeCollectionView(frame: screen, layout: makeGridLayout(), items: items)
    let before = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    collectionView.selectItem(at: [0, 1], animated: false, scrollPosition: [])
    items.counts = [3]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
    XCTAssertEqual(collectionView.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2]])
    XCTAssertNil(collectionView.indexPathsForSelectedItems, "reloading clears the selection")
    let after = collectionView.visibleCells
    XCTAssertTrue(after.allSatisfy { before.contains(ObjectIdentifier($0)) })
    XCTAssertTrue(after.allSatisfy { ($0 as? ItemCell)?.reuseCount == 1 })
    XCTAssertEqual(collectionView.reusableCellCount, 3)
  }

  /// The cells draw by zIndex, then item. The order is made again only when something changes
  /// it, so each change must: a cell brought to the front from outside, a view added above
  /// the cells, a zIndex the layout changes, cells scrolled in.
  func testTheCellsDrawingOrderFollowsEveryChangeToIt() async throws {
    let items = NumberedItems([100])
    let layout = StackingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = makeCollectionView(frame: screen, layout: layout, items: items)
    func cellItems() -> [Int] {
      collectionView.subviews.compactMap { ($0 as? ItemCell)?.item?.item }
    }
    let inItemOrder = cellItems()
    XCTAssertEqual(inItemOrder, inItemOrder.sorted())
    XCTAssertGreaterThan(inItemOrder.count, 20)

    let first = try XCTUnwrap(collectionView.cellForItem(at: [0, 0]))
    collectionView.bringSubviewToFront(first)
    XCTAssertEqual(cellItems().last, 0)
    collectionView.layoutIfNeeded()
    XCTAssertEqual(cellItems(), inItemOrder, "back in its place after the next layout pass")

    let badge = UIView()
    collectionView.insertSubview(badge, at: 0)
    collectionView.layoutIfNeeded()
    XCTAssertEqual(cellItems(), inItemOrder)
    XCTAssertLessThan(
      try XCTUnwrap(collectionView.subviews.firstIndex(of: first)),
      try XCTUnwrap(collectionView.subviews.firstIndex(of: badge)),
      "views added to a collection view go above its cells")

    layout.raised = [3]
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    XCTAssertEqual(cellItems().last, 3, "a higher zIndex draws above")
    XCTAssertEqual(Array(cellItems().dropLast()), inItemOrder.filter { $0 != 3 })

    // Rows of 110 points: row 0, with item 3, stays in the quarter screen prepared above.
    collectionView.contentOffset = CGPoint(x: 0, y: 250)
    collectionView.layoutIfNeeded()
    let scrolled = cellItems()
    XCTAssertEqual(scrolled.last, 3)
    XCTAssertEqual(Array(scrolled.dropLast()), scrolled.dropLast().sorted())
    XCTAssertGreaterThan(scrolled.dropLast().max() ?? 0, inItemOrder.max() ?? 0)
  }

  func testATapHighlightsThenSelectsAndASecondTapSelectsAnother() async throws {
    let (collectionView, items) = showInWindow(count: 11)
    send(.down, 60, 60)
    XCTAssertTrue(items.log.isEmpty, "nothing before the delay: the touch may yet drag")
    advance(seconds: ContentTouchDelay.duration)
    XCTAssertTrue(collectionView.cellForItem(at: [0, 0])?.isHighlighted == true)
    send(.up, 60, 60)
    XCTAssertEqual(items.log, ["highlight 0", "unhighlight 0", "shouldSelect 0", "select 0"])
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 0]])
    XCTAssertTrue(collectionView.cellForItem(at: [0, 0])?.isSelected == true)
    items.log = []
    tap(190, 60)
    XCTAssertEqual(
      items.log,
      ["highlight 1", "unhighlight 1", "shouldSelect 1", "deselect 0", "select 1"])
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 1]])
    XCTAssertFalse(collectionView.cellForItem(at: [0, 0])?.isSelected ?? true)
  }

  func testDraggingOffTheItemDoesNotSelectAndRefusalsAreHonoured() async throws {
    let (collectionView, items) = showInWindow(count: 11)
    send(.down, 60, 60)
    send(.moved, 60, 112)
    XCTAssertFalse(collectionView.cellForItem(at: [0, 0])?.isHighlighted ?? true)
    send(.up, 60, 112)
    XCTAssertNil(collectionView.indexPathsForSelectedItems)
    items.selectable = { $0.item != 2 }
    items.log = []
    tap(300, 60)
    XCTAssertEqual(items.log, ["highlight 2", "unhighlight 2", "shouldSelect 2"])
    XCTAssertNil(collectionView.indexPathsForSelectedItems)
    collectionView.allowsSelection = false
    tap(60, 60)
    XCTAssertNil(collectionView.indexPathsForSelectedItems)
  }

  func testMultipleSelectionTogglesItems() async throws {
    let (collectionView, items) = showInWindow(count: 11)
    collectionView.allowsMultipleSelection = true
    tap(60, 60)
    tap(190, 60)
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 0], [0, 1]])
    items.log = []
    tap(60, 60)
    XCTAssertEqual(items.log, ["highlight 0", "unhighlight 0", "deselect 0"])
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 1]])
  }

  func testSelectionInCodeDoesNotCallTheDelegateAndFollowsTheCellsThroughReuse() async throws {
    let (collectionView, items) = showInWindow(count: 200)
    collectionView.selectItem(at: [0, 3], animated: false, scrollPosition: [])
    XCTAssertEqual(items.log, [])
    XCTAssertTrue(collectionView.cellForItem(at: [0, 3])?.isSelected == true)
    collectionView.contentOffset = CGPoint(x: 0, y: 3000)
    collectionView.layoutIfNeeded()
    XCTAssertNil(collectionView.cellForItem(at: [0, 3]))
    XCTAssertFalse(collectionView.visibleCells.contains { $0.isSelected }, "reused cells")
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    XCTAssertTrue(collectionView.cellForItem(at: [0, 3])?.isSelected == true)
    collectionView.deselectItem(at: [0, 3], animated: false)
    XCTAssertNil(collectionView.indexPathsForSelectedItems)
  }

  func testArrowKeysMoveFocusBetweenCellsAndEnterSelects() async throws {
    let (collectionView, items) = showInWindow(count: 11)
    UIApplication.shared.sendKey(UIKey(.rightArrow))
    XCTAssertTrue(collectionView.cellForItem(at: [0, 0])?.isFocused == true, "first visible")
    UIApplication.shared.sendKey(UIKey(.rightArrow))
    UIApplication.shared.sendKey(UIKey(.downArrow))
    XCTAssertTrue(collectionView.cellForItem(at: [0, 5])?.isFocused == true)
    UIApplication.shared.sendKey(UIKey(.leftArrow))
    XCTAssertTrue(collectionView.cellForItem(at: [0, 4])?.isFocused == true)
    UIApplication.shared.sendKey(UIKey(.enter))
    XCTAssertEqual(items.log, ["shouldSelect 4", "select 4"])
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 4]])
  }

  func testScrollToItemPlacesItWhereAsked() async throws {
    let items = NumberedItems([400])
    let collectionView = makeCollectionView(frame: screen, layout: makeGridLayout(), items: items)
    // Item 200 is in row 50: y = 10 + 50 × 105 = 5260.
    collectionView.scrollToItem(at: [0, 200], at: .top, animated: false)
    XCTAssertEqual(collectionView.contentOffset.y, 5260)
    collectionView.scrollToItem(at: [0, 200], at: .centeredVertically, animated: false)
    XCTAssertEqual(collectionView.contentOffset.y, 5310 - 400)
    collectionView.scrollToItem(at: [0, 200], at: .bottom, animated: false)
    XCTAssertEqual(collectionView.contentOffset.y, 5360 - 800)
    collectionView.scrollToItem(at: [0, 399], at: .top, animated: false)
    XCTAssertEqual(
      collectionView.contentOffset.y, collectionView.contentSize.height - 800, "clamped")
    collectionView.layoutIfNeeded()
    XCTAssertNotNil(collectionView.cellForItem(at: [0, 399]))
  }

  /// A collection view controller's view filling a window, the seeds' grid over `count`
  /// items (cells 100 × 100 from (5, 10)).
  private func showInWindow(count: Int) -> (UICollectionView, NumberedItems) {
    let items = NumberedItems([count])
    let controller = UICollectionViewController(collectionViewLayout: makeGridLayout())
    let collectionView: UICollectionView = controller.collectionView
    collectionView.register(ItemCell.self, forCellWithReuseIdentifier: ItemCell.identifier)
    collectionView.dataSource = items
    collectionView.delegate = items
    makeWindow(root: controller)
    frame()
    return (collectionView, items)
  }
}

/// A flow layout that stacks the items in `raised` above the others.
@MainActor
private final class StackingFlowLayout: UICollectionViewFlowLayout {
  var raised: Set<Int> = []

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = super.layoutAttributesForElements(in: rect) ?? []
    for each in attributes where raised.contains(each.indexPath.item) { each.zIndex = 1 }
    return attributes
  }
}
