import Foundation

/// UIKit's additions to IndexPath for collection and table views: a path of (section, item).
extension IndexPath {
  /// A path to `item` in `section`.
  public init(item: Int, section: Int) {
    // Appended, not from an array: a two-index path is stored inline, with nothing to allocate
    // (a frame makes one for every item on screen).
    self.init(index: section)
    append(item)
  }

  /// A path to `row` in `section`, as table views name it.
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The section: the first index (0 for an empty path).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { self[0] = newValue }
  }

  /// The item within the section: the second index (0 for a shorter path).
  public var item: Int {
    get { count > 1 ? self[1] : 0 }
    set { self[1] = newValue }
  }

  /// The item, as table views name it.
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}
