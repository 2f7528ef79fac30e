extension Array where Element: AnyObject {
  /// The index of `object` itself (not an equal one), by a plain loop: the view and layer
  /// trees look up their children on every reorder, and a closure passed from main-actor code
  /// (`firstIndex(where:)`) checks the executor on every call.
  func firstIndex(ofObject object: Element) -> Int? {
    for index in indices where self[index] === object { return index }
    return nil
  }
}
