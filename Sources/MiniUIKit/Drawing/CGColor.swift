import Foundation

/// A colour as Core Graphics keeps it (RGBA in the sRGB space), for layers' colour
/// properties: `UIColor.red.cgColor`.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour, as the toolkit draws it.
  let color: UIColor

  init(_ color: UIColor) { self.color = color }

  /// A colour from sRGB components, as Core Graphics' `CGColor(red:green:blue:alpha:)`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// A grey, as Core Graphics' `CGColor(gray:alpha:)`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(UIColor(white: gray, alpha: alpha))
  }

  /// Red, green, blue and alpha, 0…1.
  public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
  /// The number of components: always 4 (RGBA).
  public var numberOfComponents: Int { 4 }
  /// The opacity, 0…1.
  public var alpha: CGFloat { color.alpha }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(alpha)) }

  /// Opaque black.
  public static let black = CGColor(UIColor.black)
  /// Opaque white.
  public static let white = CGColor(UIColor.white)
  /// Transparent black.
  public static let clear = CGColor(UIColor.clear)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
  public var description: String { "CGColor(\(color))" }
}

extension UIColor {
  /// The colour as a `CGColor`, for layers.
  public var cgColor: CGColor { CGColor(self) }

  /// The colour of a `CGColor`.
  public init(cgColor: CGColor) { self = cgColor.color }
}
