import Foundation

/// Where a table view's parts go, down its content: the table header, then per section a
/// header, the rows and a footer, then the table footer. Built from heights alone; a row's
/// or a section's top is found by binary search, so a query costs the log of the rows.
struct TableLayout {
  struct Section {
    var top: CGFloat = 0
    /// Room above the header (`sectionHeaderTopPadding`).
    var headerPadding: CGFloat = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    /// Each row's top, from the section's first row, and its height.
    var rowTops: [CGFloat] = []
    var rowHeights: [CGFloat] = []

    var headerTop: CGFloat { top + headerPadding }
    var rowsTop: CGFloat { headerTop + headerHeight }
    var rowsHeight: CGFloat { (rowTops.last ?? 0) + (rowHeights.last ?? 0) }
    var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }
  }

  var headerHeight: CGFloat = 0
  var footerHeight: CGFloat = 0
  private(set) var sections: [Section] = []

  init() {}

  /// A layout of `sections`, laid one below the other from `headerHeight` down.
  init(headerHeight: CGFloat, sections: [Section], footerHeight: CGFloat) {
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.sections = sections
    restack(from: 0)
  }

  var contentHeight: CGFloat { (sections.last?.bottom ?? headerHeight) + footerHeight }

  var rowCounts: [Int] { sections.map(\.rowHeights.count) }

  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
      && indexPath.row < sections[indexPath.section].rowHeights.count
  }

  /// The row's top and height; nil for a row not in the layout.
  func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat)? {
    guard contains(indexPath) else { return nil }
    let section = sections[indexPath.section]
    return (section.rowsTop + section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
  }

  /// Changes a row's height, moving everything below it.
  mutating func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
    guard contains(indexPath) else { return }
    let change = height - sections[indexPath.section].rowHeights[indexPath.row]
    guard change != 0 else { return }
    sections[indexPath.section].rowHeights[indexPath.row] = height
    for row in (indexPath.row + 1)..<sections[indexPath.section].rowTops.count {
      sections[indexPath.section].rowTops[row] += change
    }
    restack(from: indexPath.section + 1)
  }

  /// Places the sections from `first` on below the one before.
  private mutating func restack(from first: Int) {
    var top = first == 0 ? headerHeight : sections[first - 1].bottom
    for index in sections.indices where index >= first {
      sections[index].top = top
      if sections[index].rowTops.count != sections[index].rowHeights.count {
        var rowTop: CGFloat = 0
        sections[index].rowTops = sections[index].rowHeights.map { height in
          defer { rowTop += height }
          return rowTop
        }
      }
      top = sections[index].bottom
    }
  }

  /// The rows whose span meets `top..<bottom`, in order.
  func rows(from top: CGFloat, to bottom: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    let first = Self.firstIndex(count: sections.count) { sections[$0].bottom > top }
    for index in first..<sections.count {
      let section = sections[index]
      guard section.top < bottom else { break }
      let base = section.rowsTop
      var row = Self.firstIndex(count: section.rowTops.count) {
        base + section.rowTops[$0] + section.rowHeights[$0] > top
      }
      while row < section.rowTops.count, base + section.rowTops[row] < bottom {
        result.append(IndexPath(row: row, section: index))
        row += 1
      }
    }
    return result
  }

  /// The first index in `0..<count` for which `isPast` holds, by binary search (it holds
  /// for every index after).
  private static func firstIndex(count: Int, where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
