import MiniUIKit

/// A section of the lists scene: one kind of list accessory.
enum AccessoryKind: Int, CaseIterable, Hashable, Sendable {
  case disclosure
  case checkmark
  case detail
  case label

  var title: String {
    switch self {
    case .disclosure: "Disclosure indicator"
    case .checkmark: "Checkmark"
    case .detail: "Detail button"
    case .label: "Label"
    }
  }

  @MainActor
  func accessory(for monkey: MonkeyItem) -> UICellAccessory {
    switch self {
    case .disclosure: .disclosureIndicator()
    case .checkmark: .checkmark()
    case .detail: .detail()
    case .label: .label(text: "#\(monkey.id + 1)")
    }
  }
}

/// One monkey row of the lists scene, identified by its own number (a monkey added twice is
/// two items).
struct MonkeyItem: Hashable, Sendable {
  let id: Int
  @MainActor var picture: Int { id % Monkeys.count }
  @MainActor var name: String { PhotosViewController.names[picture] }
}

/// "Lists, the modern way": collection view code as UIKit has been written since iOS 13. An
/// inset-grouped compositional layout with a header per section (one section per kind of
/// accessory); in each section a row of monkeys scrolls sideways a card at a time (group
/// paging). A diffable data source feeds it; cells come from a cell registration and show a
/// `UIListContentConfiguration`. `+` adds a monkey to the section in focus, Delete removes
/// the selected one, both animated by the snapshot's differences.
@MainActor
public final class ListsViewController: UIViewController, UICollectionViewDelegate {
  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<AccessoryKind, MonkeyItem>!
  /// The number the next added monkey gets.
  private var nextID = 0

  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Lists"
    // Set up before the view loads, so that items others add to the bar (the demo's house)
    // stay beside it.
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addMonkey() })
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemGroupedBackground
    collectionView.delegate = self
    view.addSubview(collectionView)
    configureDataSource()
  }

  /// Sections of cards 80 % of the width, paging one card at a time, under a header.
  private func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(64)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 16, trailing: 20)
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      section.boundarySupplementaryItems = [header]
      return section
    }
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, MonkeyItem> {
      [weak self] cell, indexPath, monkey in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = monkey.name
      content.secondaryText = "Monkey \(monkey.id + 1)"
      content.image = Monkeys.image(monkey.picture)
      content.imageProperties.maximumSize = CGSize(width: 44, height: 44)
      content.imageProperties.cornerRadius = 8
      content.imageToTextPadding = 12
      content.directionalLayoutMargins.leading = 10
      cell.contentConfiguration = content
      let kind = self?.dataSource.sectionIdentifier(for: indexPath.section) ?? .disclosure
      cell.accessories = [kind.accessory(for: monkey)]
      cell.configurationUpdateHandler = { cell, state in
        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        background.cornerRadius = 10
        background.strokeColor = state.isSelected ? .systemBlue : nil
        background.strokeWidth = state.isSelected ? 2 : 0
        cell.backgroundConfiguration = background
      }
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
      var content = UIListContentConfiguration.header()
      content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.title
      content.directionalLayoutMargins.leading = 8
      header.contentConfiguration = content
      header.backgroundConfiguration = .clear()
    }
    dataSource = UICollectionViewDiffableDataSource<AccessoryKind, MonkeyItem>(
      collectionView: collectionView
    ) { collectionView, indexPath, monkey in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: monkey)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<AccessoryKind, MonkeyItem>()
    snapshot.appendSections(AccessoryKind.allCases)
    for kind in AccessoryKind.allCases {
      snapshot.appendItems((0..<4).map { _ in makeMonkey() }, toSection: kind)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func makeMonkey() -> MonkeyItem {
    defer { nextID += 1 }
    return MonkeyItem(id: nextID)
  }

  // MARK: Changes

  /// The section keyboard focus or the selection is in (else the first).
  private var activeSection: AccessoryKind {
    let focused = collectionView.visibleCells.first { $0.isFocused }.flatMap {
      collectionView.indexPath(for: $0)
    }
    let path = focused ?? collectionView.indexPathsForSelectedItems?.first
    return path.flatMap { dataSource.sectionIdentifier(for: $0.section) } ?? .disclosure
  }

  /// Adds a monkey at the front of the active section, and shows it.
  func addMonkey() {
    let section = activeSection
    let monkey = makeMonkey()
    var snapshot = dataSource.snapshot()
    if let first = snapshot.itemIdentifiers(inSection: section).first {
      snapshot.insertItems([monkey], beforeItem: first)
    } else {
      snapshot.appendItems([monkey], toSection: section)
    }
    dataSource.apply(snapshot)
    if let indexPath = dataSource.indexPath(for: monkey) {
      collectionView.scrollToItem(at: indexPath, at: [], animated: true)
    }
  }

  /// Removes the selected monkey.
  func deleteSelectedMonkey() {
    guard let indexPath = collectionView.indexPathsForSelectedItems?.first,
      let monkey = dataSource.itemIdentifier(for: indexPath)
    else { return }
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([monkey])
    dataSource.apply(snapshot)
  }

  /// Moves three monkeys between sections: the first of each of the first three sections
  /// goes to the front of the next one.
  func moveThreeMonkeys() {
    var snapshot = dataSource.snapshot()
    let kinds = AccessoryKind.allCases
    for index in (0..<3).reversed() {
      guard let monkey = snapshot.itemIdentifiers(inSection: kinds[index]).first else { continue }
      snapshot.deleteItems([monkey])
      if let front = snapshot.itemIdentifiers(inSection: kinds[index + 1]).first {
        snapshot.insertItems([monkey], beforeItem: front)
      } else {
        snapshot.appendItems([monkey], toSection: kinds[index + 1])
      }
      // Its cell shows the accessory of its new section.
      snapshot.reconfigureItems([monkey])
    }
    dataSource.apply(snapshot)
  }

  public override func keyPressed(_ key: UIKey) -> Bool {
    switch key.input {
    case .character("+"), .character("="):
      addMonkey()
      return true
    case .delete,
      .backspace where !(collectionView.indexPathsForSelectedItems ?? []).isEmpty:
      deleteSelectedMonkey()
      return true
    default:
      return super.keyPressed(key)
    }
  }
}

/// The lists scene: the list on a navigation controller (its bar holds the + button).
@MainActor
public final class ListsSceneController: UINavigationController, DemoScene {
  public init() {
    super.init(rootViewController: ListsViewController())
  }

  required init?(coder: NSCoder) { nil }

  /// Moves three monkeys between sections.
  public func autoplay() {
    view.layoutIfNeeded()
    (viewControllers.first as? ListsViewController)?.moveThreeMonkeys()
  }
}
