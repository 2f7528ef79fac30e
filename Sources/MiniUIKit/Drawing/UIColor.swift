import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, with UIKit's named colours.
public struct UIColor: Equatable, Hashable, Sendable {
  public var red: CGFloat
  public var green: CGFloat
  public var blue: CGFloat
  public var alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from a 0xRRGGBB literal.
  public init(rgb: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// The grey a tint turns behind a sheet: as light as the colour, without its hue.
  var dimmedTint: UIColor {
    let luma = 0.299 * red + 0.587 * green + 0.114 * blue
    return UIColor(white: 0.4 + 0.4 * luma, alpha: alpha)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let black = UIColor(white: 0)
  public static let darkGray = UIColor(white: 1.0 / 3.0)
  public static let lightGray = UIColor(white: 2.0 / 3.0)
  public static let white = UIColor(white: 1)
  public static let gray = UIColor(white: 0.5)
  public static let red = UIColor(red: 1, green: 0, blue: 0)
  public static let green = UIColor(red: 0, green: 1, blue: 0)
  public static let blue = UIColor(red: 0, green: 0, blue: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2)
  public static let clear = UIColor(white: 0, alpha: 0)
  /// iOS's default tint, the blue of system buttons.
  public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1)
}
