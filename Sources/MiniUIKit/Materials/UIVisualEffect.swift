import Foundation

/// What a `UIVisualEffectView` does to what lies behind it or to its content, as UIKit's.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of what lies behind the view, tinted as a material, as UIKit's.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// UIKit's styles, with its raw values.
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  public let style: Style

  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// How the material looks: the blur's σ in points, and the colour laid over the blur. A
  /// style that follows the appearance (`systemMaterial`, `regular`, `prominent`) takes its
  /// light or dark look from `isDark`.
  func look(isDark: Bool) -> (blurRadius: CGFloat, tint: UIColor) {
    // iOS's materials, from the thinnest: how much of the tint covers the blur.
    func material(_ thickness: Int, dark: Bool) -> (CGFloat, UIColor) {
      let light: [CGFloat] = [0.35, 0.55, 0.72, 0.85, 0.78]
      let darkCover: [CGFloat] = [0.45, 0.6, 0.72, 0.85, 0.8]
      let radius: CGFloat = [12, 14, 16, 18, 16][thickness]
      return dark
        ? (radius, UIColor(white: 0.11, alpha: darkCover[thickness]))
        : (radius, UIColor(white: thickness == 4 ? 0.97 : 1, alpha: light[thickness]))
    }
    switch style {
    case .extraLight: return (12, UIColor(white: 0.97, alpha: 0.8))
    case .light: return (15, UIColor(white: 1, alpha: 0.3))
    case .dark: return (15, UIColor(white: 0.11, alpha: 0.73))
    case .regular:
      return isDark ? (15, UIColor(white: 0.11, alpha: 0.73)) : (15, UIColor(white: 1, alpha: 0.3))
    case .prominent:
      return isDark ? (15, UIColor(white: 0.16, alpha: 0.8)) : (15, UIColor(white: 1, alpha: 0.6))
    case .systemUltraThinMaterial: return material(0, dark: isDark)
    case .systemThinMaterial: return material(1, dark: isDark)
    case .systemMaterial: return material(2, dark: isDark)
    case .systemThickMaterial: return material(3, dark: isDark)
    case .systemChromeMaterial: return material(4, dark: isDark)
    case .systemUltraThinMaterialLight: return material(0, dark: false)
    case .systemThinMaterialLight: return material(1, dark: false)
    case .systemMaterialLight: return material(2, dark: false)
    case .systemThickMaterialLight: return material(3, dark: false)
    case .systemChromeMaterialLight: return material(4, dark: false)
    case .systemUltraThinMaterialDark: return material(0, dark: true)
    case .systemThinMaterialDark: return material(1, dark: true)
    case .systemMaterialDark: return material(2, dark: true)
    case .systemThickMaterialDark: return material(3, dark: true)
    case .systemChromeMaterialDark: return material(4, dark: true)
    }
  }

  /// Whether content on the material is light (the material is dark).
  func isDarkMaterial(isDark: Bool) -> Bool {
    switch style {
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      return true
    case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight,
      .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight:
      return false
    default:
      return isDark
    }
  }
}

/// How strongly vibrant content shows, as UIKit's.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// Content drawn in the material's own colour, so that it reads on the blur, as UIKit's
/// vibrancy: put it in the `contentView` of a `UIVisualEffectView` with this effect, itself
/// in the `contentView` of the blur's view.
///
/// Here text, shapes, fills and symbols in the content take the vibrant colour, keeping
/// their own opacity; photos keep their colours.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  public let blurEffect: UIBlurEffect
  public let style: UIVibrancyEffectStyle

  /// The vibrancy of `blurEffect` for secondary content.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .secondaryLabel)
  }

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  /// The colour content takes: dark on a light material, light on a dark one.
  func color(isDark: Bool) -> UIColor {
    let alpha: [CGFloat] = [0.86, 0.6, 0.36, 0.2, 0.24, 0.18, 0.12, 0.28]
    let white: CGFloat = blurEffect.isDarkMaterial(isDark: isDark) ? 1 : 0
    return UIColor(white: white, alpha: alpha[style.rawValue])
  }
}
