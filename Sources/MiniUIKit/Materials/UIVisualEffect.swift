import Foundation

/// What a `UIVisualEffectView` does to what lies behind it or to its content, as UIKit's.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of what lies behind the view, tinted as a material, as UIKit's.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// UIKit's styles, with its raw values.
  public enum Style: Int, Sendable {
    /// A near-white material, light in either appearance.
    case extraLight = 0
    /// A thin white tint over the blur, light in either appearance.
    case light = 1
    /// A dark grey tint over the blur, dark in either appearance.
    case dark = 2
    /// As `.light` in the light appearance, as `.dark` in the dark one.
    case regular = 4
    /// A thicker tint than `.regular`'s, light or dark as the appearance is.
    case prominent = 5
    /// The thinnest material, light or dark as the appearance is.
    case systemUltraThinMaterial = 6
    /// A thin material, light or dark as the appearance is.
    case systemThinMaterial = 7
    /// The standard material, light or dark as the appearance is.
    case systemMaterial = 8
    /// A thick material, light or dark as the appearance is.
    case systemThickMaterial = 9
    /// The material of bars, light or dark as the appearance is.
    case systemChromeMaterial = 10
    /// `systemUltraThinMaterial`, always light.
    case systemUltraThinMaterialLight = 11
    /// `systemThinMaterial`, always light.
    case systemThinMaterialLight = 12
    /// `systemMaterial`, always light.
    case systemMaterialLight = 13
    /// `systemThickMaterial`, always light.
    case systemThickMaterialLight = 14
    /// `systemChromeMaterial`, always light.
    case systemChromeMaterialLight = 15
    /// `systemUltraThinMaterial`, always dark.
    case systemUltraThinMaterialDark = 16
    /// `systemThinMaterial`, always dark.
    case systemThinMaterialDark = 17
    /// `systemMaterial`, always dark.
    case systemMaterialDark = 18
    /// `systemThickMaterial`, always dark.
    case systemThickMaterialDark = 19
    /// `systemChromeMaterial`, always dark.
    case systemChromeMaterialDark = 20
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
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
  /// Primary text: black or white at 86% opacity.
  case label = 0
  /// Secondary text: 60% opacity.
  case secondaryLabel = 1
  /// Tertiary text: 36% opacity.
  case tertiaryLabel = 2
  /// Quaternary text: 20% opacity.
  case quaternaryLabel = 3
  /// Fills: 24% opacity.
  case fill = 4
  /// Secondary fills: 18% opacity.
  case secondaryFill = 5
  /// Tertiary fills: 12% opacity.
  case tertiaryFill = 6
  /// Separator lines: 28% opacity.
  case separator = 7
}

/// Content drawn in the material's own colour, so that it reads on the blur, as UIKit's
/// vibrancy: put it in the `contentView` of a `UIVisualEffectView` with this effect, itself
/// in the `contentView` of the blur's view.
///
/// Here text, shapes, fills and symbols in the content take the vibrant colour, keeping
/// their own opacity; photos keep their colours.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the content is on: dark content on a light material, light on a dark one.
  public let blurEffect: UIBlurEffect
  /// How strongly the content shows.
  public let style: UIVibrancyEffectStyle

  /// The vibrancy of `blurEffect` for secondary content.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .secondaryLabel)
  }

  /// The vibrancy of `blurEffect` in `style`.
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
