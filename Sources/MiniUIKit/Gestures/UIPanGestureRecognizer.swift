import Foundation

/// Recognises a drag, as UIKit's UIPanGestureRecognizer: it begins once the touch has moved
/// 10 points, and reports translation and velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Distance the touch must travel before the pan begins.
  public static let hysteresis: CGFloat = 10

  private var startLocation = CGPoint.zero
  private var location = CGPoint.zero
  private var translationOffset = CGPoint.zero
  /// Recent (time, location) samples in window coordinates, for the velocity.
  private var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// One while a touch is down.
  open override var numberOfTouches: Int { isTracking ? 1 : 0 }

  open override func location(in view: UIView?) -> CGPoint {
    view?.convert(location, from: nil) ?? location
  }

  /// How far the touch moved since the pan began, in `view`'s coordinate directions.
  public func translation(in view: UIView?) -> CGPoint {
    let delta = CGPoint(
      x: location.x - startLocation.x + translationOffset.x,
      y: location.y - startLocation.y + translationOffset.y)
    guard let view else { return delta }
    let origin = view.convert(CGPoint.zero, from: nil)
    let moved = view.convert(delta, from: nil)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  public func setTranslation(_ translation: CGPoint, in view: UIView?) {
    translationOffset = CGPoint(
      x: translation.x - (location.x - startLocation.x),
      y: translation.y - (location.y - startLocation.y))
  }

  /// Velocity of the last moment (about 25 ms), in points per second.
  public func velocity(in view: UIView?) -> CGPoint {
    // The oldest sample of the last 25 ms that is older than the last one; failing that, the
    // newest older one: the motion of the moment, so that a fling back reads as going back.
    guard let last = samples.last else { return .zero }
    let earlier = samples.filter { $0.time < last.time }
    guard
      let first = earlier.first(where: { last.time - $0.time <= Self.velocityWindow })
        ?? earlier.last
    else { return .zero }
    let seconds = last.time - first.time
    return CGPoint(
      x: (last.point.x - first.point.x) / seconds, y: (last.point.y - first.point.y) / seconds)
  }

  /// How far back (seconds) the velocity looks.
  static let velocityWindow: TimeInterval = 0.025

  private var isTracking = false

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    isTracking = true
    startLocation = touch.location(in: nil)
    location = startLocation
    translationOffset = .zero
    samples = [(touch.timestamp, startLocation)]
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    location = touch.location(in: nil)
    samples.append((touch.timestamp, location))
    samples.removeAll { touch.timestamp - $0.time > 0.25 }
    switch state {
    case .possible:
      let distance = hypot(location.x - startLocation.x, location.y - startLocation.y)
      if distance >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if let touch = touches.first {
      location = touch.location(in: nil)
      samples.append((touch.timestamp, location))
    }
    isTracking = false
    state = isActive ? .ended : .failed
  }

  open override func reset() {
    isTracking = false
    super.reset()
  }
}
