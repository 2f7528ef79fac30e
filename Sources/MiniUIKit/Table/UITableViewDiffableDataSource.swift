import Foundation

/// A table view's data source fed with snapshots, as UIKit's: `apply(_:animatingDifferences:completion:)`
/// works out what changed from the snapshot on screen and animates it as one batch update,
/// rows coming and going with `defaultRowAnimation`. Subclass it for titles, deletion and
/// moves: its data source methods are `open`.
///
/// A snapshot that changes the sections is applied without animation, as the collection
/// view's; an invalid one is refused with UIKit's message.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// A closure that gives the cell for a row showing an item (nil: a plain cell, and a warning).
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) ->
    UITableViewCell?
  typealias State = DiffableSnapshotState<SectionIdentifierType, ItemIdentifierType>

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var state = State()
  /// How rows come and go when a snapshot is applied with animation.
  public var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for `tableView` (it becomes its `dataSource`) whose cells come from
  /// `cellProvider`. Keep a reference to it: the table view's is weak.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  // MARK: Snapshots

  /// A copy of the snapshot the table shows, to change and apply.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    state.current
  }

  /// Shows `snapshot`: animated, the rows that come, go and move change in one batch update.
  /// Without animation, off screen, or when the sections change, the table reloads instead.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard state.accepts(snapshot, completion: completion) else { return }
    let difference = snapshot.difference(from: state.current)
    guard let tableView, animatingDifferences, !difference.sectionsChanged,
      tableView.window != nil
    else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
    let update = difference.update
    let animation = defaultRowAnimation
    tableView.performBatchUpdates(
      {
        self.state.current = snapshot
        tableView.deleteRows(at: update.deletions, with: animation)
        tableView.insertRows(at: update.insertions, with: animation)
        for move in update.moves { tableView.moveRow(at: move.from, to: move.to) }
      },
      completion: { _ in completion?() })
    if !difference.reloads.isEmpty { tableView.reloadRows(at: difference.reloads, with: .fade) }
    tableView.reconfigureRows(at: difference.reconfigures)
  }

  /// Shows `snapshot` by reloading the table, without animation.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    guard state.accepts(snapshot, completion: completion) else { return }
    state.current = snapshot
    tableView?.reloadData()
    completion?()
  }

  // MARK: Identifiers and index paths

  /// The item at `indexPath` in the snapshot shown, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    state.itemIdentifier(for: indexPath)
  }

  /// Where `itemIdentifier` is in the snapshot shown, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state.indexPath(for: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// The section at `index` in the snapshot shown, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state.sectionIdentifier(for: index)
  }

  /// The index of `sectionIdentifier` in the snapshot shown, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    state.index(for: sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int {
    state.current.numberOfSections
  }

  /// The number of items in the snapshot's section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    state.numberOfItems(inSection: section)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    {
      return cell
    }
    warn("the diffable data source's cell provider gave no cell for \(indexPath)")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// The section's header title: none, unless a subclass gives one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The section's footer title: none, unless a subclass gives one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// No row is editable unless a subclass says so, as UIKit's.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Not overridden: no swipe to delete (the table view notes it).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { tableView.dataSourceLacks.insert(.commit) }

  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Moves the item in the snapshot on screen, as UIKit's does for a reorder the user made.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard sourceIndexPath != destinationIndexPath,
      let item = itemIdentifier(for: sourceIndexPath),
      let section = sectionIdentifier(for: destinationIndexPath.section)
    else { return }
    var snapshot = state.current
    snapshot.deleteItems([item])
    let items = snapshot.itemIdentifiers(inSection: section)
    if destinationIndexPath.row < items.count {
      snapshot.insertItems([item], beforeItem: items[destinationIndexPath.row])
    } else {
      snapshot.appendItems([item], toSection: section)
    }
    state.current = snapshot
  }
}
