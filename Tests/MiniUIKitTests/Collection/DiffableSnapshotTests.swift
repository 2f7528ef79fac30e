import Foundation
import TestSupport
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Diffable snapshots: each mutation, UIKit's refusals of bad input, and the difference between
/// two snapshots as a batch update.
@MainActor
final class DiffableSnapshotTests: AnimationTestCase {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// Sections A [1 2 3] and B [4 5].
  private func sample() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5])
    return snapshot
  }

  /// A snapshot's sections and items, for comparing.
  private func contents(_ snapshot: Snapshot) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for section in snapshot.sectionIdentifiers {
      result[section] = snapshot.itemIdentifiers(inSection: section)
    }
    return result
  }

  /// Checks the lookups agree with the item and section lists.
  private func assertConsistent(
    _ snapshot: Snapshot, file: StaticString = #filePath, line: UInt = #line
  ) {
    let items = snapshot.itemIdentifiers
    XCTAssertEqual(snapshot.numberOfItems, items.count, file: file, line: line)
    for (index, item) in items.enumerated() {
      XCTAssertEqual(snapshot.indexOfItem(item), index, file: file, line: line)
    }
    for (index, section) in snapshot.sectionIdentifiers.enumerated() {
      XCTAssertEqual(snapshot.indexOfSection(section), index, file: file, line: line)
      for item in snapshot.itemIdentifiers(inSection: section) {
        XCTAssertEqual(
          snapshot.sectionIdentifier(containingItem: item), section, file: file, line: line)
      }
    }
  }

  // MARK: - Mutations

  func testAppendingSectionsAndItems() async throws {
    let snapshot = sample()
    XCTAssertEqual(snapshot.sectionIdentifiers, ["A", "B"])
    XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5])
    XCTAssertEqual(snapshot.numberOfSections, 2)
    XCTAssertEqual(snapshot.numberOfItems, 5)
    XCTAssertEqual(snapshot.numberOfItems(inSection: "B"), 2)
    XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4), "B")
    XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
    XCTAssertEqual(snapshot.indexOfItem(4), 3)
    XCTAssertNil(snapshot.indexOfItem(9))
    XCTAssertEqual(snapshot.indexOfSection("B"), 1)
    XCTAssertNil(snapshot.indexOfSection("C"))
    XCTAssertNil(snapshot.invalidReason)
    assertConsistent(snapshot)
  }

  func testInsertingItems() async throws {
    var snapshot = sample()
    snapshot.insertItems([10, 11], beforeItem: 2)
    snapshot.insertItems([12], afterItem: 5)
    XCTAssertEqual(contents(snapshot), ["A": [1, 10, 11, 2, 3], "B": [4, 5, 12]])
    assertConsistent(snapshot)
  }

  func testDeletingItems() async throws {
    var snapshot = sample()
    snapshot.reloadItems([2, 4])
    snapshot.deleteItems([2, 4])
    XCTAssertEqual(contents(snapshot), ["A": [1, 3], "B": [5]])
    XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
    assertConsistent(snapshot)
    snapshot.deleteAllItems()
    XCTAssertEqual(snapshot.numberOfSections, 0)
    XCTAssertEqual(snapshot.numberOfItems, 0)
  }

  func testMovingItemsWithinAndAcrossSections() async throws {
    var snapshot = sample()
    snapshot.moveItem(1, afterItem: 3)
    XCTAssertEqual(contents(snapshot), ["A": [2, 3, 1], "B": [4, 5]])
    snapshot.moveItem(5, beforeItem: 2)
    XCTAssertEqual(contents(snapshot), ["A": [5, 2, 3, 1], "B": [4]])
    snapshot.moveItem(3, beforeItem: 4)
    XCTAssertEqual(contents(snapshot), ["A": [5, 2, 1], "B": [3, 4]])
    assertConsistent(snapshot)
  }

  func testReloadingAndReconfiguring() async throws {
    var snapshot = sample()
    snapshot.reloadItems([3, 1, 3])
    snapshot.reconfigureItems([5])
    snapshot.reloadSections(["B"])
    XCTAssertEqual(snapshot.reloadedItemIdentifiers, [3, 1])
    XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [5])
    XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["B"])
    snapshot.deleteSections(["B"])
    XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [])
    XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [])
  }

  func testSectionMutations() async throws {
    var snapshot = sample()
    snapshot.insertSections(["C"], beforeSection: "A")
    snapshot.insertSections(["D", "E"], afterSection: "A")
    XCTAssertEqual(snapshot.sectionIdentifiers, ["C", "A", "D", "E", "B"])
    snapshot.appendItems([6], toSection: "E")
    snapshot.moveSection("B", beforeSection: "C")
    snapshot.moveSection("C", afterSection: "E")
    XCTAssertEqual(snapshot.sectionIdentifiers, ["B", "A", "D", "E", "C"])
    assertConsistent(snapshot)
    snapshot.deleteSections(["A", "D"])
    XCTAssertEqual(snapshot.sectionIdentifiers, ["B", "E", "C"])
    XCTAssertEqual(snapshot.itemIdentifiers, [4, 5, 6])
    assertConsistent(snapshot)
    XCTAssertNil(snapshot.invalidReason)
  }

  func testAppendingManyItemsIsQuick() async throws {
    var snapshot = Snapshot()
    snapshot.appendSections(["A"])
    for start in stride(from: 0, to: 100_000, by: 1000) {
      snapshot.appendItems(Array(start..<start + 1000))
    }
    XCTAssertEqual(snapshot.numberOfItems, 100_000)
    XCTAssertEqual(snapshot.indexOfItem(99_999), 99_999)
  }

  /// One item at a time in a long section, as UIKit code loops: each call costs a scan of the
  /// section, not a rewrite of every later item's index.
  func testSingleItemMutationsInALongSectionAreQuick() async throws {
    var snapshot = Snapshot()
    snapshot.appendSections(["A"])
    snapshot.appendItems(Array(0..<100_000))
    for step in 0..<100 {
      snapshot.deleteItems([step * 997])
      snapshot.insertItems([100_000 + step], beforeItem: step * 997 + 1)
      snapshot.moveItem(step * 991 + 500, beforeItem: step * 13 + 1)
    }
    XCTAssertEqual(snapshot.numberOfItems, 100_000)
    XCTAssertEqual(snapshot.indexOfItem(100_099), 98_703)
    XCTAssertEqual(snapshot.itemIdentifiers(inSection: "A").count, 100_000)
    XCTAssertNil(snapshot.invalidReason)
  }

  /// Random mutations, valid and not, agree with a plain model of sections and items.
  func testRandomMutationsMatchAPlainModel() async throws {
    var random = SeededGenerator(seed: 7)
    var snapshot = Snapshot()
    var model: [(section: String, items: [Int])] = []
    var nextItem = 0
    var nextSection = 0
    func modelIndex(of item: Int) -> (section: Int, item: Int)? {
      for (s, section) in model.enumerated() {
        if let i = section.items.firstIndex(of: item) { return (s, i) }
      }
      return nil
    }
    for round in 0..<400 {
      let items = model.flatMap(\.items)
      // Sometimes an item or section that is not in the snapshot, to be refused.
      let item =
        items.isEmpty || Int.random(in: 0..<10, using: &random) == 0
        ? -1 : items.randomElement(using: &random)!
      let other = items.randomElement(using: &random) ?? -1
      let sectionIndex = model.isEmpty ? nil : Int.random(in: 0..<model.count, using: &random)
      let section = sectionIndex.map { model[$0].section } ?? "none"
      let after = Bool.random(using: &random)
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        let new = "S\(nextSection)"
        nextSection += 1
        if let sectionIndex {
          snapshot.insertSections([new], afterSection: section)
          model.insert((new, []), at: sectionIndex + 1)
        } else {
          snapshot.appendSections([new])
          model.append((new, []))
        }
      case 1:
        guard let sectionIndex else { continue }
        let count = Int.random(in: 1..<30, using: &random)
        snapshot.appendItems(Array(nextItem..<nextItem + count), toSection: section)
        model[sectionIndex].items += nextItem..<nextItem + count
        nextItem += count
      case 2:
        let new = [nextItem, nextItem + 1]
        if after {
          snapshot.insertItems(new, afterItem: item)
        } else {
          snapshot.insertItems(new, beforeItem: item)
        }
        if let at = modelIndex(of: item) {
          model[at.section].items.insert(contentsOf: new, at: at.item + (after ? 1 : 0))
          nextItem += 2
        }
      case 3:
        // Refused: `other` is in the snapshot already, or `item` is not.
        snapshot.insertItems([other], beforeItem: item)
      case 4:
        let count = Int.random(in: 1..<30, using: &random)
        let doomed = Array(items.shuffled(using: &random).prefix(count))
        snapshot.deleteItems(doomed + (item == -1 ? [item] : []))
        if item != -1 {
          for s in model.indices { model[s].items.removeAll { doomed.contains($0) } }
        }
      case 5, 6:
        if after {
          snapshot.moveItem(item, afterItem: other)
        } else {
          snapshot.moveItem(item, beforeItem: other)
        }
        if let from = modelIndex(of: item), item != other {
          model[from.section].items.remove(at: from.item)
          let to = modelIndex(of: other)!
          model[to.section].items.insert(item, at: to.item + (after ? 1 : 0))
        }
      case 7:
        guard let sectionIndex, model.count > 1 else { continue }
        let anchor = model[(sectionIndex + 1) % model.count].section
        snapshot.moveSection(section, beforeSection: anchor)
        let moving = model.remove(at: sectionIndex)
        model.insert(moving, at: model.firstIndex { $0.section == anchor }!)
      default:
        guard Bool.random(using: &random) else { continue }
        snapshot.deleteSections([section])
        if let sectionIndex { model.remove(at: sectionIndex) }
      }
      XCTAssertEqual(snapshot.sectionIdentifiers, model.map(\.section), "round \(round)")
      XCTAssertEqual(snapshot.itemIdentifiers, model.flatMap(\.items), "round \(round)")
      for entry in model {
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: entry.section), entry.items)
        XCTAssertEqual(snapshot.numberOfItems(inSection: entry.section), entry.items.count)
      }
      XCTAssertNil(snapshot.indexOfItem(-1))
      XCTAssertNil(snapshot.sectionIdentifier(containingItem: -1))
      assertConsistent(snapshot)
    }
  }

  // MARK: - Bad input

  /// Checks a bad call leaves the snapshot as it was and marks it invalid with `message`.
  private func assertRefused(
    _ message: String, file: StaticString = #filePath, line: UInt = #line,
    _ change: (inout Snapshot) -> Void
  ) {
    let before = sample()
    var snapshot = before
    change(&snapshot)
    XCTAssertEqual(snapshot.invalidReason, message, file: file, line: line)
    XCTAssertEqual(snapshot.sectionIdentifiers, before.sectionIdentifiers, file: file, line: line)
    XCTAssertEqual(contents(snapshot), contents(before), file: file, line: line)
    XCTAssertEqual(snapshot.reloadedItemIdentifiers, [], file: file, line: line)
    XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [], file: file, line: line)
    XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [], file: file, line: line)
    assertConsistent(snapshot, file: file, line: line)
  }

  func testDuplicateIdentifiersAreRefused() async throws {
    let items = "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
    assertRefused(items + "{(7)}") { $0.appendItems([6, 7, 7]) }
    assertRefused(items + "{(2)}") { $0.appendItems([6, 2], toSection: "B") }
    assertRefused(items + "{(1)}") { $0.insertItems([1], beforeItem: 4) }
    assertRefused(items + "{(5)}") { $0.insertItems([5], afterItem: 1) }
    let sections = "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
    assertRefused(sections + "{(A)}") { $0.appendSections(["C", "A"]) }
    assertRefused(sections + "{(C)}") { $0.insertSections(["C", "C"], beforeSection: "A") }
  }

  func testAppendingWithoutSectionsIsRefused() async throws {
    var snapshot = Snapshot()
    snapshot.appendItems([1])
    XCTAssertEqual(snapshot.numberOfItems, 0)
    XCTAssertEqual(
      snapshot.invalidReason,
      "There are currently no sections in the data source. Please add a section first.")
  }

  func testMissingAnchorsAreRefused() async throws {
    assertRefused("Invalid section identifier specified: Z") { $0.appendItems([6], toSection: "Z") }
    assertRefused("Invalid item identifier specified for insertion: 9") {
      $0.insertItems([6], beforeItem: 9)
    }
    assertRefused("Invalid item identifier specified for insertion: 9") {
      $0.insertItems([6], afterItem: 9)
    }
    assertRefused("Invalid item identifier specified for move: 9") { $0.moveItem(1, beforeItem: 9) }
    assertRefused("Invalid section identifier specified for insertion: Z") {
      $0.insertSections(["C"], beforeSection: "Z")
    }
    assertRefused("Invalid section identifier specified for insertion: Z") {
      $0.insertSections(["C"], afterSection: "Z")
    }
    assertRefused("Invalid section identifier specified for move: Z") {
      $0.moveSection("A", afterSection: "Z")
    }
  }

  func testMissingItemsAndSectionsAreRefused() async throws {
    let missing = "item identifier that does not exist in the snapshot: 9"
    assertRefused("Attempted to delete " + missing) { $0.deleteItems([1, 9]) }
    assertRefused("Attempted to move " + missing) { $0.moveItem(9, afterItem: 1) }
    assertRefused("Attempted to reload " + missing) { $0.reloadItems([1, 9]) }
    assertRefused("Attempted to reconfigure " + missing) { $0.reconfigureItems([9]) }
    let section = "section identifier that does not exist in the snapshot: Z"
    assertRefused("Attempted to delete " + section) { $0.deleteSections(["A", "Z"]) }
    assertRefused("Attempted to move " + section) { $0.moveSection("Z", beforeSection: "A") }
    assertRefused("Attempted to reload " + section) { $0.reloadSections(["Z"]) }
  }

  func testMovingRelativeToItselfIsRefused() async throws {
    assertRefused("Attempted to move item identifier relative to itself: 2") {
      $0.moveItem(2, beforeItem: 2)
    }
    assertRefused("Attempted to move section identifier relative to itself: B") {
      $0.moveSection("B", afterSection: "B")
    }
  }

  func testTheFirstReasonIsKept() async throws {
    var snapshot = sample()
    snapshot.deleteItems([9])
    snapshot.appendItems([6])
    snapshot.reloadItems([8])
    XCTAssertEqual(
      snapshot.invalidReason,
      "Attempted to delete item identifier that does not exist in the snapshot: 9")
    XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5, 6])
  }

  // MARK: - Difference

  func testDifferenceOfInsertionsAndDeletions() async throws {
    let old = sample()
    var new = old
    new.deleteItems([2, 4])
    new.insertItems([7], afterItem: 1)
    new.appendItems([8])
    let difference = new.difference(from: old)
    XCTAssertEqual(difference.deletions, [path(1, 0), path(0, 1)])
    XCTAssertEqual(difference.insertions, [path(1, 0), path(1, 1)])
    XCTAssertEqual(difference.moves, [])
    XCTAssertFalse(difference.sectionsChanged)
    XCTAssertNoThrow(try difference.update.mapping(oldCounts: [3, 2], newCounts: [3, 2]).get())
  }

  func testDifferenceOfMoves() async throws {
    let old = sample()
    var new = old
    new.moveItem(1, afterItem: 3)
    new.moveItem(4, afterItem: 2)
    let difference = new.difference(from: old)
    // A [2 4 3 1], B [5]: 2 and 3 keep their order; 1 moves within A, 4 from B.
    XCTAssertEqual(
      difference.moves,
      [
        CollectionUpdate.Move(from: path(0, 1), to: path(1, 0)),
        CollectionUpdate.Move(from: path(0, 0), to: path(3, 0)),
      ])
    XCTAssertEqual(difference.deletions, [])
    XCTAssertEqual(difference.insertions, [])
    let mapping = try difference.update.mapping(oldCounts: [3, 2], newCounts: [4, 1]).get()
    XCTAssertEqual(mapping[path(1, 0)], path(0, 0))
    XCTAssertEqual(mapping[path(2, 0)], path(2, 0))
    XCTAssertEqual(mapping[path(1, 1)], path(0, 1))
  }

  func testDifferenceOfReloads() async throws {
    let old = sample()
    var new = old
    new.deleteItems([1])
    new.appendItems([6])
    new.reloadItems([3, 6])
    new.reconfigureItems([5, 3])
    let difference = new.difference(from: old)
    XCTAssertEqual(difference.reloads, [path(1, 0)])
    XCTAssertEqual(difference.reconfigures, [path(1, 1)])
    XCTAssertEqual(difference.insertions, [path(2, 1)])
  }

  func testDifferenceNoticesChangedSections() async throws {
    let old = sample()
    var new = old
    new.moveSection("B", beforeSection: "A")
    XCTAssertTrue(new.difference(from: old).sectionsChanged)
    new = old
    new.appendSections(["C"])
    XCTAssertTrue(new.difference(from: old).sectionsChanged)
    XCTAssertFalse(old.difference(from: old).sectionsChanged)
  }

  func testRandomDifferencesMapOldItemsToTheirNewPaths() async throws {
    var random = SeededGenerator(seed: 2024)
    let sections = ["A", "B", "C"]
    func randomSnapshot() -> Snapshot {
      var snapshot = Snapshot()
      snapshot.appendSections(sections)
      let items = (0..<30).shuffled(using: &random).filter { _ in
        Int.random(in: 0..<4, using: &random) > 0
      }
      for item in items {
        snapshot.appendItems([item], toSection: sections.randomElement(using: &random)!)
      }
      return snapshot
    }
    for round in 0..<500 {
      let old = randomSnapshot()
      let new = randomSnapshot()
      let difference = new.difference(from: old)
      XCTAssertFalse(difference.sectionsChanged)
      let oldCounts = sections.map { old.numberOfItems(inSection: $0) }
      let newCounts = sections.map { new.numberOfItems(inSection: $0) }
      let mapping = try XCTUnwrap(
        try? difference.update.mapping(oldCounts: oldCounts, newCounts: newCounts).get(),
        "round \(round)")
      // Every old item that survives lands on its own new path, and nothing else does.
      var newPaths: [Int: IndexPath] = [:]
      for (s, section) in sections.enumerated() {
        for (i, item) in new.itemIdentifiers(inSection: section).enumerated() {
          newPaths[item] = path(i, s)
        }
      }
      var expected: [IndexPath: IndexPath] = [:]
      var kept = 0
      var longest = 0
      for (s, section) in sections.enumerated() {
        let oldItems = old.itemIdentifiers(inSection: section)
        for (i, item) in oldItems.enumerated() {
          expected[path(i, s)] = newPaths[item]
        }
        let keptOld = new.itemIdentifiers(inSection: section).compactMap { item in
          old.sectionIdentifier(containingItem: item) == section
            ? oldItems.firstIndex(of: item) : nil
        }
        kept += keptOld.count
        longest += longestIncreasingRun(keptOld)
      }
      XCTAssertEqual(mapping.dictionary, expected, "round \(round)")
      let crossing = difference.moves.filter { $0.from.section != $0.to.section }.count
      XCTAssertEqual(difference.moves.count - crossing, kept - longest, "round \(round)")
    }
  }

  func testLongestIncreasingSubsequenceOfValuesMostlyInOrder() async throws {
    var random = SeededGenerator(seed: 26)
    for round in 0..<300 {
      // A run in order with a few values moved elsewhere, as a snapshot a few moves away.
      var values = Array(0..<40)
      for _ in 0..<Int.random(in: 0..<6, using: &random) {
        let value = values.remove(at: Int.random(in: 0..<values.count, using: &random))
        values.insert(value, at: Int.random(in: 0...values.count, using: &random))
      }
      let members = longestIncreasingSubsequence(values)
      let chosen = values.indices.filter { members[$0] }.map { values[$0] }
      XCTAssertEqual(chosen, chosen.sorted(), "round \(round)")
      XCTAssertEqual(Set(chosen).count, chosen.count, "round \(round)")
      XCTAssertEqual(chosen.count, longestIncreasingRun(values), "round \(round)")
    }
  }

  /// The length of a longest strictly increasing subsequence, the slow way.
  private func longestIncreasingRun(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
    }
    return lengths.max() ?? 0
  }
}
