import Foundation

/// What a data source implements of the optional editing methods, found by asking: the
/// protocol's own versions of `commit` and `moveRowAt` note that they ran.
struct DataSourceFeatures: OptionSet {
  let rawValue: Int
  static let commit = DataSourceFeatures(rawValue: 1 << 0)
  static let move = DataSourceFeatures(rawValue: 1 << 1)
}

/// A row swiped open: the actions behind it, on which edge, and how far it is open.
@MainActor
final class RowSwipe {
  var indexPath: IndexPath
  let actionsView: SwipeActionsView
  /// The row's sideways offset, towards the side away from its actions (see `opening`).
  var offset: CGFloat = 0
  /// The offset when the drag in hand began.
  var dragStart: CGFloat = 0

  /// Which way the row moves to show its actions: -1 (to the left) for trailing actions,
  /// 1 for leading ones; the other way round in a right-to-left table.
  let opening: CGFloat

  /// The swipe of the row at `indexPath` over `actionsView`, in a table whose trailing side
  /// is `trailingSign` (1: the right).
  init(indexPath: IndexPath, actionsView: SwipeActionsView, trailingSign: CGFloat) {
    self.indexPath = indexPath
    self.actionsView = actionsView
    opening = (actionsView.isTrailing ? -1 : 1) * trailingSign
  }

  var isTrailing: Bool { actionsView.isTrailing }
}

/// Swipe actions, as UIKit's: a row dragged sideways follows the finger over the actions
/// behind it, springs open (when dragged over half their width, or flicked) or shut, and
/// dragged most of the way across runs its first action (a full swipe). A tap elsewhere, or
/// a scroll, closes it. Without the delegate's trailing actions, a data source that
/// implements `commit` gets a Delete action.
extension UITableView {
  /// How far past its width a row must go for a full swipe, as a share of the row.
  static let fullSwipeShare: CGFloat = 0.6

  /// Whether the data source implements `feature`, asked once per data source: the
  /// protocol's own `commit` and `moveRowAt` note that they ran, so the table calls them
  /// with `.none` and a row moved onto itself, which data sources ignore.
  func dataSourceImplements(_ feature: DataSourceFeatures) -> Bool {
    guard let dataSource else { return false }
    let identity = ObjectIdentifier(dataSource)
    if probedDataSource?.identity != identity {
      guard let row = firstRow else { return false }
      dataSourceLacks = []
      dataSource.tableView(self, commit: .none, forRowAt: row)
      dataSource.tableView(self, moveRowAt: row, to: row)
      probedDataSource = (identity, dataSourceLacks)
    }
    return !(probedDataSource?.lacks.contains(feature) ?? true)
  }

  private var firstRow: IndexPath? {
    readRowCounts().firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
  }

  /// The actions behind `indexPath` on one edge: the delegate's, or (trailing) Delete.
  func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
    if trailing {
      if let configuration = tableDelegate?.tableView(
        self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      {
        return configuration
      }
      guard dataSourceImplements(.commit),
        (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
      else { return nil }
      let title =
        tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        ?? "Delete"
      let delete = UIContextualAction(style: .destructive, title: title) {
        [weak self] _, _, done in
        guard let self, let row = self.rowSwipe?.indexPath else { return done(false) }
        self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  // MARK: The drag

  func handleSwipe(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let moved = pan.translation(in: self)
      let location = pan.location(in: self)
      guard abs(moved.x) > abs(moved.y), !isEditing,
        let indexPath = indexPathForRow(at: location)
      else {
        pan.state = .failed
        return
      }
      if let open = rowSwipe, open.indexPath == indexPath {
        open.dragStart = open.offset
      } else {
        closeSwipe(animated: true)
        // Towards the leading side shows the trailing actions.
        let trailing = moved.x * trailingSign < 0
        guard let configuration = swipeActions(for: indexPath, trailing: trailing),
          !configuration.actions.isEmpty
        else {
          pan.state = .failed
          return
        }
        openSwipe(on: indexPath, configuration: configuration, trailing: trailing, opened: false)
      }
      // The row follows from the move that begins the swipe: on a busy machine that move
      // may carry the whole drag.
      guard let swipe = rowSwipe else { return }
      follow(swipe, to: swipe.dragStart + moved.x)
    case .changed:
      guard let swipe = rowSwipe else { return }
      follow(swipe, to: swipe.dragStart + pan.translation(in: self).x)
    case .ended, .cancelled:
      guard let swipe = rowSwipe else { return }
      let velocity = pan.velocity(in: self).x
      let width = swipe.actionsView.openWidth
      let shown = abs(swipe.offset)
      if swipe.actionsView.isFullSwipe, pan.state == .ended {
        return perform(swipe.actionsView.configuration.actions[0], fullSwipe: true)
      }
      // A flick towards the actions opens them, one away shuts them.
      let flickOpen = velocity * swipe.opening > 300
      let flickShut = -velocity * swipe.opening > 300
      if !flickShut, flickOpen || shown > width / 2 {
        settle(swipe, at: width * swipe.opening)
      } else {
        closeSwipe(animated: true)
      }
    default:
      break
    }
  }

  /// Puts the actions behind the row; `opened`, springs it open to show them all.
  func openSwipe(
    on indexPath: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool,
    opened: Bool
  ) {
    let actions = SwipeActionsView(configuration: configuration, isTrailing: trailing)
    actions.onTap = { [weak self] action, _ in self?.perform(action, fullSwipe: false) }
    let swipe = RowSwipe(indexPath: indexPath, actionsView: actions, trailingSign: trailingSign)
    rowSwipe = swipe
    if let cell = cellsByIndexPath[indexPath] {
      actions.frame = cell.frame
      insertSubview(actions, belowSubview: cell)
    }
    tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    if opened {
      UIView.performWithoutAnimation { placeSwipedRow(swipe) }
      settle(swipe, at: actions.openWidth * swipe.opening)
    }
  }

  /// The row at `offset` (towards its actions only; resisting past a full swipe's reach
  /// when the first action does not run on one).
  private func follow(_ swipe: RowSwipe, to offset: CGFloat) {
    let sign = swipe.opening
    var distance = max(offset * sign, 0)
    let rowWidth = rowFrame(swipe.indexPath)?.width ?? bounds.width
    let open = swipe.actionsView.openWidth
    let full =
      swipe.actionsView.configuration.performsFirstActionWithFullSwipe
      && distance > max(rowWidth * Self.fullSwipeShare, open + 20)
    if !swipe.actionsView.configuration.performsFirstActionWithFullSwipe, distance > open {
      distance = open + RubberBand.distance(forOvershoot: distance - open, dimension: rowWidth)
    }
    let fullChanged = full != swipe.actionsView.isFullSwipe
    swipe.offset = distance * sign
    let apply = {
      swipe.actionsView.isFullSwipe = full
      self.placeSwipedRow(swipe)
    }
    if fullChanged {
      UIView.animate(
        withDuration: 0.2, delay: 0, options: [.allowUserInteraction], animations: apply)
    } else {
      UIView.performWithoutAnimation(apply)
    }
  }

  /// The swiped row's cell moved by its offset, and its actions behind it.
  func placeSwipedRow(_ swipe: RowSwipe) {
    guard let frame = rowFrame(swipe.indexPath) else { return }
    if let cell = cellsByIndexPath[swipe.indexPath] {
      cell.frame = frame.offsetBy(dx: swipe.offset, dy: 0)
    }
    swipe.actionsView.frame = frame
    swipe.actionsView.revealed = abs(swipe.offset)
    swipe.actionsView.layoutIfNeeded()
  }

  /// Springs the row open at `offset`.
  private func settle(_ swipe: RowSwipe, at offset: CGFloat) {
    swipe.offset = offset
    UIView.animate(
      springDuration: 0.4, bounce: 0, options: [.allowUserInteraction, .beginFromCurrentState]
    ) { self.placeSwipedRow(swipe) }
  }

  /// Springs the open row shut, and puts its actions away.
  public func closeSwipe(animated: Bool) {
    guard let swipe = rowSwipe else { return }
    rowSwipe = nil
    swipe.offset = 0
    let indexPath = swipe.indexPath
    let shut = {
      if let frame = self.rowFrame(indexPath), let cell = self.cellsByIndexPath[indexPath] {
        cell.frame = frame
      }
      swipe.actionsView.revealed = 0
      swipe.actionsView.layoutIfNeeded()
    }
    guard animated else {
      UIView.performWithoutAnimation(shut)
      swipe.actionsView.removeFromSuperview()
      tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
      return
    }
    UIView.animate(
      springDuration: 0.4, bounce: 0, options: [.allowUserInteraction, .beginFromCurrentState],
      animations: shut,
      completion: { _ in
        if self.rowSwipe !== swipe { swipe.actionsView.removeFromSuperview() }
      })
    tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
  }

  /// Runs `action` on the open row: a full swipe first carries the row across; a
  /// destructive action that deleted the row takes it away the way it was swiped, anything
  /// else closes it.
  private func perform(_ action: UIContextualAction, fullSwipe: Bool) {
    guard let swipe = rowSwipe, let button = swipe.actionsView.buttons.first else { return }
    let width = rowFrame(swipe.indexPath)?.width ?? bounds.width
    if fullSwipe {
      swipe.offset = width * swipe.opening
      UIView.animate(springDuration: 0.3, bounce: 0) { self.placeSwipedRow(swipe) }
    }
    let index = swipe.actionsView.configuration.actions.firstIndex { $0 === action } ?? 0
    let sender =
      swipe.actionsView.buttons.indices.contains(index)
      ? swipe.actionsView.buttons[index] : button
    action.handler(action, sender) { [weak self] _ in
      guard let self, self.rowSwipe === swipe else { return }
      self.closeSwipe(animated: true)
    }
  }

  /// The swiped row left in an update: its actions go with it.
  func swipedRowDidLeave() -> RowSwipe? {
    guard let swipe = rowSwipe else { return nil }
    rowSwipe = nil
    tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
    return swipe
  }
}
