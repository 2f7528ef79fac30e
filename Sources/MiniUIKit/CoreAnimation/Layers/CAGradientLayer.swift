import Foundation

/// A layer that fills its bounds with a gradient, as Core Animation's: colours at locations
/// along the line from `startPoint` to `endPoint` (unit coordinates), axial or radial. Drawn
/// with XRender's own gradients.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }

  /// The colours: `CGColor`s (as UIKit code passes them), or `UIColor`s.
  public var colors: [Any]? {
    get { modelValues.colors?.map(\.cgColor) }
    set {
      let colors = newValue.flatMap { LayerValue($0, like: .colors(nil)) }
      if newValue != nil, colors == nil {
        reportOnce("CAGradientLayer: colors must be CGColors; not drawn", key: "colors")
      }
      if case .colors(let list) = colors {
        setModel(\.colors, list, key: "colors")
      } else {
        setModel(\.colors, nil, key: "colors")
      }
    }
  }

  /// Where each colour stands, 0…1 (evenly spread when nil).
  public var locations: [NSNumber]? {
    get { modelValues.locations.map { $0.map { NSNumber(value: Double($0)) } } }
    set { setModel(\.locations, newValue?.map { CGFloat($0.doubleValue) }, key: "locations") }
  }

  /// Where the first colour is, in unit coordinates of the bounds ((0.5, 0) by default).
  public var startPoint: CGPoint {
    get { modelValues.startPoint }
    set { setModel(\.startPoint, newValue, key: "startPoint") }
  }

  /// Where the last colour is ((0.5, 1) by default).
  public var endPoint: CGPoint {
    get { modelValues.endPoint }
    set { setModel(\.endPoint, newValue, key: "endPoint") }
  }

  /// The shape of the gradient, `.axial` by default.
  public var type: CAGradientLayerType = .axial {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  override func drawContent(
    _ values: LayerProperties, view: UIView?, in context: inout DrawingContext
  ) {
    guard let colors = values.colors, !colors.isEmpty else { return }
    context.draw(
      GradientDrawing(
        kind: type == .radial ? .radial : type == .conic ? .conic : .axial, rect: values.bounds,
        colors: colors,
        locations: values.locations, start: values.startPoint, end: values.endPoint,
        cornerRadius: values.cornerRadius))
  }
}

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from the start point to the end point.
  public static let axial = Self(rawValue: "axial")
  /// In ellipses about the start point, reaching the end point's distance in each axis.
  public static let radial = Self(rawValue: "radial")
  /// Round the start point, from the direction of the end point, clockwise.
  public static let conic = Self(rawValue: "conic")
}
