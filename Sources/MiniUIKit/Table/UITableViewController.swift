import Foundation

/// A controller whose view is a table view it is the data source and delegate of, as
/// UIKit's UITableViewController. Subclasses `override` the data source, delegate and
/// scroll view delegate methods.
///
/// Each time the view is about to appear, the selected rows deselect (with
/// `clearsSelectionOnViewWillAppear`): along with the transition that shows it, scrubbed
/// with an interactive pop, and selected again if that pop is cancelled, as every iOS list
/// does.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let style: UITableView.Style
  /// Whether the selected rows deselect each time the view is about to appear; true by default.
  public var clearsSelectionOnViewWillAppear = true

  /// A controller whose table view is of `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A plain table's controller, as UIKit's without a nib.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The controller's view, as a table view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table's pull-to-refresh control.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let tableView,
      let selected = tableView.indexPathsForSelectedRows
    else { return }
    guard let coordinator = transitionCoordinator else {
      for row in selected { tableView.deselectRow(at: row, animated: animated) }
      return
    }
    coordinator.animate(
      alongsideTransition: { _ in
        for row in selected { tableView.deselectRow(at: row, animated: true) }
      },
      completion: { context in
        guard context.isCancelled else { return }
        for row in selected { tableView.selectRow(at: row, animated: false, scrollPosition: .none) }
      })
  }

  /// The table enters or leaves editing mode too.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  /// Keys go to the table first: the arrows move focus between rows, Enter selects, Page
  /// Up/Down and Home/End scroll.
  open override func keyPressed(_ key: UIKey) -> Bool {
    if let tableView, tableView.window != nil,
      tableView.handleRowKey(key) || tableView.handleScrollKey(key)
    {
      return true
    }
    return super.keyPressed(key)
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows: subclasses that have rows override this.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// Subclasses that have rows override this; the default gives a plain cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// The section's header title: none.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// The section's footer title: none.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Not overridden: no swipe to delete (the table view notes it).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { tableView.dataSourceLacks.insert(.commit) }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  /// Not overridden: no reorder grips (the table view notes it).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { tableView.dataSourceLacks.insert(.move) }

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// A self-sizing row's height until it is measured: the table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// A section header's height: the table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// A section footer's height: the table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// The section's header view: none, so the data source's title shows.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// The section's footer view: none, so the data source's title shows.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Whether a touch highlights the row (and so whether a tap may select it): true.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// A touch highlighted the row.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// The row is no longer highlighted.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  { indexPath }
  /// A tap or key selected the row.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row to deselect instead of `indexPath`: `indexPath` itself.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// A tap or key deselected the row, or selected another in its place.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `cell` is about to show the row.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// `cell` no longer shows the row.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionHeaderHeight }
  /// The footers' estimated heights: the table's `estimatedSectionFooterHeight` (never asked).
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionFooterHeight }
  /// The section's header view is about to show.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// The section's footer view is about to show.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// The section's header view went off screen.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// The section's footer view went off screen.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}

  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// The title of the Delete action behind a row swiped to the left: nil, for "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// A swipe is about to show the row's actions.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// The row swiped open closed, or left in an update.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  // MARK: UIScrollViewDelegate

  /// The content offset changed, by a drag, a glide, an animation or code.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// A drag is about to scroll the content.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// The finger let go; `decelerate` says whether the content glides on (or springs back).
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// The content starts to glide on (or spring back) after a drag.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// A glide (or spring back) came to rest.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// An animated `setContentOffset(_:animated:)` finished.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// The scroll to the top (Home) got there.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// The adjusted content insets changed (the safe area, or the content insets).
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// A pinch is about to zoom `view`.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// The zoom scale changed, by a pinch or code.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// A pinch ended; `scale` is where the zoom settles, within the scales.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
}
