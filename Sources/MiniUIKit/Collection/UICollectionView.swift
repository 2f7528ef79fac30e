import Foundation

/// A scrolling grid of items placed by a layout, as UIKit's UICollectionView.
///
/// Only the items in the visible rectangle, plus a margin of a quarter screen on each side,
/// have cells. A cell that leaves that rectangle goes back to the reuse pool of its
/// identifier, and `dequeueReusableCell(withReuseIdentifier:for:)` hands it out again, after
/// `prepareForReuse()`. Item counts are read from the data source on `reloadData()` and batch
/// updates, and cached in between, as UIKit does.
///
/// `delegate` is the scroll view's property; a delegate conforming to
/// `UICollectionViewDelegate` also hears about highlighting, selection and display.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where `scrollToItem(at:at:animated:)` puts the item, as UIKit's option set.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The item's top edge at the top of the view.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the view.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the view.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the view.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the view.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the view.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The share of the visible size kept laid out beyond each edge.
  static let preparedMargin: CGFloat = 0.25

  /// The object that gives the items and their cells, held weakly; setting it reloads the data.
  public weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }

  /// The layout placing the items; setting it switches at once (see
  /// `setCollectionViewLayout(_:animated:completion:)`).
  public var collectionViewLayout: UICollectionViewLayout {
    get { layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Drawn behind the items, filling the visible area.
  public var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Whether a tap selects an item.
  public var allowsSelection = true
  /// Whether several items can be selected at once; a tap on a selected item then deselects it.
  public var allowsMultipleSelection = false

  // What a layout pass reads for every cell is `@exclusivity(unchecked)`, as `UIView`'s
  // properties are (see there).
  @exclusivity(unchecked) var layout: UICollectionViewLayout
  /// Cells on screen (or in the margin), by item.
  @exclusivity(unchecked) var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:] {
    didSet { cellsVersion &+= 1 }
  }
  /// Cells an animation is moving, with how many animations move each: a layout pass leaves
  /// them on screen until the last ends.
  @exclusivity(unchecked) var animatingCells: [ObjectIdentifier: Int] = [:]
  /// Supplementary views on screen (or in the margin): headers, footers.
  @exclusivity(unchecked) var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
  {
    didSet { cellsVersion &+= 1 }
  }
  /// The scroll views of sections that scroll across the collection view, by section.
  @exclusivity(unchecked) var orthogonalScrollers: [Int: OrthogonalScrollView] = [:] {
    didSet { cellsVersion &+= 1 }
  }
  /// Cells of deleted items, on screen until their animation ends, with their old items.
  @exclusivity(unchecked) var departingCells:
    [ObjectIdentifier: (cell: UICollectionViewCell, indexPath: IndexPath)] = [:]
  {
    didSet { cellsVersion &+= 1 }
  }
  /// Counts the changes to the views above and to their stacking order (zIndex).
  @exclusivity(unchecked) var cellsVersion = 0
  /// Counts layout passes, to stamp the cells a pass keeps (see `showCells`).
  @exclusivity(unchecked) var layoutPass = 0
  /// The `cellsVersion` and the containers' `subviewsVersion`s (the collection view's, then
  /// each sideways row's) that the drawing order was last made for: while they hold, the
  /// order holds.
  var orderedFor: (cells: Int, containers: [Int])?
  /// The batch update being collected by `performBatchUpdates(_:completion:)`.
  var pendingUpdate: CollectionUpdate?
  /// The interactive layout transition under way, if any.
  var interactiveLayoutTransition: InteractiveLayoutTransition?
  /// Selected items, in the order they were selected.
  @exclusivity(unchecked) var selectedIndexPaths: [IndexPath] = []
  /// The item a touch went down on: released on it, it is selected.
  var touchedIndexPath: IndexPath?
  /// The highlighted item (under the touch, while it is on the item it went down on).
  @exclusivity(unchecked) var highlightedIndexPath: IndexPath?
  /// The item whose cell had keyboard focus when it left the screen: it gets it back.
  @exclusivity(unchecked) var focusedIndexPath: IndexPath?
  /// Whether focus coming back into the collection view goes to the item focused last rather
  /// than the first one, as UIKit's (false by default).
  public var remembersLastFocusedIndexPath = false
  /// The item whose cell had keyboard focus last.
  var lastFocusedIndexPath: IndexPath?

  /// The cell focus comes back to, when the collection view remembers one and it is shown.
  var rememberedFocusCell: UICollectionViewCell? {
    guard remembersLastFocusedIndexPath, let lastFocusedIndexPath else { return nil }
    return cellsByIndexPath[lastFocusedIndexPath]
  }

  var reusePools: [String: [UICollectionViewCell]] = [:]
  var registeredClasses: [String: UICollectionViewCell.Type] = [:]
  /// Supplementary views waiting for reuse, and their classes, by kind and identifier.
  var supplementaryPools: [SupplementaryKind: [UICollectionReusableView]] = [:]
  var registeredSupplementaryClasses: [SupplementaryKind: UICollectionReusableView.Type] = [:]
  /// The cell a reconfiguration hands back to the data source instead of a new one.
  var cellBeingReconfigured: UICollectionViewCell?
  /// Item counts per section, read from the data source.
  @exclusivity(unchecked) private var itemCounts: [Int] = []
  @exclusivity(unchecked) private var needsReload = true
  /// Attributes of the item whose cell is being dequeued (so it has its size in
  /// `cellForItemAt`).
  var attributesBeingDisplayed: UICollectionViewLayoutAttributes?
  /// The bounds the layout last saw (a layout pass, or a layout change), to tell it about
  /// bounds changes.
  var boundsSeenByLayout: CGRect?
  /// The width the layout mirrored its content across at the last layout pass (nil: it did
  /// not mirror), to keep mirrored content in place as it grows.
  var mirroredContentWidth: CGFloat?

  /// A collection view whose items `layout` places; its background is the layout's (a list's
  /// ground) or the system background.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(frame: frame)
    backgroundColor = layout.defaultBackgroundColor ?? .systemBackground
    clipsToBounds = true
    layout.collectionView = self
  }

  /// A collection view with a flow layout: nothing is decoded.
  public required convenience init?(coder: NSCoder) {
    self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  }

  // MARK: Data

  /// Forgets every cell and count, and asks the data source again on the next layout pass.
  /// The selection is cleared, as UIKit's.
  open func reloadData() {
    for indexPath in Array(cellsByIndexPath.keys) { enqueueCell(at: indexPath) }
    for (cell, indexPath) in departingCells.values { recycle(cell, showing: indexPath) }
    for key in Array(supplementaryViews.keys) { enqueueSupplementaryView(at: key) }
    departingCells = [:]
    animatingCells = [:]
    selectedIndexPaths = []
    highlightedIndexPath = nil
    needsReload = true
    layout.invalidateLayout()
    setNeedsLayout()
  }

  /// The number of sections, as the data source last gave it.
  public var numberOfSections: Int {
    reloadCountsIfNeeded()
    return itemCounts.count
  }

  /// The number of items in `section`, as the data source last gave it; 0 for no such section.
  public func numberOfItems(inSection section: Int) -> Int {
    reloadCountsIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  func reloadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    itemCounts = readItemCounts()
  }

  /// The counts the data source gives now (negative answers count as zero).
  func readItemCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    return (0..<sections).map {
      max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
    }
  }

  /// Takes counts read after a batch update.
  func setItemCounts(_ counts: [Int]) {
    itemCounts = counts
    needsReload = false
  }

  func isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.item >= 0
      && indexPath.item < numberOfItems(inSection: indexPath.section)
  }

  // MARK: Cells

  /// Registers the class to make cells of for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredClasses[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      return warn(
        "\(cellClass) is not a UICollectionViewCell subclass; not registered for '\(identifier)'")
    }
    registeredClasses[identifier] = cellType
  }

  /// Whether a class is registered for the cell identifier.
  func hasRegisteredCell(forReuseIdentifier identifier: String) -> Bool {
    registeredClasses[identifier] != nil
  }

  /// A cell for the item at `indexPath`: one from the pool of `identifier` (after
  /// `prepareForReuse()`), or a new one of the registered class. An unregistered identifier
  /// gets a plain cell and a warning (UIKit raises an exception).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell: UICollectionViewCell
    if let reconfigured = cellBeingReconfigured, reconfigured.reuseIdentifier == identifier {
      // Reconfigured: the data source sets up the cell it already has.
      cellBeingReconfigured = nil
      cell = reconfigured
    } else if let reused = reusePools[identifier]?.popLast() {
      cell = reused
      cell.prepareForReuse()
    } else {
      let cellType = registeredClasses[identifier]
      if cellType == nil {
        warn("no class registered for the cell identifier '\(identifier)'")
      }
      cell = (cellType ?? UICollectionViewCell.self).init(registeredClassWithFrame: .zero)
      cell.reuseIdentifier = identifier
    }
    if let attributes = attributesBeingDisplayed ?? layout.layoutAttributesForItem(at: indexPath) {
      apply(attributes, to: cell)
    }
    return cell
  }

  /// The cell showing the item at `indexPath`, if it is on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cellsByIndexPath[indexPath]
  }

  /// The item a cell shows, if it is on screen.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The cells that intersect the visible rectangle.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellsByIndexPath[$0] }
  }

  /// The items whose cells intersect the visible rectangle, in index order.
  public var indexPathsForVisibleItems: [IndexPath] {
    cellsByIndexPath.filter { _, cell in
      // A sideways section's cells are in its scroll view's coordinates.
      !cell.isHidden
        && (cell.superview === self ? cell.frame : cell.convert(cell.bounds, to: self))
          .intersects(bounds)
    }.keys.sorted()
  }

  /// The cells alive now, on screen or in the margin (for the frame overlay and tests).
  public var preparedCellCount: Int { cellsByIndexPath.count + departingCells.count }

  /// The cells waiting in the reuse pools.
  public var reusableCellCount: Int { reusePools.values.reduce(0) { $0 + $1.count } }

  /// The item at `point` (content coordinates), topmost first.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter { attributes in
      guard attributes.representedElementCategory == .cell, !attributes.isHidden,
        attributes.alpha >= 0.01
      else { return false }
      // Inside the transformed item, where it shows (a sideways-scrolled section moves it).
      let local = point.applying(
        UIView.transformToSuperview(
          center: onScreenCenter(of: attributes), bounds: attributes.bounds,
          transform: attributes.transform
        ).inverted())
      return attributes.bounds.contains(local)
    }
    return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
  }

  // MARK: Input (see UICollectionView+Selection.swift)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchBegan(touches)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchMoved(touches)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchEnded(touches)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchCancelled()
  }

  /// Arrows move focus between cells and Enter or Space select (see
  /// `handleSelectionKey(_:)`); other keys go to the scroll view and on up the chain.
  open override func keyPressed(_ key: UIKey) -> Bool {
    handleSelectionKey(key) || super.keyPressed(key)
  }

  /// A glide let go by a finger stops where the layout says.
  override func targetContentOffset(
    forProposedContentOffset proposed: CGPoint, withVelocity velocity: CGPoint
  ) -> CGPoint {
    layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  // MARK: Layout pass

  /// As UIKit's, the layout hears of a change of bounds (a scroll, a resize) as it is made,
  /// `bounds` still the old ones: a layout may work out how far they moved.
  open override var bounds: CGRect {
    willSet {
      guard newValue != bounds, boundsSeenByLayout != nil,
        layout.shouldInvalidateLayout(forBoundsChange: newValue)
      else { return }
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    reloadCountsIfNeeded()
    let resized = boundsSeenByLayout.map { $0.size != bounds.size } ?? false
    if let oldBounds = boundsSeenByLayout, resized {
      layout.prepareForAnimatedBoundsChange(oldBounds)
    }
    boundsSeenByLayout = bounds
    layout.prepareIfNeeded()
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    keepMirroredContentInPlace()
    if resized, !isDragging, !isDecelerating, interactiveLayoutTransition == nil {
      // A resize that shortens the content keeps the view within it.
      let clamped = clampedContentOffset(contentOffset)
      if clamped != contentOffset { UIView.performWithoutAnimation { contentOffset = clamped } }
    }
    if let transition = interactiveLayoutTransition, contentOffset != transition.contentOffset {
      contentOffset = transition.contentOffset
    }
    backgroundView?.frame = bounds
    updateOrthogonalScrollers()
    showCells(for: preparedRect(around: bounds.origin))
    if resized {
      remeasureShownViews()
      layout.finalizeAnimatedBoundsChange()
    }
  }

  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
}
