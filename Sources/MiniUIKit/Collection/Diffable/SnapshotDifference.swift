import Foundation

/// What turns one snapshot's items into another's, as a batch update reads it.
struct SnapshotDifference: Equatable {
  /// Items only in the old snapshot, at their old paths.
  var deletions: [IndexPath] = []
  /// Items only in the new snapshot, at their new paths.
  var insertions: [IndexPath] = []
  /// Items in both that change section or leave their section's order, old path to new.
  var moves: [CollectionUpdate.Move] = []
  /// Items in both that the new snapshot reloads, at their new paths.
  var reloads: [IndexPath] = []
  /// Items in both that the new snapshot reconfigures (and does not reload), at their new paths.
  var reconfigures: [IndexPath] = []
  /// Whether the section identifiers differ (set or order): a batch update cannot animate that.
  var sectionsChanged: Bool

  /// The deletions, insertions and moves as one batch update.
  var update: CollectionUpdate {
    CollectionUpdate(deletions: deletions, insertions: insertions, moves: moves)
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The changes from `old` to this snapshot.
  ///
  /// Within a section, the items kept in place are a longest run of items whose old order the
  /// new snapshot keeps, so moves are as few as can be; the cost is O(n log n) at worst.
  func difference(from old: Self) -> SnapshotDifference {
    var result = SnapshotDifference(
      sectionsChanged: old.sections.map(\.identifier) != sections.map(\.identifier))

    let oldLocations = old.locations()
    // Which old items the new snapshot keeps, by their place in the old snapshot's item
    // order: the deletions are the rest, found without hashing each old item again.
    var oldStarts: [Int] = []
    oldStarts.reserveCapacity(old.sections.count)
    var oldCount = 0
    for section in old.sections {
      oldStarts.append(oldCount)
      oldCount += section.items.count
    }
    var kept = [Bool](repeating: false, count: oldCount)
    // Index loops: `enumerated()` costs a metadata lookup per element where not specialized.
    for sectionIndex in sections.indices {
      let section = sections[sectionIndex]
      // The section's index in the old snapshot, matched by identifier.
      let oldSection = old.sectionIndices[section.identifier]
      // Items kept in this section: their new indices and old indices, in new order.
      var keptNew: [Int] = []
      var keptOld: [Int] = []
      for itemIndex in section.items.indices {
        guard let from = oldLocations[section.items[itemIndex]] else {
          result.insertions.append(IndexPath(item: itemIndex, section: sectionIndex))
          continue
        }
        kept[oldStarts[from.section] + from.item] = true
        if from.section == oldSection {
          keptNew.append(itemIndex)
          keptOld.append(from.item)
        } else {
          result.moves.append(
            CollectionUpdate.Move(
              from: IndexPath(item: from.item, section: from.section),
              to: IndexPath(item: itemIndex, section: sectionIndex)))
        }
      }
      guard let oldSection else { continue }
      let staying = longestIncreasingSubsequence(keptOld)
      for position in keptOld.indices where !staying[position] {
        result.moves.append(
          CollectionUpdate.Move(
            from: IndexPath(item: keptOld[position], section: oldSection),
            to: IndexPath(item: keptNew[position], section: sectionIndex)))
      }
    }
    for sectionIndex in old.sections.indices {
      let start = oldStarts[sectionIndex]
      for itemIndex in old.sections[sectionIndex].items.indices where !kept[start + itemIndex] {
        result.deletions.append(IndexPath(item: itemIndex, section: sectionIndex))
      }
    }
    result.moves.sort { $0.to < $1.to }

    let reloaded = reloadedItemIdentifiers
    let reconfigured = reconfiguredItemIdentifiers
    let newLocations = reloaded.isEmpty && reconfigured.isEmpty ? [:] : locations()
    func newPaths(_ items: [ItemIdentifierType], excluding: Set<ItemIdentifierType> = [])
      -> [IndexPath]
    {
      items.compactMap { item in
        guard oldLocations[item] != nil, !excluding.contains(item),
          let location = newLocations[item]
        else { return nil }
        return IndexPath(item: location.item, section: location.section)
      }
    }
    result.reloads = newPaths(reloaded)
    result.reconfigures = newPaths(reconfigured, excluding: Set(reloaded))
    return result
  }
}

/// Which elements belong to one longest strictly increasing subsequence (patience sorting:
/// O(n log n) at worst, O(n) for values that are mostly in order, as a snapshot's are).
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  // tails[k]: the position of the smallest value ending an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (position, value) in values.enumerated() {
    // A run that keeps its order extends the longest run: no search.
    if let last = tails.last, values[last] < value {
      previous[position] = last
      tails.append(position)
      continue
    }
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var members = [Bool](repeating: false, count: values.count)
  var position = tails.last ?? -1
  while position >= 0 {
    members[position] = true
    position = previous[position]
  }
  return members
}
