import MiniUIKit

extension UIColor {
  /// A scene's colour: `light` as the scene has always drawn it, `dark` in dark mode, as a
  /// UIKit app writes it (`UIColor { traits in … }`).
  static func scene(light: UIColor, dark: UIColor) -> UIColor {
    UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }

  /// A pale page tint, or in dark mode a deep one of the same hue.
  static func pastel(_ rgb: UInt32, dark: UInt32) -> UIColor {
    scene(light: UIColor(rgb: rgb), dark: UIColor(rgb: dark))
  }

  /// Grey captions and hints, lighter in dark mode.
  static let caption = scene(light: .gray, dark: UIColor(white: 0.6))
  /// Dark grey labels, light grey in dark mode.
  static let quietText = scene(light: .darkGray, dark: UIColor(white: 0.72))
}
