import Foundation

/// UIKit's text styles, at their default (Large) Dynamic Type sizes: the toolkit has no
/// content size setting, so each style has one size.
extension UIFont {
  /// A role of text that gives its font, as UIKit's `UIFont.TextStyle`: see
  /// `preferredFont(forTextStyle:)`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large titles: 34 points.
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

  /// The system font of `style`, as iOS sizes it at the default text size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    switch style {
    case .largeTitle: return systemFont(ofSize: 34)
    case .title1: return systemFont(ofSize: 28)
    case .title2: return systemFont(ofSize: 22)
    case .title3: return systemFont(ofSize: 20)
    case .headline: return systemFont(ofSize: 17, weight: .semibold)
    case .callout: return systemFont(ofSize: 16)
    case .subheadline: return systemFont(ofSize: 15)
    case .footnote: return systemFont(ofSize: 13)
    case .caption1: return systemFont(ofSize: 12)
    case .caption2: return systemFont(ofSize: 11)
    default: return systemFont(ofSize: 17)
    }
  }
}
