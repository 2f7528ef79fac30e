import Foundation

/// The smallest piece of a compositional layout, as UIKit's: one cell, of `layoutSize` in
/// its group, inset by `contentInsets` (not along an estimated dimension).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// The item's size in its container.
  public let layoutSize: NSCollectionLayoutSize
  /// The space inside the item around its cell, in points; none along an estimated dimension.
  public var contentInsets = NSDirectionalEdgeInsets.zero

  /// An item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutItem(layoutSize: layoutSize)
    copy.contentInsets = contentInsets
    return copy
  }
}

/// Items laid out along a line, as UIKit's NSCollectionLayoutGroup: a horizontal group puts
/// its subitems left to right, a vertical one top to bottom, `interItemSpacing` apart. Given
/// subitems, it repeats them while they fit; given a count, it makes that many of one subitem
/// of equal size. A group is an item too: groups nest.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal
    case vertical
  }

  let axis: Axis
  /// The items the group lays out.
  public let subitems: [NSCollectionLayoutItem]
  /// How many of its one subitem the group holds, when made with a count.
  let count: Int?
  /// The space between the subitems (none by default).
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// A group that lays `subitems` out left to right, repeating them while they fit.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A group of `count` copies of `subitem` side by side, sized to share its width.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  /// The same, as UIKit spelled it before iOS 16.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A group that lays `subitems` out top to bottom, repeating them while they fit.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A group of `count` copies of `subitem` stacked, sized to share its height.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  /// The same, as UIKit spelled it before iOS 16.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutGroup(
      axis: axis, layoutSize: layoutSize, subitems: subitems, count: count)
    copy.contentInsets = contentInsets
    copy.interItemSpacing = interItemSpacing
    return copy
  }
}

/// Where a boundary supplementary item sits against its section, as UIKit's NSRectAlignment.
public enum NSRectAlignment: Int, Sendable {
  /// No particular edge; placed as `top`.
  case none
  /// Above the section's content.
  case top
  /// Above the content, at its leading edge.
  case topLeading
  /// The leading edge; placed above the content, as `topLeading`.
  case leading
  /// Below the content, at its leading edge.
  case bottomLeading
  /// Below the section's content.
  case bottom
  /// Below the content, at its trailing edge.
  case bottomTrailing
  /// The trailing edge; placed below the content, as `bottomTrailing`.
  case trailing
  /// Above the content, at its trailing edge.
  case topTrailing
}

/// A view placed beside items, as UIKit's NSCollectionLayoutSupplementaryItem.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the data source is asked for (a header, say).
  public let elementKind: String
  /// The stacking order (0, as the cells': at equal order supplementary views go below).
  public var zIndex = 0

  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// A header or footer of a section (or of the whole layout), as UIKit's
/// NSCollectionLayoutBoundarySupplementaryItem: `.top` sits above the section's content,
/// `.bottom` below it, taking room of its own.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where the item sits against its section: above or below the content, and at which side.
  public let alignment: NSRectAlignment
  /// Where it is placed relative to its edge.
  public let offset: CGPoint
  /// Whether it takes room of its own, pushing the content over (true, as UIKit's).
  public var extendsBoundary = true
  /// Whether it stays in view while its section scrolls past (a header at the top of what
  /// shows, a footer at the bottom), within its section.
  public var pinToVisibleBounds = false

  /// A header or footer of `elementKind` placed by `alignment`, moved by `absoluteOffset` points.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint = .zero
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: offset)
    copy.contentInsets = contentInsets
    copy.zIndex = zIndex
    copy.extendsBoundary = extendsBoundary
    return copy
  }

  /// Whether it goes before the section's content (a header), else after it (a footer).
  var leads: Bool {
    switch alignment {
    case .bottom, .bottomLeading, .bottomTrailing, .trailing: return false
    default: return true
    }
  }

}
