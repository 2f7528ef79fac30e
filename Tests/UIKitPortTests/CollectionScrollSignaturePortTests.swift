@_spi(Host) import MiniUIKit
import XCTest

// Collection and scroll view code as UIKit apps write it, pasted with only the import
// changed: a layout with attributes of its own class, a controller that makes headers, the
// scroll-to-top delegate calls, settable index paths and an overridden reloadData().

final class BadgedAttributes: UICollectionViewLayoutAttributes {
  var badge = 0
}

final class BadgedFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { BadgedAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = super.layoutAttributesForElements(in: rect)
    for element in attributes ?? [] {
      (element as? BadgedAttributes)?.badge = element.indexPath.item
    }
    return attributes
  }
}

final class CountingCollectionView: UICollectionView {
  var reloads = 0

  override func reloadData() {
    reloads += 1
    super.reloadData()
  }
}

/// A grid of `counts` items per section with headers and footers, as a classic
/// `UICollectionViewController` makes them.
class HeadedGridController: UICollectionViewController {
  var counts = [12]
  var headersMade = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: kind)
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { counts[section] }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    headersMade += 1
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: kind, for: indexPath)
  }

  var toTop: [String] = []

  override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    toTop.append("should")
    return true
  }

  override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    toTop.append("did")
  }
}

final class CollectionScrollSignaturePortTests: PortTestCase {
  func testALayoutMakesAttributesOfItsOwnClass() {
    let layout = BadgedFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let controller = UICollectionViewController(collectionViewLayout: layout)
    show(controller)
    let attributes = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 480, height: 800))
    XCTAssertTrue(attributes?.allSatisfy { $0 is BadgedAttributes } == true)
  }

  /// A section of two 300-point items a row under a 40-point header, and the header.
  private func headedSection() -> (
    NSCollectionLayoutSection, NSCollectionLayoutBoundarySupplementaryItem
  ) {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(300)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return (section, header)
  }

  func testAControllerMakesHeadersAndHearsTheScrollToTop() {
    let (section, _) = headedSection()
    let grid = HeadedGridController(
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    show(grid)
    XCTAssertEqual(grid.headersMade, 1, "the subclass's override makes the header")

    grid.collectionView.contentOffset.y = 200
    _ = UIApplication.shared.sendKey(UIKey(.home))
    advance(seconds: 0.5)
    XCTAssertEqual(grid.collectionView.contentOffset.y, 0)
    XCTAssertEqual(grid.toTop, ["should", "did"])
  }

  func testACompositionalHeaderPinsWithinItsSection() {
    let (section, header) = headedSection()
    header.pinToVisibleBounds = true
    header.zIndex = 2
    let grid = HeadedGridController(
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    grid.counts = [12, 12]
    show(grid)
    let collectionView = grid.collectionView!
    let kind = UICollectionView.elementKindSectionHeader
    // Sections of 40 + 6 × 300 points.
    collectionView.contentOffset.y = 500
    frame()
    XCTAssertEqual(
      collectionView.supplementaryView(forElementKind: kind, at: [0, 0])?.frame.minY, 500)
    collectionView.contentOffset.y = 1820
    frame()
    XCTAssertEqual(
      collectionView.supplementaryView(forElementKind: kind, at: [0, 0])?.frame.minY, 1800,
      "pushed up at its section's end")
    XCTAssertEqual(
      collectionView.supplementaryView(forElementKind: kind, at: [1, 0])?.frame.minY, 1840)
  }

  func testIndexPathsAreSettableAndReloadDataOverridable() {
    var indexPath = IndexPath(item: 2, section: 0)
    indexPath.item += 1
    indexPath.section = 4
    XCTAssertEqual(indexPath, IndexPath(item: 3, section: 4))
    indexPath.row -= 3
    XCTAssertEqual(indexPath.item, 0)

    let collectionView = CountingCollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.reloadData()
    XCTAssertEqual(collectionView.reloads, 1)
  }
}

/// A flow layout's footers, sized by its delegate, as classic UIKit code does.
final class SectionedGridController: HeadedGridController, UICollectionViewDelegateFlowLayout {
  var shown: [String] = []

  override func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    shown.append("+\(elementKind.hasSuffix("Header") ? "H" : "F")\(indexPath.section)")
  }

  override func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    shown.append("-\(elementKind.hasSuffix("Header") ? "H" : "F")\(indexPath.section)")
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    section == 2 ? CGSize(width: 0, height: 30) : .zero
  }
}

final class FlowLayoutHeaderPortTests: PortTestCase {
  /// A grid of `counts` items of 100 points, 10 apart, with 40-point headers, shown.
  private func showGrid(_ counts: [Int], pinning: (UICollectionViewFlowLayout) -> Void)
    -> (SectionedGridController, UICollectionViewFlowLayout)
  {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    pinning(layout)
    let grid = SectionedGridController(collectionViewLayout: layout)
    grid.counts = counts
    show(grid)
    return (grid, layout)
  }

  func testHeadersAndFootersFrameTheSectionsAndAHeaderPins() {
    let (grid, layout) = showGrid([8, 8, 8]) { $0.sectionHeadersPinToVisibleBounds = true }
    let collectionView = grid.collectionView!
    let header = UICollectionView.elementKindSectionHeader
    // Eight items of 100 in 480: four a row, two rows of 100 with 10 between; sections of
    // 40 + 210 points.
    let first = layout.layoutAttributesForSupplementaryView(ofKind: header, at: [0, 0])
    XCTAssertEqual(first?.frame, CGRect(x: 0, y: 0, width: 480, height: 40))
    XCTAssertEqual(layout.layoutAttributesForItem(at: [0, 0])?.frame.minY, 40, "below it")
    XCTAssertEqual(
      layout.layoutAttributesForSupplementaryView(ofKind: header, at: [1, 0])?.frame.minY, 250)
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: [2, 0])
    XCTAssertEqual(footer?.frame, CGRect(x: 0, y: 750, width: 480, height: 30), "the delegate's")
    XCTAssertNil(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: [0, 0]))
    XCTAssertEqual(collectionView.contentSize.height, 780)
    XCTAssertNotNil(collectionView.supplementaryView(forElementKind: header, at: [0, 0]))

    collectionView.contentOffset.y = 100
    frame()
    let pinned = collectionView.supplementaryView(forElementKind: header, at: [0, 0])
    XCTAssertEqual(pinned?.frame.minY, 100, "pinned to the top while section 0 shows")
    let order = collectionView.subviews
    let headerPlace = order.firstIndex { $0 === pinned } ?? -1
    XCTAssertTrue(
      collectionView.visibleCells.allSatisfy { cell in
        (order.firstIndex { $0 === cell } ?? .max) < headerPlace
      }, "over the items that scroll under it")
    collectionView.contentOffset.y = 230
    frame()
    XCTAssertEqual(
      collectionView.supplementaryView(forElementKind: header, at: [0, 0])?.frame.minY, 210,
      "pushed up by the end of its section")
    XCTAssertEqual(
      Set(grid.shown.prefix(4)), ["+H0", "+H1", "+H2", "+F2"], "the delegate hears each come")
  }

  func testAFooterPinsToTheBottomWhileItsSectionShows() {
    // Sections of 250, 250 and 40 + 540 + 30 points: the last footer at 1080 unpinned.
    let (grid, _) = showGrid([8, 8, 20]) { $0.sectionFootersPinToVisibleBounds = true }
    let collectionView = grid.collectionView!
    let footer = UICollectionView.elementKindSectionFooter
    XCTAssertEqual(
      collectionView.supplementaryView(forElementKind: footer, at: [2, 0])?.frame.maxY, 800,
      "at the bottom of what shows")
    collectionView.contentOffset.y = 310
    frame()
    XCTAssertEqual(
      collectionView.supplementaryView(forElementKind: footer, at: [2, 0])?.frame.minY, 1080,
      "where it is once it shows")
  }
}

/// A photo viewer as UIKit apps write one: a scroll view zooming an image view.
final class ZoomingPhotoViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let imageView = UIImageView()
  var zoomEvents: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.delegate = self
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
    // A photo of 480 × 800 points.
    imageView.frame = CGRect(x: 0, y: 0, width: 480, height: 800)
    imageView.backgroundColor = .systemTeal
    scrollView.addSubview(imageView)
    scrollView.contentSize = imageView.bounds.size
    view.addSubview(scrollView)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    zoomEvents.append("begin")
  }

  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    zoomEvents.append("end \(scale)")
  }
}

final class ZoomingPortTests: PortTestCase {
  func testCodeZoomsAboutTheMiddleAndToARectangle() {
    let photo = ZoomingPhotoViewController()
    show(photo)
    let scrollView = photo.scrollView
    XCTAssertNotNil(scrollView.pinchGestureRecognizer)
    scrollView.setZoomScale(2, animated: false)
    XCTAssertEqual(scrollView.zoomScale, 2)
    XCTAssertEqual(photo.imageView.frame, CGRect(x: 0, y: 0, width: 960, height: 1600))
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 960, height: 1600))
    XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 240, y: 400), "the middle stays")
    scrollView.zoomScale = 9
    XCTAssertEqual(scrollView.zoomScale, 4, "kept to the maximum")
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 240, height: 400), animated: true)
    advance(seconds: 0.35)
    XCTAssertEqual(scrollView.zoomScale, 2)
    XCTAssertEqual(scrollView.contentOffset, .zero, "the rectangle fills what shows")
  }

  func testAPinchZoomsAboutItsMiddleAndSpringsBackFromPastTheMaximum() {
    let photo = ZoomingPhotoViewController()
    show(photo)
    let scrollView = photo.scrollView
    // Ctrl + drag: two fingers mirrored about the middle, 100 points apart, then 600.
    pointer(.down, 290, 400, ctrl: true)
    for step in 1...5 {
      frame()
      pointer(.moved, 290 + 50 * CGFloat(step), 400, ctrl: true)
    }
    XCTAssertEqual(photo.zoomEvents, ["begin"])
    XCTAssertGreaterThan(scrollView.zoomScale, 4, "past the maximum, resisting")
    XCTAssertLessThan(scrollView.zoomScale, 6, "not the fingers' six times")
    pointer(.up, 540, 400, ctrl: true)
    XCTAssertEqual(photo.zoomEvents, ["begin", "end 4.0"])
    advance(seconds: 0.35)
    XCTAssertEqual(scrollView.zoomScale, 4, "sprung back")
    XCTAssertEqual(scrollView.contentOffset.x, 240 * 4 - 240, accuracy: 0.5, "about the middle")
    XCTAssertEqual(scrollView.contentOffset.y, 400 * 4 - 400, accuracy: 0.5)
  }
}
