import Foundation

/// UIKit's text styles, at their default (Large) Dynamic Type sizes: the toolkit has no
/// content size setting, so each style has one size.
extension UIFont {
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
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
