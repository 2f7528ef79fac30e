import Foundation

/// A font of the toolkit's one family (the host draws it with DejaVu Sans).
public struct UIFont: Equatable, Hashable, Sendable {
  /// Size in points (pixels at scale 1).
  public var pointSize: CGFloat
  public var isBold: Bool

  public init(pointSize: CGFloat, isBold: Bool = false) {
    self.pointSize = pointSize
    self.isBold = isBold
  }

  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, isBold: true)
  }
}

/// Measures text; the host installs one backed by its real fonts.
@preconcurrency @MainActor
public protocol TextMeasuring: AnyObject {
  func size(of text: String, font: UIFont) -> CGSize
}

/// A measurer for runs without a host (unit tests): a fixed advance per character.
public final class ApproximateTextMeasurer: TextMeasuring {
  public init() {}
  public func size(of text: String, font: UIFont) -> CGSize {
    CGSize(width: CGFloat(text.count) * font.pointSize * 0.6, height: font.pointSize * 1.2)
  }
}
