@_spi(Host) import MiniUIKit
import XCTest

// Collections, tables, bars and controls pasted as written, shown in a right-to-left app:
// UIKit mirrors each of them with no change to the code.

@MainActor
final class RightToLeftCollectionPortTests: PortTestCase {
  private func flowGrid(
    _ direction: UIUserInterfaceLayoutDirection,
    scrolling: UICollectionView.ScrollDirection = .vertical, count: Int = 7
  ) -> HeadedGridController {
    UIApplication.shared.hostLayoutDirectionDidChange(to: direction)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.scrollDirection = scrolling
    let grid = HeadedGridController(collectionViewLayout: layout)
    grid.counts = [count]
    show(grid)
    return grid
  }

  private func cellFrame(_ grid: HeadedGridController, _ item: Int) -> CGRect? {
    grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)).map {
      $0.convert($0.bounds, to: nil)
    }
  }

  /// UICollectionViewFlowLayout.flipsHorizontallyInOppositeLayoutDirection is true: in a
  /// right-to-left app the items flow from the right, each where its left-to-right self
  /// is mirrored.
  func testAFlowLayoutFlowsFromTheRight() async {
    let ltr = flowGrid(.leftToRight)
    XCTAssertTrue(ltr.collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection)
    let ltrFrames = (0..<7).map { cellFrame(ltr, $0) }
    let rtl = flowGrid(.rightToLeft)
    for item in 0..<7 {
      let mirrored = ltrFrames[item].map {
        CGRect(x: 480 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
      }
      XCTAssertEqual(cellFrame(rtl, item), mirrored, "item \(item)")
    }
    XCTAssertGreaterThan(cellFrame(rtl, 0)!.minX, cellFrame(rtl, 1)!.minX, "the first at the right")
    XCTAssertEqual(
      rtl.collectionView.indexPathForItem(at: CGPoint(x: 470, y: 50)),
      IndexPath(item: 0, section: 0),
      "hit where it shows")
  }

  /// A sideways flow starts at its right end, where its first item is.
  func testASidewaysFlowStartsScrolledToItsRightEnd() async {
    let grid = flowGrid(.rightToLeft, scrolling: .horizontal, count: 40)
    let collectionView = grid.collectionView!
    XCTAssertGreaterThan(collectionView.contentSize.width, 480)
    XCTAssertEqual(collectionView.contentOffset.x, collectionView.contentSize.width - 480)
    XCTAssertEqual(cellFrame(grid, 0)?.maxX ?? 0, 480, accuracy: 1, "the first item shows")
  }

  /// Turned the other way while it shows, a sideways flow goes to the end its first item is
  /// at; a vertical one does not move sideways.
  func testTurningACollectionViewShowsItsFirstItem() async {
    let grid = flowGrid(.leftToRight, scrolling: .horizontal, count: 40)
    let collectionView = grid.collectionView!
    XCTAssertEqual(collectionView.contentOffset.x, 0)
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    XCTAssertEqual(collectionView.contentOffset.x, collectionView.contentSize.width - 480)
    XCTAssertEqual(cellFrame(grid, 0)?.maxX ?? 0, 480, accuracy: 1)
    collectionView.semanticContentAttribute = .forceLeftToRight
    collectionView.layoutIfNeeded()
    XCTAssertEqual(collectionView.contentOffset.x, 0)
    XCTAssertEqual(cellFrame(grid, 0)?.minX ?? -1, 0, accuracy: 1)

    let list = flowGrid(.rightToLeft)
    list.collectionView.frame.size.width = 400
    list.collectionView.layoutIfNeeded()
    XCTAssertEqual(list.collectionView.contentOffset.x, 0, "a vertical list stays put")
  }

  /// A compositional section that scrolls sideways starts with its first item at the right.
  func testASidewaysCompositionalSectionStartsAtTheRight() async {
    UIApplication.shared.hostLayoutDirectionDidChange(to: .rightToLeft)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(200), heightDimension: .absolute(120)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let grid = HeadedGridController(
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    grid.counts = [6]
    show(grid)
    let first = cellFrame(grid, 0)
    XCTAssertEqual(first?.maxX, 480 - 16, "the first item at the right, past the leading inset")
    XCTAssertEqual(cellFrame(grid, 1)?.maxX, 480 - 16 - 200, "the next to its left")
  }

  /// A table cell's accessory goes at the left, its text at the right.
  func testATableCellMirrors() async {
    UIApplication.shared.hostLayoutDirectionDidChange(to: .rightToLeft)
    let controller = UIViewController()
    show(controller)
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Home"
    cell.accessoryType = .disclosureIndicator
    cell.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
    controller.view.addSubview(cell)
    cell.layoutIfNeeded()
    let text = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell)
    let detail = cell.detailTextLabel!.convert(cell.detailTextLabel!.bounds, to: cell)
    XCTAssertEqual(text.maxX, 400 - 16, "the text at the right")
    XCTAssertLessThan(detail.maxX, text.minX, "the value to its left")
    XCTAssertEqual(cell.contentView.frame.maxX, 400, "the content view leaves room at the left")
    XCTAssertGreaterThan(cell.contentView.frame.minX, 16, "for the chevron")
  }

  /// Controls read from the right: a slider's minimum, a switch's off, a segmented control's
  /// first segment, a tab bar's first tab.
  func testControlsAndTabsMirror() async {
    UIApplication.shared.hostLayoutDirectionDidChange(to: .rightToLeft)
    let controller = UIViewController()
    show(controller)
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.value = 0.25
    let toggle = UISwitch()
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
    for control in [slider, toggle, segments] as [UIView] { controller.view.addSubview(control) }
    controller.view.layoutIfNeeded()
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
    XCTAssertEqual(thumb.maxX, 200, "the minimum at the right")
    let knob = toggle.subviews.map(\.frame).min { $0.width < $1.width }!
    XCTAssertGreaterThan(knob.midX, toggle.bounds.midX, "off is at the right")
    segments.selectedSegmentIndex = 0
    // A tap at the right chooses the first segment, at the left the last.
    pointer(.down, 40, 116)
    pointer(.up, 40, 116)
    XCTAssertEqual(segments.selectedSegmentIndex, 2)

    let tabs = UITabBarController()
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
    tabs.viewControllers = [first, second]
    show(tabs)
    let bar = tabs.tabBar
    pointer(.down, 400, bar.frame.midY)
    pointer(.up, 400, bar.frame.midY)
    XCTAssertTrue(tabs.selectedViewController === first, "the first tab is at the right")
    pointer(.down, 80, bar.frame.midY)
    pointer(.up, 80, bar.frame.midY)
    frame()
    XCTAssertTrue(tabs.selectedViewController === second)
  }
}
