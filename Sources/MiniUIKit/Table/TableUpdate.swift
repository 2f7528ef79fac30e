import Foundation

/// The changes of one batch update of a table view: its sections' and rows' changes as a
/// collection view's, and the animation each row that comes or goes takes.
struct TableUpdate {
  var rows = CollectionUpdate()
  /// By old path for rows that leave, by new path for rows that come.
  var leaving: [IndexPath: UITableView.RowAnimation] = [:]
  var coming: [IndexPath: UITableView.RowAnimation] = [:]
  /// The animation of the rows of each section deleted (old index) or inserted (new).
  var leavingSections: [Int: UITableView.RowAnimation] = [:]
  var comingSections: [Int: UITableView.RowAnimation] = [:]

  /// Where every surviving row goes, or why the changes do not turn `oldCounts` rows per
  /// section into `newCounts`.
  func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<
    CollectionUpdate.Mapping, CollectionUpdate.Failure
  > {
    rows.mapping(oldCounts: oldCounts, newCounts: newCounts)
  }

  /// The animation a row leaving from `oldPath` takes.
  func leavingAnimation(_ oldPath: IndexPath) -> UITableView.RowAnimation {
    leaving[oldPath] ?? leavingSections[oldPath.section] ?? .automatic
  }

  /// The animation a row coming to `newPath` takes, if it is new.
  func comingAnimation(_ newPath: IndexPath) -> UITableView.RowAnimation? {
    coming[newPath] ?? comingSections[newPath.section]
  }
}
