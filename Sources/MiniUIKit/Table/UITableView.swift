import Foundation

/// A scrolling list of rows in sections, as UIKit's UITableView.
///
/// Rows come from the `dataSource` (cells dequeued by reuse identifier, only the rows on
/// screen have one) and are sized by `rowHeight`, the delegate's `heightForRowAt`, or, at
/// `automaticDimension` (the default), by their cells: a row is measured when it first
/// shows and stands at its estimate until then. Section headers and footers show titles
/// or the delegate's views; in the plain style a header sticks to the top while its
/// section scrolls under it. Grouped styles lay sections on a grey ground, the inset one
/// with rounded groups. Tapping a row selects it (asking and telling the delegate).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// How a table looks, as UIKit's UITableView.Style.
  public enum Style: Int, Sendable {
    /// Rows edge to edge on the system background; headers stick to the top.
    case plain
    /// Sections set apart on a grey ground.
    case grouped
    /// Sections in rounded groups, inset from the sides, on a grey ground.
    case insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// Just enough to show it.
    case none
    /// At the top of the visible area.
    case top
    /// In the middle of the visible area.
    case middle
    /// At the bottom of the visible area.
    case bottom
  }

  /// How rows come and go in an update, as UIKit's (see UITableView+Updates.swift).
  public enum RowAnimation: Int, Sendable {
    /// Fades in or out.
    case fade
    /// Slides in from, or out to, the right.
    case right
    /// Slides in from, or out to, the left.
    case left
    /// Slides in from, or out towards, the top.
    case top
    /// Slides in from, or out towards, the bottom.
    case bottom
    /// Fades in or out, as `.fade`.
    case none
    /// Grows from, or shrinks to, its middle line, fading.
    case middle
    /// The table's choice: a fade.
    case automatic = 100
  }

  /// A height that the table works out: from the cell (rows), or the title (headers).
  public static let automaticDimension: CGFloat = -1
  /// UIKit's row animations and deselection last this long.
  public static let rowAnimationDuration: TimeInterval = 0.3
  /// A row's height when nothing else says.
  static let defaultRowHeight: CGFloat = 44
  /// How far an inset group stands in from the sides.
  static let insetGroupMargin: CGFloat = 20

  /// How the table looks, set at creation.
  public let style: Style

  /// The object that gives the sections, rows and cells; held weakly. Setting it reloads the
  /// table.
  public weak var dataSource: UITableViewDataSource? {
    didSet { reloadData() }
  }
  /// The delegate, when it is a table view's (it is the scroll view's `delegate`).
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// Every row's height, in points, unless the delegate gives one; `automaticDimension` (the
  /// default) sizes rows from their cells.
  public var rowHeight = UITableView.automaticDimension { didSet { invalidateHeights() } }
  /// The height a self-sizing row stands at until it is measured; `automaticDimension` (the
  /// default) for 44 points.
  public var estimatedRowHeight = UITableView.automaticDimension { didSet { invalidateHeights() } }
  /// Every section header's height, unless the delegate gives one; `automaticDimension` (the
  /// default) measures the header, or leaves the room between groups when there is none.
  public var sectionHeaderHeight = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// Every section footer's height, unless the delegate gives one; `automaticDimension` (the
  /// default) measures the footer, or leaves the room between groups when there is none.
  public var sectionFooterHeight = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }

  /// Whether rows show separators; `.singleLine` by default (`.singleLineEtched` draws the
  /// same).
  public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
    didSet { setNeedsLayout() }
  }
  /// The separators' colour, as UIKit's; the cells here draw `.separator` whatever it is.
  public var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  /// The default separator inset of the rows.
  public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// Room above each section's header; `automaticDimension` (the default) leaves none, as
  /// UIKit did before iOS 15.
  public var sectionHeaderTopPadding = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// Estimates of the headers' heights, as UIKit's: the table measures each section's
  /// header as it lays it out, so they need not be set.
  public var estimatedSectionHeaderHeight = UITableView.automaticDimension
  /// The footers' estimated height (see `estimatedSectionHeaderHeight`).
  public var estimatedSectionFooterHeight = UITableView.automaticDimension

  /// Whether rows can be selected when the table is not editing; true by default.
  public var allowsSelection = true
  /// Whether several rows can be selected at once, a tap toggling a row; false by default.
  public var allowsMultipleSelection = false
  /// Whether a tap selects a row while the table is editing.
  public var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected at once while the table is editing; false by
  /// default.
  public var allowsMultipleSelectionDuringEditing = false

  /// A view behind the rows that stays put as they scroll (an empty list's message), the
  /// table's size.
  public var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// A view above the first section (its height is its frame's).
  public var tableHeaderView: UIView? {
    didSet { replaceTableView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section.
  public var tableFooterView: UIView? {
    didSet { replaceTableView(oldValue, with: tableFooterView) }
  }

  // MARK: State

  /// Where everything goes, down the content.
  var tableLayout = TableLayout()
  /// Whether the counts and heights must be read again before the next layout.
  private var needsReload = true
  /// Whether the table is in editing mode (see UITableView+Editing.swift), and the row
  /// being dragged by its grip.
  var editingMode = false
  var reorder: RowReorder?
  /// The row swiped open, if any (see UITableView+SwipeActions.swift).
  var rowSwipe: RowSwipe?
  /// The drag that swipes rows sideways: it waits for the scroll's drag to fail.
  private(set) var swipeRecognizer: UIPanGestureRecognizer!
  /// What the data source's protocol defaults noted while being asked (see
  /// `dataSourceImplements(_:)`), and the answer for the data source asked last.
  var dataSourceLacks: DataSourceFeatures = []
  var probedDataSource: (identity: ObjectIdentifier, lacks: DataSourceFeatures)?
  /// The changes of the batch update being collected, and how deep `beginUpdates` is.
  var pendingUpdate: TableUpdate?
  /// The cell a reconfiguration hands back from `dequeueReusableCell` (see
  /// `reconfigureRows(at:)`).
  var cellBeingReconfigured: UITableViewCell?
  var updateDepth = 0
  /// The cells on screen, by row.
  var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// Heights of self-sizing rows measured so far.
  var measuredHeights: [IndexPath: CGFloat] = [:]
  /// The header and footer views on screen, by section.
  private var headerViews: [Int: UIView] = [:]
  private var footerViews: [Int: UIView] = [:]
  var selectedRows: [IndexPath] = []
  private var touchedRow: IndexPath?
  private var highlightedRow: IndexPath?

  private var cellClasses: [String: UITableViewCell.Type] = [:]
  private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  private var reusableCells: [String: [UITableViewCell]] = [:]
  private var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
  /// The identifier of the header and footer views the table makes for titles.
  private static let titleIdentifier = "UITableView.title"

  /// A table of `style`: on the system background when plain, on the grouped one otherwise.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    let swipe = UIPanGestureRecognizer { [weak self] recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      self?.handleSwipe(pan)
    }
    swipe.require(toFail: panGestureRecognizer)
    swipe.isBuiltIn = true
    addGestureRecognizer(swipe)
    swipeRecognizer = swipe
  }

  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  public required init?(coder: NSCoder) { nil }

  // MARK: Registration and reuse

  /// Cells dequeued with `identifier` are made from `cellClass` (a UITableViewCell
  /// subclass) when none waits for reuse.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellClasses[identifier] = nil
      return
    }
    guard let type = cellClass as? UITableViewCell.Type else {
      return warn("\(cellClass) is not a UITableViewCell subclass; it is not registered")
    }
    cellClasses[identifier] = type
  }

  /// Header and footer views dequeued with `identifier` are made from `aClass` (a
  /// UITableViewHeaderFooterView subclass) when none waits for reuse.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      headerFooterClasses[identifier] = nil
      return
    }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      return warn("\(aClass) is not a UITableViewHeaderFooterView subclass; it is not registered")
    }
    headerFooterClasses[identifier] = type
  }

  /// A cell waiting for reuse, or a new one of the registered class; nil when there is
  /// neither (the classic `?? UITableViewCell(style:reuseIdentifier:)` pattern).
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = cellBeingReconfigured { return cell }
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return cellClasses[identifier].map { $0.init(registeredClassWithReuseIdentifier: identifier) }
  }

  /// A cell for the row at `indexPath`, sized to it. The identifier must be registered;
  /// an unregistered one gets a plain cell and a warning (UIKit raises an exception).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      dequeueReusableCell(withIdentifier: identifier)
      ?? {
        warn(
          "no cell class is registered for the identifier '\(identifier)' "
            + "(register(_:forCellReuseIdentifier:)); using a plain cell")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
      }()
    cell.bounds.size = rowFrame(indexPath)?.size ?? cell.bounds.size
    return cell
  }

  /// A header or footer view waiting for reuse, or a new one of the registered class; nil
  /// when there is neither.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let view = reusableHeaderFooters[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return headerFooterClasses[identifier].map {
      $0.init(registeredClassWithReuseIdentifier: identifier)
    }
  }

  /// Takes a cell off screen and keeps it for reuse.
  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  private func enqueue(headerFooter view: UIView) {
    view.removeFromSuperview()
    guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier
    else { return }
    reusableHeaderFooters[identifier, default: []].append(view)
  }

  // MARK: Data

  /// Reads the sections and rows again and makes new cells for the rows on screen.
  open func reloadData() {
    closeSwipe(animated: false)
    cancelReorder()
    probedDataSource = nil
    for (indexPath, cell) in cellsByIndexPath {
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      recycle(cell)
    }
    cellsByIndexPath = [:]
    for view in headerViews.values { enqueue(headerFooter: view) }
    for view in footerViews.values { enqueue(headerFooter: view) }
    headerViews = [:]
    footerViews = [:]
    measuredHeights = [:]
    selectedRows = []
    needsReload = true
    setNeedsLayout()
  }

  /// The number of sections the table shows (the data source's, at the last reload or
  /// update).
  public var numberOfSections: Int {
    readIfNeeded()
    return tableLayout.sections.count
  }

  /// The number of rows the table shows in `section`; 0 for a section it does not have.
  public func numberOfRows(inSection section: Int) -> Int {
    readIfNeeded()
    return tableLayout.sections.indices.contains(section)
      ? tableLayout.sections[section].rowHeights.count : 0
  }

  /// The rows per section, as the data source says now.
  func readRowCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    return (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
  }

  private func readIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    tableLayout = makeLayout(rowCounts: readRowCounts())
  }

  /// Heights changed (row height settings): everything is measured again.
  private func invalidateHeights() {
    measuredHeights = [:]
    needsReload = true
    setNeedsLayout()
  }

  /// A layout of `rowCounts` rows: fixed heights from the settings or the delegate,
  /// self-sizing rows at what they measured or their estimate.
  func makeLayout(rowCounts: [Int]) -> TableLayout {
    let sections = rowCounts.enumerated().map { section, count in
      let header = headerHeight(section)
      return TableLayout.Section(
        headerPadding: header > 0 ? max(sectionHeaderTopPadding, 0) : 0, headerHeight: header,
        footerHeight: footerHeight(section),
        rowHeights: (0..<count).map { rowHeightEstimate(IndexPath(row: $0, section: section)) })
    }
    return TableLayout(
      headerHeight: tableHeaderView?.frame.height ?? 0, sections: sections,
      footerHeight: tableFooterView?.frame.height ?? 0)
  }

  /// The row's height as known before its cell shows: fixed, measured, or estimated.
  private func rowHeightEstimate(_ indexPath: IndexPath) -> CGFloat {
    let fixed = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if fixed >= 0 { return fixed }
    if let measured = measuredHeights[indexPath] { return measured }
    let estimate =
      tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : Self.defaultRowHeight
  }

  /// Whether the row sizes itself from its cell.
  private func isSelfSizing(_ indexPath: IndexPath) -> Bool {
    (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0
  }

  private func headerTitle(_ section: Int) -> String? {
    dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  private func footerTitle(_ section: Int) -> String? {
    dataSource?.tableView(self, titleForFooterInSection: section)
  }

  private func headerHeight(_ section: Int) -> CGFloat {
    let height =
      tableDelegate?.tableView(self, heightForHeaderInSection: section)
      ?? sectionHeaderHeight
    if height >= 0 { return height }
    if let view = headerView(for: section) { return measure(view) }
    // Room between groups, as UIKit's grouped styles leave (more above the first).
    return style == .plain ? 0 : section == 0 ? 35 : 17
  }

  private func footerHeight(_ section: Int) -> CGFloat {
    let height =
      tableDelegate?.tableView(self, heightForFooterInSection: section)
      ?? sectionFooterHeight
    if height >= 0 { return height }
    if let view = footerView(for: section) { return measure(view) }
    return style == .plain ? 0 : 17
  }

  private func measure(_ view: UIView) -> CGFloat {
    let width = groupFrameX.width
    if let view = view as? UITableViewHeaderFooterView {
      let height = view.fittingHeight(width: width)
      enqueue(headerFooter: view)
      return height > 0 ? height.rounded(.up) : 28
    }
    let fitting = view.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
    return fitting > 0 ? fitting : max(view.frame.height, 28)
  }

  /// The header view for a section: the delegate's, or one showing its title; nil for
  /// none.
  private func headerView(for section: Int) -> UIView? {
    if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
    return headerTitle(section).map { titleView($0, header: true) }
  }

  private func footerView(for section: Int) -> UIView? {
    if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) { return view }
    return footerTitle(section).map { titleView($0, header: false) }
  }

  private func titleView(_ title: String, header: Bool) -> UITableViewHeaderFooterView {
    let view =
      dequeueReusableHeaderFooterView(withIdentifier: Self.titleIdentifier)
      ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleIdentifier)
    var content: UIListContentConfiguration
    switch (style, header) {
    case (.plain, true): content = .plainHeader()
    case (.plain, false): content = .plainFooter()
    case (_, true): content = .groupedHeader()
    case (_, false): content = .groupedFooter()
    }
    content.text = title
    view.contentConfiguration = content
    view.backgroundConfiguration =
      style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    return view
  }

  // MARK: Geometry

  /// Where the rows (and their headers) stand across: full width, or an inset group.
  private var groupFrameX: (x: CGFloat, width: CGFloat) {
    let inset = style == .insetGrouped ? Self.insetGroupMargin : 0
    return (inset, max(bounds.width - 2 * inset, 0))
  }

  /// Where the rows stand across, as a rectangle (for slides that go its width).
  var rowsAcross: CGRect {
    let across = groupFrameX
    return CGRect(x: across.x, y: 0, width: across.width, height: 0)
  }

  /// The row's rectangle in the table's content.
  func rowFrame(_ indexPath: IndexPath) -> CGRect? {
    readIfNeeded()
    guard let span = tableLayout.rowSpan(indexPath) else { return nil }
    let across = groupFrameX
    return CGRect(x: across.x, y: span.top, width: across.width, height: span.height)
  }

  /// The section's rectangle in the table's content, header and footer included; `.zero`
  /// for a section the table does not have.
  public func rect(forSection section: Int) -> CGRect {
    readIfNeeded()
    guard tableLayout.sections.indices.contains(section) else { return .zero }
    let part = tableLayout.sections[section]
    return CGRect(x: 0, y: part.top, width: bounds.width, height: part.bottom - part.top)
  }

  /// The row's rectangle in the table's content; `.zero` for a row the table does not have.
  public func rectForRow(at indexPath: IndexPath) -> CGRect { rowFrame(indexPath) ?? .zero }

  /// The section header's rectangle in the table's content (no height when it has none).
  public func rectForHeader(inSection section: Int) -> CGRect {
    let part = rect(forSection: section)
    let height =
      tableLayout.sections.indices.contains(section)
      ? tableLayout.sections[section].headerHeight : 0
    let padding =
      tableLayout.sections.indices.contains(section)
      ? tableLayout.sections[section].headerPadding : 0
    return CGRect(x: 0, y: part.minY + padding, width: bounds.width, height: height)
  }

  /// The section footer's rectangle in the table's content (no height when it has none).
  public func rectForFooter(inSection section: Int) -> CGRect {
    let part = rect(forSection: section)
    let height =
      tableLayout.sections.indices.contains(section)
      ? tableLayout.sections[section].footerHeight : 0
    return CGRect(x: 0, y: part.maxY - height, width: bounds.width, height: height)
  }

  /// The row at `point` (in the table's content), if any.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    readIfNeeded()
    guard let indexPath = tableLayout.rows(from: point.y, to: point.y + 0.001).first,
      let frame = rowFrame(indexPath), frame.minX <= point.x, point.x < frame.maxX
    else { return nil }
    return indexPath
  }

  /// The rows whose span down the content meets `rect`'s, top first; never nil.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    readIfNeeded()
    return tableLayout.rows(from: rect.minY, to: rect.maxY)
  }

  /// The row `cell` shows, or nil when it shows none on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The cell showing the row, or nil when the row is off screen; the table is laid out
  /// first.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return cellsByIndexPath[indexPath]
  }

  /// The cells on screen, in row order.
  public var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows on screen, in order; empty rather than nil when there are none.
  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return cellsByIndexPath.keys.sorted()
  }

  /// The header and footer views on screen.
  var headersAndFooters: [UIView] { Array(headerViews.values) + Array(footerViews.values) }

  /// The headers and footers on screen follow their sections (old index → new); those of
  /// sections that left are returned, to fade out and be put away (`recycleSectionView`).
  func remapSectionViews(_ newSection: [Int: Int]) -> [UIView] {
    var leaving: [UIView] = []
    func remap(_ views: [Int: UIView]) -> [Int: UIView] {
      var result: [Int: UIView] = [:]
      for (old, view) in views {
        if let new = newSection[old] { result[new] = view } else { leaving.append(view) }
      }
      return result
    }
    headerViews = remap(headerViews)
    footerViews = remap(footerViews)
    return leaving
  }

  /// Puts away a header or footer that faded out with its section.
  func recycleSectionView(_ view: UIView) {
    UIView.performWithoutAnimation { view.alpha = 1 }
    enqueue(headerFooter: view)
  }

  /// The section's header on screen, or nil (also for a header of another view class).
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    headerViews[section] as? UITableViewHeaderFooterView
  }

  /// The section's footer on screen, or nil (also for a footer of another view class).
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    footerViews[section] as? UITableViewHeaderFooterView
  }

  /// Scrolls so that the row shows where `scrollPosition` says, within the content.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = rowFrame(indexPath) else {
      return warn("scrollToRow: \(indexPath) is not a row of \(objectName(self))")
    }
    let insets = adjustedContentInset
    let visible = bounds.height - insets.top - insets.bottom
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = frame.minY - insets.top
    case .middle: y = frame.midY - insets.top - visible / 2
    case .bottom: y = frame.maxY - insets.top - visible
    case .none:
      if frame.minY < y + insets.top {
        y = frame.minY - insets.top
      } else if frame.maxY > y + insets.top + visible {
        y = frame.maxY - insets.top - visible
      }
    }
    setContentOffset(
      clampedContentOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
  }

  // MARK: Layout

  open override func layoutSubviews() {
    readIfNeeded()
    placeTableViews()
    showRows()
    showHeadersAndFooters()
    // Cells go in at the back: the background view stays behind them.
    if let backgroundView, subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
    contentSize = CGSize(width: bounds.width, height: tableLayout.contentHeight)
    super.layoutSubviews()
  }

  private func placeTableViews() {
    backgroundView?.frame = bounds
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
      tableLayout.headerHeight = header.frame.height
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: tableLayout.contentHeight - footer.frame.height, width: bounds.width,
        height: footer.frame.height)
    }
  }

  /// Gives each row on screen a cell (measuring self-sizing rows as they first show) and
  /// hands the others' cells back for reuse.
  private func showRows() {
    var rows = tableLayout.rows(from: bounds.minY, to: bounds.maxY)
    // Measuring rows can change what shows: measure until it settles (a few passes).
    for _ in 0..<4 {
      var changed = false
      for indexPath in rows where cellsByIndexPath[indexPath] == nil {
        let cell = makeCell(at: indexPath)
        guard isSelfSizing(indexPath), measuredHeights[indexPath] == nil else { continue }
        let height = cell.fittingHeight(width: groupFrameX.width)
        let measured = height > 0 ? height.rounded(.up) : Self.defaultRowHeight
        measuredHeights[indexPath] = measured
        guard let span = tableLayout.rowSpan(indexPath), span.height != measured else { continue }
        tableLayout.setHeight(measured, of: indexPath)
        changed = true
        // A row above the top grew or shrank: what shows stays where it is.
        if span.top < bounds.minY, !isDragging { contentOffset.y += measured - span.height }
      }
      guard changed else { break }
      rows = tableLayout.rows(from: bounds.minY, to: bounds.maxY)
    }
    let showing = Set(rows)
    for (indexPath, cell) in cellsByIndexPath where !showing.contains(indexPath) {
      cellsByIndexPath[indexPath] = nil
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      recycle(cell)
    }
    for indexPath in rows {
      // While a row is dragged by its grip, the rows stand where the drag has put them.
      guard reorder == nil, let cell = cellsByIndexPath[indexPath], let frame = rowFrame(indexPath)
      else { continue }
      UIView.performWithoutAnimation {
        cell.frame = frame
        cell.placement = placement(of: indexPath)
        cell.layoutIfNeeded()
      }
    }
    // A swiped row keeps its offset; one scrolled away, or a scroll, closes.
    if let swipe = rowSwipe {
      if isDragging || !showing.contains(swipe.indexPath) {
        closeSwipe(animated: showing.contains(swipe.indexPath))
      } else {
        UIView.performWithoutAnimation { placeSwipedRow(swipe) }
      }
    }
  }

  /// Measures a self-sizing row's cell again (its content changed).
  func remeasure(_ cell: UITableViewCell, at indexPath: IndexPath) {
    guard isSelfSizing(indexPath), let width = rowFrame(indexPath)?.width else { return }
    let height = cell.fittingHeight(width: width)
    let measured = height > 0 ? height.rounded(.up) : Self.defaultRowHeight
    measuredHeights[indexPath] = measured
    tableLayout.setHeight(measured, of: indexPath)
  }

  /// A new cell from the data source for the row, on screen.
  @discardableResult
  func makeCell(at indexPath: IndexPath) -> UITableViewCell {
    let cell =
      dataSource?.tableView(self, cellForRowAt: indexPath)
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    UIView.performWithoutAnimation {
      cell.frame = rowFrame(indexPath) ?? cell.frame
      cell.placement = placement(of: indexPath)
      cell.setSelected(selectedRows.contains(indexPath), animated: false)
      cell.alpha = 1
      cell.transform = .identity
    }
    cellsByIndexPath[indexPath] = cell
    if cell.superview !== self { insertSubview(cell, at: 0) }
    applyEditing(to: cell, at: indexPath, animated: false)
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  /// The row's place in its section, for its background and separator.
  func placement(of indexPath: IndexPath) -> ListPlacement {
    let count =
      tableLayout.sections.indices.contains(indexPath.section)
      ? tableLayout.sections[indexPath.section].rowHeights.count : 0
    let appearance: UICollectionLayoutListConfiguration.Appearance
    switch style {
    case .plain: appearance = .plain
    case .grouped: appearance = .grouped
    case .insetGrouped: appearance = .insetGrouped
    }
    return ListPlacement(
      appearance: appearance, isHeader: false, isFirst: indexPath.row == 0,
      isLast: indexPath.row == count - 1, showsSeparator: separatorStyle != .none)
  }

  /// The headers and footers of the sections on screen; a plain table's header sticks
  /// to the top of its section's rows while they scroll under it.
  private func showHeadersAndFooters() {
    let top = bounds.minY
    let bottom = bounds.maxY
    var headersShowing: Set<Int> = []
    var footersShowing: Set<Int> = []
    let across = groupFrameX
    let titleX: CGFloat = style == .insetGrouped ? across.x : 0
    let titleWidth = style == .insetGrouped ? across.width : bounds.width
    for (index, section) in tableLayout.sections.enumerated() {
      guard section.bottom > top, section.top < bottom else { continue }
      if section.headerHeight > 0 {
        var y = section.headerTop
        if style == .plain {
          y = PinnedPlacement.header(
            natural: y, length: section.headerHeight, visibleStart: top + adjustedContentInset.top,
            end: section.rowsTop + section.rowsHeight)
        }
        if y < bottom, y + section.headerHeight > top,
          let view = headerViews[index] ?? headerView(for: index)
        {
          headersShowing.insert(index)
          headerViews[index] = view
          view.frame = CGRect(x: titleX, y: y, width: titleWidth, height: section.headerHeight)
          // Cells go in at the back, so a header added once stays above them.
          if view.superview !== self {
            addSubview(view)
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: index)
          }
        }
      }
      let footerTop = section.rowsTop + section.rowsHeight
      if section.footerHeight > 0, footerTop < bottom, section.bottom > top,
        let view = footerViews[index] ?? footerView(for: index)
      {
        footersShowing.insert(index)
        footerViews[index] = view
        view.frame = CGRect(
          x: titleX, y: footerTop, width: titleWidth, height: section.footerHeight)
        if view.superview !== self {
          addSubview(view)
          tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: index)
        }
      }
    }
    for (index, view) in headerViews where !headersShowing.contains(index) {
      headerViews[index] = nil
      enqueue(headerFooter: view)
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: index)
    }
    for (index, view) in footerViews where !footersShowing.contains(index) {
      footerViews[index] = nil
      enqueue(headerFooter: view)
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: index)
    }
  }

  /// The table's header or footer view set (again, after a change of its height, as UIKit
  /// code does): the sections are placed anew.
  private func replaceTableView(_ old: UIView?, with new: UIView?) {
    if old !== new {
      old?.removeFromSuperview()
      if let new { addSubview(new) }
    }
    needsReload = true
    setNeedsLayout()
  }

  // MARK: Selection

  /// The selected row (the one selected first, when several are), or nil.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows, in the order they were selected; nil when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows
  }

  /// Selects the row (nil deselects all) and scrolls it to `scrollPosition`; the
  /// delegate is not called.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard allowsSelection else { return }
    guard let indexPath, rowFrame(indexPath) != nil else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    cellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row, fading its highlight out when `animated` (along with a transition
  /// when called in an alongside block); the delegate is not called.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    cellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
  }

  /// Selects a row as a tap does: asking the delegate, deselecting the others (or, with
  /// multiple selection, toggling the row), and telling the delegate.
  func selectRowAsUser(at indexPath: IndexPath) {
    guard selectsOnTap else { return }
    let delegate = tableDelegate
    if selectsSeveral, selectedRows.contains(indexPath) {
      guard
        let row = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath
      else { return }
      deselectRow(at: row, animated: false)
      delegate?.tableView(self, didDeselectRowAt: row)
      return
    }
    guard let row = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
      rowFrame(row) != nil
    else { return }
    if !selectsSeveral {
      for other in selectedRows where other != row {
        guard let leaving = delegate.map({ $0.tableView(self, willDeselectRowAt: other) }) ?? other
        else {
          continue
        }
        deselectRow(at: leaving, animated: false)
        delegate?.tableView(self, didDeselectRowAt: leaving)
      }
    }
    if !selectedRows.contains(row) { selectedRows.append(row) }
    cellsByIndexPath[row]?.setSelected(true, animated: false)
    delegate?.tableView(self, didSelectRowAt: row)
  }

  /// Whether a tap selects a row now, and whether it leaves the others selected: the
  /// editing settings while the table edits.
  private var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  private var selectsSeveral: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  private func row(under touches: Set<UITouch>) -> IndexPath? {
    touches.first.flatMap { indexPathForRow(at: $0.location(in: self)) }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    // A tap while a row is swiped open closes it, and selects nothing (a tap on one of
    // its actions runs the action).
    if let swipe = rowSwipe {
      let onActions = touches.first.map {
        swipe.actionsView.bounds.contains($0.location(in: swipe.actionsView))
      }
      if onActions != true { closeSwipe(animated: true) }
      return
    }
    guard selectsOnTap, !touchStoppedScrolling, let indexPath = row(under: touches),
      tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    else { return }
    touchedRow = indexPath
    setHighlightedRow(indexPath)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touchedRow else { return }
    setHighlightedRow(row(under: touches) == touchedRow ? touchedRow : nil)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touched = touchedRow else { return }
    touchedRow = nil
    setHighlightedRow(nil)
    if row(under: touches) == touched { selectRowAsUser(at: touched) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedRow = nil
    setHighlightedRow(nil)
  }

  private func setHighlightedRow(_ indexPath: IndexPath?) {
    guard indexPath != highlightedRow else { return }
    if let old = highlightedRow {
      cellsByIndexPath[old]?.setHighlighted(false, animated: false)
      tableDelegate?.tableView(self, didUnhighlightRowAt: old)
    }
    highlightedRow = indexPath
    if let indexPath {
      cellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
      tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }
  }

  // MARK: Editing (see UITableView+Editing.swift)

  /// Whether the table is in editing mode; setting it does not animate.
  open var isEditing: Bool {
    get { editingMode }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode, showing or hiding the rows' editing controls; a row
  /// swiped open closes.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingMode else { return }
    closeSwipe(animated: animated)
    editingMode = editing
    for (indexPath, cell) in cellsByIndexPath {
      applyEditing(to: cell, at: indexPath, animated: animated)
    }
  }

  /// The arrows move focus between rows and Enter or Space select (see
  /// UITableView+Keys.swift); other keys go to the scroll view and on up the chain.
  open override func keyPressed(_ key: UIKey) -> Bool {
    handleRowKey(key) || super.keyPressed(key)
  }

  /// Remaps the selection, touch and highlight after an update.
  func remapRowState(_ map: (IndexPath) -> IndexPath?) {
    selectedRows = selectedRows.compactMap(map)
    touchedRow = touchedRow.flatMap(map)
    highlightedRow = highlightedRow.flatMap(map)
  }
}
