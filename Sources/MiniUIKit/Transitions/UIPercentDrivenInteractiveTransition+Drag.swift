import Foundation

extension UIPercentDrivenInteractiveTransition {
  /// Speed (points per second) of a fling that finishes the transition whatever the distance.
  static let flingVelocity: CGFloat = 600

  /// Ends a drag that drives this transition over `distance` points: past half way, or flung
  /// forward, the transition finishes; otherwise it goes back. Either way UIKit's own spring
  /// (curve 7) starts at the drag's own speed, so the motion does not jerk.
  func release(velocity: CGFloat, distance: CGFloat, wasCancelled: Bool) {
    // A fling decides; otherwise the distance does.
    let finishes =
      !wasCancelled
      && (velocity > Self.flingVelocity
        || (percentComplete > 0.5 && velocity > -Self.flingVelocity))
    let remaining = finishes ? 1 - percentComplete : percentComplete
    // The velocity is in real seconds, the spring runs in animation time (slow motion).
    let speed = UIApplication.shared.clock.speed
    let relative = remaining > 0.01 ? abs(velocity / max(distance, 1)) / remaining / speed : 0
    let towardTarget = (velocity > 0) == finishes ? relative : 0
    timingCurve = UISpringTimingParameters(
      dampingRatio: UISpringTimingParameters.systemDampingRatio,
      initialVelocity: CGVector(dx: towardTarget, dy: towardTarget))
    if finishes { finish() } else { cancel() }
  }
}
