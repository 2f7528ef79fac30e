@_spi(Host) import MiniUIKit

/// The numbers that name a window's accessibility nodes on the bus (their object paths):
/// one per object for as long as it lives, never reused, so that a client's cache of a
/// number never describes another object.
@MainActor
struct AccessibleObjects {
  private final class WeakNode {
    weak var object: UIResponder?
    init(_ object: UIResponder) { self.object = object }
  }

  private var numberOfObject: [ObjectIdentifier: Int] = [:]
  private var objectOfNumber: [Int: WeakNode] = [:]
  private var nextNumber = 1

  /// The number of `object`, given one now if it has none.
  mutating func number(of object: UIResponder) -> Int {
    let key = ObjectIdentifier(object)
    if let number = numberOfObject[key], objectOfNumber[number]?.object === object {
      return number
    }
    if objectOfNumber.count >= 256, objectOfNumber.count.isMultiple(of: 256) { forgetGone() }
    let number = nextNumber
    nextNumber += 1
    numberOfObject[key] = number
    objectOfNumber[number] = WeakNode(object)
    return number
  }

  /// The object numbered `number`, while it lives.
  func object(numbered number: Int) -> UIResponder? { objectOfNumber[number]?.object }

  /// Drops the numbers of objects that have gone.
  private mutating func forgetGone() {
    for (number, node) in objectOfNumber where node.object == nil {
      objectOfNumber[number] = nil
    }
    numberOfObject = numberOfObject.filter { objectOfNumber[$0.value] != nil }
  }
}
