import Foundation

/// The cells of a layout pass: shown, made or reused, measured, recycled, and put in their
/// drawing order.
extension UICollectionView {
  /// The visible rectangle at `offset`, widened by the margin.
  func preparedRect(around offset: CGPoint) -> CGRect {
    CGRect(origin: offset, size: bounds.size).insetBy(
      dx: -bounds.width * Self.preparedMargin, dy: -bounds.height * Self.preparedMargin)
  }

  /// Gives every item that `layout` places in `rect` a cell with its attributes, and sends
  /// the other cells back to the pool (unless an animation holds them).
  func showCells(for rect: CGRect) {
    let shown = layout.layoutAttributesForElements(in: rect) ?? []
    // The cells on screen that stay are stamped with this pass: one index path hashed a cell
    // (a dictionary of the wanted items took three, and hashing index paths was most of a
    // scrolling frame's layout).
    layoutPass &+= 1
    var staying: [(cell: UICollectionViewCell, attributes: UICollectionViewLayoutAttributes)] = []
    staying.reserveCapacity(shown.count)
    var coming: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var wantedSupplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    for attributes in shown {
      switch attributes.representedElementCategory {
      case .cell where isValid(attributes.indexPath):
        if let cell = cellsByIndexPath[attributes.indexPath] {
          cell.layoutPass = layoutPass
          staying.append((cell, attributes))
        } else {
          coming[attributes.indexPath] = attributes
        }
      case .supplementaryView where attributes.indexPath.section < numberOfSections:
        if let key = SupplementaryKey(attributes) { wantedSupplementaries[key] = attributes }
      default:
        break
      }
    }
    showSupplementaryViews(wantedSupplementaries)
    // Cells go to the pool, and come out of it, in item order: the same cell shows the same
    // item on every run.
    var leaving: [IndexPath] = []
    for (indexPath, cell) in cellsByIndexPath
    where cell.layoutPass != layoutPass && animatingCells[ObjectIdentifier(cell)] == nil {
      leaving.append(indexPath)
    }
    for indexPath in leaving.sorted() { enqueueCell(at: indexPath) }
    // (Not a cell that a callback meanwhile sent to the pool: a delegate that reloads the
    // data when a cell ends displaying.)
    for (cell, attributes) in staying where cell.layoutPass == layoutPass {
      if !orthogonalScrollers.isEmpty, animatingCells[ObjectIdentifier(cell)] == nil {
        moveToContainer(cell, section: attributes.indexPath.section)
      }
      apply(attributes, to: cell)
    }
    for indexPath in coming.keys.sorted() {
      if let attributes = coming[indexPath] { makeCell(at: indexPath, with: attributes) }
    }
    orderCells()
  }

  /// Asks the data source for the item's cell and puts it on screen with `attributes`.
  @discardableResult
  func makeCell(at indexPath: IndexPath, with attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewCell?
  {
    guard let dataSource else { return nil }
    var attributes = attributes
    attributesBeingDisplayed = attributes
    var made: UICollectionViewCell?
    UIView.performWithoutAnimation {
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      made = cell
      apply(attributes, to: cell)
      if layout.sizesItemsFromContent {
        // Measured for where the layout puts it (not where an animation starts it).
        let estimated = layout.layoutAttributesForItem(at: indexPath)
        let estimatedSize = estimated?.size
        measure(cell, with: estimated ?? attributes)
        // As in UIKit, a cell shown where the layout puts it joins the window at the size it
        // asked for (its top-left kept): laid out at the estimate, its constraints would fight
        // the content view's size. An animation's start keeps its own size.
        if attributes.size == estimatedSize,
          let measured = layout.layoutAttributesForItem(at: indexPath),
          measured.size != attributes.size
        {
          let sized = attributes.copied()
          sized.frame = CGRect(origin: attributes.frame.origin, size: measured.size)
          attributes = sized
          apply(attributes, to: cell)
        }
      }
      cell.isSelected = selectedIndexPaths.contains(indexPath)
      cell.isHighlighted = highlightedIndexPath == indexPath
    }
    attributesBeingDisplayed = nil
    guard let cell = made else { return nil }
    cellsByIndexPath[indexPath] = cell
    let container = container(forSection: indexPath.section)
    if cell.superview !== container {
      container.addSubview(cell)
      apply(attributes, to: cell)
    }
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    if focusedIndexPath == indexPath {
      focusedIndexPath = nil
      UIApplication.shared.setFocus(cell)
    }
    return cell
  }

  /// A self-sizing cell (or header): the layout takes the size it asks for in and lays out
  /// again.
  func measure(_ cell: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes)
  {
    guard layout.sizesItemsFromContent else { return }
    // A copy, as UIKit's: a cell may change what it is given (a layout's own are kept).
    let preferred = cell.preferredLayoutAttributesFitting(attributes.copied())
    if layout.shouldInvalidateLayout(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    {
      layout.invalidateLayout()
      setNeedsLayout()
    }
  }

  /// Measures the cells and headers on screen again for the layout as it is now (after a
  /// resize or a layout change, what they measured before no longer holds).
  func remeasureShownViews() {
    guard layout.sizesItemsFromContent else { return }
    // Every view's attributes first: a measurement that invalidates the layout must not make
    // the next query prepare it again.
    var shown: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
    for (indexPath, cell) in cellsByIndexPath {
      if let attributes = layout.layoutAttributesForItem(at: indexPath) {
        shown.append((cell, attributes))
      }
    }
    for (key, view) in supplementaryViews {
      if let attributes = layout.layoutAttributesForSupplementaryView(
        ofKind: key.elementKind, at: key.indexPath)
      {
        shown.append((view, attributes))
      }
    }
    UIView.performWithoutAnimation {
      for (view, attributes) in shown { measure(view, with: attributes) }
    }
  }

  /// Takes the item's cell off screen and into its pool.
  func enqueueCell(at indexPath: IndexPath) {
    guard let cell = cellsByIndexPath.removeValue(forKey: indexPath) else { return }
    recycle(cell, showing: indexPath)
  }

  func recycle(_ cell: UICollectionViewCell, showing indexPath: IndexPath) {
    cell.layoutPass = 0
    if cell === cellBeingReconfigured { cellBeingReconfigured = nil }
    if cell.isFocused {
      focusedIndexPath = indexPath
      UIApplication.shared.setFocus(nil)
    }
    cell.removeAllAnimations()
    cell.removeFromSuperview()
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    if let identifier = cell.reuseIdentifier { reusePools[identifier, default: []].append(cell) }
  }

  /// Applies the layout's geometry to a cell or supplementary view (animated inside an
  /// animation block), in the coordinates of the view it is in, then lets it read the
  /// attributes.
  func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionReusableView) {
    if cell.bounds.size != attributes.size {
      cell.bounds = CGRect(origin: cell.bounds.origin, size: attributes.size)
    }
    // (Without sideways rows, the layout's centre as it is: no superview to look at.)
    cell.center =
      orthogonalScrollers.isEmpty ? attributes.center : center(of: attributes, in: cell.superview)
    cell.transform = attributes.transform
    cell.alpha = attributes.alpha
    cell.isHidden = attributes.isHidden
    if cell.zIndex != attributes.zIndex {
      cell.zIndex = attributes.zIndex
      cellsVersion &+= 1
    }
    cell.apply(attributes)
  }

  /// Keeps each container's drawing order of cells and supplementary views by zIndex, then
  /// item; in the collection view they go above the background view and the sideways
  /// sections' scroll views.
  func orderCells() {
    if let orderedFor, orderedFor.cells == cellsVersion, orderedFor.containers == containerVersions
    {
      return
    }
    defer { orderedFor = (cellsVersion, containerVersions) }
    // Loops, not closures: this runs every frame a collection view scrolls (see
    // `UIView.presentationValue`).
    var views:
      [(view: UICollectionReusableView, indexPath: IndexPath, isCell: Bool, isDeparting: Bool)] =
        []
    views.reserveCapacity(cellsByIndexPath.count + departingCells.count + supplementaryViews.count)
    for (indexPath, cell) in cellsByIndexPath { views.append((cell, indexPath, true, false)) }
    for departing in departingCells.values {
      views.append((departing.cell, departing.indexPath, true, true))
    }
    for (key, view) in supplementaryViews { views.append((view, key.indexPath, false, false)) }
    // The collection view's own next place (the background view, then the sideways rows'
    // scroll views come first), and each row's.
    var ownIndex = backgroundView?.superview === self ? 1 : 0
    var rowIndex: [ObjectIdentifier: Int] = [:]
    for section in orthogonalScrollers.keys.sorted() {
      guard let scroller = orthogonalScrollers[section] else { continue }
      if !(subviews.indices.contains(ownIndex) && subviews[ownIndex] === scroller) {
        insertSubview(scroller, at: ownIndex)
      }
      rowIndex[ObjectIdentifier(scroller)] = 0
      ownIndex += 1
    }
    // Sorted as plain integers: comparing index paths and moving cells (retained through
    // their side tables) in a closure cost more than laying the cells out. The views come
    // to the sort in last frame's order, newcomers after: it finds them nearly sorted.
    var lastOrder = [CellOrder?](repeating: nil, count: views.count)
    var newcomers: [CellOrder] = []
    for (index, entry) in views.enumerated() {
      let place = CellOrder(
        zIndex: entry.view.zIndex, isCell: entry.isCell, section: entry.indexPath.section,
        item: entry.indexPath.item, isDeparting: entry.isDeparting, index: index)
      let rank = entry.view.drawingRank
      if rank < lastOrder.count, lastOrder[rank] == nil {
        lastOrder[rank] = place
      } else {
        newcomers.append(place)
      }
    }
    var order: [CellOrder] = []
    order.reserveCapacity(views.count)
    for place in lastOrder { if let place { order.append(place) } }
    order += newcomers
    order.sort()
    for (rank, entry) in order.enumerated() {
      let view = views[entry.index].view
      view.drawingRank = rank
      guard let container = view.superview else { continue }
      let index: Int
      if container === self {
        index = ownIndex
        ownIndex += 1
      } else if let next = rowIndex[ObjectIdentifier(container)] {
        index = next
        rowIndex[ObjectIdentifier(container)] = next + 1
      } else {
        continue
      }
      if container.subviews.indices.contains(index), container.subviews[index] === view {
        continue
      }
      container.insertSubview(view, at: index)
    }
  }

  /// The `subviewsVersion`s of the views cells are in: the collection view's, then each
  /// sideways row's.
  private var containerVersions: [Int] {
    guard !orthogonalScrollers.isEmpty else { return [subviewsVersion] }
    return [subviewsVersion]
      + orthogonalScrollers.sorted { $0.key < $1.key }.map(\.value.subviewsVersion)
  }
}

/// Where a cell or supplementary view goes in the drawing order: by zIndex, supplementary
/// views before cells, then by item, and a cell leaving above the one taking its place.
private struct CellOrder: Comparable {
  var zIndex: Int
  var isCell: Bool
  var section: Int
  var item: Int
  var isDeparting: Bool
  /// Its place in the list being ordered.
  var index: Int

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.zIndex, lhs.isCell ? 1 : 0, lhs.section, lhs.item, lhs.isDeparting ? 1 : 0)
      < (rhs.zIndex, rhs.isCell ? 1 : 0, rhs.section, rhs.item, rhs.isDeparting ? 1 : 0)
  }
}
