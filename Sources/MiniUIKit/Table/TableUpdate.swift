import Foundation

/// The changes of one batch update of a table view: sections inserted and deleted, the
/// rows' changes as a collection view's, and the animation each row that comes or goes
/// takes.
struct TableUpdate {
  var rows = CollectionUpdate()
  /// Sections leaving (old indexes) and coming (new indexes).
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  /// By old path for rows that leave, by new path for rows that come.
  var leaving: [IndexPath: UITableView.RowAnimation] = [:]
  var coming: [IndexPath: UITableView.RowAnimation] = [:]
  /// The animation of the rows of each section deleted (old index) or inserted (new).
  var leavingSections: [Int: UITableView.RowAnimation] = [:]
  var comingSections: [Int: UITableView.RowAnimation] = [:]

  /// Where every surviving row goes, or why the changes do not turn `oldCounts` rows per
  /// section into `newCounts`. Sections that survive keep their order and fill the slots no
  /// section was inserted into; the rows' changes are then checked within them, the rows of
  /// inserted sections all coming and those of deleted ones all leaving.
  func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<Mapping, CollectionUpdate.Failure> {
    let survivors = oldCounts.indices.filter { !deletedSections.contains($0) }
    guard deletedSections.allSatisfy({ oldCounts.indices.contains($0) }),
      insertedSections.allSatisfy({ newCounts.indices.contains($0) }),
      survivors.count + insertedSections.count == newCounts.count
    else {
      return .failure(
        CollectionUpdate.Failure(
          "there are \(newCounts.count) sections after the update, but \(oldCounts.count) "
            + "before, \(deletedSections.count) deleted and \(insertedSections.count) inserted"))
    }
    // Old section → new section, for the survivors.
    var newSection: [Int: Int] = [:]
    let free = newCounts.indices.filter { !insertedSections.contains($0) }
    for (old, new) in zip(survivors, free) { newSection[old] = new }
    func carried(_ path: IndexPath) -> IndexPath? {
      newSection[path.section].map { IndexPath(row: path.row, section: $0) }
    }
    // The rows' changes, in the new sections' numbering.
    var bridged = CollectionUpdate()
    bridged.deletions = rows.deletions.compactMap(carried)
    bridged.insertions = rows.insertions.filter { !insertedSections.contains($0.section) }
    for section in insertedSections {
      bridged.insertions += (0..<newCounts[section]).map { IndexPath(row: $0, section: section) }
    }
    bridged.moves = rows.moves.compactMap { move in
      carried(move.from).map { CollectionUpdate.Move(from: $0, to: move.to) }
    }
    var bridgedCounts = newCounts.map { _ in 0 }
    for (old, new) in newSection { bridgedCounts[new] = oldCounts[old] }
    return bridged.mapping(oldCounts: bridgedCounts, newCounts: newCounts).map {
      Mapping(rows: $0, newSection: newSection)
    }
  }

  /// The animation a row leaving from `oldPath` takes.
  func leavingAnimation(_ oldPath: IndexPath) -> UITableView.RowAnimation {
    leaving[oldPath] ?? leavingSections[oldPath.section] ?? .automatic
  }

  /// The animation a row coming to `newPath` takes, if it is new.
  func comingAnimation(_ newPath: IndexPath) -> UITableView.RowAnimation? {
    coming[newPath] ?? comingSections[newPath.section]
  }

  /// Where the rows of a checked update go: old path → new path.
  struct Mapping {
    let rows: CollectionUpdate.Mapping
    let newSection: [Int: Int]

    subscript(old: IndexPath) -> IndexPath? {
      guard let section = newSection[old.section] else { return nil }
      return rows[IndexPath(row: old.row, section: section)]
    }
  }
}
