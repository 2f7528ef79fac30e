import Foundation

/// Where and how a layout places one item, as UIKit's UICollectionViewLayoutAttributes:
/// geometry in the collection view's content coordinates, a transform about the centre,
/// opacity, stacking order and visibility. Copy before changing attributes a layout returned
/// (`copy() as! UICollectionViewLayoutAttributes`, as in UIKit); a subclass with more
/// properties overrides `copy(with:)` and `isEqual(_:)`, calling super.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// The kinds of element a layout places.
  public enum ElementCategory: Sendable {
    /// A cell.
    case cell
    /// A supplementary view, such as a header.
    case supplementaryView
    /// A decoration view; the toolkit places none.
    case decorationView
  }

  // `@exclusivity(unchecked)`: a layout pass reads these for every cell on screen, every
  // frame a collection view scrolls (as `UIView`'s properties).
  /// The index path of the element.
  @exclusivity(unchecked) public var indexPath: IndexPath
  /// The kind of element the attributes place.
  public let representedElementCategory: ElementCategory
  /// The element's centre, in the collection view's content coordinates.
  @exclusivity(unchecked) public var center = CGPoint.zero
  /// The element's size, in points.
  @exclusivity(unchecked) public var size = CGSize.zero
  /// The transform of the element, about its centre.
  @exclusivity(unchecked) public var transform = CGAffineTransform.identity
  /// The element's opacity, from 0 to 1.
  @exclusivity(unchecked) public var alpha: CGFloat = 1
  /// The stacking order: higher goes in front; at equal order, cells go above supplementary views.
  @exclusivity(unchecked) public var zIndex = 0
  /// Whether the element is hidden.
  @exclusivity(unchecked) public var isHidden = false
  /// The kind of a supplementary or decoration view (a header, say); nil for a cell.
  public let representedElementKind: String?
  /// Where a list places the item in its section (drawn by list cells: corners, separator).
  var listPlacement: ListPlacement?

  /// Attributes for the cell at `indexPath`.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// Attributes for a supplementary view of `elementKind` (a section header, say).
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }

  /// The untransformed rectangle, as UIKit's `frame` (set it to move and resize at once).
  public var frame: CGRect {
    get { CGRect(center: center, size: size) }
    set {
      center = newValue.center
      size = newValue.size
    }
  }

  /// The bounds a cell gets: origin zero, this size.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// An independent copy of the same class, as UIKit's NSCopying.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy =
      representedElementKind.map { Self(forSupplementaryViewOfKind: $0, with: indexPath) }
      ?? Self(forCellWith: indexPath)
    copy.center = center
    copy.size = size
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.listPlacement = listPlacement
    return copy
  }

  /// `copy()`, typed: what the toolkit's layouts hand out.
  func copied() -> UICollectionViewLayoutAttributes {
    copy(with: nil) as? UICollectionViewLayoutAttributes ?? self
  }

  /// Whether `object` is attributes of the same placement, as UIKit compares them: frame,
  /// centre, size, transform, alpha, z-index, hiddenness, index path and category. Layouts
  /// compare attributes on the main actor, where they live.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return MainActor.assumeIsolated { isSamePlacement(as: other) }
  }

  private func isSamePlacement(as other: UICollectionViewLayoutAttributes) -> Bool {
    indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
      && listPlacement == other.listPlacement
      && center == other.center && size == other.size && transform == other.transform
      && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
  }

  open override var hash: Int {
    MainActor.assumeIsolated { placementHash }
  }

  private var placementHash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementCategory)
    hasher.combine(center.x)
    hasher.combine(center.y)
    hasher.combine(size.width)
    hasher.combine(size.height)
    return hasher.finalize()
  }
}
