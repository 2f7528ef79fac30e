import Foundation

/// The changes of one batch update, as UIKit reads them: deletions and move sources name
/// items before the update, insertions and move destinations items after it.
struct CollectionUpdate: Equatable {
  var deletions: [IndexPath] = []
  var insertions: [IndexPath] = []
  var moves: [Move] = []

  struct Move: Equatable {
    var from: IndexPath
    var to: IndexPath
  }

  /// Where each surviving item goes (old path → new path), or nil with the reason when the
  /// changes do not turn `oldCounts` items per section into `newCounts`.
  func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<[IndexPath: IndexPath], Failure> {
    guard oldCounts.count == newCounts.count else {
      return .failure(
        Failure(
          "the number of sections changed from \(oldCounts.count) to \(newCounts.count) "
            + "(sections cannot be inserted or deleted)"))
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
    var result: [IndexPath: IndexPath] = [:]
    for move in moves { result[move.from] = move.to }
    let removed = Set(leaving)
    let placed = Set(arriving)
    for section in oldCounts.indices {
      // Survivors keep their order and fill the slots nothing was inserted or moved into.
      let survivors = (0..<oldCounts[section]).map { IndexPath(item: $0, section: section) }
        .filter { !removed.contains($0) }
      let free = (0..<newCounts[section]).map { IndexPath(item: $0, section: section) }
        .filter { !placed.contains($0) }
      guard survivors.count == free.count else {
        return .failure(
          Failure(
            "section \(section) has \(newCounts[section]) items after the update, but "
              + "\(oldCounts[section]) before, \(oldCounts[section] - survivors.count) removed "
              + "and \(newCounts[section] - free.count) added make \(survivors.count + newCounts[section] - free.count)"
          ))
      }
      for (old, new) in zip(survivors, free) { result[old] = new }
    }
    return .success(result)
  }

  /// Why a batch update is inconsistent.
  struct Failure: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
