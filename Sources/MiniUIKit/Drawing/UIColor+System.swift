import Foundation

/// UIKit's semantic and system colours, with iOS's light-mode values (this toolkit has no dark
/// mode), and `#colorLiteral`.
extension UIColor {
  public static let systemBackground = UIColor.white
  public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
  public static let tertiarySystemBackground = UIColor.white
  public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
  public static let secondarySystemGroupedBackground = UIColor.white
  public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
  public static let systemFill = UIColor(rgb: 0x787880, alpha: 0.2)
  public static let secondarySystemFill = UIColor(rgb: 0x787880, alpha: 0.16)

  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.6)
  public static let tertiaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.3)
  public static let quaternaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.18)
  public static let placeholderText = UIColor(rgb: 0x3C3C43, alpha: 0.3)
  public static let link = UIColor(rgb: 0x007AFF)
  public static let separator = UIColor(rgb: 0x3C3C43, alpha: 0.29)
  public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)

  public static let systemRed = UIColor(rgb: 0xFF3B30)
  public static let systemOrange = UIColor(rgb: 0xFF9500)
  public static let systemYellow = UIColor(rgb: 0xFFCC00)
  public static let systemGreen = UIColor(rgb: 0x34C759)
  public static let systemMint = UIColor(rgb: 0x00C7BE)
  public static let systemTeal = UIColor(rgb: 0x30B0C7)
  public static let systemCyan = UIColor(rgb: 0x32ADE6)
  public static let systemIndigo = UIColor(rgb: 0x5856D6)
  public static let systemPurple = UIColor(rgb: 0xAF52DE)
  public static let systemPink = UIColor(rgb: 0xFF2D55)
  public static let systemBrown = UIColor(rgb: 0xA2845E)
  public static let systemGray = UIColor(rgb: 0x8E8E93)
  public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
  public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
  public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
  public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
  public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
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
