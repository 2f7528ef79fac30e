import Foundation

/// Animated changes of the rows, as UIKit's: inside `performBatchUpdates(_:completion:)` or
/// between `beginUpdates()` and `endUpdates()` (a change on its own is a batch of one).
/// Rows that come or go do so with their `RowAnimation`, and the rows that stay slide to
/// their new places, all in one 0.3 s ease-in-out animation.
extension UITableView {
  /// Makes the changes `updates` makes as one animated batch; `completion` gets whether the
  /// animation finished (false when the update was invalid and the table reloaded instead).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates(completion: completion)
  }

  /// Begins a batch of changes, animated together at the matching `endUpdates()`; batches
  /// nest.
  public func beginUpdates() {
    if updateDepth == 0 {
      _ = numberOfSections  // The counts before the update, read now.
      pendingUpdate = TableUpdate()
    }
    updateDepth += 1
  }

  /// Ends a batch begun with `beginUpdates()`; the outermost one animates the changes.
  public func endUpdates() { endUpdates(completion: nil) }

  /// Inserts rows at `indexPaths` (their places after the update), coming in with
  /// `animation`.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.rows.insertions += indexPaths
      for path in indexPaths { $0.coming[path] = animation }
    }
  }

  /// Deletes the rows at `indexPaths` (their places before the update), going out with
  /// `animation`.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.rows.deletions += indexPaths
      for path in indexPaths { $0.leaving[path] = animation }
    }
  }

  /// The rows get new cells from the data source: the old ones leave and the new ones
  /// come with `animation` (a cross-fade with `.fade`).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.rows.deletions += indexPaths
      $0.rows.insertions += indexPaths
      for path in indexPaths {
        $0.leaving[path] = animation
        $0.coming[path] = animation
      }
    }
  }

  /// Has the data source set up the rows on screen again, in the cells they have: its
  /// `dequeueReusableCell` call hands back the row's own cell (UIKit's iOS 15 method). A
  /// self-sizing row is measured again.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = cellsByIndexPath[indexPath] else { continue }
      cellBeingReconfigured = cell
      var given: UITableViewCell?
      UIView.performWithoutAnimation { given = dataSource.tableView(self, cellForRowAt: indexPath) }
      cellBeingReconfigured = nil
      if given !== cell {
        warn("reconfiguring \(indexPath): the data source gave another cell; it is not shown")
      }
      remeasure(cell, at: indexPath)
    }
    if !indexPaths.isEmpty { setNeedsLayout() }
  }

  /// Moves the row at `indexPath` to `newIndexPath`, sliding it there.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.rows.moves.append(CollectionUpdate.Move(from: indexPath, to: newIndexPath)) }
  }

  /// Inserts sections at `sections`, their rows coming in with `animation`.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.rows.insertedSections.formUnion(sections)
      for section in sections { $0.comingSections[section] = animation }
    }
  }

  /// Deletes `sections`, their rows going out with `animation`.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.rows.deletedSections.formUnion(sections)
      for section in sections { $0.leavingSections[section] = animation }
    }
  }

  /// The sections are read again, rows, header and footer: the old ones leave and the new
  /// ones come with `animation` (the row count may change).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.rows.deletedSections.formUnion(sections)
      $0.rows.insertedSections.formUnion(sections)
      for section in sections {
        $0.leavingSections[section] = animation
        $0.comingSections[section] = animation
      }
    }
  }

  private func record(_ change: (inout TableUpdate) -> Void) {
    beginUpdates()
    change(&pendingUpdate!)
    endUpdates()
  }

  private func endUpdates(completion: ((Bool) -> Void)?) {
    guard updateDepth > 0 else {
      warn("endUpdates() without beginUpdates() on \(objectName(self)); ignored")
      return
    }
    updateDepth -= 1
    guard updateDepth == 0, let update = pendingUpdate else {
      // Nested: its changes join the outer batch.
      completion?(true)
      return
    }
    pendingUpdate = nil
    let oldCounts = tableLayout.rowCounts
    let newCounts = readRowCounts()
    switch update.mapping(oldCounts: oldCounts, newCounts: newCounts) {
    case .failure(let failure):
      warn("Invalid update of \(objectName(self)): \(failure); reloading")
      reloadData()
      completion?(false)
    case .success(let mapping):
      animate(update, mapping: mapping, newCounts: newCounts, completion: completion)
    }
  }

  private func animate(
    _ update: TableUpdate, mapping: CollectionUpdate.Mapping, newCounts: [Int],
    completion: ((Bool) -> Void)?
  ) {
    let oldLayout = tableLayout
    let oldFrames = cellsByIndexPath.mapValues(\.frame)
    let oldHeaderFooterFrames = headersAndFooters.map { ($0, $0.frame) }
    cancelReorder()
    var leaving:
      [(cell: UITableViewCell, oldPath: IndexPath, frame: CGRect, animation: RowAnimation)] = []
    var kept: [IndexPath: UITableViewCell] = [:]
    var oldPathOf: [IndexPath: IndexPath] = [:]
    // A swiped row that is deleted goes on out the way it was swiped, its actions fading.
    var swipeLeaving: RowSwipe?
    if let swipe = rowSwipe {
      if let newPath = mapping[swipe.indexPath] {
        swipe.indexPath = newPath
      } else {
        swipeLeaving = swipedRowDidLeave()
      }
    }
    for (oldPath, cell) in cellsByIndexPath {
      if let newPath = mapping[oldPath] {
        kept[newPath] = cell
        oldPathOf[newPath] = oldPath
      } else {
        var animation = update.leavingAnimation(oldPath)
        if let swipe = swipeLeaving, swipe.indexPath == oldPath {
          animation = swipe.opening < 0 ? .left : .right
        }
        leaving.append((cell, oldPath, cell.frame, animation))
      }
    }
    // Known heights follow their rows; the rows that come are measured when they show.
    var measured: [IndexPath: CGFloat] = [:]
    for (oldPath, height) in measuredHeights {
      if let newPath = mapping[oldPath] { measured[newPath] = height }
    }
    measuredHeights = measured
    remapRowState { mapping[$0] }
    let leavingSectionViews = remapSectionViews(mapping.newSection)
    cellsByIndexPath = kept
    tableLayout = makeLayout(rowCounts: newCounts)
    setNeedsLayout()
    UIView.performWithoutAnimation { layoutIfNeeded() }
    // A cell the data source keeps and gives back (a static cell) stays on, not leaving.
    leaving.removeAll { leaver in cellsByIndexPath.values.contains { $0 === leaver.cell } }
    for leaver in leaving {
      tableDelegate?.tableView(self, didEndDisplaying: leaver.cell, forRowAt: leaver.oldPath)
    }

    // Everything back where it was before the update, then on to where it goes.
    let across = rowsAcross
    var arriving: [(cell: UITableViewCell, animation: RowAnimation)] = []
    UIView.performWithoutAnimation {
      for (newPath, cell) in cellsByIndexPath {
        let final = cell.frame
        if let oldPath = oldPathOf[newPath] ?? survivorOldPath(of: newPath, mapping: mapping),
          let start = oldFrames[oldPath]
            ?? oldLayout.rowSpan(oldPath).map({
              CGRect(x: final.minX, y: $0.top, width: final.width, height: $0.height)
            })
        {
          cell.frame = start
          if cell.frame.height != final.height { cell.layoutIfNeeded() }
        } else if let animation = update.comingAnimation(newPath) {
          arriving.append((cell, animation))
          Self.apply(animation, to: cell, frame: final, across: across)
          if animation == .top || animation == .bottom { sendSubviewToBack(cell) }
        }
      }
      for leaver in leaving { sendSubviewToBack(leaver.cell) }
    }
    var placed = cellsByIndexPath.map { ($0.value as UIView, rowFrame($0.key) ?? $0.value.frame) }
    // A row still swiped open keeps its offset, its actions going with it.
    if let swipe = rowSwipe, let frame = rowFrame(swipe.indexPath),
      let index = placed.firstIndex(where: { $0.0 === cellsByIndexPath[swipe.indexPath] })
    {
      placed[index].1 = frame.offsetBy(dx: swipe.offset, dy: 0)
      placed.append((swipe.actionsView, frame))
    }
    // Headers and footers still on screen slide with the rows.
    UIView.performWithoutAnimation {
      for (view, old) in oldHeaderFooterFrames
      where headersAndFooters.contains(where: { $0 === view }) {
        placed.append((view, view.frame))
        view.frame = old
      }
    }
    UIView.animate(
      withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for (cell, frame) in placed {
          cell.frame = frame
          cell.alpha = 1
          cell.transform = .identity
        }
        for leaver in leaving {
          Self.apply(leaver.animation, to: leaver.cell, frame: leaver.frame, across: across)
        }
        swipeLeaving?.actionsView.alpha = 0
        for view in leavingSectionViews { view.alpha = 0 }
      },
      completion: { finished in
        for leaver in leaving where !self.cellsByIndexPath.values.contains(leaver.cell) {
          UIView.performWithoutAnimation {
            leaver.cell.alpha = 1
            leaver.cell.transform = .identity
          }
          self.recycle(leaver.cell)
        }
        swipeLeaving?.actionsView.removeFromSuperview()
        for view in leavingSectionViews { self.recycleSectionView(view) }
        completion?(finished)
      })
  }

  /// For a row that survives but had no cell on screen: where it was, to slide from.
  private func survivorOldPath(of newPath: IndexPath, mapping: CollectionUpdate.Mapping)
    -> IndexPath?
  {
    // The old section that became this one; look round the row for the old one that maps
    // to it.
    guard let section = mapping.newSection.first(where: { $0.value == newPath.section })?.key
    else { return nil }
    for row in max(newPath.row - 64, 0)...(newPath.row + 64) {
      let old = IndexPath(row: row, section: section)
      if mapping[old] == newPath { return old }
    }
    return nil
  }

  /// The look of a row at the far end of `animation`: gone (leaving) or not yet come.
  private static func apply(
    _ animation: RowAnimation, to cell: UITableViewCell, frame: CGRect, across: CGRect
  ) {
    var moved = frame
    switch animation {
    case .fade, .automatic:
      cell.alpha = 0
    case .right:
      moved.origin.x += across.width + across.minX
    case .left:
      moved.origin.x -= across.width + across.minX
    case .top:
      moved.origin.y -= frame.height
    case .bottom:
      moved.origin.y += frame.height
    case .middle:
      cell.transform = CGAffineTransform(scaleX: 1, y: 0.01)
      cell.alpha = 0
    case .none:
      cell.alpha = 0
    }
    cell.frame = moved
  }
}
