import Foundation

/// Scales fonts and lengths of an app's own with the user's text size, along a text style's
/// curve, as UIKit's `UIFontMetrics`.
@preconcurrency @MainActor
public final class UIFontMetrics {
  private let textStyle: UIFont.TextStyle

  /// Metrics that scale as `textStyle` does.
  public nonisolated init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics that scale as body text does.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font`, whose size is for the default (Large) text size, at the user's text size; a
  /// label with `adjustsFontForContentSizeCategory` keeps it scaled as the size changes.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the text size of `traitCollection` (the app's where it says none).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    var base = font
    base.scaling = UIFont.Scaling(style: textStyle, defaultSize: font.pointSize)
    return base.adjusted(to: DynamicTypeSizes.category(of: traitCollection))
  }

  /// `font` scaled for the user's text size, no larger than `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let scaled = scaledFont(for: font)
    return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
  }

  /// `value`, a length for the default (Large) text size, at the user's text size.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the text size of `traitCollection`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    value
      * DynamicTypeSizes.factor(of: textStyle, in: DynamicTypeSizes.category(of: traitCollection))
  }
}

/// A view whose font can follow the user's text size, as UIKit's.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether a preferred or scaled font follows the text size as it changes.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategory: Comparable {
  /// Whether this is one of the accessibility sizes, larger than Extra Extra Extra Large.
  public var isAccessibilityCategory: Bool {
    DynamicTypeSizes.categories.firstIndex(of: self).map { $0 >= 7 } ?? false
  }

  /// Posted when the user's text size changes.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The notification's user-info key of the new category (its raw value).
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// The category whose body text is nearest `textScale` times the default's (1: Large; a
  /// desktop's "large text", 1.25, is Extra Extra Large).
  @_spi(Host) public init(textScale: CGFloat) {
    self =
      DynamicTypeSizes.categories.min {
        abs(DynamicTypeSizes.factor(of: .body, in: $0) - textScale)
          < abs(DynamicTypeSizes.factor(of: .body, in: $1) - textScale)
      } ?? .large
  }

  /// Whether `lhs` is a smaller text size than `rhs` (unspecified is the smallest).
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    let order = DynamicTypeSizes.categories
    return (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
  }
}
