import Foundation

/// Selection, as UIKit's: by touch (highlight on touch down, select on touch up, asking the
/// delegate), by keyboard (arrows move focus between cells, Enter or Space selects), and in
/// code (`selectItem`/`deselectItem`, which do not ask or tell the delegate).
extension UICollectionView {
  /// The selected items (nil when none, as UIKit's).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects the item (nil deselects all), scrolling it to `scrollPosition` unless that is
  /// empty. The delegate is not called.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard allowsSelection else { return }
    guard let indexPath, isValid(indexPath) else {
      for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for other in selectedIndexPaths where other != indexPath {
        deselectItem(at: other, animated: animated)
      }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    cellsByIndexPath[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item. The delegate is not called.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    cellsByIndexPath[indexPath]?.isSelected = false
  }

  /// Selects (or, with multiple selection, toggles) an item as a user does, asking the
  /// delegate first and telling it after.
  func selectItemAsUser(at indexPath: IndexPath) {
    guard allowsSelection, isValid(indexPath) else { return }
    let delegate = collectionDelegate
    if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselectItem(at: indexPath, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for other in selectedIndexPaths where other != indexPath {
        guard delegate?.collectionView(self, shouldDeselectItemAt: other) ?? true else { continue }
        deselectItem(at: other, animated: true)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    cellsByIndexPath[indexPath]?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  // MARK: Touches

  /// The item under a touch, in content coordinates.
  private func item(under touches: Set<UITouch>) -> IndexPath? {
    touches.first.flatMap { indexPathForItem(at: $0.location(in: self)) }
  }

  func selectionTouchBegan(_ touches: Set<UITouch>) {
    guard allowsSelection, !touchStoppedScrolling, let indexPath = item(under: touches),
      collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    else { return }
    touchedIndexPath = indexPath
    setHighlighted(indexPath)
  }

  func selectionTouchMoved(_ touches: Set<UITouch>) {
    // Off the item, it is not highlighted and a release does not select it; back on, it is.
    guard let touched = touchedIndexPath else { return }
    setHighlighted(item(under: touches) == touched ? touched : nil)
  }

  func selectionTouchEnded(_ touches: Set<UITouch>) {
    guard let touched = touchedIndexPath else { return }
    touchedIndexPath = nil
    setHighlighted(nil)
    if item(under: touches) == touched { selectItemAsUser(at: touched) }
  }

  func selectionTouchCancelled() {
    touchedIndexPath = nil
    setHighlighted(nil)
  }

  private func setHighlighted(_ indexPath: IndexPath?) {
    guard indexPath != highlightedIndexPath else { return }
    if let old = highlightedIndexPath {
      cellsByIndexPath[old]?.isHighlighted = false
      collectionDelegate?.collectionView(self, didUnhighlightItemAt: old)
    }
    highlightedIndexPath = indexPath
    if let indexPath {
      cellsByIndexPath[indexPath]?.isHighlighted = true
      collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }
  }

  // MARK: Keys

  /// Arrow keys move keyboard focus to the nearest cell that way (the first visible cell
  /// when none has it), scrolling it into view; Enter and Space select the focused item.
  /// Returns whether the key was used.
  func handleSelectionKey(_ key: UIKey) -> Bool {
    // Alt+arrows are the desktop's back and forward, not focus moves.
    guard !key.modifierFlags.contains(.alternate) else { return false }
    let focused = visibleFocusedItem
    switch key.input {
    case .enter, .space:
      guard let focused else { break }
      selectItemAsUser(at: focused)
      return true
    case .leftArrow, .rightArrow, .upArrow, .downArrow:
      guard let target = focusTarget(from: focused, key: key.input) else { break }
      scrollToItem(at: target, at: [], animated: true)
      layoutIfNeeded()
      if let cell = cellsByIndexPath[target] {
        UIApplication.shared.setFocus(cell)
      } else {
        // Not made yet (the scroll to it has just begun): focus goes to it when it is.
        focusedIndexPath = target
      }
      return true
    default:
      break
    }
    return false
  }

  /// The item whose cell has keyboard focus.
  private var visibleFocusedItem: IndexPath? {
    cellsByIndexPath.first { $0.value.isFocused }?.key
  }

  /// The nearest item from `origin` in the arrow's direction, by the layout's centres.
  private func focusTarget(from origin: IndexPath?, key: UIKey.Input) -> IndexPath? {
    guard let origin, let attributes = layout.layoutAttributesForItem(at: origin) else {
      return rememberedFocusCell.flatMap(indexPath(for:)) ?? indexPathsForVisibleItems.first
    }
    // Where items show: a sideways section's are moved by its scroll.
    let start = onScreenCenter(of: attributes)
    let direction: CGPoint
    switch key {
    case .leftArrow: direction = CGPoint(x: -1, y: 0)
    case .rightArrow: direction = CGPoint(x: 1, y: 0)
    case .upArrow: direction = CGPoint(x: 0, y: -1)
    default: direction = CGPoint(x: 0, y: 1)
    }
    // Look a screenful that way, and take the closest centre ahead, favouring straight lines.
    let reach = max(bounds.width, bounds.height)
    let area = CGRect(center: start, size: CGSize(width: 2 * reach, height: 2 * reach))
    var best: (score: CGFloat, indexPath: IndexPath)?
    for attributes in layout.layoutAttributesForElements(in: area) ?? []
    where attributes.representedElementCategory == .cell && attributes.indexPath != origin
      && !attributes.isHidden
    {
      let center = onScreenCenter(of: attributes)
      let dx = center.x - start.x
      let dy = center.y - start.y
      let ahead = dx * direction.x + dy * direction.y
      guard ahead > 1 else { continue }
      let aside = abs(dx * direction.y - dy * direction.x)
      let score = ahead + 2 * aside
      if best.map({ score < $0.score }) ?? true { best = (score, attributes.indexPath) }
    }
    return best?.indexPath
  }

  // MARK: Scrolling to items

  /// Scrolls so that the item shows at `scrollPosition` (an empty position scrolls just
  /// enough to show it), within the content.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard var frame = layout.layoutAttributesForItem(at: indexPath)?.frame else { return }
    if orthogonalScrollers[indexPath.section] != nil {
      // Its section scrolls sideways to it; the collection view only up or down.
      scrollOrthogonalSection(
        toShow: frame, section: indexPath.section, at: scrollPosition, animated: animated)
      frame.origin.x = contentOffset.x
      frame.size.width = min(frame.width, bounds.width)
    }
    var offset = contentOffset
    let size = bounds.size
    func place(
      _ low: CGFloat, _ high: CGFloat, visible: CGFloat, current: CGFloat,
      start: Bool, centre: Bool, end: Bool
    ) -> CGFloat {
      if start { return low }
      if centre { return (low + high - visible) / 2 }
      if end { return high - visible }
      // Just enough.
      if low < current { return low }
      if high > current + visible { return high - visible }
      return current
    }
    offset.x = place(
      frame.minX, frame.maxX, visible: size.width, current: offset.x,
      start: scrollPosition.contains(.left), centre: scrollPosition.contains(.centeredHorizontally),
      end: scrollPosition.contains(.right))
    offset.y = place(
      frame.minY, frame.maxY, visible: size.height, current: offset.y,
      start: scrollPosition.contains(.top), centre: scrollPosition.contains(.centeredVertically),
      end: scrollPosition.contains(.bottom))
    setContentOffset(clampedContentOffset(offset), animated: animated)
  }
}
