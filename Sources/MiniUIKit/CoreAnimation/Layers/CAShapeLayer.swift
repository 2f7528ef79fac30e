import Foundation

/// A layer that draws a path, filled and stroked, as Core Animation's: the path, its colours
/// and the line's width, caps, joins, dashes and the part stroked all animate.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }

  /// The shape, in the layer's coordinates.
  public var path: CGPath? {
    get { modelValues.path }
    set { setModel(\.path, newValue, key: "path") }
  }

  /// The fill (black by default; nil fills nothing).
  public var fillColor: CGColor? {
    get { modelValues.fillColor?.cgColor }
    set { setModel(\.fillColor, newValue?.color, key: "fillColor") }
  }

  /// How the fill decides what is inside the path, `.nonZero` by default.
  public var fillRule: CAShapeLayerFillRule {
    get { modelValues.fillRule == .evenOdd ? .evenOdd : .nonZero }
    set { setModel(\.fillRule, newValue == .evenOdd ? .evenOdd : .winding, key: "fillRule") }
  }

  /// The line's colour (nil, the default, strokes nothing).
  public var strokeColor: CGColor? {
    get { modelValues.strokeColor?.cgColor }
    set { setModel(\.strokeColor, newValue?.color, key: "strokeColor") }
  }

  /// The width of the stroked line, in points (1 by default).
  public var lineWidth: CGFloat {
    get { modelValues.lineWidth }
    set { setModel(\.lineWidth, newValue, key: "lineWidth") }
  }

  /// The ends of open lines, `.butt` by default.
  public var lineCap: CAShapeLayerLineCap {
    get { CAShapeLayerLineCap(modelValues.lineCap) }
    set { setModel(\.lineCap, newValue.cgLineCap, key: "lineCap") }
  }

  /// The corners of lines, `.miter` by default.
  public var lineJoin: CAShapeLayerLineJoin {
    get { CAShapeLayerLineJoin(modelValues.lineJoin) }
    set { setModel(\.lineJoin, newValue.cgLineJoin, key: "lineJoin") }
  }

  /// How far a miter may reach, in multiples of half the line width, before it is bevelled
  /// (10 by default).
  public var miterLimit: CGFloat {
    get { modelValues.miterLimit }
    set { setModel(\.miterLimit, newValue, key: "miterLimit") }
  }

  /// Dash lengths, on and off in turn (nil: a solid line).
  public var lineDashPattern: [NSNumber]? {
    get { modelValues.lineDashPattern.map { $0.map { NSNumber(value: Double($0)) } } }
    set {
      setModel(\.lineDashPattern, newValue?.map { CGFloat($0.doubleValue) }, key: "lineDashPattern")
    }
  }

  /// How far into the dash pattern the line starts.
  public var lineDashPhase: CGFloat {
    get { modelValues.lineDashPhase }
    set { setModel(\.lineDashPhase, newValue, key: "lineDashPhase") }
  }

  /// Where along the path (0…1 of its length) the stroke starts.
  public var strokeStart: CGFloat {
    get { modelValues.strokeStart }
    set { setModel(\.strokeStart, newValue, key: "strokeStart") }
  }

  /// Where along the path (0…1 of its length) the stroke ends.
  public var strokeEnd: CGFloat {
    get { modelValues.strokeEnd }
    set { setModel(\.strokeEnd, newValue, key: "strokeEnd") }
  }

  override func drawContent(
    _ values: LayerProperties, view: UIView?, in context: inout DrawingContext
  ) {
    guard let path = values.path, !path.isEmpty else { return }
    guard path.hasFinitePoints else {
      reportOnce("CAShapeLayer: a path with points that are not finite is not drawn", key: "path")
      return
    }
    context.draw(
      ShapeDrawing(
        elements: path.elements, fillColor: values.fillColor, fillRule: values.fillRule,
        strokeColor: values.strokeColor, lineWidth: values.lineWidth, lineCap: values.lineCap,
        lineJoin: values.lineJoin, miterLimit: values.miterLimit,
        lineDashPattern: values.lineDashPattern ?? [], lineDashPhase: values.lineDashPhase,
        strokeStart: values.strokeStart, strokeEnd: values.strokeEnd))
  }

  override func shadowShape(_ values: LayerProperties) -> [PathElement]? {
    values.path?.elements ?? super.shadowShape(values)
  }
}

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Inside where the path winds round a point a nonzero number of times.
  public static let nonZero = Self(rawValue: "non-zero")
  /// Inside where a ray from a point crosses the path an odd number of times.
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// The ends of a shape layer's open lines.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Squared off at the end point.
  public static let butt = Self(rawValue: "butt")
  /// Rounded, a half circle beyond the end point.
  public static let round = Self(rawValue: "round")
  /// Squared off half the line width beyond the end point.
  public static let square = Self(rawValue: "square")

  init(_ cap: CGLineCap) {
    switch cap {
    case .butt: self = .butt
    case .round: self = .round
    case .square: self = .square
    }
  }

  var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The corners of a shape layer's lines.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp corners, bevelled past the miter limit.
  public static let miter = Self(rawValue: "miter")
  /// Rounded corners.
  public static let round = Self(rawValue: "round")
  /// Corners cut off square.
  public static let bevel = Self(rawValue: "bevel")

  init(_ join: CGLineJoin) {
    switch join {
    case .miter: self = .miter
    case .round: self = .round
    case .bevel: self = .bevel
    }
  }

  var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
