import Foundation

/// Items in lines, as UIKit's UICollectionViewFlowLayout: vertical scrolling fills rows left to
/// right and stacks them downwards; horizontal scrolling fills columns top to bottom and
/// stacks them rightwards. Each line holds as many items as fit with `minimumInteritemSpacing`
/// between them, and spreads the spare room evenly between them (a line of one item sits at
/// its start; see `prepare()` for the last line). Lines are `minimumLineSpacing` apart;
/// sections are framed by `sectionInset`, with a header before and a footer after when they
/// have a reference size (`headerReferenceSize`, `footerReferenceSize`), headers staying in
/// view while their section scrolls under them with `sectionHeadersPinToVisibleBounds` (and
/// footers with `sectionFootersPinToVisibleBounds`).
/// A delegate conforming to `UICollectionViewDelegateFlowLayout` may size items and sections.
///
/// `prepare()` computes every frame once (as UIKit's does); `layoutAttributesForElements(in:)`
/// finds the first line in the rectangle by binary search, so a screenful of a
/// 100,000-item layout costs only that screenful.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction a layout scrolls.
  public enum ScrollDirection: Sendable {
    /// Down: lines are rows, stacked downwards.
    case vertical
    /// Sideways: lines are columns, stacked rightwards.
    case horizontal
  }

  /// The size of each item, in points (50 by 50 by default).
  public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The least space between items in a line, in points (10 by default).
  public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space between lines, in points (10 by default).
  public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space around each section's items, in points (none by default).
  public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The direction the layout scrolls; vertical by default.
  public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
  /// Non-zero: the items size themselves from their content (each cell's
  /// `preferredLayoutAttributesFitting`), this size standing in for those not yet measured;
  /// `automaticSize` lets `itemSize` stand in.
  public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The headers' size along the scrolling axis (the other side spans the collection view);
  /// zero, none.
  public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The footers' size along the scrolling axis (the other side spans the collection view); zero,
  /// none.
  public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Whether a section's header stays at the top of the visible bounds while the section
  /// scrolls under it (pushed off by the next section's).
  public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether a section's footer stays at the bottom of the visible bounds while the section
  /// shows above it.
  public var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  /// UIKit's "size each item from its cell" estimate.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// The sizes self-sizing cells asked for, by item.
  private var measuredSizes: [IndexPath: CGSize] = [:]

  override var sizesItemsFromContent: Bool { estimatedItemSize != .zero }

  override func itemsDidMove(_ mapping: CollectionUpdate.Mapping) {
    var moved: [IndexPath: CGSize] = [:]
    for (old, size) in measuredSizes {
      if let new = mapping[old] { moved[new] = size }
    }
    measuredSizes = moved
  }

  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard sizesItemsFromContent, preferredAttributes.representedElementCategory == .cell
    else { return false }
    let size = preferredAttributes.size
    guard measuredSizes[preferredAttributes.indexPath] != size else { return false }
    measuredSizes[preferredAttributes.indexPath] = size
    return size != originalAttributes.size
  }

  /// One line of items: which items, and its extent along the scrolling axis.
  private struct Line {
    var items: Range<Int>
    var start: CGFloat
    var end: CGFloat
  }

  /// One section's frames and lines.
  private struct Section {
    var frames: [CGRect] = []
    var lines: [Line] = []
    /// The header's and the footer's frames, where the section has them (not pinned).
    var header: CGRect?
    var footer: CGRect?
    /// The section's extent along the scrolling axis, insets included.
    var start: CGFloat = 0
    var end: CGFloat = 0
  }

  private var sections: [Section] = []
  /// Each item's attributes by section, made when first asked for and handed out again until
  /// the layout is prepared anew, as UIKit's flow layout does (a subclass copies them to
  /// change them). Apart from `sections`, which a query holds while it fills this in place.
  private var madeAttributes: [[UICollectionViewLayoutAttributes?]] = []
  private var contentSize = CGSize.zero
  /// The collection view's size the layout was computed for.
  private var preparedSize: CGSize?
  /// Mirrors the frames, computed left to right, in a right-to-left collection view.
  private var mirror = HorizontalMirror()

  public override init() { super.init() }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// True, as UIKit's flow layout: in a right-to-left collection view the items flow from
  /// the right.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  override var horizontalMirror: HorizontalMirror { mirror }

  open override func prepare() {
    sections = []
    madeAttributes = []
    contentSize = .zero
    preparedSize = collectionView?.bounds.size
    guard let collectionView else { return }
    let insets = collectionView.adjustedContentInset
    let visible = collectionView.bounds.size
    let isVertical = scrollDirection == .vertical
    // The room across the scrolling axis.
    let across =
      isVertical
      ? visible.width - insets.left - insets.right
      : visible.height - insets.top - insets.bottom
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let result = layOutSection(section, of: collectionView, from: along, across: across)
      along = result.end
      sections.append(result)
      madeAttributes.append(Array(repeating: nil, count: result.frames.count))
    }
    contentSize =
      isVertical
      ? CGSize(width: visible.width - insets.left - insets.right, height: along)
      : CGSize(width: along, height: visible.height - insets.top - insets.bottom)
    // Short content mirrors across the width that shows, so that it starts at the right.
    mirror = self.mirror(across: max(contentSize.width, visible.width - insets.left - insets.right))
  }

  /// A section's lines and item frames, from `start` along the scrolling axis, with `across`
  /// points of room across it.
  private func layOutSection(
    _ section: Int, of collectionView: UICollectionView, from start: CGFloat, across: CGFloat
  ) -> Section {
    let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    let inset =
      flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
      ?? sectionInset
    let lineSpacing =
      flowDelegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      ?? minimumLineSpacing
    let itemSpacing =
      flowDelegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      ?? minimumInteritemSpacing
    let sizes = itemSizes(inSection: section, of: collectionView, delegate: flowDelegate)
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    var result = Section()
    result.start = start
    var along = start
    let header =
      flowDelegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    result.header = Self.band(header, at: &along, across: across, axes: axes)
    along += axes.along(before: inset)
    let lineRoom = max(across - axes.across(inset), 0)
    let crossStart = axes.acrossStart(inset)
    let uniformSpacing = Self.uniformSpacing(
      of: sizes, lineRoom: lineRoom, itemSpacing: itemSpacing, axes: axes)
    var index = 0
    while index < sizes.count {
      // As many items as fit, at least one.
      var end = index + 1
      var used = axes.across(sizes[index])
      while end < sizes.count, used + itemSpacing + axes.across(sizes[end]) <= lineRoom + 1e-9 {
        used += itemSpacing + axes.across(sizes[end])
        end += 1
      }
      let count = end - index
      let spacing: CGFloat
      if let uniform = uniformSpacing {
        spacing = uniform
      } else if end < sizes.count, count > 1 {
        // A full line spreads its spare room between its items.
        let itemsLength = used - itemSpacing * CGFloat(count - 1)
        spacing = (lineRoom - itemsLength) / CGFloat(count - 1)
      } else {
        spacing = itemSpacing
      }
      let thickness = sizes[index..<end].map { axes.along($0) }.max() ?? 0
      if index > 0 { along += lineSpacing }
      result.lines.append(Line(items: index..<end, start: along, end: along + thickness))
      var position = crossStart
      for item in index..<end {
        let size = sizes[item]
        // Centred across the line's thickness, as UIKit's flow layout.
        let offset = (thickness - axes.along(size)) / 2
        result.frames.append(axes.rect(along: along + offset, across: position, size: size))
        position += axes.across(size) + spacing
      }
      along += thickness
      index = end
    }
    along += axes.along(after: inset)
    let footer =
      flowDelegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    result.footer = Self.band(footer, at: &along, across: across, axes: axes)
    result.end = along
    return result
  }

  /// A header's or footer's frame at `along`, `size` long along the scrolling axis and
  /// `across` wide, and `along` moved past it; nil, and `along` kept, for none.
  private static func band(
    _ size: CGSize, at along: inout CGFloat, across: CGFloat, axes: FlowAxes
  ) -> CGRect? {
    let length = sane(axes.along(size))
    guard length > 0 else { return nil }
    defer { along += length }
    return axes.rect(along: along, across: 0, size: axes.size(along: length, across))
  }

  /// The items' sizes in `section`: measured, estimated, the delegate's or `itemSize`. A size
  /// that is negative, infinite or NaN counts as none (it would break the geometry and
  /// Foundation's rectangle tests).
  private func itemSizes(
    inSection section: Int, of collectionView: UICollectionView,
    delegate flowDelegate: UICollectionViewDelegateFlowLayout?
  ) -> [CGSize] {
    (0..<collectionView.numberOfItems(inSection: section)).map { item in
      let indexPath = IndexPath(item: item, section: section)
      let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
      let size =
        sizesItemsFromContent
        ? measuredSizes[indexPath] ?? estimate
        : flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
          ?? itemSize
      return CGSize(width: Self.sane(size.width), height: Self.sane(size.height))
    }
  }

  /// Items of one size line up in columns, the last line too: every line is spaced as a full
  /// one, and this is its spacing. Mixed sizes (nil): full lines are justified, the last one
  /// packed at the start.
  private static func uniformSpacing(
    of sizes: [CGSize], lineRoom: CGFloat, itemSpacing: CGFloat, axes: FlowAxes
  ) -> CGFloat? {
    guard let first = sizes.first, sizes.allSatisfy({ $0 == first }) else { return nil }
    let length = axes.across(first)
    // Items of no length fit without end: no count to convert then.
    let ratio = ((lineRoom + itemSpacing) / (length + itemSpacing)).rounded(.down)
    let capacity = ratio.isFinite ? Int(min(max(ratio, 1), 1_000_000)) : 1
    return capacity > 1 ? (lineRoom - CGFloat(capacity) * length) / CGFloat(capacity - 1) : 0
  }

  private static func sane(_ length: CGFloat) -> CGFloat {
    length.isFinite ? max(length, 0) : 0
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    prepareIfNeeded()
    let rect = mirror(rect)
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    let low = axes.alongMin(rect)
    let high = axes.alongMax(rect)
    var result: [UICollectionViewLayoutAttributes] = []
    for sectionIndex in sections.indices {
      let section = sections[sectionIndex]
      guard section.end >= low && section.start <= high else { continue }
      // The first line whose far edge reaches the rectangle.
      var lower = 0
      var upper = section.lines.count
      while lower < upper {
        let middle = (lower + upper) / 2
        if section.lines[middle].end < low { lower = middle + 1 } else { upper = middle }
      }
      for line in section.lines[lower...] {
        if line.start > high { break }
        for item in line.items where section.frames[item].intersects(rect) {
          result.append(attributes(item: item, section: sectionIndex))
        }
      }
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ] {
        if let view = supplementaryAttributes(kind, section: sectionIndex),
          mirror(view.frame).intersects(rect)
        {
          result.append(view)
        }
      }
    }
    return result
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return supplementaryAttributes(elementKind, section: indexPath.section)
  }

  /// The attributes of a section's header or footer, if it has one: a header pinned to the
  /// top of the visible bounds, with `sectionHeadersPinToVisibleBounds`, while its section
  /// shows, and above the items.
  private func supplementaryAttributes(_ kind: String, section index: Int)
    -> UICollectionViewLayoutAttributes?
  {
    guard sections.indices.contains(index) else { return nil }
    let section = sections[index]
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    guard var frame = isHeader ? section.header : section.footer,
      isHeader || kind == UICollectionView.elementKindSectionFooter
    else { return nil }
    let attributes = Self.attributesType.init(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
    let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
    if pins, let collectionView {
      let axes = FlowAxes(isVertical: scrollDirection == .vertical)
      let visible = mirror(collectionView.bounds.inset(by: collectionView.adjustedContentInset))
      let length = axes.along(frame.size)
      let natural = axes.alongMin(frame)
      // Within its section's items: after the header, before the footer.
      let pinned =
        isHeader
        ? PinnedPlacement.header(
          natural: natural, length: length, visibleStart: axes.alongMin(visible),
          end: section.footer.map(axes.alongMin) ?? section.end)
        : PinnedPlacement.footer(
          natural: natural, length: length, visibleEnd: axes.alongMax(visible),
          start: section.header.map(axes.alongMax) ?? section.start)
      frame = axes.rect(along: pinned, across: axes.acrossMin(frame), size: frame.size)
      attributes.zIndex = 1024
    }
    attributes.frame = mirror(frame)
    return attributes
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].frames.indices.contains(indexPath.item)
    else { return nil }
    return attributes(item: indexPath.item, section: indexPath.section)
  }

  /// Only a change of size moves the items (scrolling does not; pinned headers are placed
  /// as they are asked for).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  /// The attributes of an item of the prepared sections.
  private func attributes(item: Int, section: Int) -> UICollectionViewLayoutAttributes {
    if let made = madeAttributes[section][item] { return made }
    let attributes = Self.attributesType.init(
      forCellWith: IndexPath(item: item, section: section))
    attributes.frame = mirror(sections[section].frames[item])
    madeAttributes[section][item] = attributes
    return attributes
  }
}

/// The flow layout's two axes: "along" is the scrolling direction, "across" the other.
private struct FlowAxes {
  let isVertical: Bool

  func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
  func across(_ inset: UIEdgeInsets) -> CGFloat {
    isVertical ? inset.left + inset.right : inset.top + inset.bottom
  }
  func acrossStart(_ inset: UIEdgeInsets) -> CGFloat { isVertical ? inset.left : inset.top }
  func along(before inset: UIEdgeInsets) -> CGFloat { isVertical ? inset.top : inset.left }
  func along(after inset: UIEdgeInsets) -> CGFloat { isVertical ? inset.bottom : inset.right }
  func alongMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }
  func alongMax(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }
  func acrossMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minX : rect.minY }

  func size(along: CGFloat, _ across: CGFloat) -> CGSize {
    isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  func rect(along: CGFloat, across: CGFloat, size: CGSize) -> CGRect {
    isVertical
      ? CGRect(x: across, y: along, width: size.width, height: size.height)
      : CGRect(x: along, y: across, width: size.width, height: size.height)
  }
}
