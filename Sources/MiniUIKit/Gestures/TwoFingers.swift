import Foundation

/// The two touches a pinch or a rotation follows: the first two to go down in the view.
@MainActor
struct TwoFingers {
  private(set) var touches: [UITouch] = []

  /// Takes the touches that went down, up to two; true when that made two.
  mutating func add(_ new: Set<UITouch>) -> Bool {
    let before = touches.count
    for touch in new.sorted(by: { $0.source < $1.source }) where touches.count < 2 {
      touches.append(touch)
    }
    return before < 2 && touches.count == 2
  }

  /// Whether any of `others` is one of the two.
  func contains(any others: Set<UITouch>) -> Bool {
    others.contains { touches.contains($0) }
  }

  mutating func removeAll() { touches = [] }

  /// The distance between them, in window points.
  var distance: CGFloat {
    guard touches.count == 2 else { return 0 }
    let (a, b) = (touches[0].location(in: nil), touches[1].location(in: nil))
    return hypot(b.x - a.x, b.y - a.y)
  }

  /// The direction from the first to the second, in radians, clockwise on screen.
  var angle: CGFloat {
    guard touches.count == 2 else { return 0 }
    let (a, b) = (touches[0].location(in: nil), touches[1].location(in: nil))
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// Their midpoint (or the one touch), in `view`'s coordinates.
  func midpoint(in view: UIView?) -> CGPoint {
    guard touches.count == 2 else { return touches.first?.location(in: view) ?? .zero }
    let (a, b) = (touches[0].location(in: view), touches[1].location(in: view))
    return CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }

  func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
    touches.indices.contains(index) ? touches[index].location(in: view) : .zero
  }
}

/// A value's rate of change per second over the last moment (about 50 ms), from samples.
struct RateOfChange {
  private var samples: [(time: TimeInterval, value: CGFloat)] = []

  init(time: TimeInterval, value: CGFloat) { samples = [(time, value)] }

  /// Adds a sample; keeps a quarter second.
  mutating func add(time: TimeInterval, value: CGFloat) {
    samples.append((time, value))
    samples.removeAll { time - $0.time > 0.25 }
  }

  /// From the oldest sample of the last 50 ms to the newest.
  var rate: CGFloat {
    guard let last = samples.last,
      let first = samples.first(where: { last.time - $0.time <= 0.05 && $0.time < last.time })
    else { return 0 }
    return (last.value - first.value) / CGFloat(last.time - first.time)
  }
}
