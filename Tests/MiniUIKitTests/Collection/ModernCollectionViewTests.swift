import Foundation
import TestSupport
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Collection views written the iOS 13+ way, in a window on the virtual clock: diffable
/// applies animate through the batch machinery and end with exactly the new items; bad
/// snapshots are refused; sections scroll sideways with paging; list layouts and cells.
@MainActor
final class ModernCollectionViewTests: PresentationTestCase {
  /// A cell that shows which item it was set up for.
  private final class LabelledCell: UICollectionViewListCell {
    var item: Int?
    var configurations = 0
    var reuses = 0
    var layouts = 0

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  private var dataSource: UICollectionViewDiffableDataSource<String, Int>!

  /// A 480 × 800 collection view in a window with `layout`, fed by a diffable data source
  /// whose cells are `LabelledCell`s.
  private func makeCollectionView(layout: UICollectionViewLayout) -> UICollectionView {
    let controller = UIViewController()
    let collectionView = UICollectionView(frame: Self.windowFrame, collectionViewLayout: layout)
    controller.view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<LabelledCell, Int> { cell, _, item in
      cell.item = item
      cell.configurations += 1
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(item)"
      // Items past 100 take two lines; past 200, a text that wraps in a narrow list.
      if item > 100 { content.secondaryText = "a second line" }
      if item > 200 { content.text = "A monkey whose name is long enough to wrap" }
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    makeWindow(root: controller)
    frame()
    return collectionView
  }

  /// Rows of 40 points, full width.
  private func rows() -> UICollectionViewLayout {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
    return UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(
        group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
  }

  private func snapshot(_ sections: [String: [Int]], order: [String])
    -> NSDiffableDataSourceSnapshot<String, Int>
  {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(order)
    for name in order { snapshot.appendItems(sections[name] ?? [], toSection: name) }
    return snapshot
  }

  /// The items the cells on screen show, by index path, in order.
  private func shownItems(_ collectionView: UICollectionView) -> [IndexPath: Int] {
    var shown: [IndexPath: Int] = [:]
    for cell in collectionView.visibleCells {
      guard let path = collectionView.indexPath(for: cell) else { continue }
      shown[path] = (cell as? LabelledCell)?.item
    }
    return shown
  }

  func testApplyAnimatesMovesInsertsAndDeletes() async throws {
    let collectionView = makeCollectionView(layout: rows())
    dataSource.apply(snapshot(["a": [1, 2, 3, 4]], order: ["a"]), animatingDifferences: false)
    frame()
    let four = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    var completed = false
    dataSource.apply(snapshot(["a": [4, 1, 3, 5]], order: ["a"])) { completed = true }
    // Half way (ease-in-out, 0.5 s): item 4 is half way from row 3 to row 0.
    advance(seconds: 0.25)
    XCTAssertEqual(shownFrame(four).minY, 60, accuracy: 1, "the move is half way")
    XCTAssertFalse(completed)
    advance(seconds: 0.3)
    XCTAssertTrue(completed)
    frame()
    XCTAssertEqual(
      shownItems(collectionView),
      [
        IndexPath(item: 0, section: 0): 4, IndexPath(item: 1, section: 0): 1,
        IndexPath(item: 2, section: 0): 3, IndexPath(item: 3, section: 0): 5,
      ])
    XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)), four)
    XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)), 5)
    XCTAssertEqual(dataSource.indexPath(for: 3), IndexPath(item: 2, section: 0))
    XCTAssertNil(dataSource.indexPath(for: 2))
  }

  /// Any snapshot applied after any other, even over one still animating, ends with exactly
  /// the new items on screen, in order.
  func testRandomSnapshotsEndWithExactlyTheNewItems() async throws {
    let collectionView = makeCollectionView(layout: rows())
    var random = SeededGenerator(seed: 26)
    let sections = ["a", "b", "c"]
    for round in 0..<60 {
      var contents: [String: [Int]] = [:]
      for item in (0..<30).shuffled(using: &random) where Bool.random(using: &random) {
        contents[sections.randomElement(using: &random)!, default: []].append(item)
      }
      dataSource.apply(snapshot(contents, order: sections))
      frames(Int.random(in: 0...40, using: &random))
      if round % 10 == 9 {
        advance(seconds: 0.6)
        var expected: [IndexPath: Int] = [:]
        var y: CGFloat = 0
        for (index, name) in sections.enumerated() {
          for (item, value) in (contents[name] ?? []).enumerated() {
            if y < 800 { expected[IndexPath(item: item, section: index)] = value }
            y += 40
          }
        }
        XCTAssertEqual(shownItems(collectionView), expected, "round \(round)")
        XCTAssertEqual(
          dataSource.snapshot().itemIdentifiers,
          sections.flatMap { contents[$0] ?? [] })
      }
    }
  }

  func testAnInvalidSnapshotIsRefusedAndTheLastGoodOneStays() async throws {
    let collectionView = makeCollectionView(layout: rows())
    dataSource.apply(snapshot(["a": [1, 2]], order: ["a"]), animatingDifferences: false)
    frame()
    var duplicated = dataSource.snapshot()
    duplicated.appendItems([2, 3], toSection: "a")
    XCTAssertEqual(duplicated.itemIdentifiers, [1, 2], "the bad call changed nothing")
    var completed = false
    dataSource.apply(duplicated) { completed = true }
    XCTAssertTrue(completed)
    var missing = dataSource.snapshot()
    missing.insertItems([9], beforeItem: 42)
    dataSource.apply(missing)
    frame()
    XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2])
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
    XCTAssertEqual(shownItems(collectionView).count, 2)
  }

  func testReconfigureKeepsTheCellAndReloadReplacesIt() async throws {
    let collectionView = makeCollectionView(layout: rows())
    dataSource.apply(snapshot(["a": [1, 2]], order: ["a"]), animatingDifferences: false)
    frame()
    let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    var changed = dataSource.snapshot()
    changed.reconfigureItems([1])
    changed.reloadItems([2])
    dataSource.apply(changed)
    frame()
    XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
    XCTAssertEqual((first as? LabelledCell)?.configurations, 2, "set up again in place")
    XCTAssertEqual((first as? LabelledCell)?.reuses, 0, "not recycled")
    // Reloaded: its cell went back to the pool and came out again, prepared for reuse.
    let reloaded = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelledCell
    XCTAssertEqual(reloaded?.reuses, 1)
    XCTAssertEqual(reloaded?.item, 2)
    XCTAssertEqual(reloaded?.configurations, reloaded === second ? 2 : 1, "set up anew")
  }

  func testSectionChangesApplyWithoutAnimation() async throws {
    let collectionView = makeCollectionView(layout: rows())
    dataSource.apply(snapshot(["a": [1]], order: ["a"]), animatingDifferences: false)
    dataSource.apply(snapshot(["b": [2], "a": [1]], order: ["b", "a"]))
    frame()
    XCTAssertEqual(
      shownItems(collectionView),
      [IndexPath(item: 0, section: 0): 2, IndexPath(item: 0, section: 1): 1])
  }

  // MARK: Sideways sections

  /// Two rows of cards 200 wide, 10 apart, inset 20, scrolling sideways a group at a time.
  private func pagingRows(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> UICollectionViewLayout
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(200), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.orthogonalScrollingBehavior = behavior
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Two such rows, of cards 0–9 and 10–19, on screen.
  private func showTwoRows(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> UICollectionView
  {
    let collectionView = makeCollectionView(layout: pagingRows(behavior))
    dataSource.apply(
      snapshot(["a": Array(0..<10), "b": Array(10..<20)], order: ["a", "b"]),
      animatingDifferences: false)
    frame()
    return collectionView
  }

  private func sidewaysDrag(_ collectionView: UICollectionView, by distance: CGFloat, steps: Int) {
    send(.down, 300, 50)
    for step in 1...steps {
      frame()
      send(.moved, 300 + distance * CGFloat(step) / CGFloat(steps), 50)
    }
    send(.up, 300 + distance, 50)
  }

  func testGroupPagingSettlesOnTheNextGroup() async throws {
    let collectionView = showTwoRows(.groupPaging)
    let scroller = try XCTUnwrap(collectionView.orthogonalScrollers[0])
    XCTAssertEqual(scroller.frame, CGRect(x: 0, y: 0, width: 480, height: 100))
    XCTAssertEqual(scroller.contentSize.width, 2130, "20 + 10 × 200 + 9 × 10 + 20")
    XCTAssertTrue(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === scroller)
    // A quick flick of 80 points turns one group: the second card's edge rests at the inset.
    sidewaysDrag(collectionView, by: -80, steps: 4)
    advance(seconds: 2)
    XCTAssertEqual(scroller.contentOffset.x, 210, accuracy: 0.5)
    XCTAssertEqual(collectionView.orthogonalScrollers[1]?.contentOffset.x, 0, "the other row stays")
    // Its cards follow: item 3 shows; the point under a card names its item.
    XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    XCTAssertEqual(
      collectionView.indexPathForItem(at: CGPoint(x: 30, y: 50)), IndexPath(item: 1, section: 0))
    XCTAssertEqual(collectionView.contentOffset.y, 0, "the collection view did not scroll")
  }

  /// A delegate that reloads the data when a cell of a sideways row ends displaying: the
  /// cells that pass sent to the pool stay there, and every cell on screen is one the
  /// collection view knows.
  func testAReloadWhileCellsLeaveLeavesNoCellBehind() async throws {
    let collectionView = showTwoRows(.continuous)
    let reloader = ReloadingDelegate()
    collectionView.delegate = reloader
    sidewaysDrag(collectionView, by: -300, steps: 6)
    advance(seconds: 2)
    XCTAssertGreaterThan(reloader.reloads, 0)
    let known = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    var onScreen: [UICollectionViewCell] = []
    for row in collectionView.orthogonalScrollers.values {
      onScreen += row.subviews.compactMap { $0 as? UICollectionViewCell }
    }
    XCTAssertFalse(onScreen.isEmpty)
    XCTAssertTrue(
      onScreen.allSatisfy { known.contains(ObjectIdentifier($0)) },
      "\(onScreen.count) cells in the rows, \(known.count) known")
  }

  /// Reloads the collection view's data whenever a cell ends displaying.
  private final class ReloadingDelegate: NSObject, UICollectionViewDelegate {
    var reloads = 0

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      reloads += 1
      collectionView.reloadData()
    }
  }

  func testPagingTurnsAWholeWidthAndContinuousGlides() async throws {
    let paging = makeCollectionView(layout: pagingRows(.paging))
    dataSource.apply(snapshot(["a": Array(0..<10)], order: ["a"]), animatingDifferences: false)
    frame()
    sidewaysDrag(paging, by: -80, steps: 4)
    advance(seconds: 2)
    XCTAssertEqual(paging.orthogonalScrollers[0]?.contentOffset.x ?? 0, 480, accuracy: 0.5)

    let continuous = makeCollectionView(layout: pagingRows(.continuous))
    dataSource.apply(snapshot(["a": Array(0..<10)], order: ["a"]), animatingDifferences: false)
    frame()
    sidewaysDrag(continuous, by: -80, steps: 4)
    advance(seconds: 3)
    let offset = continuous.orthogonalScrollers[0]?.contentOffset.x ?? 0
    XCTAssertGreaterThan(offset, 80, "it glides on past the finger")
    XCTAssertNotEqual(offset.truncatingRemainder(dividingBy: 210), 0, accuracy: 0.5)
  }

  /// A layout change between a layout with sideways sections and a flow layout animates the
  /// cells out of their rows' scroll views and back into them.
  func testLayoutChangesToAndFromAFlowLayoutAnimate() async throws {
    let collectionView = makeCollectionView(layout: pagingRows(.groupPaging))
    dataSource.apply(
      snapshot(["a": Array(0..<6), "b": Array(6..<12)], order: ["a", "b"]),
      animatingDifferences: false)
    frame()
    collectionView.orthogonalScrollers[0]?.contentOffset.x = 210
    frame()
    let second = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertEqual(second.convert(CGPoint.zero, to: collectionView).x, 20, accuracy: 0.5)
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    collectionView.setCollectionViewLayout(flow, animated: true)
    XCTAssertTrue(collectionView.orthogonalScrollers.isEmpty)
    XCTAssertTrue(second.superview === collectionView, "it moves over the collection view")
    XCTAssertEqual(shownFrame(second).minX, 20, accuracy: 0.5, "from where it showed")
    advance(seconds: 0.6)
    let target = try XCTUnwrap(flow.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertEqual(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, target.frame)

    collectionView.setCollectionViewLayout(pagingRows(.groupPaging), animated: true)
    advance(seconds: 0.6)
    let scroller = try XCTUnwrap(collectionView.orthogonalScrollers[0])
    let back = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertTrue(back.superview === scroller, "back in its row's scroll view")
    XCTAssertEqual(back.frame, CGRect(x: 230, y: 0, width: 200, height: 100))
    XCTAssertEqual(collectionView.subviews.filter { $0 is UICollectionViewCell }.count, 0)
  }

  /// A vertical drag over a sideways row scrolls the collection view, not the row.
  func testAVerticalDragScrollsTheCollectionView() async throws {
    let collectionView = makeCollectionView(layout: pagingRows(.groupPaging))
    dataSource.apply(
      snapshot(
        Dictionary(uniqueKeysWithValues: (0..<12).map { ("s\($0)", [$0 * 10, $0 * 10 + 1]) }),
        order: (0..<12).map { "s\($0)" }),
      animatingDifferences: false)
    frame()
    send(.down, 300, 300)
    for step in 1...5 {
      frame()
      send(.moved, 300, 300 - 20 * CGFloat(step))
    }
    frame()
    XCTAssertEqual(collectionView.contentOffset.y, 100, accuracy: 20)
    XCTAssertEqual(collectionView.orthogonalScrollers[3]?.contentOffset.x, 0)
    send(.up, 300, 200)
  }

  // MARK: Lists

  func testListConfigurationsPlaceAndStyleRows() async throws {
    for appearance in [
      UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped,
    ] {
      let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      let layout = UICollectionViewCompositionalLayout.list(using: configuration)
      let collectionView = makeCollectionView(layout: layout)
      dataSource.apply(snapshot(["a": [1, 2, 3]], order: ["a"]), animatingDifferences: false)
      frame()
      let inset: CGFloat = appearance == .insetGrouped ? 20 : 0
      let top: CGFloat = appearance == .plain ? 0 : 20
      let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
      XCTAssertEqual(
        first.frame, CGRect(x: inset, y: top, width: 480 - 2 * inset, height: 44), "\(appearance)")
      XCTAssertEqual(
        collectionView.backgroundColor,
        appearance == .plain ? .systemBackground : .systemGroupedBackground)
      let background = try XCTUnwrap(first.backgroundConfiguration)
      XCTAssertEqual(background.cornerRadius, appearance == .insetGrouped ? 10 : 0)
      let middle = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
      if appearance == .insetGrouped {
        XCTAssertEqual(background.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(middle.backgroundConfiguration?.maskedCorners, [])
      }
      // Selecting restyles the background through the configuration state.
      collectionView.selectItem(
        at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
      frame()
      XCTAssertTrue(middle.configurationState.isSelected)
    }
  }

  /// The rows of a plain list at rest are not laid out again on every frame (they were: laying
  /// out a row kept its separator in front, which asked for another layout).
  func testAListAtRestDoesNotLayOutItsRowsEachFrame() async throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = makeCollectionView(layout: layout)
    dataSource.apply(snapshot(["a": [1, 2, 3]], order: ["a"]), animatingDifferences: false)
    frames(2)
    let first = try XCTUnwrap(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelledCell)
    let layouts = first.layouts
    frames(3)
    XCTAssertEqual(first.layouts, layouts)
  }

  /// `firstItemInSection`: the first item stands on the ground as the header; the group's
  /// rounded corners start at the second.
  func testFirstItemAsTheSectionHeader() async throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .firstItemInSection
    let collectionView = makeCollectionView(
      layout: UICollectionViewCompositionalLayout.list(using: configuration))
    dataSource.apply(snapshot(["a": [1, 2, 3]], order: ["a"]), animatingDifferences: false)
    frame()
    let header = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertNil(header.backgroundConfiguration?.backgroundColor, "the ground shows")
    let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertEqual(
      first.backgroundConfiguration?.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
  }

  /// Rows sized from their content keep their sizes when an update moves them.
  func testMeasuredSizesMoveWithTheirItems() async throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let collectionView = makeCollectionView(layout: layout)
    dataSource.apply(snapshot(["a": [101, 2, 3]], order: ["a"]), animatingDifferences: false)
    frame()
    let tall = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertGreaterThan(tall.size.height, 44, "measured: two lines")
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY,
      tall.size.height)
    dataSource.apply(snapshot(["a": [2, 3, 101]], order: ["a"]))
    advance(seconds: 0.6)
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size.height,
      tall.size.height)
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.height, 44)
    XCTAssertEqual(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height, tall.size.height
    )
  }

  /// A resize measures the rows on screen again: a text that wraps when narrow makes its row
  /// taller, and the rows below move down.
  func testAResizeMeasuresTheRowsAgain() async throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = makeCollectionView(layout: layout)
    dataSource.apply(snapshot(["a": [201, 2]], order: ["a"]), animatingDifferences: false)
    frame()
    let wide = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame
    collectionView.frame.size.width = 200
    frame()
    frame()
    let narrow = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame
    XCTAssertEqual(narrow.width, 200)
    XCTAssertGreaterThan(narrow.height, wide.height, "the text wraps")
    XCTAssertEqual(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, narrow.maxY)
  }

  /// A header with an estimated height takes its view's own: a prominent header is taller
  /// than the list's estimate, and the rows start below it.
  func testHeadersSizeThemselves() async throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let collectionView = makeCollectionView(layout: layout)
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, _ in
      var content = UIListContentConfiguration.prominentInsetGroupedHeader()
      content.text = "Monkeys"
      header.contentConfiguration = content
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    dataSource.apply(snapshot(["a": [1, 2]], order: ["a"]), animatingDifferences: false)
    frame()
    frame()
    let view = try XCTUnwrap(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    XCTAssertGreaterThan(view.frame.height, 38, "taller than the estimate")
    let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertEqual(first.frame.minY, view.frame.maxY, "the rows start below it")
  }

  func testListContentSizesItsRow() async throws {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Coco"
    content.secondaryText = "Monkey 1"
    let view = content.makeContentView()
    let size = view.sizeThatFits(CGSize(width: 300, height: 0))
    XCTAssertGreaterThan(size.height, 44, "two lines need more than a row")
    var header = UIListContentConfiguration.header()
    header.text = "Monkeys"
    let headerView = header.makeContentView()
    XCTAssertTrue(headerView.supports(header))
    XCTAssertLessThan(headerView.sizeThatFits(CGSize(width: 300, height: 0)).height, 44)
  }

  /// Arrow keys move the focus along a sideways row, scrolling it; the focused cell's
  /// configuration state says so.
  func testArrowKeysMoveAlongASidewaysRow() async throws {
    let collectionView = makeCollectionView(layout: pagingRows(.groupPaging))
    dataSource.apply(snapshot(["a": Array(0..<10)], order: ["a"]), animatingDifferences: false)
    frame()
    let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    var states: [Bool] = []
    first.configurationUpdateHandler = { _, state in states.append(state.isFocused) }
    frame()
    UIApplication.shared.setFocus(first)
    frame()
    XCTAssertEqual(states.last, true, "the handler hears of the focus")
    for _ in 0..<3 { UIApplication.shared.sendKey(UIKey(.rightArrow)) }
    advance(seconds: 1)
    let focused = try XCTUnwrap(UIApplication.shared.focusedView as? UICollectionViewCell)
    XCTAssertEqual(collectionView.indexPath(for: focused), IndexPath(item: 3, section: 0))
    XCTAssertEqual(states.last, false)
    let shown = focused.convert(focused.bounds, to: collectionView)
    XCTAssertTrue(collectionView.bounds.contains(shown), "the row scrolled to show it: \(shown)")
    XCTAssertGreaterThan(collectionView.orthogonalScrollers[0]?.contentOffset.x ?? 0, 0)
  }

  func testConfigurationUpdateHandlerRunsOnStateChanges() async throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    var states: [UICellConfigurationState] = []
    cell.configurationUpdateHandler = { _, state in states.append(state) }
    cell.layoutIfNeeded()
    cell.isHighlighted = true
    cell.isSelected = true
    XCTAssertEqual(states.map(\.isHighlighted), [false, true, true])
    XCTAssertEqual(states.map(\.isSelected), [false, false, true])
  }

  func testSectionSnapshotShowsExpandedChildren() async throws {
    var outline = NSDiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 2])
    outline.append([10, 11], to: 1)
    outline.append([100], to: 10)
    XCTAssertEqual(outline.visibleItems, [1, 2])
    outline.expand([1])
    XCTAssertEqual(outline.visibleItems, [1, 10, 11, 2])
    XCTAssertEqual(outline.level(of: 100), 2)
    outline.expand([10])
    XCTAssertEqual(outline.visibleItems, [1, 10, 100, 11, 2])
    outline.delete([10])
    XCTAssertEqual(outline.items, [1, 11, 2])
    outline.append([2])
    XCTAssertEqual(outline.items, [1, 11, 2], "a duplicate is refused")
  }
}
