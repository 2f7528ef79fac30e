import Foundation

/// The name of one of Core Animation's predefined timing functions, as
/// CAMediaTimingFunctionName (the raw values are those of iOS's Swift overlay).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// Linear pacing: (0, 0), (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Begins slowly, then speeds up: (0.42, 0), (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Begins quickly, then slows down: (0, 0), (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Begins slowly, speeds up, then slows down: (0.42, 0), (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default curve: (0.25, 0.1), (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

  /// The two inner control points of the named curve; nil for an unknown name.
  var controlPoints: (Float, Float, Float, Float)? {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInEaseOut: (0.42, 0, 0.58, 1)
    case .default: (0.25, 0.1, 0.25, 1)
    default: nil
    }
  }
}

/// The pacing of an animation as a cubic Bézier from (0, 0) to (1, 1), as Core Animation's
/// CAMediaTimingFunction. Immutable.
///
/// Two functions with the same control points are equal.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  private let c1x: Float
  private let c1y: Float
  private let c2x: Float
  private let c2y: Float
  private let curve: UnitBezier

  /// One of the predefined functions; an unknown name gives the linear function (Core Animation
  /// raises an exception instead).
  public convenience init(name: CAMediaTimingFunctionName) {
    let (c1x, c1y, c2x, c2y) = name.controlPoints ?? (0, 0, 1, 1)
    self.init(controlPoints: c1x, c1y, c2x, c2y)
  }

  /// The curve with inner control points (c1x, c1y) and (c2x, c2y); the x values belong in 0…1.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
    curve = UnitBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    super.init()
  }

  /// Writes control point `index` (0: (0, 0), 1 and 2: the inner points, 3: (1, 1)) into
  /// `ptr[0]` and `ptr[1]`; any other index leaves `ptr` untouched.
  public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
    let point: (Float, Float)
    switch index {
    case 0: point = (0, 0)
    case 1: point = (c1x, c1y)
    case 2: point = (c2x, c2y)
    case 3: point = (1, 1)
    default: return
    }
    ptr[0] = point.0
    ptr[1] = point.1
  }

  /// The curve's output for input `fraction` (clamped to 0…1); 0 and 1 map to themselves.
  public func evaluate(at fraction: Double) -> Double {
    curve.y(forX: fraction)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CAMediaTimingFunction else { return false }
    return c1x == other.c1x && c1y == other.c1y && c2x == other.c2x && c2y == other.c2y
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(c1x)
    hasher.combine(c1y)
    hasher.combine(c2x)
    hasher.combine(c2y)
    return hasher.finalize()
  }

  public override var description: String {
    "CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
  }
}
