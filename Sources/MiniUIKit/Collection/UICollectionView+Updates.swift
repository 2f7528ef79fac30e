import Foundation

/// Animated changes: batch updates of the items, and layout changes. Both move the cells on
/// screen from their old attributes to their new ones in one `UIView.animate`, so an
/// interactive transition that captures animations (a navigation edge pop) scrubs them too.
extension UICollectionView {
  /// Duration of an animated layout change or batch update.
  public static let layoutAnimationDuration: TimeInterval = 0.5

  /// The timing of animated layout changes and batch updates.
  static let layoutAnimationTiming = UICubicTimingParameters(animationCurve: .easeInOut)

  // MARK: Batch updates

  /// Runs `updates` (calls to insert, delete and move items, with the data source changed to
  /// match), then animates the cells to the new state; `completion` gets whether the
  /// animation ran to its end. Inconsistent changes log a warning and reload the data
  /// instead (UIKit raises an exception).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    guard pendingUpdate == nil else {
      // Nested in another batch: its changes join the outer one.
      updates?()
      completion?(true)
      return
    }
    let oldCounts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    pendingUpdate = CollectionUpdate()
    updates?()
    let update = pendingUpdate ?? CollectionUpdate()
    pendingUpdate = nil
    let newCounts = readItemCounts()
    switch update.mapping(oldCounts: oldCounts, newCounts: newCounts) {
    case .failure(let failure):
      warn("Invalid batch update of \(objectName(self)): \(failure); reloading")
      reloadData()
      completion?(false)
    case .success(let mapping):
      animate(update, mapping: mapping, newCounts: newCounts, completion: completion)
    }
  }

  /// Inserts items at `indexPaths` (new index paths), animated; alone, as a batch update of its
  /// own.
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertions += indexPaths }
  }

  /// Deletes the items at `indexPaths` (old index paths), animated; alone, as a batch update of its
  /// own.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletions += indexPaths }
  }

  /// Moves the item at `indexPath` (old) to `newIndexPath` (new), animated; alone, as a batch
  /// update of its own.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moves.append(CollectionUpdate.Move(from: indexPath, to: newIndexPath)) }
  }

  /// Inserts whole sections (new indexes): their items come as inserted items do.
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes whole sections (old indexes): their items leave as deleted items do.
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads whole sections, as UIKit's: each is deleted and inserted again, its old items
  /// fading out as its new ones (however many) fade in, its headers and footers asked for
  /// again.
  public func reloadSections(_ sections: IndexSet) {
    record {
      $0.deletedSections.formUnion(sections)
      $0.insertedSections.formUnion(sections)
    }
  }

  /// Gives the items on screen new cells from the data source (their data changed).
  public func reloadItems(at indexPaths: [IndexPath]) {
    for indexPath in indexPaths where cellsByIndexPath[indexPath] != nil {
      guard let attributes = layout.layoutAttributesForItem(at: indexPath) else { continue }
      enqueueCell(at: indexPath)
      makeCell(at: indexPath, with: attributes)
    }
    if !indexPaths.isEmpty { setNeedsLayout() }
  }

  /// Has the data source set up the cells on screen again, in the cells they have: its
  /// `dequeue` call hands back the item's own cell.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = cellsByIndexPath[indexPath] else { continue }
      cellBeingReconfigured = cell
      var given: UICollectionViewCell?
      UIView.performWithoutAnimation {
        given = dataSource.collectionView(self, cellForItemAt: indexPath)
      }
      cellBeingReconfigured = nil
      if given !== cell {
        warn("reconfiguring \(indexPath): the data source gave another cell; it is not shown")
      } else if let attributes = layout.layoutAttributesForItem(at: indexPath) {
        measure(cell, with: attributes)
      }
    }
  }

  /// Adds to the batch being collected, or makes a batch of its own.
  private func record(_ change: @escaping (inout CollectionUpdate) -> Void) {
    if pendingUpdate != nil {
      change(&pendingUpdate!)
    } else {
      performBatchUpdates { self.record(change) }
    }
  }

  /// Gives the cells kept their new index paths (and the selection, highlight, touch and
  /// focus theirs), and sets the leaving ones apart with where they were, while the layout
  /// still describes the old items.
  private func reassignCells(by mapping: CollectionUpdate.Mapping) -> (
    leaving: [(cell: UICollectionViewCell, oldPath: IndexPath)],
    before: [IndexPath: UICollectionViewLayoutAttributes]
  ) {
    var leavingCells: [(cell: UICollectionViewCell, oldPath: IndexPath)] = []
    var before: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var kept: [IndexPath: UICollectionViewCell] = [:]
    for (oldPath, cell) in cellsInItemOrder {
      if let newPath = mapping[oldPath] {
        kept[newPath] = cell
      } else {
        leavingCells.append((cell, oldPath))
        before[oldPath] = layout.layoutAttributesForItem(at: oldPath)?.copied()
      }
    }
    cellsByIndexPath = kept
    for (newPath, cell) in kept
    where cell.superview !== self && cell.superview !== container(forSection: newPath.section) {
      // Moving between sections that scroll sideways: over the collection view meanwhile.
      moveToContainer(cell, container: self)
    }
    selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
    highlightedIndexPath = highlightedIndexPath.flatMap { mapping[$0] }
    touchedIndexPath = touchedIndexPath.flatMap { mapping[$0] }
    focusedIndexPath = focusedIndexPath.flatMap { mapping[$0] }
    lastFocusedIndexPath = lastFocusedIndexPath.flatMap { mapping[$0] }
    for (cell, oldPath) in leavingCells {
      departingCells[ObjectIdentifier(cell)] = (cell, oldPath)
    }
    return (leavingCells, before)
  }

  /// Gives the supplementary views of the sections that survive an update their new
  /// sections' keys; those of the sections that leave go back to their pools (the data
  /// source makes the new sections' own).
  private func remapSupplementaryViews(_ newSection: [Int: Int]) {
    guard
      newSection.contains(where: { $0.key != $0.value })
        || supplementaryViews.keys.contains(where: { newSection[$0.indexPath.section] == nil })
    else { return }
    var remapped: [SupplementaryKey: UICollectionReusableView] = [:]
    for (key, view) in supplementaryViews {
      guard let section = newSection[key.indexPath.section] else { continue }
      var path = key.indexPath
      path.section = section
      remapped[SupplementaryKey(elementKind: key.elementKind, indexPath: path)] = view
      supplementaryViews[key] = nil
    }
    for key in Array(supplementaryViews.keys) { enqueueSupplementaryView(at: key) }
    supplementaryViews = remapped
  }

  private func animate(
    _ update: CollectionUpdate, mapping: CollectionUpdate.Mapping, newCounts: [Int],
    completion: ((Bool) -> Void)?
  ) {
    let (leavingCells, before) = reassignCells(by: mapping)
    remapSupplementaryViews(mapping.newSection)
    setItemCounts(newCounts)
    layout.itemsDidMove(mapping)
    // UIKit's order: the layout prepared for the new data, told of the updates, asked where
    // items go and come from, then finalized inside the animation.
    layout.needsPrepare = true
    layout.prepareIfNeeded()
    boundsSeenByLayout = bounds
    layout.prepare(forCollectionViewUpdates: update.updateItems)
    layout.attributesBeforeUpdate = before
    let leaving = leavingCells.map { cell, oldPath in
      (cell, oldPath, layout.finalLayoutAttributesForDisappearingItem(at: oldPath))
    }
    layout.attributesBeforeUpdate = [:]
    let newSize = layout.collectionViewContentSize
    let offset = clampedContentOffset(contentOffset, contentSize: newSize)
    for attributes in layout.layoutAttributesForElements(in: preparedRect(around: offset)) ?? []
    where attributes.representedElementCategory == .cell
      && cellsByIndexPath[attributes.indexPath] == nil
    {
      let path = attributes.indexPath
      // Inserted items (and items scrolled in by the change) appear where the layout says.
      // (A copy: the layout's own attributes are handed out again, as UIKit's.)
      let start = (layout.initialLayoutAttributesForAppearingItem(at: path) ?? attributes).copied()
      if !update.isInserted(path) { start.alpha = 0 }
      makeCell(at: path, with: start)
    }
    animateCells(
      timing: Self.layoutAnimationTiming,
      changes: {
        self.contentSize = newSize
        if offset != self.contentOffset { self.contentOffset = offset }
        // Rows that scroll sideways, headers and footers move with the items.
        self.updateOrthogonalScrollers()
        self.applyLayoutToSupplementaryViews()
        for (cell, _, attributes) in leaving {
          if let attributes { self.apply(attributes, to: cell) } else { cell.alpha = 0 }
        }
        for (path, cell) in self.cellsInItemOrder {
          if let attributes = self.layout.layoutAttributesForItem(at: path) {
            self.apply(attributes, to: cell)
          }
        }
        self.layout.finalizeCollectionViewUpdates()
      },
      completion: { finished in
        for (cell, oldPath, _) in leaving
        where self.departingCells.removeValue(forKey: ObjectIdentifier(cell)) != nil {
          self.recycle(cell, showing: oldPath)
        }
        self.setNeedsLayout()
        completion?(finished)
      })
  }

  // MARK: Layout changes

  /// Switches to `layout`. Animated, every cell on screen before or after moves from its
  /// old attributes to its new ones (frame, transform, alpha) in one animation, and the
  /// content offset moves to the new layout's target offset.
  public func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    setCollectionViewLayout(
      layout, animated: animated, timing: Self.layoutAnimationTiming, completion: completion)
  }

  /// As the public method, with the animation's timing.
  func setCollectionViewLayout(
    _ newLayout: UICollectionViewLayout, animated: Bool, timing: UITimingCurveProvider,
    completion: ((Bool) -> Void)?
  ) {
    let oldLayout = layout
    guard newLayout !== oldLayout else {
      completion?(true)
      return
    }
    // Laid out before the first frame, the old layout is prepared now to say where items were.
    oldLayout.prepareIfNeeded()
    newLayout.collectionView = self
    newLayout.needsPrepare = true
    newLayout.prepareIfNeeded()
    boundsSeenByLayout = bounds
    layout = newLayout
    // Sideways sections come and go with the layout: the cells move from the old ones'
    // scroll views to the collection view, where they animate; the ones kept move in the
    // animation.
    updateOrthogonalScrollers(movingKept: false)
    oldLayout.prepareForTransition(to: newLayout)
    newLayout.prepareForTransition(from: oldLayout)
    let newSize = newLayout.collectionViewContentSize
    let offset = clampedContentOffset(
      newLayout.targetContentOffset(forProposedContentOffset: contentOffset), contentSize: newSize)
    // Where each cell goes: its new place if it shows after the change, else where the old
    // layout sends it off.
    var targets: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    for path in cellsByIndexPath.keys {
      targets[path] =
        oldLayout.finalLayoutAttributesForDisappearingItem(at: path)
        ?? newLayout.layoutAttributesForItem(at: path)
    }
    for attributes in newLayout.layoutAttributesForElements(in: preparedRect(around: offset)) ?? []
    where attributes.representedElementCategory == .cell && isValid(attributes.indexPath) {
      let path = attributes.indexPath
      if cellsByIndexPath[path] == nil {
        // Items that come on screen start where the new layout says (by default, where
        // the old layout had them).
        makeCell(
          at: path, with: newLayout.initialLayoutAttributesForAppearingItem(at: path) ?? attributes)
      }
      targets[path] = attributes
    }
    if oldLayout.collectionView === self { oldLayout.collectionView = nil }
    let keepsBackground = backgroundColor != (oldLayout.defaultBackgroundColor ?? .systemBackground)
    let changes = {
      if !keepsBackground {
        self.backgroundColor = newLayout.defaultBackgroundColor ?? .systemBackground
      }
      self.contentSize = newSize
      if offset != self.contentOffset { self.contentOffset = offset }
      self.updateOrthogonalScrollers()
      self.applyLayoutToSupplementaryViews()
      for (path, cell) in self.cellsInItemOrder {
        if let attributes = targets[path] { self.apply(attributes, to: cell) }
      }
    }
    let finish = { (finished: Bool) in
      oldLayout.finalizeLayoutTransition()
      newLayout.finalizeLayoutTransition()
      self.remeasureShownViews()
      self.setNeedsLayout()
      completion?(finished)
    }
    guard animated else {
      UIView.performWithoutAnimation(changes)
      finish(true)
      return
    }
    animateCells(timing: timing, changes: changes, completion: finish)
  }

  /// Runs `changes` to the cells on screen in one animation of the layout duration; a layout
  /// pass leaves those cells on screen until it ends.
  private func animateCells(
    timing: UITimingCurveProvider, changes: @escaping () -> Void,
    completion: @escaping (Bool) -> Void
  ) {
    let moving =
      cellsByIndexPath.values.map(ObjectIdentifier.init)
      + supplementaryViews.values.map(ObjectIdentifier.init)
    for cell in moving { animatingCells[cell, default: 0] += 1 }
    UIView.animate(
      withDuration: Self.layoutAnimationDuration, delay: 0, timingParameters: timing,
      options: [.allowUserInteraction], animations: changes,
      completion: { finished in
        for cell in moving {
          let count = (self.animatingCells[cell] ?? 1) - 1
          self.animatingCells[cell] = count > 0 ? count : nil
        }
        completion(finished)
      })
  }

  /// The cells on screen in item order: animations and recycling go through them in the same
  /// order on every run.
  var cellsInItemOrder: [(IndexPath, UICollectionViewCell)] {
    // Sorted by plain integers, as `orderCells` sorts: comparing index paths in a closure
    // was most of a layout change of 2,000 cells.
    var order: [(section: Int, item: Int, index: Int)] = []
    let cells = Array(cellsByIndexPath)
    order.reserveCapacity(cells.count)
    for index in cells.indices {
      order.append((cells[index].key.section, cells[index].key.item, index))
    }
    order.sort(by: Self.isInItemOrder)
    var sorted: [(IndexPath, UICollectionViewCell)] = []
    sorted.reserveCapacity(cells.count)
    for entry in order { sorted.append((cells[entry.index].key, cells[entry.index].value)) }
    return sorted
  }

  /// Whether `a` comes before `b` (a function, not a closure, so that the sort's calls check
  /// no executor).
  private nonisolated static func isInItemOrder(
    _ a: (section: Int, item: Int, index: Int), _ b: (section: Int, item: Int, index: Int)
  ) -> Bool {
    (a.section, a.item) < (b.section, b.item)
  }
}
