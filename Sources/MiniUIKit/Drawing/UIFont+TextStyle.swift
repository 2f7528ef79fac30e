import Foundation

/// UIKit's text styles, sized as Dynamic Type sizes them for the user's text size.
extension UIFont {
  /// A role of text that gives its font, as UIKit's `UIFont.TextStyle`: see
  /// `preferredFont(forTextStyle:)`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large titles: 34 points at the default text size.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level titles: 28 points.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level titles: 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level titles: 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headings: 17 points, semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body text: 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callouts: 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Subheadings: 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Footnotes: 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Captions: 12 points.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Secondary captions: 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The system font of `style` at the text size the user prefers (the app's
  /// `preferredContentSizeCategory`), as iOS sizes it.
  @preconcurrency @MainActor
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of `style` at the text size of `traitCollection` (the app's where it
  /// specifies none).
  @preconcurrency @MainActor
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = DynamicTypeSizes.category(of: traitCollection)
    let size = DynamicTypeSizes.pointSize(of: style, in: category)
    var font = systemFont(ofSize: size, weight: style == .headline ? .semibold : .regular)
    font.scaling = Scaling(
      style: style, defaultSize: DynamicTypeSizes.pointSize(of: style, in: .large))
    return font
  }

  /// How a font follows the user's text size: its text style's curve, and its size at the
  /// default (Large) size. Preferred fonts and those `UIFontMetrics` scaled carry one, which
  /// `adjustsFontForContentSizeCategory` reads.
  struct Scaling: Sendable {
    let style: TextStyle
    let defaultSize: CGFloat
  }

  /// This font at `category`'s text size, if it follows the user's text size.
  func adjusted(to category: UIContentSizeCategory) -> UIFont {
    guard let scaling else { return self }
    var font = withSize(
      (scaling.defaultSize * DynamicTypeSizes.factor(of: scaling.style, in: category)).rounded())
    font.scaling = scaling
    return font
  }
}

/// Apple's Dynamic Type sizes: each text style's point size at each content size category.
enum DynamicTypeSizes {
  /// The categories from the smallest text to the largest.
  static let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Each style's sizes, in the order of `categories` (the Human Interface Guidelines' table).
  private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// The category text is sized for under `traits`: theirs, else the app's.
  @MainActor static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
    let category = traits?.preferredContentSizeCategory ?? .unspecified
    return category == .unspecified ? UIApplication.shared.preferredContentSizeCategory : category
  }

  /// `style`'s point size at `category` (an unknown style is sized as the body).
  static func pointSize(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
    let row = sizes[style] ?? sizes[.body] ?? []
    let index = categories.firstIndex(of: category) ?? categories.firstIndex(of: .large) ?? 0
    return row.indices.contains(index) ? row[index] : 17
  }

  /// How much larger `style` is at `category` than at the default (Large).
  static func factor(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
    pointSize(of: style, in: category) / pointSize(of: style, in: .large)
  }
}
