import Foundation

/// What a compositional layout is asked for each section, as UIKit's type.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items, as UIKit's
/// UICollectionViewCompositionalLayout: each section repeats its group until its items run
/// out; a group lays its items along a line; sizes are fractions of the container, points,
/// or estimates that the cells' own sizes replace. A section may scroll sideways in a
/// scroll view of its own (`orthogonalScrollingBehavior`, in a vertical layout).
///
/// `prepare()` computes every frame once; a query finds the first section and group in the
/// rectangle by binary search, so a screenful of 100,000 items costs only that screenful.
/// It is a UICollectionViewLayout like any other: layout changes to and from it animate.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The layout's settings; setting it lays out again.
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// A layout whose every section is laid out as `section`.
  public init(section: NSCollectionLayoutSection) {
    sectionProvider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout whose every section is laid out as `section`, with `configuration`'s settings.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section whenever it lays out.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.sectionProvider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section whenever it lays out, with
  /// `configuration`'s settings.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  // MARK: Prepared state

  /// One section's frames, in the vertical frame of reference (see `isTransposed`).
  struct SectionLayout {
    /// Its extent down the layout, headers and insets included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    var itemFrames: [CGRect] = []
    /// Each group's items and its extent along the axis its groups follow.
    var groups: [(items: Range<Int>, start: CGFloat, end: CGFloat)] = []
    var supplementaries: [PlacedSupplementary] = []
    /// Set when the section scrolls sideways.
    var orthogonal: OrthogonalSectionGeometry?
    /// Mirrors a sideways section's item frames across its own content, right to left.
    var orthogonalMirror = HorizontalMirror()
    var list: UICollectionLayoutListConfiguration?
    /// Whether its items size themselves from their cells.
    var hasEstimates = false
  }

  struct PlacedSupplementary {
    var kind: String
    var frame: CGRect
    var zIndex: Int
    /// Whether its length down the layout is estimated (its view's own size replaces it).
    var isEstimated: Bool
    /// Whether it stays in view while its section shows, and at which end (see
    /// `pinToVisibleBounds`).
    var pins = false
    var leads = true
  }

  private var sections: [SectionLayout] = []
  private var globalSupplementaries: [PlacedSupplementary] = []
  private var contentSize = CGSize.zero
  private var preparedSize: CGSize?
  /// Mirrors the frames, computed left to right, in a right-to-left collection view.
  private var mirror = HorizontalMirror()
  /// The width the measured sizes were taken at (vertical frame of reference).
  private var preparedWidth: CGFloat?
  /// Whether the layout runs horizontally: computed vertically with the axes swapped.
  var isTransposed: Bool { configuration.scrollDirection == .horizontal }
  /// Sizes the cells asked for, by item.
  var measuredSizes: [IndexPath: CGSize] = [:]
  /// Sizes the headers and footers asked for.
  private var measuredSupplementarySizes: [SupplementaryKey: CGSize] = [:]
  private var hasEstimates = false
  /// The visible length down the layout (in the vertical frame of reference): what a
  /// header's fractional height is of.
  private var visibleLength: CGFloat = 0
  /// The colour a list layout (`list(using:)`) shows behind its rows.
  var listBackgroundColor: UIColor?

  override var defaultBackgroundColor: UIColor? { listBackgroundColor }

  override var sizesItemsFromContent: Bool { hasEstimates }

  override func itemsDidMove(_ mapping: CollectionUpdate.Mapping) {
    var moved: [IndexPath: CGSize] = [:]
    for (old, size) in measuredSizes {
      if let new = mapping[old] { moved[new] = size }
    }
    measuredSizes = moved
  }

  override var orthogonalSections: [Int: OrthogonalSectionGeometry] {
    prepareIfNeeded()
    var result: [Int: OrthogonalSectionGeometry] = [:]
    for (index, section) in sections.enumerated() {
      if let geometry = section.orthogonal { result[index] = geometry }
    }
    return result
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// True: in a right-to-left collection view the layout mirrors, as UIKit's, a sideways
  /// section starting at the right.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  override var horizontalMirror: HorizontalMirror { mirror }

  open override func prepare() {
    sections = []
    globalSupplementaries = []
    hasEstimates = false
    guard let collectionView else {
      contentSize = .zero
      mirror = HorizontalMirror()
      return
    }
    let insets = collectionView.adjustedContentInset
    var visible = CGSize(
      width: max(collectionView.bounds.width - insets.left - insets.right, 0),
      height: max(collectionView.bounds.height - insets.top - insets.bottom, 0))
    // Short content mirrors across the width that shows, so that it starts at the right.
    let shownWidth = visible.width
    preparedSize = collectionView.bounds.size
    let environment = CompositionalLayoutEnvironment(contentSize: visible, contentInsets: .zero)
    if isTransposed { visible = CGSize(width: visible.height, height: visible.width) }
    if let width = preparedWidth, width != visible.width {
      // Sizes measured at another width no longer hold.
      measuredSizes = [:]
      measuredSupplementarySizes = [:]
    }
    preparedWidth = visible.width
    visibleLength = visible.height
    var position: CGFloat = 0
    let globalHeaders = configuration.boundarySupplementaryItems
    position = placeBoundaryItems(
      globalHeaders, leading: true, at: position, width: visible.width, inset: 0,
      indexPath: IndexPath(index: 0), into: &globalSupplementaries)
    for index in 0..<collectionView.numberOfSections {
      if index > 0 { position += configuration.interSectionSpacing }
      let count = collectionView.numberOfItems(inSection: index)
      guard let section = sectionProvider(index, environment) else {
        warn("the compositional layout's section provider gave no section for section \(index)")
        sections.append(SectionLayout(start: position, end: position))
        continue
      }
      let layout = layOut(section, index: index, items: count, at: position, visible: visible)
      position = layout.end
      sections.append(layout)
    }
    position = placeBoundaryItems(
      globalHeaders, leading: false, at: position, width: visible.width, inset: 0,
      indexPath: IndexPath(index: 0), into: &globalSupplementaries)
    contentSize =
      isTransposed
      ? CGSize(width: position, height: visible.width)
      : CGSize(width: visible.width, height: position)
    mirror = self.mirror(across: max(contentSize.width, shownWidth))
  }

  /// Lays out one section from `start` down, in a layout `visible` wide.
  private func layOut(
    _ section: NSCollectionLayoutSection, index: Int, items count: Int, at start: CGFloat,
    visible: CGSize
  ) -> SectionLayout {
    var result = SectionLayout(start: start)
    result.list = section.listConfiguration
    let raw = section.contentInsets
    let insets =
      isTransposed
      ? NSDirectionalEdgeInsets(
        top: raw.leading, leading: raw.top, bottom: raw.trailing, trailing: raw.bottom)
      : raw
    let container = CGSize(
      width: max(visible.width - insets.leading - insets.trailing, 0),
      height: max(visible.height - insets.top - insets.bottom, 0))
    let supplementaryWidth =
      section.supplementariesFollowContentInsets ? container.width : visible.width
    let supplementaryInset = section.supplementariesFollowContentInsets ? insets.leading : 0
    let supplementaryPath = IndexPath(item: 0, section: index)
    var position = placeBoundaryItems(
      section.boundarySupplementaryItems, leading: true, at: start, width: supplementaryWidth,
      inset: supplementaryInset, indexPath: supplementaryPath, into: &result.supplementaries)
    position += insets.top
    let node = LayoutNode(section.group, transposed: isTransposed)
    result.hasEstimates = node.hasEstimates
    hasEstimates = hasEstimates || node.hasEstimates
    var orthogonal = section.orthogonalScrollingBehavior != .none
    if orthogonal, isTransposed {
      warn("orthogonal scrolling is for vertical compositional layouts; the section stacks")
      orthogonal = false
    }
    let thickness = placeGroups(
      node, of: section, index: index, items: count, in: container, insets: insets,
      orthogonal: orthogonal, position: position, into: &result)
    let groupsEnd = result.groups.last?.end ?? (orthogonal ? insets.leading : position)
    if orthogonal {
      let band = CGRect(x: 0, y: position, width: visible.width, height: thickness)
      let contentWidth = groupsEnd + insets.trailing
      result.orthogonalMirror = mirror(across: max(contentWidth, visible.width))
      result.orthogonal = OrthogonalSectionGeometry(
        frame: band, contentWidth: contentWidth,
        behavior: section.orthogonalScrollingBehavior,
        groupEdges: result.groups.map { $0.start...$0.end }, leadingInset: insets.leading,
        mirror: result.orthogonalMirror)
      position += thickness
    } else {
      position = groupsEnd
    }
    position += insets.bottom
    result.end = placeBoundaryItems(
      section.boundarySupplementaryItems, leading: false, at: position,
      width: supplementaryWidth, inset: supplementaryInset, indexPath: supplementaryPath,
      into: &result.supplementaries)
    return result
  }

  /// Places the headers (`leading`) or footers of `items` (at `indexPath`) from `position`
  /// down; returns where the next content starts. An estimated length takes the view's own.
  private func placeBoundaryItems(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], leading: Bool, at position: CGFloat,
    width: CGFloat, inset: CGFloat, indexPath: IndexPath,
    into placed: inout [PlacedSupplementary]
  ) -> CGFloat {
    var position = position
    for item in items where item.leads == leading {
      let node = LayoutNode(item, transposed: isTransposed)
      var size = node.size.resolved(in: CGSize(width: width, height: visibleLength))
      size.width = min(size.width, width)
      let isEstimated = node.size.heightDimension.isEstimated
      hasEstimates = hasEstimates || isEstimated
      let key = SupplementaryKey(elementKind: item.elementKind, indexPath: indexPath)
      if isEstimated, let measured = measuredSupplementarySizes[key] {
        size.height = isTransposed ? measured.width : measured.height
      }
      var x = inset
      switch item.alignment {
      case .topTrailing, .bottomTrailing, .trailing: x = inset + width - size.width
      default: break
      }
      let offset = isTransposed ? CGPoint(x: item.offset.y, y: item.offset.x) : item.offset
      let frame = CGRect(
        x: x + offset.x, y: position + offset.y, width: size.width, height: size.height)
      placed.append(
        PlacedSupplementary(
          kind: item.elementKind, frame: frame, zIndex: item.zIndex, isEstimated: isEstimated,
          pins: item.pinToVisibleBounds, leads: leading))
      if item.extendsBoundary { position += size.height }
    }
    return position
  }

  // MARK: Queries

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    prepareIfNeeded()
    let area = vertical(rect)
    var result: [UICollectionViewLayoutAttributes] = []
    for placed in globalSupplementaries where placed.frame.intersects(area) {
      result.append(supplementaryAttributes(placed, at: IndexPath(index: 0)))
    }
    // The first section whose end reaches the rectangle.
    var lower = 0
    var upper = sections.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if sections[middle].end < area.minY { lower = middle + 1 } else { upper = middle }
    }
    for index in lower..<sections.count {
      let section = sections[index]
      if section.start > area.maxY { break }
      // Each kind of header or footer is item 0 of its section, as UIKit's.
      for placed in section.supplementaries.map({ pinned($0, in: section) })
      where placed.frame.intersects(area) {
        result.append(supplementaryAttributes(placed, at: IndexPath(item: 0, section: index)))
      }
      // A sideways section is asked about the rectangle where it is scrolled to.
      let scrolled = collectionView?.orthogonalContentOffset(forSection: index) ?? 0
      let probe =
        section.orthogonal == nil
        ? area : section.orthogonalMirror(rect.offsetBy(dx: scrolled, dy: 0))
      let low = section.orthogonal == nil ? probe.minY : probe.minX
      let high = section.orthogonal == nil ? probe.maxY : probe.maxX
      var first = 0
      var last = section.groups.count
      while first < last {
        let middle = (first + last) / 2
        if section.groups[middle].end < low { first = middle + 1 } else { last = middle }
      }
      for group in section.groups[first...] {
        if group.start > high { break }
        for item in group.items where section.itemFrames[item].intersects(probe) {
          result.append(itemAttributes(IndexPath(item: item, section: index), in: section))
        }
      }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
    else { return nil }
    return itemAttributes(indexPath, in: sections[indexPath.section])
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    if indexPath.count == 1 {
      guard let placed = globalSupplementaries.first(where: { $0.kind == elementKind }) else {
        return nil
      }
      return supplementaryAttributes(placed, at: indexPath)
    }
    guard sections.indices.contains(indexPath.section), indexPath.item == 0,
      let placed = sections[indexPath.section].supplementaries.first(where: {
        $0.kind == elementKind
      })
    else { return nil }
    return supplementaryAttributes(pinned(placed, in: sections[indexPath.section]), at: indexPath)
  }

  /// `placed` where it shows now: a pinned header at the top of what shows, a pinned footer
  /// at its bottom, each kept within its section (placed as it is asked for, so scrolling
  /// invalidates nothing).
  private func pinned(_ placed: PlacedSupplementary, in section: SectionLayout)
    -> PlacedSupplementary
  {
    guard placed.pins, let collectionView else { return placed }
    let visible = vertical(collectionView.bounds.inset(by: collectionView.adjustedContentInset))
    var moved = placed
    let length = placed.frame.height
    let natural = placed.frame.minY
    moved.frame.origin.y =
      placed.leads
      ? PinnedPlacement.header(
        natural: natural, length: length, visibleStart: visible.minY, end: section.end)
      : PinnedPlacement.footer(
        natural: natural, length: length, visibleEnd: visible.maxY, start: section.start)
    return moved
  }

  /// Only a change of size moves the items (scrolling does not).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    let path = preferredAttributes.indexPath
    if let key = SupplementaryKey(preferredAttributes) {
      guard isEstimated(key), measuredSupplementarySizes[key] != preferredAttributes.size else {
        return false
      }
      measuredSupplementarySizes[key] = preferredAttributes.size
      // Its length down the layout is what it sizes.
      return isTransposed
        ? preferredAttributes.size.width != originalAttributes.size.width
        : preferredAttributes.size.height != originalAttributes.size.height
    }
    guard sections.indices.contains(path.section), sections[path.section].hasEstimates
    else { return false }
    let size = preferredAttributes.size
    guard measuredSizes[preferredAttributes.indexPath] != size else { return false }
    measuredSizes[preferredAttributes.indexPath] = size
    return size != originalAttributes.size
  }

  /// Whether the header or footer `key` names is sized from its view.
  private func isEstimated(_ key: SupplementaryKey) -> Bool {
    let placed =
      key.indexPath.count == 1
      ? globalSupplementaries
      : sections.indices.contains(key.indexPath.section)
        ? sections[key.indexPath.section].supplementaries : []
    return placed.first { $0.kind == key.elementKind }?.isEstimated ?? false
  }

  private func itemAttributes(_ indexPath: IndexPath, in section: SectionLayout)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = Self.attributesType.init(forCellWith: indexPath)
    let frame = section.itemFrames[indexPath.item]
    attributes.frame =
      section.orthogonal == nil ? laidOut(frame) : section.orthogonalMirror(frame)
    if let list = section.list {
      // With `firstItemInSection`, item 0 is the header and the rows start after it.
      let headed = list.headerMode == .firstItemInSection
      attributes.listPlacement = ListPlacement(
        appearance: list.appearance, isHeader: headed && indexPath.item == 0,
        isFirst: indexPath.item == (headed ? 1 : 0),
        isLast: indexPath.item == section.itemFrames.count - 1,
        showsSeparator: list.showsSeparators)
    }
    return attributes
  }

  private func supplementaryAttributes(_ placed: PlacedSupplementary, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = Self.attributesType.init(
      forSupplementaryViewOfKind: placed.kind, with: indexPath)
    attributes.frame = laidOut(placed.frame)
    attributes.zIndex = placed.zIndex
    return attributes
  }

  /// A frame of the vertical frame of reference, in the layout's own axes (mirrored in a
  /// right-to-left collection view).
  private func laidOut(_ frame: CGRect) -> CGRect {
    mirror(transposed(frame))
  }

  /// A rectangle of the layout, in the vertical frame of reference.
  private func vertical(_ rect: CGRect) -> CGRect { transposed(mirror(rect)) }

  /// `rect` with its axes swapped, in a horizontal layout.
  private func transposed(_ rect: CGRect) -> CGRect {
    isTransposed
      ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
  }
}
