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

  private var touches: [UITouch] = []
  private var startDistance: CGFloat = 0
  private var currentDistance: CGFloat = 0
  private var samples: [(time: TimeInterval, scale: CGFloat)] = []

  /// The touches the pinch follows (at most two).
  open override var numberOfTouches: Int { touches.count }

  /// The midpoint of the two touches.
  open override func location(in view: UIView?) -> CGPoint {
    guard touches.count == 2 else { return touches.first?.location(in: view) ?? .zero }
    let a = touches[0].location(in: view)
    let b = touches[1].location(in: view)
    return CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }

  /// Where touch `index` is.
  open override func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
    touches.indices.contains(index) ? touches[index].location(in: view) : .zero
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.source < $1.source }) where self.touches.count < 2 {
      self.touches.append(touch)
    }
    guard self.touches.count == 2 else { return }
    startDistance = distance()
    currentDistance = startDistance
    samples = [(touches.first?.timestamp ?? 0, 1)]
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard self.touches.count == 2, startDistance > 0 else { return }
    currentDistance = distance()
    let time = touches.first?.timestamp ?? 0
    samples.append((time, scale))
    samples.removeAll { time - $0.time > 0.25 }
    velocity = Self.rate(of: samples)
    switch state {
    case .possible:
      if abs(currentDistance - startDistance) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard touches.contains(where: { self.touches.contains($0) }) else { return }
    state = isActive ? .ended : .failed
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    guard touches.contains(where: { self.touches.contains($0) }) else { return }
    state = isActive ? .cancelled : .failed
  }

  open override func reset() {
    super.reset()
    touches = []
    startDistance = 0
    currentDistance = 0
    velocity = 0
    samples = []
  }

  private func distance() -> CGFloat {
    let a = touches[0].location(in: nil)
    let b = touches[1].location(in: nil)
    return hypot(b.x - a.x, b.y - a.y)
  }

  /// The change of scale per second from the oldest sample of the last 50 ms to the newest.
  private static func rate(of samples: [(time: TimeInterval, scale: CGFloat)]) -> CGFloat {
    guard let last = samples.last,
      let first = samples.first(where: { last.time - $0.time <= 0.05 && $0.time < last.time })
    else { return 0 }
    return (last.scale - first.scale) / CGFloat(last.time - first.time)
  }
}
