import Foundation

/// The corners of a rectangle, as UIKit's UIRectCorner (top and bottom as seen on a y-down
/// screen).
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with the attributes to stroke and fill it, as UIKit's
/// UIBezierPath.
///
/// Rounded corners are elliptical quarter arcs (UIKit draws slightly smoother "continuous"
/// corners). `clockwise` means clockwise as seen on the y-down screen: angle 0 points right,
/// π/2 down, and a clockwise arc turns from one to the other.
@preconcurrency @MainActor
open class UIBezierPath: NSObject, @preconcurrency NSCopying {
  private var path = CGMutablePath()

  /// The width of stroked lines.
  open var lineWidth: CGFloat = 1
  /// The ends of stroked open lines, `.butt` by default.
  open var lineCapStyle: CGLineCap = .butt
  /// The corners of stroked lines, `.miter` by default.
  open var lineJoinStyle: CGLineJoin = .miter
  /// How far a miter may reach, in multiples of half the line width, before it is bevelled.
  open var miterLimit: CGFloat = 10
  /// How far flattened curves may stray from the true curve, in points.
  open var flatness: CGFloat = 0.6
  /// Whether filling and `contains(_:)` use the even-odd rule rather than the nonzero rule.
  open var usesEvenOddFillRule = false

  /// The dash lengths `setLineDash(_:count:phase:)` stored (empty: solid). Not UIKit API: what
  /// the toolkit's stroker reads.
  public private(set) var lineDashPattern: [CGFloat] = []
  /// How far into the dash pattern lines start. Not UIKit API.
  public private(set) var lineDashPhase: CGFloat = 0

  /// An empty path.
  public required override init() {
    super.init()
  }

  /// A closed rectangle: from the origin corner along x first.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// A closed ellipse fitting `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A closed rectangle with round corners of `cornerRadius`, clamped to half the shorter side
  /// as UIKit does.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let rect = rect.standardized
    let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
    let size = CGSize(width: radius, height: radius)
    path.addPath(
      CGPath(elements: CGPath.roundedRectElements(rect, radii: [size, size, size, size])))
  }

  /// A closed rectangle with the given corners rounded by `cornerRadii` (each clamped to half
  /// the side it lies along).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    func radius(_ corner: UIRectCorner) -> CGSize {
      corners.contains(corner) ? cornerRadii : .zero
    }
    let radii = [radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft)]
    path.addPath(CGPath(elements: CGPath.roundedRectElements(rect, radii: radii)))
  }

  /// An open arc of a circle; `clockwise` as seen on the y-down screen (angles increasing).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path as a Core Graphics path (a copy: changing this object later leaves it alone).
  open var cgPath: CGPath {
    get { CGPath(elements: path.elements) }
    set { path = CGMutablePath(elements: newValue.elements) }
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The rectangle holding every point of the path, control points included (`CGRect.null`
  /// when empty).
  open var bounds: CGRect { path.boundingBox }

  /// Where the next element would start (`.zero` when empty).
  open var currentPoint: CGPoint { path.currentPoint }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    path.move(to: point)
  }

  /// A line from the current point to `point` (ignored when there is no current point).
  open func addLine(to point: CGPoint) {
    path.addLine(to: point)
  }

  /// A cubic Bézier from the current point (ignored when there is no current point).
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// A quadratic Bézier from the current point (ignored when there is no current point).
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc of a circle, joined by a line to the current point if there is one; `clockwise`
  /// as seen on the y-down screen (angles increasing).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    // Core Graphics' clockwise is meant in y-up space: the opposite on a y-down screen.
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath with a line back to its start.
  open func close() {
    path.closeSubpath()
  }

  /// Removes every element.
  open func removeAllPoints() {
    path = CGMutablePath()
  }

  /// Appends `bezierPath`'s elements (not its drawing attributes).
  open func append(_ bezierPath: UIBezierPath) {
    path.addPath(bezierPath.path)
  }

  /// Transforms every point of the path by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
  }

  /// A path of the same shape traced backwards: each subpath, in the same order, from its end
  /// to its start (closed subpaths stay closed).
  open func reversing() -> UIBezierPath {
    let reversed = UIBezierPath()
    reversed.copyAttributes(from: self)
    reversed.path = CGMutablePath(elements: Self.reversedElements(path.elements))
    return reversed
  }

  /// Whether `point` is inside the filled path, by `usesEvenOddFillRule`'s rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Sets the dash pattern: `count` lengths read from `pattern` (nil or 0: solid lines),
  /// starting `phase` into it.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    if let pattern, count > 0 {
      lineDashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
    } else {
      lineDashPattern = []
    }
    lineDashPhase = phase
  }

  /// Reads the dash pattern back, as UIKit: `pattern`, when given, must have room for all of
  /// its lengths; `count` receives how many there are.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (index, length) in lineDashPattern.enumerated() {
        pattern[index] = length
      }
    }
    count?.pointee = lineDashPattern.count
    phase?.pointee = lineDashPhase
  }

  /// An independent copy of the same class, with the same elements and attributes.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self()
    copy.copyAttributes(from: self)
    copy.path = CGMutablePath(elements: path.elements)
    return copy
  }

  private func copyAttributes(from other: UIBezierPath) {
    lineWidth = other.lineWidth
    lineCapStyle = other.lineCapStyle
    lineJoinStyle = other.lineJoinStyle
    miterLimit = other.miterLimit
    flatness = other.flatness
    usesEvenOddFillRule = other.usesEvenOddFillRule
    lineDashPattern = other.lineDashPattern
    lineDashPhase = other.lineDashPhase
  }

  /// `elements` with each subpath traced from its end to its start.
  nonisolated static func reversedElements(_ elements: [PathElement]) -> [PathElement] {
    /// One drawing element: where it ends, and its control points from its start.
    typealias Segment = (element: PathElement, start: CGPoint)
    var result: [PathElement] = []
    var start: CGPoint?
    var current: CGPoint?
    var segments: [Segment] = []

    func flush(closed: Bool) {
      guard let subpathStart = start else { return }
      let end = segments.last?.element.endPoint ?? subpathStart
      result.append(.moveTo(end))
      for segment in segments.reversed() {
        switch segment.element {
        case .lineTo:
          result.append(.lineTo(segment.start))
        case .quadCurveTo(_, let control):
          result.append(.quadCurveTo(segment.start, control: control))
        case .curveTo(_, let control1, let control2):
          result.append(.curveTo(segment.start, control1: control2, control2: control1))
        case .moveTo, .closeSubpath:
          break
        }
      }
      if closed { result.append(.closeSubpath) }
      segments = []
      start = nil
    }

    for element in elements {
      switch element {
      case .moveTo(let point):
        flush(closed: false)
        start = point
        current = point
      case .lineTo(let point), .quadCurveTo(let point, _), .curveTo(let point, _, _):
        guard let from = current else { continue }
        if start == nil { start = from }
        segments.append((element, from))
        current = point
      case .closeSubpath:
        let subpathStart = start
        flush(closed: true)
        current = subpathStart ?? current
      }
    }
    flush(closed: false)
    return result
  }
}
