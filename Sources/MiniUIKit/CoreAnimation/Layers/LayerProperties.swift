import Foundation

/// Everything about a layer that animates, as values: a layer's model, or what it shows at
/// a moment (its presentation). The shape and gradient layers' properties are here too, so
/// that one table of key paths serves every layer class.
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
  var borderColor: UIColor? = .black
  var shadowColor: UIColor? = .black
  var shadowOpacity: CGFloat = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  // CAShapeLayer
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
  // CAGradientLayer
  var colors: [UIColor]?
  var locations: [CGFloat]?
  var startPoint = CGPoint(x: 0.5, y: 0)
  var endPoint = CGPoint(x: 0.5, y: 1)

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
