import Foundation

/// Identifiers in the order first given, each once.
struct OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
  private(set) var elements: [Element] = []
  private var members: Set<Element> = []

  mutating func append(contentsOf identifiers: [Element]) {
    for identifier in identifiers where members.insert(identifier).inserted {
      elements.append(identifier)
    }
  }

  mutating func remove(_ identifiers: Set<Element>) {
    guard !members.isDisjoint(with: identifiers) else { return }
    members.subtract(identifiers)
    elements.removeAll { identifiers.contains($0) }
  }

  func contains(_ identifier: Element) -> Bool { members.contains(identifier) }
}
