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

  /// Sets the translation so far to `translation`, as from the touch's location now. The value
  /// is taken in window coordinate directions, whatever `view` is.
  public func setTranslation(_ translation: CGPoint, in view: UIView?) {
    translationOffset = CGPoint(
      x: translation.x - (location.x - startLocation.x),
      y: translation.y - (location.y - startLocation.y))
  }

  /// Velocity at the end of the motion, in points per second: the slope of a least-squares
  /// line through the samples of the last 100 ms (by the X server's event times), so a
  /// twitch of a pixel or two before the release is not a fling, while a real flick, even
  /// with events 30 ms apart, is.
  public func velocity(in view: UIView?) -> CGPoint {
    guard let last = samples.last else { return .zero }
    var recent = samples.filter { last.time - $0.time <= Self.velocityWindow }
    if Set(recent.map(\.time)).count < 2 {
      // Too few in the window (a slow link): the newest sample before it, and the last.
      guard let earlier = samples.last(where: { $0.time < last.time }) else { return .zero }
      recent = [earlier, last]
    }
    let count = Double(recent.count)
    let meanTime = recent.reduce(0) { $0 + $1.time } / count
    let meanX = recent.reduce(0) { $0 + Double($1.point.x) } / count
    let meanY = recent.reduce(0) { $0 + Double($1.point.y) } / count
    var spread = 0.0
    var slopeX = 0.0
    var slopeY = 0.0
    for sample in recent {
      let dt = sample.time - meanTime
      spread += dt * dt
      slopeX += dt * (Double(sample.point.x) - meanX)
      slopeY += dt * (Double(sample.point.y) - meanY)
    }
    guard spread > 0 else { return .zero }
    return CGPoint(x: slopeX / spread, y: slopeY / spread)
  }

  /// How far back (seconds) the velocity looks.
  static let velocityWindow: TimeInterval = 0.1

  /// The fewest fingers the pan begins with (default 1).
  public var minimumNumberOfTouches = 1
  /// The most fingers the pan follows (default no limit).
  public var maximumNumberOfTouches = Int.max
  /// Fingers down now.
  private var touchCount = 0

  private var isTracking = false

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    touchCount += touches.count
    if touchCount > maximumNumberOfTouches {
      continuousTouchesEnded()
      return
    }
    guard !isTracking, let touch = touches.first else { return }
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
    let distance = hypot(location.x - startLocation.x, location.y - startLocation.y)
    continuousTouchesMoved(
      beginning: distance >= Self.hysteresis && touchCount >= minimumNumberOfTouches)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    touchCount = max(touchCount - touches.count, 0)
    // Another finger still down keeps the pan going.
    guard touchCount == 0 else { return }
    if let touch = touches.first {
      location = touch.location(in: nil)
      samples.append((touch.timestamp, location))
    }
    isTracking = false
    continuousTouchesEnded()
  }

  open override func reset() {
    isTracking = false
    touchCount = 0
    super.reset()
  }
}
