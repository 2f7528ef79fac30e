import Foundation

/// Places a collection view's items, as UIKit's UICollectionViewLayout. Subclasses compute
/// what they need in `prepare()` and answer the queries from it; the collection view asks for
/// the elements of the rectangle it shows (plus a margin) on every layout pass, so that query
/// should cost in proportion to its answer, not to the number of items.
@MainActor
open class UICollectionViewLayout {
  /// The collection view this layout places items for (set when the layout is installed).
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether `prepare()` must run before the next query.
  var needsPrepare = true

  public init() {}

  /// The class of the attributes this layout makes.
  open class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type {
    UICollectionViewLayoutAttributes.self
  }

  /// Computes the layout; called before the first query after an invalidation.
  open func prepare() {}

  /// The size of everything the layout places.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element that intersects `rect` (content coordinates).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Marks the layout as out of date: it is prepared again before it is next used.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Where an item inserted by a batch update starts: by default its final place, clear.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy()
    attributes?.alpha = 0
    return attributes
  }

  /// Where an item deleted by a batch update goes: by default its last place, clear. The
  /// index path is the item's path before the update; the layout still describes that state
  /// (it is prepared again for the new data afterwards).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy()
    attributes?.alpha = 0
    return attributes
  }

  /// The content offset to show after a layout change or a fling would stop at `proposed`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Prepares the layout if it is out of date.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
