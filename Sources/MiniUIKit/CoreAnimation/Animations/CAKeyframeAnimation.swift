import Foundation

/// An animation through a list of values (or along a path, for positions), as Core
/// Animation's: `keyTimes` say when each value is reached, `timingFunctions` pace each
/// stretch, `calculationMode` says how values between keyframes are found.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values, in order.
  public var values: [Any]?
  /// When each value is reached, as fractions 0…1 of the duration (evenly spaced if nil).
  public var keyTimes: [NSNumber]?
  /// The pace of each stretch between two keyframes.
  public var timingFunctions: [CAMediaTimingFunction]?
  /// For a point property: a path to move along instead of `values`.
  public var path: CGPath?
  /// How values between keyframes are found, `.linear` by default.
  public var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether a layer moving along `path` turns to follow it.
  public var rotationMode: CAAnimationRotationMode?

  /// `path` flattened, and the lengths of its segments: made once, read every frame.
  private var flattenedPath: (path: CGPath, points: [CGPoint], lengths: [CGFloat])?

  public required init() { super.init() }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    path = other.path
    calculationMode = other.calculationMode
    rotationMode = other.rotationMode
  }

  override func apply(to values: inout LayerProperties, at time: CFTimeInterval, layer: CALayer) {
    super.apply(to: &values, at: time, layer: layer)
    guard rotationMode != nil, path != nil, let fraction = fraction(at: time),
      let (_, angle) = pointOnPath(at: fraction)
    else { return }
    let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
    values.transform = CATransform3DMakeRotation(turn, 0, 0, 1).concatenating(values.transform)
  }

  override func value(at time: CFTimeInterval, under current: LayerValue, layer: CALayer)
    -> LayerValue?
  {
    guard let progress = timing.progress(atParentTime: time) else { return nil }
    if path != nil {
      return pointOnPath(at: CGFloat(timingFunction?.evaluate(at: progress) ?? progress))
        .map { .point($0.point) }
    }
    let frames = (values ?? []).compactMap { read($0, like: current, layer: layer) }
    guard frames.count == (values ?? []).count, let first = frames.first else { return nil }
    guard frames.count > 1 else { return first }
    let t = timingFunction?.evaluate(at: progress) ?? progress
    let times = keyframeTimes(count: frames.count, frames: frames)
    if calculationMode == .discrete {
      // n values hold n equal slots (or the n + 1 key times given).
      var slots: [Double] = (0...frames.count).map { Double($0) / Double(frames.count) }
      if let keyTimes, keyTimes.count == frames.count + 1 { slots = keyTimes.map(\.doubleValue) }
      let index = slots.lastIndex { $0 <= t } ?? 0
      return frames[min(index, frames.count - 1)]
    }
    let segment = max(0, min((times.lastIndex { $0 <= t } ?? 0), frames.count - 2))
    let span = times[segment + 1] - times[segment]
    var local = span > 0 ? (t - times[segment]) / span : 1
    if let functions = timingFunctions, segment < functions.count {
      local = functions[segment].evaluate(at: local)
    }
    return LayerValue.interpolate(frames[segment], frames[segment + 1], CGFloat(local))
  }

  /// When each keyframe is reached: `keyTimes`, or spaced by distance (paced), or evenly.
  private func keyframeTimes(count: Int, frames: [LayerValue]) -> [Double] {
    if calculationMode != .paced, calculationMode != .cubicPaced, let keyTimes,
      keyTimes.count == count
    {
      return keyTimes.map(\.doubleValue)
    }
    if calculationMode == .paced || calculationMode == .cubicPaced {
      let lengths = zip(frames, frames.dropFirst()).map { Self.distance($0, $1) }
      let total = lengths.reduce(0, +)
      if total > 0 {
        var sum = 0.0
        return [0]
          + lengths.map { length in
            sum += length
            return sum / total
          }
      }
    }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }

  private static func distance(_ a: LayerValue, _ b: LayerValue) -> Double {
    switch (a, b) {
    case (.number(let x), .number(let y)): Double(abs(y - x))
    case (.point(let p), .point(let q)): Double(hypot(q.x - p.x, q.y - p.y))
    default: 1
    }
  }

  /// The point `fraction` of the way along `path` (by length when paced, else each element
  /// an equal share of the time), and the direction of travel there.
  private func pointOnPath(at fraction: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
    guard let path else { return nil }
    if flattenedPath?.path !== path {
      let pieces = PathFlattening.polylines(of: path.elements, tolerance: 0.1)
      let points = pieces.flatMap { $0.isClosed ? $0.points + $0.points.prefix(1) : $0.points }
      let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
      flattenedPath = (path, points, lengths)
    }
    guard let (_, points, lengths) = flattenedPath, let first = points.first else { return nil }
    guard points.count > 1 else { return (first, 0) }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return (first, 0) }
    var remaining = min(max(fraction, 0), 1) * total
    for (index, length) in lengths.enumerated() {
      let (a, b) = (points[index], points[index + 1])
      if remaining <= length || index == lengths.count - 1 {
        let t = length > 0 ? min(remaining / length, 1) : 0
        return (
          CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t),
          atan2(b.y - a.y, b.x - a.x)
        )
      }
      remaining -= length
    }
    return (first, 0)
  }
}

/// How a keyframe animation finds the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight from one keyframe to the next.
  public static let linear = Self(rawValue: "linear")
  /// Each keyframe held until the next one's time.
  public static let discrete = Self(rawValue: "discrete")
  /// At an even pace, by distance; `keyTimes` and `timingFunctions` are ignored.
  public static let paced = Self(rawValue: "paced")
  /// Drawn here as linear.
  public static let cubic = Self(rawValue: "cubic")
  /// Drawn here as paced.
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Turned to the direction of travel.
  public static let rotateAuto = Self(rawValue: "auto")
  /// Turned to the opposite of the direction of travel.
  public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}
