import Foundation

/// Where and how a layout places one item, as UIKit's UICollectionViewLayoutAttributes:
/// geometry in the collection view's content coordinates, a transform about the centre,
/// opacity, stacking order and visibility. Copy before changing attributes a layout returned.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  /// The kinds of element a layout places (only cells here).
  public enum ElementCategory: Sendable {
    case cell
    case supplementaryView
    case decorationView
  }

  public var indexPath: IndexPath
  public let representedElementCategory: ElementCategory
  public var center = CGPoint.zero
  public var size = CGSize.zero
  public var transform = CGAffineTransform.identity
  public var alpha: CGFloat = 1
  public var zIndex = 0
  public var isHidden = false

  /// Attributes for the cell at `indexPath`.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
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

  /// An independent copy (subclasses with more properties override and call super).
  open func copy() -> Self {
    let copy = Self(forCellWith: indexPath)
    copy.center = center
    copy.size = size
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  /// Whether the two describe the same placement.
  open func isEqual(_ other: UICollectionViewLayoutAttributes) -> Bool {
    indexPath == other.indexPath && center == other.center && size == other.size
      && transform == other.transform && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden
  }
}
