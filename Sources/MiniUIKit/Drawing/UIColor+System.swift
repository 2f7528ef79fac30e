import Foundation

/// UIKit's semantic and system colours, with iOS's light and dark values (dynamic colours),
/// and `#colorLiteral`.
extension UIColor {
  public static let systemBackground = dynamic(
    light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x000000))
  public static let secondarySystemBackground = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
  public static let tertiarySystemBackground = dynamic(
    light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x2C2C2E))
  public static let systemGroupedBackground = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
  public static let secondarySystemGroupedBackground = dynamic(
    light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))
  public static let tertiarySystemGroupedBackground = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E))
  public static let systemFill = dynamic(
    light: UIColor(rgb: 0x787880, alpha: 0.2), dark: UIColor(rgb: 0x787880, alpha: 0.36))
  public static let secondarySystemFill = dynamic(
    light: UIColor(rgb: 0x787880, alpha: 0.16), dark: UIColor(rgb: 0x787880, alpha: 0.32))
  public static let tertiarySystemFill = dynamic(
    light: UIColor(rgb: 0x767680, alpha: 0.12), dark: UIColor(rgb: 0x767680, alpha: 0.24))
  public static let quaternarySystemFill = dynamic(
    light: UIColor(rgb: 0x747480, alpha: 0.08), dark: UIColor(rgb: 0x767680, alpha: 0.18))

  public static let label = dynamic(light: UIColor(rgb: 0x000000), dark: UIColor(rgb: 0xFFFFFF))
  public static let secondaryLabel = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.6), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.6))
  public static let tertiaryLabel = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
  public static let quaternaryLabel = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.18), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.16))
  public static let placeholderText = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
  public static let link = dynamic(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
  public static let separator = dynamic(
    light: UIColor(rgb: 0x3C3C43, alpha: 0.29), dark: UIColor(rgb: 0x545458, alpha: 0.6))
  public static let opaqueSeparator = dynamic(
    light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))

  public static let systemRed = dynamic(light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A))
  public static let systemOrange = dynamic(
    light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A))
  public static let systemYellow = dynamic(
    light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
  public static let systemGreen = dynamic(
    light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158))
  public static let systemMint = dynamic(
    light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
  public static let systemTeal = dynamic(
    light: UIColor(rgb: 0x30B0C7), dark: UIColor(rgb: 0x40C8E0))
  public static let systemCyan = dynamic(
    light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
  public static let systemIndigo = dynamic(
    light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
  public static let systemPurple = dynamic(
    light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
  public static let systemPink = dynamic(
    light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
  public static let systemBrown = dynamic(
    light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
  public static let systemGray = dynamic(
    light: UIColor(rgb: 0x8E8E93), dark: UIColor(rgb: 0x8E8E93))
  public static let systemGray2 = dynamic(
    light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
  public static let systemGray3 = dynamic(
    light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))
  public static let systemGray4 = dynamic(
    light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
  public static let systemGray5 = dynamic(
    light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
  public static let systemGray6 = dynamic(
    light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))

  /// The bars' background: a light grey, or a dark one in dark mode.
  static let barBackground = dynamic(light: UIColor(white: 0.97), dark: UIColor(rgb: 0x161616))

  /// Light text for dark backgrounds, and dark for light, whatever the appearance.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
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
