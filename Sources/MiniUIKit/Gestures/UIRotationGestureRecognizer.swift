import Foundation

/// Recognises two touches turning about each other, as UIKit's UIRotationGestureRecognizer:
/// `rotation` is how far (radians, clockwise) the line between them has turned since they
/// went down, and `velocity` its rate per second. It begins once they have turned a few
/// degrees, and ends when either lifts. With a mouse, the Ctrl-drag's two mirrored fingers
/// turn as the pointer circles the centre; a touchpad's pinch gesture turns them by its angle.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How far (radians) the fingers must turn before the rotation begins.
  static let hysteresis: CGFloat = 0.05

  /// The turn since the start. Setting it (to 0, say, after applying it) measures from the
  /// current angle on.
  public var rotation: CGFloat {
    get { turned - startTurn }
    set { startTurn = turned - newValue }
  }

  /// Radians per second over the last moment.
  public private(set) var velocity: CGFloat = 0

  private var fingers = TwoFingers()
  /// The total turn (unwrapped across ±π) and where the rotation counts from.
  private var turned: CGFloat = 0
  private var startTurn: CGFloat = 0
  private var lastAngle: CGFloat = 0
  private var rate = RateOfChange(time: 0, value: 0)

  open override var numberOfTouches: Int { fingers.touches.count }

  /// The midpoint of the two touches.
  open override func location(in view: UIView?) -> CGPoint { fingers.midpoint(in: view) }

  open override func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
    fingers.location(ofTouch: index, in: view)
  }

  override var followsTwoFingers: Bool { true }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.add(touches) else { return }
    lastAngle = fingers.angle
    turned = 0
    startTurn = 0
    rate = RateOfChange(time: touches.first?.timestamp ?? 0, value: 0)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.touches.count == 2 else { return }
    let angle = fingers.angle
    // The smallest turn from the last angle: across ±π it goes on rather than jumping back.
    var step = angle - lastAngle
    while step > .pi { step -= 2 * .pi }
    while step < -.pi { step += 2 * .pi }
    lastAngle = angle
    turned += step
    rate.add(time: touches.first?.timestamp ?? 0, value: turned)
    velocity = rate.rate
    continuousTouchesMoved(beginning: abs(rotation) >= Self.hysteresis)
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
    turned = 0
    startTurn = 0
    velocity = 0
  }
}
