import Foundation

/// Editing mode, as UIKit's: each row shows a delete (or insert) control at its leading
/// edge and, when the data source moves rows, a reorder grip at its trailing edge. Tapping
/// the delete control opens the row's Delete button (as a swipe would); dragging a grip
/// lifts the row, the rows it passes make room, and letting go tells the data source
/// (`moveRowAt`) and settles the row in its new place.
extension UITableView {
  /// Sets a cell's editing controls for its row.
  func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
    let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    cell.editingStyle =
      canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    // Whether the data source moves rows is asked only once editing begins (a user's act),
    // never while a table shows itself.
    cell.showsReorderControl =
      editingMode && dataSourceImplements(.move)
      && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    cell.onEditingControlTap = { [weak self, weak cell] in
      guard let self, let cell, let row = self.indexPath(for: cell) else { return }
      self.editingControlTapped(at: row, style: cell.editingStyle)
    }
    cell.onReorder = { [weak self, weak cell] recognizer in
      guard let self, let cell else { return }
      self.handleReorder(recognizer, of: cell)
    }
    // A row that can be neither edited nor moved stays as it is, its accessory showing.
    let edits = editingMode && (canEdit || cell.showsReorderControl)
    if edits || cell.isEditing { cell.setEditing(edits, animated: animated) }
  }

  /// A delete control opens the row's Delete button; an insert control commits an insert.
  private func editingControlTapped(at indexPath: IndexPath, style: UITableViewCell.EditingStyle) {
    if style == .insert {
      dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
      return
    }
    closeSwipe(animated: true)
    guard let configuration = swipeActions(for: indexPath, trailing: true),
      !configuration.actions.isEmpty
    else { return }
    openSwipe(on: indexPath, configuration: configuration, trailing: true, opened: true)
  }

  // MARK: Reordering

  func handleReorder(_ recognizer: UIGestureRecognizer, of cell: UITableViewCell) {
    switch recognizer.state {
    case .began:
      guard let indexPath = indexPath(for: cell) else { return }
      reorder = RowReorder(
        source: indexPath, destination: indexPath,
        grabOffset: recognizer.location(in: self).y
          - cell.frame.midY)
      bringSubviewToFront(cell)
      UIView.animate(withDuration: 0.2) {
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = 0.25
        cell.layer.shadowRadius = 8
        cell.alpha = 0.9
      }
    case .changed:
      guard var move = reorder else { return }
      let y = recognizer.location(in: self).y - move.grabOffset
      UIView.performWithoutAnimation { cell.center.y = y }
      let proposed = proposedDestination(for: y, from: move.source)
      let destination =
        tableDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: move.source, toProposedIndexPath: proposed)
        ?? proposed
      guard destination != move.destination, destination.section == move.source.section,
        rowFrame(destination) != nil
      else { return }
      move.destination = destination
      reorder = move
      makeRoom(for: move, lifted: cell)
    case .ended, .cancelled:
      guard let move = reorder else { return }
      reorder = nil
      UIView.animate(withDuration: 0.2) {
        cell.layer.shadowOpacity = 0
        cell.alpha = 1
      }
      guard move.destination != move.source, recognizer.state == .ended else {
        return UIView.animate(withDuration: 0.25) { self.placeRowsWithoutUpdate() }
      }
      dataSource?.tableView(self, moveRowAt: move.source, to: move.destination)
      moveRow(at: move.source, to: move.destination)
    default:
      break
    }
  }

  /// Drops a reorder under way where it started (the rows changed under it): the lifted
  /// cell loses its lift, and no move is made.
  func cancelReorder() {
    guard reorder != nil else { return }
    reorder = nil
    for cell in cellsByIndexPath.values where cell.layer.shadowOpacity > 0 {
      UIView.performWithoutAnimation {
        cell.layer.shadowOpacity = 0
        cell.alpha = 1
      }
    }
    setNeedsLayout()
  }

  /// The row a lifted row's centre at `y` stands over, in its own section.
  private func proposedDestination(for y: CGFloat, from source: IndexPath) -> IndexPath {
    let count = numberOfRows(inSection: source.section)
    var row = 0
    while row < count - 1, let frame = rowFrame(IndexPath(row: row, section: source.section)),
      y > frame.maxY
    {
      row += 1
    }
    return IndexPath(row: row, section: source.section)
  }

  /// The rows between the lifted row's place and where it would drop slide a row's
  /// height to leave a gap there.
  private func makeRoom(for move: RowReorder, lifted: UITableViewCell) {
    let height = rowFrame(move.source)?.height ?? 44
    UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction]) {
      for (indexPath, cell) in self.cellsByIndexPath where cell !== lifted {
        guard var frame = self.rowFrame(indexPath) else { continue }
        if indexPath.section == move.source.section {
          let row = indexPath.row
          if move.source.row < row, row <= move.destination.row { frame.origin.y -= height }
          if move.destination.row <= row, row < move.source.row { frame.origin.y += height }
        }
        cell.frame = frame
      }
    }
  }

  /// Every cell back at its row (a reorder let go where it started).
  private func placeRowsWithoutUpdate() {
    for (indexPath, cell) in cellsByIndexPath {
      if let frame = rowFrame(indexPath) { cell.frame = frame }
    }
  }
}

/// A row being dragged by its reorder grip.
struct RowReorder {
  let source: IndexPath
  var destination: IndexPath
  /// How far below the row's centre the finger took it.
  let grabOffset: CGFloat
}
