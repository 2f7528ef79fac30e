import Foundation

/// The state of a diffable data source: sections, each with its items, all identified by value.
///
/// Where UIKit raises an exception on bad input, this warns with UIKit's message, leaves the
/// snapshot as it was and marks it invalid, so that applying it is refused.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// A section and its items, in order.
  struct Section: Sendable {
    var identifier: SectionIdentifierType
    var items: [ItemIdentifierType]
  }

  /// Where an item is: its section's index and its index within the section.
  struct Location: Sendable, Equatable {
    var section: Int
    var item: Int
  }

  /// The sections in order.
  private(set) var sections: [Section] = []
  /// Each section's index in `sections`.
  private(set) var sectionIndices: [SectionIdentifierType: Int] = [:]
  /// Each item's section index. An item's index within its section is found by scanning the
  /// section, so adding, removing or moving an item rewrites no entries of the items after it.
  private(set) var itemSections: [ItemIdentifierType: Int] = [:]

  private var reloadedItems = OrderedIdentifiers<ItemIdentifierType>()
  private var reconfiguredItems = OrderedIdentifiers<ItemIdentifierType>()
  private var reloadedSections = OrderedIdentifiers<SectionIdentifierType>()

  /// Why applying this snapshot must be refused: the first bad call made on it, in UIKit's words.
  var invalidReason: String?

  /// An empty snapshot.
  public init() {}

  // MARK: - Reading

  /// The number of items in all sections.
  public var numberOfItems: Int { itemSections.count }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The sections' identifiers in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

  /// All items' identifiers, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The items reloadItems named.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

  /// The items reconfigureItems named.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

  /// The sections reloadSections named.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

  /// The number of items in a section (0, with a warning, for a section not in the snapshot).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    guard let index = sectionIndices[identifier] else {
      warnFromAnyThread("Invalid section identifier: \(describe(identifier))")
      return 0
    }
    return sections[index].items.count
  }

  /// A section's items in order (none, with a warning, for a section not in the snapshot).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    guard let index = sectionIndices[identifier] else {
      warnFromAnyThread("Invalid section identifier: \(describe(identifier))")
      return []
    }
    return sections[index].items
  }

  /// The section holding an item, or nil.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    itemSections[identifier].map { sections[$0].identifier }
  }

  /// An item's index in `itemIdentifiers`, or nil.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let location = location(of: identifier) else { return nil }
    return sections[..<location.section].reduce(location.item) { $0 + $1.items.count }
  }

  /// A section's index, or nil.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndices[identifier]
  }

  /// Where an item is, or nil; this scans the item's section.
  func location(of identifier: ItemIdentifierType) -> Location? {
    guard let section = itemSections[identifier] else { return nil }
    return Location(section: section, item: index(of: identifier, inSection: section))
  }

  /// Every item's location, in one pass: for callers that look up many items.
  func locations() -> [ItemIdentifierType: Location] {
    var result = [ItemIdentifierType: Location](minimumCapacity: itemSections.count)
    for sectionIndex in sections.indices {
      let items = sections[sectionIndex].items
      for itemIndex in items.indices {
        result[items[itemIndex]] = Location(section: sectionIndex, item: itemIndex)
      }
    }
    return result
  }

  // MARK: - Items

  /// Adds items at the end of a section, by default the last.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let section: Int
    if let sectionIdentifier {
      guard let index = sectionIndices[sectionIdentifier] else {
        return refuse("Invalid section identifier specified: \(describe(sectionIdentifier))")
      }
      section = index
    } else {
      guard !sections.isEmpty else {
        return refuse(
          "There are currently no sections in the data source. Please add a section first.")
      }
      section = sections.count - 1
    }
    guard checkNewItems(identifiers) else { return }
    sections[section].items.append(contentsOf: identifiers)
    for item in identifiers { itemSections[item] = section }
  }

  /// Adds items just before an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, at: beforeIdentifier, after: false)
  }

  /// Adds items just after an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, at: afterIdentifier, after: true)
  }

  /// Removes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    if let missing = identifiers.first(where: { itemSections[$0] == nil }) {
      return refuse(
        "Attempted to delete item identifier that does not exist in the snapshot: "
          + describe(missing))
    }
    removeItems(Set(identifiers))
  }

  /// Removes all sections and items.
  public mutating func deleteAllItems() {
    sections = []
    sectionIndices = [:]
    itemSections = [:]
    reloadedItems = OrderedIdentifiers()
    reconfiguredItems = OrderedIdentifiers()
    reloadedSections = OrderedIdentifiers()
  }

  /// Moves an item just before another, in its section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, to: toIdentifier, after: false)
  }

  /// Moves an item just after another, in its section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, to: toIdentifier, after: true)
  }

  /// Marks items for new cells when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard checkExistingItems(identifiers, verb: "reload") else { return }
    reloadedItems.append(contentsOf: identifiers)
  }

  /// Marks items for their cells to be configured again when the snapshot is applied.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard checkExistingItems(identifiers, verb: "reconfigure") else { return }
    reconfiguredItems.append(contentsOf: identifiers)
  }

  // MARK: - Sections

  /// Adds empty sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard checkNewSections(identifiers) else { return }
    insertSections(identifiers, at: sections.count)
  }

  /// Adds empty sections just before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = anchorSection(toIdentifier, for: "insertion"),
      checkNewSections(identifiers)
    else { return }
    insertSections(identifiers, at: index)
  }

  /// Adds empty sections just after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = anchorSection(toIdentifier, for: "insertion"),
      checkNewSections(identifiers)
    else { return }
    insertSections(identifiers, at: index + 1)
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    if let missing = identifiers.first(where: { sectionIndices[$0] == nil }) {
      return refuse(
        "Attempted to delete section identifier that does not exist in the snapshot: "
          + describe(missing))
    }
    let doomed = Set(identifiers)
    guard let first = sections.firstIndex(where: { doomed.contains($0.identifier) }) else {
      return
    }
    let removedItems = sections.filter { doomed.contains($0.identifier) }.flatMap(\.items)
    sections.removeAll { doomed.contains($0.identifier) }
    for section in doomed { sectionIndices[section] = nil }
    for item in removedItems { itemSections[item] = nil }
    reloadedItems.remove(Set(removedItems))
    reconfiguredItems.remove(Set(removedItems))
    reloadedSections.remove(doomed)
    reindexSections(first..<sections.count)
  }

  /// Moves a section just before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: false)
  }

  /// Moves a section just after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: true)
  }

  /// Marks sections for new cells and supplementary views when the snapshot is applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    if let missing = identifiers.first(where: { sectionIndices[$0] == nil }) {
      return refuse(
        "Attempted to reload section identifier that does not exist in the snapshot: "
          + describe(missing))
    }
    reloadedSections.append(contentsOf: identifiers)
  }

  // MARK: - Implementation

  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool
  ) {
    guard let location = location(of: anchor) else {
      return refuse("Invalid item identifier specified for insertion: \(describe(anchor))")
    }
    guard checkNewItems(identifiers) else { return }
    let start = location.item + (after ? 1 : 0)
    sections[location.section].items.insert(contentsOf: identifiers, at: start)
    for item in identifiers { itemSections[item] = location.section }
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool
  ) {
    guard let from = itemSections[identifier] else {
      return refuse(
        "Attempted to move item identifier that does not exist in the snapshot: "
          + describe(identifier))
    }
    guard let to = itemSections[anchor] else {
      return refuse("Invalid item identifier specified for move: \(describe(anchor))")
    }
    guard identifier != anchor else {
      return refuse(
        "Attempted to move item identifier relative to itself: \(describe(identifier))")
    }
    sections[from].items.remove(at: index(of: identifier, inSection: from))
    let index = index(of: anchor, inSection: to) + (after ? 1 : 0)
    sections[to].items.insert(identifier, at: index)
    itemSections[identifier] = to
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
  ) {
    guard let from = sectionIndices[identifier] else {
      return refuse(
        "Attempted to move section identifier that does not exist in the snapshot: "
          + describe(identifier))
    }
    guard anchorSection(anchor, for: "move") != nil else { return }
    guard identifier != anchor else {
      return refuse(
        "Attempted to move section identifier relative to itself: \(describe(identifier))")
    }
    let section = sections.remove(at: from)
    let index = sections.firstIndex { $0.identifier == anchor }! + (after ? 1 : 0)
    sections.insert(section, at: index)
    reindexSections(min(from, index)..<max(from, index) + 1)
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    sections.insert(
      contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
    reindexSections(index..<sections.count)
  }

  /// Removes items known to be in the snapshot, touching only their sections.
  private mutating func removeItems(_ doomed: Set<ItemIdentifierType>) {
    guard !doomed.isEmpty else { return }
    var doomedBySection: [Int: [ItemIdentifierType]] = [:]
    for item in doomed {
      doomedBySection[itemSections.removeValue(forKey: item)!, default: []].append(item)
    }
    for (section, items) in doomedBySection {
      // Scanning for a few items is cheaper than hashing every item of the section.
      if items.count <= Self.scannedRemovals {
        for item in items {
          sections[section].items.remove(at: index(of: item, inSection: section))
        }
      } else {
        sections[section].items.removeAll { doomed.contains($0) }
      }
    }
    reloadedItems.remove(doomed)
    reconfiguredItems.remove(doomed)
  }

  /// Up to how many items removed from one section are found by scanning it.
  private static var scannedRemovals: Int { 8 }

  /// The index of an item within a section that holds it, by a plain loop over the storage: in
  /// code not specialized for the item type, `firstIndex(of:)` allocates for each element read.
  private func index(of identifier: ItemIdentifierType, inSection section: Int) -> Int {
    sections[section].items.withUnsafeBufferPointer { items in
      for index in items.indices where items[index] == identifier { return index }
      preconditionFailure("item \(identifier) is not in section \(section)")
    }
  }

  /// Records the index of each section in `range` and of its items' section.
  private mutating func reindexSections(_ range: Range<Int>) {
    for index in range {
      sectionIndices[sections[index].identifier] = index
      for item in sections[index].items { itemSections[item] = index }
    }
  }

  /// The index of a section named as an anchor, or nil after refusing the call.
  private mutating func anchorSection(_ identifier: SectionIdentifierType, for use: String)
    -> Int?
  {
    guard let index = sectionIndices[identifier] else {
      refuse("Invalid section identifier specified for \(use): \(describe(identifier))")
      return nil
    }
    return index
  }

  /// Whether items may be added: unique among themselves and not yet in the snapshot.
  private mutating func checkNewItems(_ identifiers: [ItemIdentifierType]) -> Bool {
    var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
    var duplicates = OrderedIdentifiers<ItemIdentifierType>()
    for item in identifiers where !seen.insert(item).inserted || itemSections[item] != nil {
      duplicates.append(contentsOf: [item])
    }
    guard duplicates.elements.isEmpty else {
      refuse(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + describeSet(duplicates.elements))
      return false
    }
    return true
  }

  /// Whether sections may be added: unique among themselves and not yet in the snapshot.
  private mutating func checkNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
    var seen = Set<SectionIdentifierType>()
    var duplicates = OrderedIdentifiers<SectionIdentifierType>()
    for section in identifiers
    where !seen.insert(section).inserted || sectionIndices[section] != nil {
      duplicates.append(contentsOf: [section])
    }
    guard duplicates.elements.isEmpty else {
      refuse(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
          + describeSet(duplicates.elements))
      return false
    }
    return true
  }

  /// Whether all items are in the snapshot (refusing the call if not).
  private mutating func checkExistingItems(_ identifiers: [ItemIdentifierType], verb: String)
    -> Bool
  {
    guard let missing = identifiers.first(where: { itemSections[$0] == nil }) else {
      return true
    }
    refuse(
      "Attempted to \(verb) item identifier that does not exist in the snapshot: "
        + describe(missing))
    return false
  }

  /// Warns with UIKit's message and marks the snapshot invalid; the caller changes nothing.
  private mutating func refuse(_ message: String) {
    warnFromAnyThread(message)
    if invalidReason == nil { invalidReason = message }
  }

  private func describe(_ value: some Any) -> String { String(describing: value) }

  /// A list of identifiers as Foundation prints a set: `{(a, b)}`.
  private func describeSet(_ values: [some Any]) -> String {
    "{(" + values.map { String(describing: $0) }.joined(separator: ", ") + ")}"
  }
}
