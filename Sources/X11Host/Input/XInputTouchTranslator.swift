import Foundation

/// Turns XInput 2 multi-touch input into the toolkit's touches: a touchpad's pinch gesture
/// (XI 2.4) becomes two fingers about the gesture's centre, as far apart as its scale says
/// (starting `pinchSpan` apart) and turned by its angle, following its centre as it moves
/// (so it pinches and rotates); touch-screen touches
/// (XI 2.2) are fingers of their own. Touch ids start at `firstTouch`, clear of the mouse's.
struct XInputTouchTranslator {
  /// The first toolkit touch id used here (below are the mouse and its emulated pinch).
  static let firstTouch = 16
  /// The fingers' distance at a scale of 1.
  static let pinchSpan: CGFloat = 200

  static let pinchFingers = (first: firstTouch, second: firstTouch + 1)

  private var pinchCentre = CGPoint.zero
  private var pinchScale: CGFloat = 1
  /// The gesture's turn so far, radians clockwise.
  private var pinchAngle: CGFloat = 0

  /// The fingers of a pinch that begins at `centre` with `scale`.
  mutating func pinchBegan(at centre: CGPoint, scale: Double) -> [Int: CGPoint] {
    pinchCentre = centre
    pinchScale = CGFloat(scale)
    pinchAngle = 0
    return pinchFingers()
  }

  /// The fingers after the gesture moved by `delta`, reached `scale` (cumulative) and
  /// turned by `angleDelta` degrees clockwise (XI 2.4's `delta_angle`).
  mutating func pinchUpdated(delta: CGPoint, scale: Double, angleDelta: Double = 0)
    -> [Int: CGPoint]
  {
    pinchCentre = CGPoint(x: pinchCentre.x + delta.x, y: pinchCentre.y + delta.y)
    pinchScale = CGFloat(scale)
    pinchAngle += CGFloat(angleDelta) * .pi / 180
    return pinchFingers()
  }

  /// The fingers where the gesture ended.
  func pinchFingers() -> [Int: CGPoint] {
    let half = Self.pinchSpan * max(pinchScale, 0.01) / 2
    let offset = CGPoint(x: half * cos(pinchAngle), y: half * sin(pinchAngle))
    return [
      Self.pinchFingers.first: CGPoint(x: pinchCentre.x + offset.x, y: pinchCentre.y + offset.y),
      Self.pinchFingers.second: CGPoint(x: pinchCentre.x - offset.x, y: pinchCentre.y - offset.y),
    ]
  }

  /// The toolkit touch of touch-screen touch `detail` (X's touch id).
  static func touch(forDetail detail: Int) -> Int {
    firstTouch + 2 + (detail & 0xFFFF)
  }
}
