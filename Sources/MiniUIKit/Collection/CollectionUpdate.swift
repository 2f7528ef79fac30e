import Foundation

/// The changes of one batch update, as UIKit reads them: deleted sections, deletions and
/// move sources name sections and items before the update; inserted sections, insertions
/// and move destinations after it. A reloaded section is deleted and inserted.
struct CollectionUpdate: Equatable {
  var deletions: [IndexPath] = []
  var insertions: [IndexPath] = []
  var moves: [Move] = []
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()

  struct Move: Equatable {
    var from: IndexPath
    var to: IndexPath
  }

  /// Whether the item at `newPath` is new: inserted, or in an inserted section.
  func isInserted(_ newPath: IndexPath) -> Bool {
    insertedSections.contains(newPath.section) || insertions.contains(newPath)
  }

  /// Where every surviving item goes, or why the changes do not turn `oldCounts` items per
  /// section into `newCounts`. Sections that survive keep their order and fill the slots no
  /// section was inserted into; the items' changes are then checked within them, the items
  /// of inserted sections all coming and those of deleted ones all leaving.
  func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<Mapping, Failure> {
    let survivors = oldCounts.indices.filter { !deletedSections.contains($0) }
    guard deletedSections.allSatisfy({ oldCounts.indices.contains($0) }),
      insertedSections.allSatisfy({ newCounts.indices.contains($0) }),
      survivors.count + insertedSections.count == newCounts.count
    else {
      return .failure(
        Failure(
          "there are \(newCounts.count) sections after the update, but \(oldCounts.count) "
            + "before, \(deletedSections.count) deleted and \(insertedSections.count) inserted"))
    }
    // Old section → new section, for the survivors.
    var newSection: [Int: Int] = [:]
    let free = newCounts.indices.filter { !insertedSections.contains($0) }
    for (old, new) in zip(survivors, free) { newSection[old] = new }
    func carried(_ path: IndexPath) -> IndexPath? {
      newSection[path.section].map { IndexPath(item: path.item, section: $0) }
    }
    // The items' changes, in the new sections' numbering.
    var bridged = CollectionUpdate()
    bridged.deletions = deletions.compactMap(carried)
    bridged.insertions = insertions.filter { !insertedSections.contains($0.section) }
    for section in insertedSections {
      bridged.insertions += (0..<newCounts[section]).map { IndexPath(item: $0, section: section) }
    }
    bridged.moves = moves.compactMap { move in
      carried(move.from).map { Move(from: $0, to: move.to) }
    }
    var bridgedCounts = newCounts.map { _ in 0 }
    for (old, new) in newSection { bridgedCounts[new] = oldCounts[old] }
    return bridged.itemMapping(oldCounts: bridgedCounts, newCounts: newCounts).map {
      Mapping(items: $0, newSection: newSection, oldCounts: oldCounts)
    }
  }

  /// Where the items of a checked update go: old path → new path.
  struct Mapping {
    fileprivate let items: ItemMapping
    /// Old section → new section, for the sections that survive.
    let newSection: [Int: Int]
    fileprivate let oldCounts: [Int]

    /// The new path of the item at `old`, or nil when it leaves (or is not there).
    subscript(old: IndexPath) -> IndexPath? {
      guard old.count == 2, let section = newSection[old.section] else { return nil }
      return items[IndexPath(item: old.item, section: section)]
    }

    /// Every surviving item's move, old path → new path.
    var dictionary: [IndexPath: IndexPath] {
      var result: [IndexPath: IndexPath] = [:]
      for (section, count) in oldCounts.enumerated() {
        for item in 0..<count {
          let path = IndexPath(item: item, section: section)
          if let new = self[path] { result[path] = new }
        }
      }
      return result
    }
  }

  /// Where each surviving item goes (old path → new path), or the reason when the changes
  /// do not turn `oldCounts` items per section into `newCounts`, the sections being the
  /// same. Checking costs the number of changes, not of items; the mapping answers per item.
  private func itemMapping(oldCounts: [Int], newCounts: [Int]) -> Result<ItemMapping, Failure> {
    guard oldCounts.count == newCounts.count else {
      return .failure(
        Failure("the number of sections changed from \(oldCounts.count) to \(newCounts.count)"))
    }
    func inRange(_ path: IndexPath, _ counts: [Int]) -> Bool {
      path.count == 2 && counts.indices.contains(path.section) && path.item >= 0
        && path.item < counts[path.section]
    }
    let leaving = deletions + moves.map(\.from)
    let arriving = insertions + moves.map(\.to)
    if let bad = leaving.first(where: { !inRange($0, oldCounts) }) {
      return .failure(Failure("item \(bad) is not in the collection before the update"))
    }
    if let bad = arriving.first(where: { !inRange($0, newCounts) }) {
      return .failure(Failure("item \(bad) is not in the collection after the update"))
    }
    guard Set(leaving).count == leaving.count, Set(arriving).count == arriving.count else {
      return .failure(Failure("an item is deleted, inserted or moved twice"))
    }
    var removed = [[Int]](repeating: [], count: oldCounts.count)
    var placed = [[Int]](repeating: [], count: newCounts.count)
    for path in leaving { removed[path.section].append(path.item) }
    for path in arriving { placed[path.section].append(path.item) }
    for section in oldCounts.indices {
      // Survivors keep their order and fill the slots nothing was inserted or moved into.
      let survivors = oldCounts[section] - removed[section].count
      let free = newCounts[section] - placed[section].count
      guard survivors == free else {
        return .failure(
          Failure(
            "section \(section) has \(newCounts[section]) items after the update, but "
              + "\(oldCounts[section]) before, \(removed[section].count) removed "
              + "and \(placed[section].count) added make \(survivors + placed[section].count)"
          ))
      }
    }
    var moved: [IndexPath: IndexPath] = [:]
    for move in moves { moved[move.from] = move.to }
    return .success(
      ItemMapping(
        moved: moved, removed: removed.map { $0.sorted() }, placed: placed.map { $0.sorted() },
        oldCounts: oldCounts))
  }

  /// Where the items of a checked update within the same sections go: a moved item where it
  /// was moved, a survivor to the free slot of its rank among the survivors of its section.
  fileprivate struct ItemMapping {
    fileprivate let moved: [IndexPath: IndexPath]
    /// Per section, sorted: the old items that leave, and the new slots that are taken.
    fileprivate let removed: [[Int]]
    fileprivate let placed: [[Int]]
    fileprivate let oldCounts: [Int]

    /// The new path of the item at `old`, or nil when it leaves (or is not there).
    subscript(old: IndexPath) -> IndexPath? {
      if let path = moved[old] { return path }
      guard old.count == 2, oldCounts.indices.contains(old.section), old.item >= 0,
        old.item < oldCounts[old.section]
      else { return nil }
      let leaving = removed[old.section]
      // How many leave before it (binary search), and whether it leaves.
      var low = 0
      var high = leaving.count
      while low < high {
        let middle = (low + high) / 2
        if leaving[middle] < old.item { low = middle + 1 } else { high = middle }
      }
      if low < leaving.count, leaving[low] == old.item { return nil }
      var slot = old.item - low
      for taken in placed[old.section] {
        guard taken <= slot else { break }
        slot += 1
      }
      return IndexPath(item: slot, section: old.section)
    }
  }

  /// Why a batch update is inconsistent.
  struct Failure: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
