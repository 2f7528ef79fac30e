import Foundation

/// How a section of a vertical compositional layout scrolls across it, as UIKit's: not at
/// all (its groups stack down the layout), or sideways in a scroll view of its own, freely
/// (`continuous`), settling on a group's leading edge, a page, or one group at a time.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none
  case continuous
  case continuousGroupLeadingBoundary
  case paging
  case groupPaging
  case groupPagingCentered
}

/// One section of a compositional layout, as UIKit's NSCollectionLayoutSection: its group
/// repeated until the section's items run out, `interGroupSpacing` apart, inside
/// `contentInsets`, with headers and footers from `boundarySupplementaryItems`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  public let group: NSCollectionLayoutGroup
  public var contentInsets = NSDirectionalEdgeInsets.zero
  public var interGroupSpacing: CGFloat = 0
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers keep within the content insets across the layout (true).
  public var supplementariesFollowContentInsets = true
  /// What a list section draws (set by `list(using:layoutEnvironment:)`).
  var listConfiguration: UICollectionLayoutListConfiguration?

  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(group: group)
    copy.contentInsets = contentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.listConfiguration = listConfiguration
    return copy
  }
}

/// What a section provider knows of where its section goes, as UIKit's protocol (without
/// UIKit's trait collection: the toolkit has no size classes; read the container's size).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  var container: NSCollectionLayoutContainer { get }
}

/// The room a section is laid out in, as UIKit's protocol: the collection view's size, and
/// that size within its content insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a compositional layout hands its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment,
  NSCollectionLayoutContainer
{
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  var container: NSCollectionLayoutContainer { self }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}
