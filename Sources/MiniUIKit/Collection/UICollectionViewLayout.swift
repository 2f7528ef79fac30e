import Foundation

/// Places a collection view's items, as UIKit's UICollectionViewLayout. Subclasses compute
/// what they need in `prepare()` and answer the queries from it; the collection view asks for
/// the elements of the rectangle it shows (plus a margin) on every layout pass, so that query
/// should cost in proportion to its answer, not to the number of items.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view this layout places items for (set when the layout is installed).
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether `prepare()` must run before the next query.
  var needsPrepare = true
  /// The other layout of a layout change under way.
  private var transitionPartner: UICollectionViewLayout?

  public override init() { super.init() }

  /// The class of the attributes this layout makes (a `UICollectionViewLayoutAttributes`
  /// subclass).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// `layoutAttributesClass`, as the attributes type it must be.
  static var attributesType: UICollectionViewLayoutAttributes.Type {
    layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
      ?? UICollectionViewLayoutAttributes.self
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

  /// The attributes of the supplementary view of `elementKind` (a header, say) at
  /// `indexPath`; the default places none.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The collection view's background colour this layout comes with (a list's grey), if any.
  var defaultBackgroundColor: UIColor? { nil }

  /// The sections that scroll across the collection view, by section (see
  /// UICollectionViewCompositionalLayout); none by default.
  var orthogonalSections: [Int: OrthogonalSectionGeometry] { [:] }

  /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// A cell asked for other attributes (`preferredLayoutAttributesFitting`): whether the
  /// layout takes them in and lays out again. The default keeps its own.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Whether the layout asks its cells for their preferred attributes.
  var sizesItemsFromContent: Bool { false }

  /// Whether the layout mirrors its frames where its collection view lays out the other way
  /// from `developmentLayoutDirection`, as UIKit's. The flow and compositional layouts say
  /// true and mirror; a layout of your own that says true mirrors its frames itself here
  /// (`collectionView?.effectiveUserInterfaceLayoutDirection` tells which way).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout computes its frames for: left to right.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// How the layout mirrors its frames now (the flow and compositional layouts' own).
  var horizontalMirror: HorizontalMirror { HorizontalMirror() }

  /// The mirror across `width` where the layout flips now, else one that leaves frames be.
  func mirror(across width: CGFloat) -> HorizontalMirror {
    guard flipsHorizontallyInOppositeLayoutDirection, let collectionView,
      collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    else { return HorizontalMirror(width: nil) }
    return HorizontalMirror(width: width)
  }

  /// A batch update moved the items as `mapping` says: sizes the cells gave go with them.
  func itemsDidMove(_ mapping: CollectionUpdate.Mapping) {}

  /// The class of the contexts this layout's invalidations come with (a
  /// `UICollectionViewLayoutInvalidationContext` subclass).
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// A new context of `invalidationContextClass`.
  static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let type =
      invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
      ?? UICollectionViewLayoutInvalidationContext.self
    return type.init()
  }

  /// The context of an invalidation for a change of the bounds to `newBounds`.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    Self.makeInvalidationContext()
  }

  /// Marks the layout as out of date: it is prepared again before it is next used (through
  /// `invalidateLayout(with:)`, with a context that invalidates everything).
  open func invalidateLayout() {
    invalidateLayout(with: Self.makeInvalidationContext())
  }

  /// Marks the layout as out of date as `context` says; an override calls super.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  // MARK: Updates

  /// A batch update is about to animate: `updateItems` are its changes, and the layout is
  /// already prepared for the data after it.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// The batch update's animation is being set up (called inside its animation block).
  open func finalizeCollectionViewUpdates() {}

  /// The collection view's bounds are about to change from `oldBounds` (a resize).
  open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}

  /// The bounds change is laid out.
  open func finalizeAnimatedBoundsChange() {}

  /// Where the items that leave in a batch update were, before it (the default disappearing
  /// attributes start from there).
  var attributesBeforeUpdate: [IndexPath: UICollectionViewLayoutAttributes] = [:]

  /// Where an item that comes on screen starts. In a batch update (an inserted item): by
  /// default its final place, clear. In a layout change: by default where the old layout
  /// had it.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    transitionPartner?.layoutAttributesForItem(at: itemIndexPath)
      ?? clearAttributesForItem(at: itemIndexPath)
  }

  /// Where an item that leaves goes. In a batch update (a deleted item, named by its path
  /// before the update, asked after `prepare(forCollectionViewUpdates:)`): by default its
  /// place before the update, clear. In a layout change (asked of the old layout): by default
  /// where the new layout puts it.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    if let partner = transitionPartner { return partner.layoutAttributesForItem(at: itemIndexPath) }
    let before = attributesBeforeUpdate[itemIndexPath]?.copied()
    before?.alpha = 0
    return before ?? clearAttributesForItem(at: itemIndexPath)
  }

  /// The item's attributes, copied and made clear.
  private func clearAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: indexPath)?.copied()
    attributes?.alpha = 0
    return attributes
  }

  /// A layout change to this layout from `oldLayout` is about to animate.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {
    transitionPartner = oldLayout
  }

  /// A layout change from this layout to `newLayout` is about to animate.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {
    transitionPartner = newLayout
  }

  /// The layout change this layout took part in is over.
  open func finalizeLayoutTransition() {
    transitionPartner = nil
  }

  /// The content offset to show after a layout change or a fling would stop at `proposed`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Where a glide that would stop at `proposedContentOffset` stops, for a release at
  /// `velocity` (points per second): snapping layouts return an item's edge. The default
  /// keeps the proposal.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Prepares the layout if it is out of date.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}

/// Mirrors rectangles across a width, for a layout that flips in the opposite layout
/// direction: x becomes `width - maxX`. It is its own inverse, so it takes a rectangle asked
/// about into the layout's left-to-right frame of reference as well as a frame out of it.
struct HorizontalMirror: Equatable {
  /// The width mirrored across; nil: nothing is mirrored.
  var width: CGFloat?

  func callAsFunction(_ rect: CGRect) -> CGRect {
    guard let width else { return rect }
    var mirrored = rect
    mirrored.origin.x = width - rect.maxX
    return mirrored
  }
}
