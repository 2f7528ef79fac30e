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
  /// A closure that makes the cell for an item at an index path; nil leaves a blank cell, with a
  /// warning.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  /// A closure that makes the supplementary view of a kind at an index path; nil leaves a blank
  /// view, with a warning.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  typealias State = DiffableSnapshotState<SectionIdentifierType, ItemIdentifierType>

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// Makes the headers, footers and other supplementary views.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  private var state = State()

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
    state.current
  }

  /// Shows `snapshot`: animated, its differences from the one on screen move, fade in and
  /// fade out together; `completion` runs when they are over.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard state.accepts(snapshot, completion: completion) else { return }
    let difference = snapshot.difference(from: state.current)
    guard let collectionView, animatingDifferences, !difference.sectionsChanged,
      collectionView.window != nil
    else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
    let update = difference.update
    let changesItems =
      !(update.deletions.isEmpty && update.insertions.isEmpty && update.moves.isEmpty)
    if changesItems {
      collectionView.performBatchUpdates(
        {
          self.state.current = snapshot
          collectionView.deleteItems(at: update.deletions)
          collectionView.insertItems(at: update.insertions)
          for move in update.moves { collectionView.moveItem(at: move.from, to: move.to) }
        },
        completion: { _ in completion?() })
    } else {
      state.current = snapshot
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
    guard state.accepts(snapshot, completion: completion) else { return }
    state.current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` as the items of `section` (which the snapshot on screen has).
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    guard let whole = state.replacing(section, with: snapshot) else {
      completion?()
      return
    }
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The items of `section` on screen, as a section snapshot.
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    state.sectionSnapshot(for: section)
  }

  // MARK: Identifiers and index paths

  /// The item at `indexPath` on screen.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    state.itemIdentifier(for: indexPath)
  }

  /// Where `itemIdentifier` is on screen.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state.indexPath(for: itemIdentifier)
  }

  /// The section at `index` on screen.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state.sectionIdentifier(for: index)
  }

  /// The index of `sectionIdentifier` on screen.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    state.index(for: sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    state.current.numberOfSections
  }

  /// The number of items in `section` of the snapshot on screen.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    state.numberOfItems(inSection: section)
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
