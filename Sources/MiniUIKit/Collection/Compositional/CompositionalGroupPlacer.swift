import Foundation

/// A compositional element made ready to lay out: sizes, insets and, for a group, its axis
/// and subitems. A horizontal layout is laid out as a vertical one with width and height
/// swapped (`transposed`), then swapped back.
struct LayoutNode {
  var size: NSCollectionLayoutSize
  var insets: NSDirectionalEdgeInsets
  var group: Group?
  /// Whether any dimension in the tree is estimated (sized from content).
  var hasEstimates: Bool

  struct Group {
    var isHorizontal: Bool
    var children: [LayoutNode]
    var count: Int?
    var spacing: CGFloat
    var isFlexible: Bool
  }

  @MainActor
  init(_ item: NSCollectionLayoutItem, transposed: Bool) {
    size = transposed ? item.layoutSize.transposed : item.layoutSize
    let insets = item.contentInsets
    self.insets =
      transposed
      ? NSDirectionalEdgeInsets(
        top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
      : insets
    var estimates = size.widthDimension.isEstimated || size.heightDimension.isEstimated
    if let group = item as? NSCollectionLayoutGroup {
      let children = group.subitems.map { LayoutNode($0, transposed: transposed) }
      estimates = estimates || children.contains { $0.hasEstimates }
      self.group = Group(
        isHorizontal: (group.axis == .horizontal) != transposed, children: children,
        count: group.count, spacing: group.interItemSpacing?.spacing ?? 0,
        isFlexible: group.interItemSpacing?.isFlexibleSpacing ?? false)
    }
    hasEstimates = estimates
  }
}

/// Lays out instances of a group, giving each leaf the next item: appends the items' frames
/// in item order. Sizes from content (`measured`) replace estimated dimensions.
struct GroupPlacer {
  /// The content size of item `index` of the section, once its cell has said it.
  var measured: (Int) -> CGSize?
  private(set) var frames: [CGRect] = []
  /// How many more items there are to place.
  var remaining: Int

  init(remaining: Int, measured: @escaping (Int) -> CGSize?) {
    self.remaining = remaining
    self.measured = measured
  }

  /// Places `node` with its top-left corner at `origin` in a container of `container` size
  /// (`mainLength` overriding its length along `horizontal`'s axis, for a counted group's
  /// subitem). Returns its size.
  @MainActor
  mutating func place(
    _ node: LayoutNode, at origin: CGPoint, in container: CGSize,
    override mainLength: CGFloat? = nil, horizontal: Bool = true
  ) -> CGSize {
    var size = node.size.resolved(in: container)
    if let mainLength {
      if horizontal { size.width = mainLength } else { size.height = mainLength }
    }
    // A counted group's share overrides its subitem's length along the group's axis.
    let estimatedWidth =
      node.size.widthDimension.isEstimated && !(mainLength != nil && horizontal)
    let estimatedHeight =
      node.size.heightDimension.isEstimated && !(mainLength != nil && !horizontal)
    let insets = node.insets
    guard let group = node.group else {
      return placeItem(
        at: origin, size: size, insets: insets, estimated: (estimatedWidth, estimatedHeight))
    }
    let inner = CGRect(
      x: origin.x + insets.leading, y: origin.y + insets.top,
      width: max(size.width - insets.leading - insets.trailing, 0),
      height: max(size.height - insets.top - insets.bottom, 0))
    let (used, crossExtent) = placeSubitems(of: group, in: inner)
    // An estimated group is as long as what it holds.
    let isHorizontal = group.isHorizontal
    let mainIsEstimated = isHorizontal ? estimatedWidth : estimatedHeight
    let crossIsEstimated = isHorizontal ? estimatedHeight : estimatedWidth
    if mainIsEstimated {
      let length =
        used + (isHorizontal ? insets.leading + insets.trailing : insets.top + insets.bottom)
      if isHorizontal { size.width = length } else { size.height = length }
    }
    if crossIsEstimated {
      let length =
        crossExtent + (isHorizontal ? insets.top + insets.bottom : insets.leading + insets.trailing)
      if isHorizontal { size.height = length } else { size.width = length }
    }
    return size
  }

  /// Places the next item at `origin`: its size from content where a dimension is estimated,
  /// inset where it is not. Returns its size.
  private mutating func placeItem(
    at origin: CGPoint, size: CGSize, insets: NSDirectionalEdgeInsets,
    estimated: (width: Bool, height: Bool)
  ) -> CGSize {
    var size = size
    if let content = measured(frames.count) {
      if estimated.width { size.width = content.width }
      if estimated.height { size.height = content.height }
    }
    var frame = CGRect(origin: origin, size: size)
    if !estimated.width {
      frame.origin.x += insets.leading
      frame.size.width = max(frame.width - insets.leading - insets.trailing, 0)
    }
    if !estimated.height {
      frame.origin.y += insets.top
      frame.size.height = max(frame.height - insets.top - insets.bottom, 0)
    }
    frames.append(frame)
    remaining -= 1
    return size
  }

  /// Places a group's subitems in `inner`, spreading spare room between them in a flexible
  /// group. Returns the length they use along the group's axis and their extent across it.
  @MainActor
  private mutating func placeSubitems(of group: LayoutNode.Group, in inner: CGRect)
    -> (used: CGFloat, crossExtent: CGFloat)
  {
    let isHorizontal = group.isHorizontal
    func main(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
    let room = main(inner.size)
    var position: CGFloat = 0
    var crossExtent: CGFloat = 0
    /// Each placed child's first frame and main-axis length.
    var placed: [(firstFrame: Int, length: CGFloat)] = []
    func point(_ along: CGFloat) -> CGPoint {
      isHorizontal
        ? CGPoint(x: inner.minX + along, y: inner.minY)
        : CGPoint(x: inner.minX, y: inner.minY + along)
    }
    if let count = group.count, let child = group.children.first {
      let length = max((room - group.spacing * CGFloat(count - 1)) / CGFloat(count), 0)
      for _ in 0..<count where remaining > 0 {
        let first = frames.count
        let childSize = place(
          child, at: point(position), in: inner.size, override: length, horizontal: isHorizontal)
        placed.append((first, length))
        crossExtent = max(crossExtent, cross(childSize))
        position += length + group.spacing
      }
    } else if !group.children.isEmpty {
      // The subitems in turn, while they fit (at least one).
      var index = 0
      while remaining > 0, placed.count < 10_000 {
        let child = group.children[index % group.children.count]
        let expected = main(child.size.resolved(in: inner.size))
        if !placed.isEmpty, position + expected > room + 0.5 { break }
        if expected <= 0, index >= group.children.count { break }
        let first = frames.count
        let childSize = place(child, at: point(position), in: inner.size)
        placed.append((first, main(childSize)))
        crossExtent = max(crossExtent, cross(childSize))
        position += main(childSize) + group.spacing
        index += 1
      }
    }
    let used = placed.isEmpty ? 0 : position - group.spacing
    if group.isFlexible, placed.count > 1, used < room {
      // The spare room goes evenly between the subitems.
      let extra = (room - used) / CGFloat(placed.count - 1)
      for (index, child) in placed.enumerated() where index > 0 {
        let end = index + 1 < placed.count ? placed[index + 1].firstFrame : frames.count
        let shift = extra * CGFloat(index)
        for frame in child.firstFrame..<end {
          if isHorizontal {
            frames[frame].origin.x += shift
          } else {
            frames[frame].origin.y += shift
          }
        }
      }
    }
    return (used, crossExtent)
  }
}
