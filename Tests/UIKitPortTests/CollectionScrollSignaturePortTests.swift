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

final class HeadedGridController: UICollectionViewController {
  var headersMade = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 12 }

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
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
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

  func testAControllerMakesHeadersAndHearsTheScrollToTop() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(300)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
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
