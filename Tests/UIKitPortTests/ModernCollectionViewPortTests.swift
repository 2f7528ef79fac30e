import MiniUIKit
import XCTest

// Collection view code as Apple's "Implementing Modern Collection Views" sample writes it
// (iOS 14+): compositional layouts, diffable data sources, cell and supplementary
// registrations, list configurations. Only the import differs.

class TextCell: UICollectionViewCell {
  let label = UILabel()
  static let reuseIdentifier = "text-cell-reuse-identifier"

  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }
  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }
}

extension TextCell {
  func configure() {
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    contentView.addSubview(label)
    label.font = UIFont.preferredFont(forTextStyle: .caption1)
    let inset = CGFloat(10)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
    ])
  }
}

class TitleSupplementaryView: UICollectionReusableView {
  let label = UILabel()
  static let reuseIdentifier = "title-supplementary-reuse-identifier"

  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }
  required init?(coder: NSCoder) {
    fatalError()
  }
}

extension TitleSupplementaryView {
  func configure() {
    addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    let inset = CGFloat(10)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
    ])
    label.font = UIFont.preferredFont(forTextStyle: .title3)
  }
}

class OrthogonalScrollBehaviorViewController: UIViewController {
  static let headerElementKind = "header-element-kind"

  enum SectionKind: Int, CaseIterable {
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none
    func orthogonalScrollingBehavior() -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
      switch self {
      case .none:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.none
      case .continuous:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
      case .continuousGroupLeadingBoundary:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
      case .paging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
      case .groupPaging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
      case .groupPagingCentered:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
      }
    }
  }
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Orthogonal Section Behaviors"
    configureHierarchy()
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 20

    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: {
        (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
          -> NSCollectionLayoutSection? in
        guard let sectionKind = SectionKind(rawValue: sectionIndex) else {
          fatalError("unknown section kind")
        }

        let leadingItem = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.7),
            heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)

        let trailingItem = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.3),
            heightDimension: .fractionalHeight(1.0)),
          subitem: trailingItem, count: 2)

        let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior() != .none
        let containerGroupFractionalWidth = orthogonallyScrolls ? CGFloat(0.85) : CGFloat(1.0)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(containerGroupFractionalWidth),
            heightDimension: .fractionalHeight(0.4)),
          subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()

        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .estimated(44)),
          elementKind: OrthogonalScrollBehaviorViewController.headerElementKind,
          alignment: .top)
        section.boundarySupplementaryItems = [sectionHeader]
        return section

      }, configuration: config)
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    collectionView.delegate = self
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
      (cell, indexPath, identifier) in
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.contentView.backgroundColor = .systemTeal
      cell.contentView.layer.borderColor = UIColor.black.cgColor
      cell.contentView.layer.borderWidth = 1
      cell.contentView.layer.cornerRadius = 8
      cell.label.textAlignment = .center
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
    }

    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }

    let supplementaryRegistration = UICollectionView.SupplementaryRegistration<
      TitleSupplementaryView
    >(elementKind: OrthogonalScrollBehaviorViewController.headerElementKind) {
      (supplementaryView, string, indexPath) in
      let sectionKind = SectionKind(rawValue: indexPath.section)!
      supplementaryView.label.text = "." + String(describing: sectionKind)
    }

    dataSource.supplementaryViewProvider = { (view, kind, index) in
      return self.collectionView.dequeueConfiguredReusableSupplementary(
        using: supplementaryRegistration, for: index)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    let itemsPerSection = 18
    // swift-format-ignore: ReplaceForEachWithForLoop
    // (Apple's sample, as written.)
    SectionKind.allCases.forEach {
      snapshot.appendSections([$0.rawValue])
      let maxIdentifier = identifierOffset + itemsPerSection
      snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
      identifierOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension OrthogonalScrollBehaviorViewController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}

class InsetGroupedListViewController: UIViewController {
  enum Section {
    case main
  }

  struct Item: Hashable {
    let title: String
    private let identifier = UUID()
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, Item>! = nil
  var collectionView: UICollectionView! = nil
  var items = (0..<20).map { Item(title: "Item \($0)") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Inset Grouped List"
    configureHierarchy()
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewLayout {
    let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: config)
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      content.secondaryText = "Row \(indexPath.item)"
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell?
      in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func removeFirst() {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([items.removeFirst()])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

final class ModernCollectionViewPortTests: PortTestCase {
  func testTheOrthogonalBehaviorsSample() {
    let controller = OrthogonalScrollBehaviorViewController()
    show(UINavigationController(rootViewController: controller))
    let collectionView = controller.collectionView!
    XCTAssertEqual(collectionView.numberOfSections, 6)
    let header =
      collectionView.supplementaryView(
        forElementKind: OrthogonalScrollBehaviorViewController.headerElementKind,
        at: IndexPath(item: 0, section: 0)) as? TitleSupplementaryView
    XCTAssertEqual(header?.label.text, ".continuous")
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TextCell
    XCTAssertEqual(cell?.label.text, "0, 0")
    // The leading item is 70 % of 85 % of the width, inset 10.
    XCTAssertEqual(cell?.frame.width ?? 0, 480 * 0.85 * 0.7 - 20, accuracy: 0.01)
    XCTAssertEqual(cell?.superview?.superview, collectionView, "in the section's scroll view")
  }

  func testTheInsetGroupedListSample() {
    let controller = InsetGroupedListViewController()
    show(UINavigationController(rootViewController: controller))
    let collectionView = controller.collectionView!
    let first =
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    XCTAssertEqual(first?.frame.minX, 20)
    XCTAssertEqual((first?.contentConfiguration as? UIListContentConfiguration)?.text, "Item 0")
    controller.removeFirst()
    advance(seconds: 0.6)
    let now =
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    XCTAssertEqual((now?.contentConfiguration as? UIListContentConfiguration)?.text, "Item 1")
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 19)
  }
}
