import Foundation

/// The items of one section, as UIKit's section snapshot: a list of items that may nest
/// (an outline), each parent expanded or collapsed. Applied to a section, its visible items
/// (those whose parents are all expanded) become the section's items.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
  /// The items in outline order, each with its parent.
  private var entries: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = []
  private var expandedItems: Set<ItemIdentifierType> = []

  /// An empty snapshot.
  public init() {}

  /// Every item, in outline order.
  public var items: [ItemIdentifierType] { entries.map(\.item) }

  /// The items with no parent.
  public var rootItems: [ItemIdentifierType] { entries.filter { $0.parent == nil }.map(\.item) }

  /// The items shown: those whose parents are all expanded.
  public var visibleItems: [ItemIdentifierType] { items.filter(isVisible) }

  /// Whether the snapshot holds `item`, at any level.
  public func contains(_ item: ItemIdentifierType) -> Bool { index(of: item) != nil }

  /// The position of `item` among all the items in outline order, or nil if it is not there.
  public func index(of item: ItemIdentifierType) -> Int? {
    entries.firstIndex { $0.item == item }
  }

  /// The item `child` nests under, or nil for a root item or one not there.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    entries.first { $0.item == child }?.parent
  }

  /// How deep `item` nests: 0 for a root item.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = parent(of: item)
    while let parent = current {
      level += 1
      current = self.parent(of: parent)
    }
    return level
  }

  /// Whether `item` shows its children.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

  /// Whether every parent of `item` is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    var current = parent(of: item)
    while let parent = current {
      guard isExpanded(parent) else { return false }
      current = self.parent(of: parent)
    }
    return contains(item)
  }

  /// Adds `items` at the end, or as the last children of `parent`.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    guard checkNew(items) else { return }
    var end = entries.count
    if let parent {
      guard let index = index(of: parent) else {
        return warnFromAnyThread("Invalid parent item identifier: \(parent)")
      }
      end = index + 1 + descendantCount(at: index)
    }
    entries.insert(contentsOf: items.map { ($0, parent) }, at: end)
  }

  /// Adds `items` before `item`, at its level.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    guard checkNew(items) else { return }
    guard let index = index(of: item) else {
      return warnFromAnyThread("Invalid item identifier specified for insertion: \(item)")
    }
    entries.insert(contentsOf: items.map { ($0, entries[index].parent) }, at: index)
  }

  /// Adds `items` after `item` (and its children), at its level.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    guard checkNew(items) else { return }
    guard let index = index(of: item) else {
      return warnFromAnyThread("Invalid item identifier specified for insertion: \(item)")
    }
    entries.insert(
      contentsOf: items.map { ($0, entries[index].parent) },
      at: index + 1 + descendantCount(at: index))
  }

  /// Removes `items` and their children.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    var removed = Set(items)
    entries.removeAll { entry in
      guard removed.contains(entry.item) || entry.parent.map(removed.contains) == true else {
        return false
      }
      removed.insert(entry.item)
      return true
    }
    expandedItems.subtract(removed)
  }

  /// Removes every item.
  public mutating func deleteAll() {
    entries = []
    expandedItems = []
  }

  /// Shows the children of `items`.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    expandedItems.formUnion(items.filter(contains))
  }

  /// Hides the children of `items`.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    expandedItems.subtract(items)
  }

  /// How many entries after `index` are its children and their children.
  private func descendantCount(at index: Int) -> Int {
    var ancestors: Set<ItemIdentifierType> = [entries[index].item]
    var count = 0
    for entry in entries[(index + 1)...] {
      guard let parent = entry.parent, ancestors.contains(parent) else { break }
      ancestors.insert(entry.item)
      count += 1
    }
    return count
  }

  /// Whether `items` are new and distinct (warning with UIKit's message if not).
  private func checkNew(_ items: [ItemIdentifierType]) -> Bool {
    var seen = Set(entries.map(\.item))
    let duplicates = items.filter { !seen.insert($0).inserted }
    guard duplicates.isEmpty else {
      warnFromAnyThread(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + duplicates.map { String(describing: $0) }.joined(separator: ", "))
      return false
    }
    return true
  }
}
