import Foundation

/// The snapshot a diffable data source shows, and the questions both kinds (collection and
/// table) answer from it: identifiers by index path and back, section snapshots, and which
/// snapshots may be applied.
@MainActor
struct DiffableSnapshotState<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  var current = Snapshot()

  /// Whether `snapshot` may be applied; an invalid one is refused with UIKit's message, and
  /// `completion` runs.
  func accepts(_ snapshot: Snapshot, completion: (() -> Void)?) -> Bool {
    guard let reason = snapshot.invalidReason else { return true }
    warn("Invalid snapshot not applied (\(reason)); the last good snapshot stays on screen")
    completion?()
    return false
  }

  /// The whole snapshot with `section`'s items replaced by `sectionSnapshot`'s visible ones;
  /// nil (and a warning) when the snapshot on screen has no such section.
  func replacing(
    _ section: SectionIdentifierType,
    with sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) -> Snapshot? {
    var whole = current
    guard whole.indexOfSection(section) != nil else {
      warn("Invalid section identifier: \(section); the last good snapshot stays on screen")
      return nil
    }
    whole.deleteItems(whole.itemIdentifiers(inSection: section))
    whole.appendItems(sectionSnapshot.visibleItems, toSection: section)
    return whole
  }

  /// The items of `section` on screen, as a section snapshot.
  func sectionSnapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var snapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil {
      snapshot.append(current.itemIdentifiers(inSection: section))
    }
    return snapshot
  }

  func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, current.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let items = current.sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index].identifier : nil
  }

  func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  func numberOfItems(inSection section: Int) -> Int {
    current.sections.indices.contains(section) ? current.sections[section].items.count : 0
  }
}
