import Foundation

/// How a section of a vertical compositional layout scrolls across it, as UIKit's: not at
/// all (its groups stack down the layout), or sideways in a scroll view of its own, freely
/// (`continuous`), settling on a group's leading edge, a page, or one group at a time.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// No sideways scrolling: the groups stack down the layout.
  case none
  /// Scrolls sideways freely.
  case continuous
  /// Scrolls sideways freely, settling on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Scrolls sideways a page, the section's width, at a time.
  case paging
  /// Scrolls sideways a group at a time, settling on its leading edge.
  case groupPaging
  /// Scrolls sideways a group at a time, settling with it centred.
  case groupPagingCentered
}

/// One section of a compositional layout, as UIKit's NSCollectionLayoutSection: its group
/// repeated until the section's items run out, `interGroupSpacing` apart, inside
/// `contentInsets`, with headers and footers from `boundarySupplementaryItems`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// The group the section repeats until its items run out.
  public let group: NSCollectionLayoutGroup
  /// The space around the section's groups, in points.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between the section's groups, in points.
  public var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across the layout; a horizontal layout stacks it, with a warning.
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers keep within the content insets across the layout (true).
  public var supplementariesFollowContentInsets = true
  /// What a list section draws (set by `list(using:layoutEnvironment:)`).
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section that repeats `group`.
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
  /// The room the section is laid out in.
  var container: NSCollectionLayoutContainer { get }
}

/// The room a section is laid out in, as UIKit's protocol: the collection view's size, and
/// that size within its content insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size, in points: the collection view's, within its adjusted content insets.
  var contentSize: CGSize { get }
  /// The container's size within its content insets, in points.
  var effectiveContentSize: CGSize { get }
  /// The container's content insets; zero in a compositional layout's environment.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The content insets in effect.
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
