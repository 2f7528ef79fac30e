import Foundation

/// Recognises a swipe, as UIKit's UISwipeGestureRecognizer: a discrete gesture, once per
/// stroke, when the touches travel at least 50 points in one of `direction`'s directions,
/// straight (no more than half as far across), at 300 points a second or faster, within half
/// a second of going down. UIKit documents no numbers; these are close to what it takes.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe, as UIKit's UISwipeGestureRecognizer.Direction.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Towards the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions that count (default right).
  open var direction: Direction = .right
  /// How many fingers the swipe takes.
  open var numberOfTouchesRequired = 1

  static let minimumDistance: CGFloat = 50
  static let minimumSpeed: CGFloat = 300
  static let maximumDuration: TimeInterval = 0.5

  private var start: (point: CGPoint, time: TimeInterval)?
  private var fingersDown = 0
  private var location = CGPoint.zero

  open override func location(in view: UIView?) -> CGPoint {
    view?.convert(location, from: nil) ?? location
  }

  open override var numberOfTouches: Int { fingersDown }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    fingersDown += touches.count
    guard let touch = touches.first else { return }
    if fingersDown > numberOfTouchesRequired {
      state = .failed
      return
    }
    if start == nil { start = (touch.location(in: nil), touch.timestamp) }
    location = touch.location(in: nil)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = touches.first, let start else { return }
    location = touch.location(in: nil)
    let elapsed = touch.timestamp - start.time
    let moved = CGPoint(x: location.x - start.point.x, y: location.y - start.point.y)
    if elapsed > Self.maximumDuration {
      state = .failed
      return
    }
    guard fingersDown == numberOfTouchesRequired, let swiped = Self.direction(of: moved) else {
      return
    }
    let along = max(abs(moved.x), abs(moved.y))
    guard along >= Self.minimumDistance else { return }
    let speed = along / CGFloat(max(elapsed, 0.001))
    state = direction.contains(swiped) && speed >= Self.minimumSpeed ? .ended : .failed
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    fingersDown = max(fingersDown - touches.count, 0)
    if state == .possible { state = .failed }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fingersDown = max(fingersDown - touches.count, 0)
    if state == .possible { state = .failed }
  }

  open override func reset() {
    start = nil
    fingersDown = 0
    super.reset()
  }

  /// The direction of a straight stroke: the axis it mostly follows, if it strays from it by
  /// at most half as much.
  static func direction(of moved: CGPoint) -> Direction? {
    let (dx, dy) = (abs(moved.x), abs(moved.y))
    if dx >= 2 * dy { return moved.x > 0 ? .right : .left }
    if dy >= 2 * dx { return moved.y > 0 ? .down : .up }
    return nil
  }
}
