import Foundation

/// Recognises two touches moving apart or together, as UIKit's UIPinchGestureRecognizer:
/// `scale` is the distance between them now over the distance when they went down, and
/// `velocity` its rate of change per second. It begins once the distance has changed by
/// a few points; it ends when either touch lifts.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How far (points) the distance must change before the pinch begins.
  static let hysteresis: CGFloat = 4

  /// The distance now over the distance at the start. Setting it (say, to 1 after using an
  /// increment) measures from the current distance on.
  public var scale: CGFloat {
    get { startDistance > 0 ? currentDistance / startDistance : 1 }
    set {
      guard newValue > 0, currentDistance > 0 else { return }
      startDistance = currentDistance / newValue
    }
  }

  /// Scale change per second over the last moment (about 50 ms).
  public private(set) var velocity: CGFloat = 0

  private var fingers = TwoFingers()
  private var startDistance: CGFloat = 0
  private var currentDistance: CGFloat = 0
  private var rate = RateOfChange(time: 0, value: 1)

  /// The touches the pinch follows (at most two).
  open override var numberOfTouches: Int { fingers.touches.count }

  /// The midpoint of the two touches.
  open override func location(in view: UIView?) -> CGPoint { fingers.midpoint(in: view) }

  /// Where touch `index` is.
  open override func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
    fingers.location(ofTouch: index, in: view)
  }

  override var followsTwoFingers: Bool { true }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.add(touches) else { return }
    startDistance = fingers.distance
    currentDistance = startDistance
    rate = RateOfChange(time: touches.first?.timestamp ?? 0, value: 1)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.touches.count == 2, startDistance > 0 else { return }
    currentDistance = fingers.distance
    rate.add(time: touches.first?.timestamp ?? 0, value: scale)
    velocity = rate.rate
    continuousTouchesMoved(beginning: abs(currentDistance - startDistance) >= Self.hysteresis)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.contains(any: touches) else { return }
    continuousTouchesEnded()
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.contains(any: touches) else { return }
    continuousTouchesEnded(cancelled: true)
  }

  open override func reset() {
    super.reset()
    fingers.removeAll()
    startDistance = 0
    currentDistance = 0
    velocity = 0
  }
}
