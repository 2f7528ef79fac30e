import Foundation

/// A collection view's data source fed with snapshots, as UIKit's: `apply(_:animatingDifferences:completion:)`
/// works out what changed from the snapshot on screen and animates the deletes, inserts and
/// moves as one batch update, with UIKit's fades and moves; reloaded items get new cells and
/// reconfigured ones are set up again in the cells they have.
///
/// A snapshot that changes the sections (adds, removes or reorders them) is applied without
/// animation here. A snapshot a bad call left invalid is refused with UIKit's message, and the
/// last good one stays on screen.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// Makes the headers, footers and other supplementary views.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  private var current = Snapshot()

  /// A data source for `collectionView` (it becomes its `dataSource`) whose cells come from
  /// `cellProvider`. Keep a reference to it: the collection view's is weak.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// A copy of the snapshot on screen.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// Shows `snapshot`: animated, its differences from the one on screen move, fade in and
  /// fade out together; `completion` runs when they are over.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    if let reason = snapshot.invalidReason {
      warn("Invalid snapshot not applied (\(reason)); the last good snapshot stays on screen")
      completion?()
      return
    }
    let difference = snapshot.difference(from: current)
    guard let collectionView, animatingDifferences, !difference.sectionsChanged,
      collectionView.window != nil
    else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
    let update = difference.update
    let changesItems =
      !(update.deletions.isEmpty && update.insertions.isEmpty && update.moves.isEmpty)
    if changesItems {
      collectionView.performBatchUpdates(
        {
          self.current = snapshot
          collectionView.deleteItems(at: update.deletions)
          collectionView.insertItems(at: update.insertions)
          for move in update.moves { collectionView.moveItem(at: move.from, to: move.to) }
        },
        completion: { _ in completion?() })
    } else {
      current = snapshot
    }
    collectionView.reloadItems(at: difference.reloads)
    collectionView.reconfigureItems(at: difference.reconfigures)
    if !changesItems { completion?() }
  }

  /// Shows `snapshot` at once, as a reload of the data.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    if let reason = snapshot.invalidReason {
      warn("Invalid snapshot not applied (\(reason)); the last good snapshot stays on screen")
      completion?()
      return
    }
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` as the items of `section` (which the snapshot on screen has).
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var whole = current
    guard whole.indexOfSection(section) != nil else {
      warn("Invalid section identifier: \(section); the last good snapshot stays on screen")
      completion?()
      return
    }
    whole.deleteItems(whole.itemIdentifiers(inSection: section))
    whole.appendItems(snapshot.visibleItems, toSection: section)
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The items of `section` on screen, as a section snapshot.
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var snapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil {
      snapshot.append(current.itemIdentifiers(inSection: section))
    }
    return snapshot
  }

  // MARK: Identifiers and index paths

  /// The item at `indexPath` on screen.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, current.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let items = current.sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// Where `itemIdentifier` is on screen.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section at `index` on screen.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index].identifier : nil
  }

  /// The index of `sectionIdentifier` on screen.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.sections.indices.contains(section) ? current.sections[section].items.count : 0
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    warn("the diffable data source's cell provider gave no cell for \(indexPath)")
    return UICollectionViewCell(frame: .zero)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    warn("the diffable data source has no supplementary view of kind '\(kind)' for \(indexPath)")
    return UICollectionReusableView(frame: .zero)
  }
}
