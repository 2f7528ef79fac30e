import Foundation

/// How a symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`: its point size (or the
/// text style whose font gives it), weight and scale, and its colours (monochrome in the
/// tint, hierarchical shades of one colour, or a palette).
extension UIImage {
  /// A symbol's point size, weight, scale and colours, as UIKit's.
  public final class SymbolConfiguration: Hashable, Sendable {
    /// How large a symbol is beside text of its point size, as UIKit's.
    public enum Scale: Int, Sendable {
      /// The default scale: medium.
      case `default` = -1
      /// No scale set: medium when drawn.
      case unspecified = 0
      /// Smaller than the text beside it.
      case small = 1
      /// As large as the text beside it.
      case medium = 2
      /// Larger than the text beside it.
      case large = 3
    }

    /// How heavy a symbol's lines are, matching the font weights.
    public enum Weight: Int, Sendable {
      /// No weight set: regular when drawn.
      case unspecified = 0
      /// Ultralight lines.
      case ultraLight
      /// Thin lines.
      case thin
      /// Light lines.
      case light
      /// Regular lines.
      case regular
      /// Medium lines.
      case medium
      /// Semibold lines.
      case semibold
      /// Bold lines.
      case bold
      /// Heavy lines.
      case heavy
      /// Black lines: the heaviest.
      case black
    }

    let pointSize: CGFloat?
    let weight: Weight
    let scale: Scale
    let textStyle: UIFont.TextStyle?
    /// Hierarchical: the one colour whose shades the layers take.
    let hierarchicalColor: UIColor?
    /// Palette: a colour for each layer.
    let paletteColors: [UIColor]?

    private init(
      pointSize: CGFloat? = nil, weight: Weight = .unspecified, scale: Scale = .unspecified,
      textStyle: UIFont.TextStyle? = nil, hierarchicalColor: UIColor? = nil,
      paletteColors: [UIColor]? = nil
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      self.hierarchicalColor = hierarchicalColor
      self.paletteColors = paletteColors
    }

    /// A configuration of `pointSize` points.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified)
    }
    /// A configuration of `pointSize` points and `weight`.
    public convenience init(pointSize: CGFloat, weight: Weight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    /// A configuration of `pointSize` points, `weight` and `scale`.
    public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
      self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
    }
    /// A configuration of `weight` alone.
    public convenience init(weight: Weight) { self.init(pointSize: nil, weight: weight) }
    /// A configuration of `scale` alone.
    public convenience init(scale: Scale) { self.init(pointSize: nil, scale: scale) }
    /// A configuration of the point size of `textStyle`'s font.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, textStyle: textStyle)
    }
    /// A configuration of the point size of `textStyle`'s font, and `scale`.
    public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
      self.init(pointSize: nil, scale: scale, textStyle: textStyle)
    }
    /// The symbol's size and weight from `font`.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: Weight(font.weight))
    }
    /// The symbol's size and weight from `font`, at `scale`.
    public convenience init(font: UIFont, scale: Scale) {
      self.init(pointSize: font.pointSize, weight: Weight(font.weight), scale: scale)
    }
    /// Layers in shades of `color`: the primary whole, the secondary fainter.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(pointSize: nil, hierarchicalColor: hierarchicalColor)
    }
    /// A colour for each layer, in order.
    public convenience init(paletteColors: [UIColor]) {
      self.init(pointSize: nil, paletteColors: paletteColors)
    }

    /// The configuration for UIKit's default: 17 points (the body font), regular, medium.
    public static let unspecified = SymbolConfiguration(pointSize: nil)

    /// This configuration with `other`'s settings put over it (what `other` leaves
    /// unspecified stays).
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil),
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale,
        textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
        hierarchicalColor: other.hierarchicalColor
          ?? (other.paletteColors == nil ? hierarchicalColor : nil),
        paletteColors: other.paletteColors
          ?? (other.hierarchicalColor == nil ? paletteColors : nil))
    }

    /// The same configuration, its colours from `other` alone.
    public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
      SymbolConfiguration(
        scale: scale, hierarchicalColor: hierarchicalColor, paletteColors: paletteColors)
    }

    /// The point size drawn at: the given one, the text style's (at the default text size:
    /// a symbol is drawn once, not again when the text size changes), or 17.
    var resolvedPointSize: CGFloat {
      if let pointSize { return pointSize }
      if let textStyle { return DynamicTypeSizes.pointSize(of: textStyle, in: .large) }
      return 17
    }

    /// How much larger than the medium scale the symbol is.
    var scaleFactor: CGFloat {
      switch scale {
      case .small: 0.78
      case .large: 1.29
      default: 1
      }
    }

    public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
      lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
        && lhs.textStyle == rhs.textStyle && lhs.hierarchicalColor == rhs.hierarchicalColor
        && lhs.paletteColors == rhs.paletteColors
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(pointSize)
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(textStyle)
    }
  }
}

extension UIImage.SymbolConfiguration.Weight {
  /// The symbol weight of a font's weight.
  init(_ weight: UIFont.Weight) {
    let weights: [(CGFloat, Self)] = [
      (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
      (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
    ]
    self = weights.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }!.1
  }

  /// The width of a symbol's lines at 17 points (SF Symbols' strokes, from ultralight to
  /// black).
  var lineWidth: CGFloat {
    switch self {
    case .ultraLight: 0.6
    case .thin: 0.9
    case .light: 1.3
    case .unspecified, .regular: 1.7
    case .medium: 2
    case .semibold: 2.3
    case .bold: 2.7
    case .heavy: 3.2
    case .black: 3.6
    }
  }
}

/// What a symbol image is: the name it was asked by and how it is configured.
struct SymbolIdentity: Sendable {
  let name: String
  let configuration: UIImage.SymbolConfiguration

  /// Whether it draws in one colour: the tint, as a template.
  var isMonochrome: Bool {
    configuration.hierarchicalColor == nil && configuration.paletteColors == nil
  }
}
