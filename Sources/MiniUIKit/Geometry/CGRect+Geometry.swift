import Foundation

extension CGRect {
  /// The rectangle's centre.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// Top-left, top-right, bottom-right, bottom-left.
  public var corners: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
    ]
  }

  /// A rectangle of `size` whose centre is `center`.
  public init(center: CGPoint, size: CGSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The rectangle shrunk by `insets` on each side.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }

}

/// Insets on each edge of a rectangle, as UIKit's UIEdgeInsets.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets of the given amounts on each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
