import Foundation

/// UIKit's semantic and system colours, with iOS's light and dark values (dynamic colours),
/// and `#colorLiteral`.
extension UIColor {
  /// The background of a screen: white, or black in dark mode.
  public static let systemBackground = dynamic(
    light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x000000))
  /// The background of content over `systemBackground`: a light grey, or a dark one in dark mode.
  public static let secondarySystemBackground = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
  /// The background of content over `secondarySystemBackground`: white, or a dark grey in dark
  /// mode.
  public static let tertiarySystemBackground = dynamic(
    light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x2C2C2E))
  /// The background of a grouped list: a light grey, or black in dark mode.
  public static let systemGroupedBackground = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
  /// The background of a grouped list's cells: white, or a dark grey in dark mode.
  public static let secondarySystemGroupedBackground = dynamic(
    light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))
  /// The background of content in grouped cells: a light grey, or a dark one in dark mode.
  public static let tertiarySystemGroupedBackground = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E))
  /// A translucent grey for thin and small shapes, such as a slider's track.
  public static let systemFill = dynamic(
    light: UIColor(rgb: 0x787880, alpha: 0.2), dark: UIColor(rgb: 0x787880, alpha: 0.36))
  /// A fainter translucent grey, for medium-sized shapes such as a switch.
  public static let secondarySystemFill = dynamic(
    light: UIColor(rgb: 0x787880, alpha: 0.16), dark: UIColor(rgb: 0x787880, alpha: 0.32))
  /// A fainter translucent grey still, for large shapes such as text fields and search bars.
  public static let tertiarySystemFill = dynamic(
    light: UIColor(rgb: 0x767680, alpha: 0.12), dark: UIColor(rgb: 0x767680, alpha: 0.24))
  /// The faintest translucent grey, for large areas with complex content.
  public static let quaternarySystemFill = dynamic(
    light: UIColor(rgb: 0x747480, alpha: 0.08), dark: UIColor(rgb: 0x767680, alpha: 0.18))

  /// Primary text: black, or white in dark mode.
  public static let label = dynamic(light: UIColor(rgb: 0x000000), dark: UIColor(rgb: 0xFFFFFF))
  /// Secondary text: a translucent grey.
  public static let secondaryLabel = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.6), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.6))
  /// Tertiary text: a fainter translucent grey.
  public static let tertiaryLabel = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
  /// Quaternary text: the faintest translucent grey.
  public static let quaternaryLabel = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.18), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.16))
  /// The placeholder text of text fields: a faint translucent grey.
  public static let placeholderText = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
  /// Links: blue.
  public static let link = dynamic(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
  /// Thin lines between content: a translucent grey that lets content show through.
  public static let separator = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.29), dark: UIColor(rgb: 0x545458, alpha: 0.6))
  /// Thin lines between content: an opaque grey that hides what is beneath.
  public static let opaqueSeparator = dynamic(
    light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))

  /// UIKit's system red, a little brighter in dark mode.
  public static let systemRed = dynamic(light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A))
  /// UIKit's system orange, a little brighter in dark mode.
  public static let systemOrange = dynamic(
    light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A))
  /// UIKit's system yellow, a little brighter in dark mode.
  public static let systemYellow = dynamic(
    light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
  /// UIKit's system green, a little brighter in dark mode.
  public static let systemGreen = dynamic(
    light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158))
  /// UIKit's system mint, brighter in dark mode.
  public static let systemMint = dynamic(
    light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
  /// UIKit's system teal, brighter in dark mode.
  public static let systemTeal = dynamic(
    light: UIColor(rgb: 0x30B0C7), dark: UIColor(rgb: 0x40C8E0))
  /// UIKit's system cyan, brighter in dark mode.
  public static let systemCyan = dynamic(
    light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
  /// UIKit's system indigo, a little brighter in dark mode.
  public static let systemIndigo = dynamic(
    light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
  /// UIKit's system purple, a little brighter in dark mode.
  public static let systemPurple = dynamic(
    light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
  /// UIKit's system pink, a little brighter in dark mode.
  public static let systemPink = dynamic(
    light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
  /// UIKit's system brown, a little brighter in dark mode.
  public static let systemBrown = dynamic(
    light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
  /// UIKit's mid grey, the same in dark mode.
  public static let systemGray = dynamic(
    light: UIColor(rgb: 0x8E8E93), dark: UIColor(rgb: 0x8E8E93))
  /// A grey nearer the background than `systemGray`: lighter, or darker in dark mode.
  public static let systemGray2 = dynamic(
    light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
  /// A grey nearer the background than `systemGray2`: lighter, or darker in dark mode.
  public static let systemGray3 = dynamic(
    light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))
  /// A grey nearer the background than `systemGray3`: lighter, or darker in dark mode.
  public static let systemGray4 = dynamic(
    light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
  /// A grey nearer the background than `systemGray4`: lighter, or darker in dark mode.
  public static let systemGray5 = dynamic(
    light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
  /// The grey nearest the background: lighter than `systemGray5`, or darker in dark mode.
  public static let systemGray6 = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))

  /// The bars' background: a light grey, or a dark one in dark mode.
  static let barBackground = dynamic(light: UIColor(white: 0.97), dark: UIColor(rgb: 0x161616))

  /// Light text for dark backgrounds, and dark for light, whatever the appearance.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Black, for text on light backgrounds whatever the appearance.
  public static let darkText = UIColor.black
}

extension UIColor: _ExpressibleByColorLiteral {
  /// `#colorLiteral(red:green:blue:alpha:)`, as UIKit's.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// What a `#colorLiteral` is when nothing else says: a UIColor, as with UIKit.
public typealias _ColorLiteralType = UIColor

/// What an `#imageLiteral` is when nothing else says: a UIImage, as with UIKit.
public typealias _ImageLiteralType = UIImage
