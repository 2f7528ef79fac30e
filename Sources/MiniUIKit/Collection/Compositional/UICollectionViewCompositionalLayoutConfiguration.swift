import Foundation

/// The settings of a whole compositional layout, as UIKit's: the scrolling direction, the
/// space between sections, and headers and footers of the whole layout.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject,
  @preconcurrency NSCopying
{
  /// The direction the layout scrolls; vertical by default.
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections, in points.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout, at index path [0].
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  public override init() { super.init() }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    return copy
  }
}

extension UICollectionView {
  /// The direction a layout scrolls, as UIKit's type (the flow layout's).
  public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}
