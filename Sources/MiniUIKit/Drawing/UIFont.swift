import Foundation

/// A font of the system's family, as UIKit's UIFont: a size, a weight and a slant. The host
/// draws it with Inter, which was drawn to the metrics of iOS's SF Pro (DejaVu Sans where
/// Inter is not installed).
public struct UIFont: Hashable, Sendable {
  /// How heavy the strokes are, as UIKit's `UIFont.Weight` (the same raw values).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultralight strokes.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin strokes.
    public static let thin = Weight(rawValue: -0.6)
    /// Light strokes.
    public static let light = Weight(rawValue: -0.4)
    /// Regular strokes.
    public static let regular = Weight(rawValue: 0)
    /// Medium strokes.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold strokes.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold strokes.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy strokes.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black strokes: the heaviest.
    public static let black = Weight(rawValue: 0.62)
  }

  /// Size in points (pixels at scale 1).
  public var pointSize: CGFloat
  /// How heavy the strokes are; `.regular` by default.
  public var weight: Weight
  /// Whether the font slants.
  public var isItalic: Bool
  /// How it follows the user's text size, for a preferred or scaled font (not part of what
  /// makes two fonts equal: they draw the same).
  var scaling: Scaling?

  /// A system font of `pointSize` points; regular and upright unless told otherwise.
  public init(pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// Whether two fonts draw the same: size, weight and slant.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(isItalic)
  }

  /// Whether the weight is semibold or heavier.
  public var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

  /// The regular system font of `size` points.
  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }

  /// The system font of `size` points and `weight`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: size, weight: weight)
  }

  /// The bold system font of `size` points.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: .bold)
  }

  /// The italic system font of `size` points, of regular weight.
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, isItalic: true)
  }

  /// The system font with digits of one width, as UIKit's. (Xft draws no OpenType features:
  /// the digits are the font's own, which Inter draws of one width only with `tnum`.)
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: size, weight: weight)
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: weight, isItalic: isItalic)
  }
}

/// Measures text; the host installs one backed by its real fonts.
@preconcurrency @MainActor
@_spi(Host) public protocol TextMeasuring: AnyObject {
  /// The advance width and line height of `text`. Widths add up: a string's is the sum of
  /// its parts' (Xft, which does not kern, measures so), which lets labels wrap measuring
  /// each word once.
  func size(of text: String, font: UIFont) -> CGSize
  /// How far the baseline lies below the top of a line.
  func ascent(of font: UIFont) -> CGFloat
}

extension TextMeasuring {
  /// Most of a line's height lies above the baseline: 0.8 of it by default.
  public func ascent(of font: UIFont) -> CGFloat { size(of: "X", font: font).height * 0.8 }
}

/// A measurer for runs without a host (unit tests): a fixed advance per character.
@_spi(Host) public final class ApproximateTextMeasurer: TextMeasuring {
  public init() {}
  public func size(of text: String, font: UIFont) -> CGSize {
    CGSize(width: CGFloat(text.count) * font.pointSize * 0.6, height: font.pointSize * 1.2)
  }
}
