import Foundation

/// Everything about a layer that animates, as values: a layer's model, or what it shows at
/// a moment (its presentation). The shape and gradient layers' properties are here too, so
/// that one table of key paths serves every layer class.
///
/// A frame copies these values for every layer it draws, so what most layers leave alone
/// (the shadow's look, the border's colour, the shape and gradient layers' own) is kept out
/// of line in `RarelySetLayerProperties`, shared between copies until one changes it.
struct LayerProperties: Equatable, Sendable {
  var position = CGPoint.zero
  var bounds = CGRect.zero
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var zPosition: CGFloat = 0
  var transform = CATransform3DIdentity
  var opacity: CGFloat = 1
  var backgroundColor: UIColor?
  var cornerRadius: CGFloat = 0
  var borderWidth: CGFloat = 0
  var shadowOpacity: CGFloat = 0
  private var rarelySet = Self.defaultsOfTheRarelySet
  private static let defaultsOfTheRarelySet = SharedValue(RarelySetLayerProperties())

  var borderColor: UIColor? {
    get { rarelySet.value.borderColor }
    set { rarelySet.value.borderColor = newValue }
  }
  var shadowColor: UIColor? {
    get { rarelySet.value.shadowColor }
    set { rarelySet.value.shadowColor = newValue }
  }
  var shadowOffset: CGSize {
    get { rarelySet.value.shadowOffset }
    set { rarelySet.value.shadowOffset = newValue }
  }
  var shadowRadius: CGFloat {
    get { rarelySet.value.shadowRadius }
    set { rarelySet.value.shadowRadius = newValue }
  }
  var shadowPath: CGPath? {
    get { rarelySet.value.shadowPath }
    set { rarelySet.value.shadowPath = newValue }
  }
  // CAShapeLayer
  var path: CGPath? {
    get { rarelySet.value.path }
    set { rarelySet.value.path = newValue }
  }
  var fillColor: UIColor? {
    get { rarelySet.value.fillColor }
    set { rarelySet.value.fillColor = newValue }
  }
  var strokeColor: UIColor? {
    get { rarelySet.value.strokeColor }
    set { rarelySet.value.strokeColor = newValue }
  }
  var lineWidth: CGFloat {
    get { rarelySet.value.lineWidth }
    set { rarelySet.value.lineWidth = newValue }
  }
  var strokeStart: CGFloat {
    get { rarelySet.value.strokeStart }
    set { rarelySet.value.strokeStart = newValue }
  }
  var strokeEnd: CGFloat {
    get { rarelySet.value.strokeEnd }
    set { rarelySet.value.strokeEnd = newValue }
  }
  var lineDashPhase: CGFloat {
    get { rarelySet.value.lineDashPhase }
    set { rarelySet.value.lineDashPhase = newValue }
  }
  var miterLimit: CGFloat {
    get { rarelySet.value.miterLimit }
    set { rarelySet.value.miterLimit = newValue }
  }
  var fillRule: CGPathFillRule {
    get { rarelySet.value.fillRule }
    set { rarelySet.value.fillRule = newValue }
  }
  var lineCap: CGLineCap {
    get { rarelySet.value.lineCap }
    set { rarelySet.value.lineCap = newValue }
  }
  var lineJoin: CGLineJoin {
    get { rarelySet.value.lineJoin }
    set { rarelySet.value.lineJoin = newValue }
  }
  var lineDashPattern: [CGFloat]? {
    get { rarelySet.value.lineDashPattern }
    set { rarelySet.value.lineDashPattern = newValue }
  }
  // CAGradientLayer
  var colors: [UIColor]? {
    get { rarelySet.value.colors }
    set { rarelySet.value.colors = newValue }
  }
  var locations: [CGFloat]? {
    get { rarelySet.value.locations }
    set { rarelySet.value.locations = newValue }
  }
  var startPoint: CGPoint {
    get { rarelySet.value.startPoint }
    set { rarelySet.value.startPoint = newValue }
  }
  var endPoint: CGPoint {
    get { rarelySet.value.endPoint }
    set { rarelySet.value.endPoint = newValue }
  }

  /// The frame these values give: the bounding box of the transformed bounds.
  var frame: CGRect {
    let local = CGRect(
      x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
      width: bounds.width, height: bounds.height)
    let placed = transform == CATransform3DIdentity ? local : local.applying(transform.affinePart)
    return placed.offsetBy(dx: position.x, dy: position.y)
  }

  /// The bounds' coordinates → the superlayer's.
  var transformToSuperlayer: CGAffineTransform {
    UIView.transformToSuperview(
      center: position, bounds: bounds, transform: transform.affinePart, anchorPoint: anchorPoint)
  }
}

/// The layer values that most layers keep at their defaults, with Core Animation's defaults.
struct RarelySetLayerProperties: Equatable, Sendable {
  var borderColor: UIColor? = .black
  var shadowColor: UIColor? = .black
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var path: CGPath?
  var fillColor: UIColor? = .black
  var strokeColor: UIColor?
  var lineWidth: CGFloat = 1
  var strokeStart: CGFloat = 0
  var strokeEnd: CGFloat = 1
  var lineDashPhase: CGFloat = 0
  var miterLimit: CGFloat = 10
  var fillRule = CGPathFillRule.winding
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var lineDashPattern: [CGFloat]?
  var colors: [UIColor]?
  var locations: [CGFloat]?
  var startPoint = CGPoint(x: 0.5, y: 0)
  var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A value held in a box that copies share until one of them writes to it: copying it
/// copies a reference, however large the value.
struct SharedValue<Value: Equatable & Sendable>: Equatable, @unchecked Sendable {
  // Unchecked: the box is written only when this copy holds the sole reference to it.
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private var box: Box

  init(_ value: Value) { box = Box(value) }

  var value: Value {
    get { box.value }
    set {
      if isKnownUniquelyReferenced(&box) {
        box.value = newValue
      } else {
        box = Box(newValue)
      }
    }
  }

  static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }
}
