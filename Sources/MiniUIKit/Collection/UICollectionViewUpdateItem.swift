import Foundation

/// One change of a batch update, as UIKit hands them to the layout in
/// `prepare(forCollectionViewUpdates:)`: an item inserted, deleted, moved or reloaded, by its
/// index path before the update, after it, or both.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
  /// The kinds of change, as UIKit's UICollectionViewUpdateItem.Action.
  public enum Action: Sendable {
    /// An insertion.
    case insert
    /// A deletion.
    case delete
    /// A reload; the toolkit's batch updates do not make these.
    case reload
    /// A move.
    case move
    /// No change; the toolkit's batch updates do not make these.
    case none
  }

  /// The item's index path before the update; nil for an insertion.
  public let indexPathBeforeUpdate: IndexPath?
  /// The item's index path after the update; nil for a deletion.
  public let indexPathAfterUpdate: IndexPath?
  /// The kind of change.
  public let updateAction: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
    super.init()
  }
}

/// What a layout must compute again, as UIKit's UICollectionViewLayoutInvalidationContext.
/// This toolkit prepares the whole layout again whatever it says; a layout of its own can read
/// it to do less.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything is out of date (true unless the layout made a narrower context).
  open var invalidateEverything: Bool { !isNarrowed }
  /// Whether the number of sections and items changed.
  open var invalidateDataSourceCounts = true
  /// The items named out of date.
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// How far the content offset should move.
  open var contentOffsetAdjustment = CGPoint.zero
  /// The change in the content size; the collection view does not apply it.
  open var contentSizeAdjustment = CGSize.zero
  private var isNarrowed = false

  public required override init() { super.init() }

  /// Names items out of date (the context then no longer invalidates everything).
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    isNarrowed = true
    invalidateDataSourceCounts = false
  }
}

extension CollectionUpdate {
  /// The changes as UIKit's update items: deletions, then insertions, then moves, each in
  /// order, a whole section's with `NSNotFound` for its item.
  @MainActor var updateItems: [UICollectionViewUpdateItem] {
    let deleted = deletedSections.map { IndexPath(item: NSNotFound, section: $0) } + deletions
    let inserted = insertedSections.map { IndexPath(item: NSNotFound, section: $0) } + insertions
    return deleted.sorted().map {
      UICollectionViewUpdateItem(before: $0, after: nil, action: .delete)
    }
      + inserted.sorted().map {
        UICollectionViewUpdateItem(before: nil, after: $0, action: .insert)
      }
      + moves.sorted { $0.from < $1.from }.map {
        UICollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move)
      }
  }
}
