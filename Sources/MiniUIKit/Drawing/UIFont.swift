import Foundation

/// A font, as UIKit's UIFont: a size, a weight and a slant of the system's family, or of an
/// installed family named with `init(name:size:)`. The host draws the system font with Inter,
/// which was drawn to the metrics of iOS's SF Pro (DejaVu Sans where Inter is not installed).
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
  /// The family or PostScript name asked for; nil for the system font.
  public private(set) var name: String?

  /// A system font of `pointSize` points; regular and upright unless told otherwise.
  public init(pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// The font of an installed family (`"DejaVu Serif"`) or of the face a PostScript name
  /// names (`"DejaVuSans-Bold"`), of `size` points; nil for an empty name. Fontconfig finds
  /// it, and, for a name nothing installed has, draws its nearest match instead.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(pointSize: fontSize)
    name = fontName
  }

  /// The font's family: the name it was made with, else the system's (as iOS names it).
  public var familyName: String { name ?? ".AppleSystemUIFont" }

  /// Whether two fonts draw the same: family, size, weight and slant.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
      && lhs.name == rhs.name
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(isItalic)
    hasher.combine(name)
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
    var resized = UIFont(pointSize: size, weight: weight, isItalic: isItalic)
    resized.name = name
    return resized
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
