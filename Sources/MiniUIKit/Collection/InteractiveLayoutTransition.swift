import Foundation

/// An interactive layout transition of a collection view: the transition layout a gesture
/// drives, and, once finished or cancelled, the spring that carries the progress the rest of
/// the way, starting at the speed the gesture left it at.
@MainActor
final class InteractiveLayoutTransition {
  /// The spring of the rest of the way: critically damped, with a response of 0.3 s.
  static let spring = DampedHarmonicOscillator(
    dampingRatio: 1, stiffness: pow(2 * .pi / 0.3, 2))
  /// Closer than this to the end, and slower than this, the spring has arrived.
  private static let arrival: (distance: Double, speed: Double) = (0.0005, 0.01)

  let layout: UICollectionViewTransitionLayout
  let completion: ((Bool, Bool) -> Void)?
  /// The content offset when the transition began, and the next layout's for it.
  let startOffset: CGPoint
  let targetOffset: CGPoint
  /// Where a cancel goes when this transition took over from one that was finishing or
  /// cancelling: that one's destination (rather than the still snapshot it started from).
  var destinationWhenCancelled: UICollectionViewLayout?
  /// The spring's run once finished (target 1) or cancelled (target 0).
  private(set) var target: CGFloat?
  private var link: CADisplayLink?

  init(
    layout: UICollectionViewTransitionLayout, startOffset: CGPoint, targetOffset: CGPoint,
    completion: ((Bool, Bool) -> Void)?
  ) {
    self.layout = layout
    self.startOffset = startOffset
    self.targetOffset = targetOffset
    self.completion = completion
  }

  /// Whether the gesture has let go (the spring runs).
  var isEnding: Bool { target != nil }

  /// The content offset at the current progress.
  var contentOffset: CGPoint {
    let t = layout.transitionProgress
    return CGPoint(
      x: startOffset.x + (targetOffset.x - startOffset.x) * t,
      y: startOffset.y + (targetOffset.y - startOffset.y) * t)
  }

  /// Runs the progress to `target` (0 or 1) on the spring, then calls `arrived`.
  func end(at target: CGFloat, arrived: @escaping (InteractiveLayoutTransition) -> Void) {
    self.target = target
    let start = UIApplication.shared.clock.now
    let x0 = Double(layout.transitionProgress - target)
    let v0 = Double(layout.progressVelocity)
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      let state = Self.spring.state(at: link.targetTimestamp - start, x0: x0, v0: v0)
      let done =
        abs(state.position) < Self.arrival.distance
        && abs(state.velocity) < Self.arrival.speed
      self.layout.transitionProgress =
        done ? target : min(max(target + CGFloat(state.position), 0), 1)
      if done {
        link.invalidate()
        self.link = nil
        arrived(self)
      }
    }
    self.link = link
    link.add()
  }

  /// Stops the spring where it is (a new gesture takes over).
  func stop() {
    link?.invalidate()
    link = nil
  }
}
