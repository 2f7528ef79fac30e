import Foundation

/// Where a glide comes to rest, as UIKit decides it when a finger lets go: a page boundary
/// when paging is on, else where the glide would stop, as the collection view's layout would
/// have it (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`); the
/// delegate may change it (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
/// The glide then ends exactly there.
extension UIScrollView {
  /// Faster than this (points per second), a release turns the page it started on.
  static let pageFlickSpeed: CGFloat = 150

  /// The offset a release at `velocity` (points per second of offset) comes to rest on, or
  /// nil when nothing changes where it would stop anyway.
  func releaseTarget(velocity: CGPoint) -> CGPoint? {
    let natural = naturalRestingOffset(velocity: velocity)
    var target = isPagingEnabled ? pageTarget(velocity: velocity) : natural
    if !isPagingEnabled {
      target = clampedContentOffset(
        targetContentOffset(forProposedContentOffset: natural, withVelocity: velocity))
      if let observer { target = observer.restingOffset(of: self, proposed: target) }
    }
    // UIKit gives the delegate the velocity in points per millisecond.
    var chosen = target
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
      targetContentOffset: &chosen)
    chosen = CGPoint(
      x: chosen.x.isFinite ? chosen.x : target.x, y: chosen.y.isFinite ? chosen.y : target.y)
    return chosen == natural ? nil : chosen
  }

  /// The page to come to rest on: the next one in the direction of a flick, else the nearest.
  private func pageTarget(velocity: CGPoint) -> CGPoint {
    func page(_ offset: CGFloat, _ start: CGFloat, _ speed: CGFloat, _ size: CGFloat) -> CGFloat {
      guard size > 0 else { return offset }
      let startPage = (start / size).rounded()
      let index =
        speed > Self.pageFlickSpeed
        ? startPage + 1 : speed < -Self.pageFlickSpeed ? startPage - 1 : (offset / size).rounded()
      return index * size
    }
    return clampedContentOffset(
      CGPoint(
        x: page(contentOffset.x, dragStartOffset.x, velocity.x, bounds.width),
        y: page(contentOffset.y, dragStartOffset.y, velocity.y, bounds.height)))
  }

  /// The page boundary nearest the offset now.
  var nearestPageOffset: CGPoint {
    func nearest(_ offset: CGFloat, _ size: CGFloat) -> CGFloat {
      size > 0 ? (offset / size).rounded() * size : offset
    }
    return clampedContentOffset(
      CGPoint(x: nearest(contentOffset.x, bounds.width), y: nearest(contentOffset.y, bounds.height))
    )
  }
}
