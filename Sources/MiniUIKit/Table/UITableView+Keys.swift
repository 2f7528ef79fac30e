import Foundation

/// Keys, as a list on the desktop takes them: the up and down arrows move keyboard focus to
/// the row above or below (across sections, scrolling it into view; the first row on screen
/// when none has it), Enter or Space selects the focused row as a tap does.
extension UITableView {
  func handleRowKey(_ key: UIKey) -> Bool {
    // Alt+arrows are the desktop's back and forward.
    guard !key.modifierFlags.contains(.alternate) else { return false }
    let focused = cellsByIndexPath.first { $0.value.isFocused }?.key
    switch key.input {
    case .enter, .space:
      guard let focused else { return false }
      selectRowAsUser(at: focused)
      return true
    case .upArrow, .downArrow:
      let target =
        focused.flatMap { row(after: $0, forward: key.input == .downArrow) }
        ?? (focused == nil ? indexPathsForVisibleRows?.first : nil)
      guard let target else { return focused != nil }
      scrollToRow(at: target, at: .none, animated: false)
      layoutIfNeeded()
      if let cell = cellsByIndexPath[target] { UIApplication.shared.setFocus(cell) }
      return true
    default:
      return false
    }
  }

  /// The next row one way, across sections (nil past the ends).
  private func row(after indexPath: IndexPath, forward: Bool) -> IndexPath? {
    var section = indexPath.section
    var row = indexPath.row + (forward ? 1 : -1)
    while section >= 0, section < numberOfSections {
      let count = numberOfRows(inSection: section)
      if row >= 0, row < count { return IndexPath(row: row, section: section) }
      section += forward ? 1 : -1
      guard section >= 0, section < numberOfSections else { return nil }
      row = forward ? 0 : numberOfRows(inSection: section) - 1
    }
    return nil
  }
}
