import Foundation

/// Scrolling without a finger: wheel notches in smooth steps, a touchpad's precise deltas,
/// and the keys (Page Up/Down, Home/End, the arrows).
extension UIScrollView {
  /// Scrolls by wheel notches (`isPrecise` false: each a smooth step of `wheelStep` points)
  /// or by points (a touchpad), within the content. Positive values reveal content further
  /// right and down.
  public func scroll(byWheel delta: CGPoint, isPrecise: Bool) {
    guard isScrollEnabled, !isDragging else { return }
    showIndicators()
    if isPrecise {
      stopMotion()
      contentOffset = clampedContentOffset(
        CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
      hideIndicators()
      return
    }
    // Notches arriving while a step runs add to where it is going.
    var base = contentOffset
    if case .slide(_, let to, _, _, .wheel) = motion { base = to }
    let target = clampedContentOffset(
      CGPoint(x: base.x + delta.x * Self.wheelStep, y: base.y + delta.y * Self.wheelStep))
    guard target != contentOffset else { return hideIndicators() }
    stopMotion()
    start(.slide(from: contentOffset, to: target, start: now, duration: 0.15, kind: .wheel))
  }

  /// Scrolls for Page Up/Down, Home/End and the arrows; returns whether the key was one.
  func handleScrollKey(_ key: UIKey) -> Bool {
    guard isScrollEnabled, !key.modifierFlags.contains(.alternate) else { return false }
    let range = offsetRange
    let vertical = canScroll(horizontally: false)
    let page = max((vertical ? bounds.height : bounds.width) - Self.keyStep, Self.keyStep)
    var target = contentOffset
    func move(_ distance: CGFloat) {
      if vertical { target.y += distance } else { target.x += distance }
    }
    switch key.input {
    case .pageUp: move(-page)
    case .pageDown: move(page)
    case .upArrow where vertical, .leftArrow where !vertical: move(-Self.keyStep)
    case .downArrow where vertical, .rightArrow where !vertical: move(Self.keyStep)
    case .home where vertical && scrollsToTop:
      // The desktop's scroll to the top, as iOS's tap on the status bar: the delegate may
      // refuse it, and hears when it is there.
      guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return true }
      showIndicators()
      slide(to: CGPoint(x: contentOffset.x, y: range.y.lowerBound), kind: .toTop)
      return true
    case .home:
      target = CGPoint(x: range.x.lowerBound, y: range.y.lowerBound)
    case .end:
      target =
        vertical
        ? CGPoint(x: contentOffset.x, y: range.y.upperBound)
        : CGPoint(x: range.x.upperBound, y: contentOffset.y)
    default:
      return false
    }
    showIndicators()
    setContentOffset(clampedContentOffset(target), animated: true)
    return true
  }
}
