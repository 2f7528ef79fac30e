import Foundation

/// A scroll view's motion on its own: a glide after a drag, or a slide to an offset.
enum ScrollMotion {
  case glide(x: ScrollMomentum?, y: ScrollMomentum?, start: TimeInterval, from: CGPoint)
  case slide(
    from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval, kind: SlideKind)

  /// What a slide is for: `setContentOffset(_:animated:)` (and the keys that scroll by a
  /// page), the wheel, or the scroll to the top (Home, for iOS's tap on the status bar).
  enum SlideKind {
    case animated, wheel, toTop
  }

  private static let slideCurve = UICubicTimingParameters(animationCurve: .easeInOut)
  private static let wheelCurve = UICubicTimingParameters(animationCurve: .easeOut)

  /// The offset at `time`, and whether the motion is over.
  func offset(at time: TimeInterval) -> (CGPoint, Bool) {
    switch self {
    case .glide(let x, let y, let start, let from):
      let sx = x?.state(at: time - start)
      let sy = y?.state(at: time - start)
      return (
        CGPoint(x: sx?.offset ?? from.x, y: sy?.offset ?? from.y),
        (sx?.isResting ?? true) && (sy?.isResting ?? true)
      )
    case .slide(let from, let to, let start, let duration, let kind):
      let fraction = min(max((time - start) / duration, 0), 1)
      let curve = (kind == .wheel ? Self.wheelCurve : Self.slideCurve).resolved(
        duration: duration)
      let t = CGFloat(curve.progress(atFraction: fraction))
      return (
        CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), fraction >= 1
      )
    }
  }
}
