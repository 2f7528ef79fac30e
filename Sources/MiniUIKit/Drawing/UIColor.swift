import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, with UIKit's named colours. A
/// dynamic colour (`UIColor { traits in … }`, the system colours) is another colour in dark
/// mode: drawing resolves it with the traits of the view drawn (`resolvedColor(with:)`); its
/// components are its light appearance's.
public struct UIColor: Equatable, Hashable, Sendable {
  /// The red component, 0…1.
  public var red: CGFloat
  /// The green component, 0…1.
  public var green: CGFloat
  /// The blue component, 0…1.
  public var blue: CGFloat
  /// The opacity, 0…1.
  public var alpha: CGFloat
  /// What gives a dynamic colour for some traits; nil for a colour that is always itself.
  let provider: DynamicColorProvider?

  /// A colour from sRGB components, 0…1; opaque unless `alpha` says otherwise.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    provider = nil
  }

  /// A colour that `dynamicProvider` gives for the traits it is drawn with, as UIKit's.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let provider = DynamicColorProvider(dynamicProvider)
    let light = provider.color(for: UITraitCollection.light)
    red = light.red
    green = light.green
    blue = light.blue
    alpha = light.alpha
    self.provider = provider
  }

  /// `light` in light mode, `dark` in dark mode.
  static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
    UIColor { $0.userInterfaceStyle == .dark ? dark : light }
  }

  /// The colour as it is drawn with `traitCollection`: itself, unless it is dynamic.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider?.color(for: traitCollection) ?? self
  }

  /// A colour made from this one (its resolution, for a dynamic one) by `change`, itself
  /// dynamic when this one is.
  private func derived(_ change: @escaping (UIColor) -> UIColor) -> UIColor {
    guard let provider else { return change(self) }
    return UIColor { change(provider.color(for: $0)) }
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
      && lhs.provider === rhs.provider
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// A grey of `white` (0 black, 1 white); opaque unless `alpha` says otherwise.
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
    derived { color in
      let luma = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
      return UIColor(white: 0.4 + 0.4 * luma, alpha: color.alpha)
    }
  }

  /// The same colour with another alpha (dynamic if this one is).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    derived { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha) }
  }

  /// Black.
  public static let black = UIColor(white: 0)
  /// A dark grey: white 1/3.
  public static let darkGray = UIColor(white: 1.0 / 3.0)
  /// A light grey: white 2/3.
  public static let lightGray = UIColor(white: 2.0 / 3.0)
  /// White.
  public static let white = UIColor(white: 1)
  /// A mid grey: white 0.5.
  public static let gray = UIColor(white: 0.5)
  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1)
  /// Cyan: green and blue.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1)
  /// Yellow: red and green.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0)
  /// Magenta: red and blue.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1)
  /// Orange: red and half green.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
  /// Purple: half red and half blue.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
  /// Brown: red 0.6, green 0.4, blue 0.2.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2)
  /// Transparent black.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// iOS's default tint, the blue of system buttons.
  public static let systemBlue = dynamic(
    light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0A84FF))
}

/// The closure of a dynamic colour, the same object in every copy of the colour (so that two
/// copies are equal).
final class DynamicColorProvider: @unchecked Sendable {
  private let provide: (UITraitCollection) -> UIColor

  init(_ provide: @escaping (UITraitCollection) -> UIColor) { self.provide = provide }

  /// The colour for `traits`, resolved again if the provider gave a dynamic one.
  func color(for traits: UITraitCollection) -> UIColor {
    let color = provide(traits)
    return color.provider.map { $0.color(for: traits) } ?? color
  }
}
