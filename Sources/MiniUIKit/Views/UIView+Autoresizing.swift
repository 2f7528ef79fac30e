import Foundation

extension UIView {
  /// How a view follows its superview's size changes, as UIKit's UIView.AutoresizingMask.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin grows and shrinks with the superview.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks with the superview.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks with the superview.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks with the superview.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks with the superview.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks with the superview.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Applies the subviews' autoresizing masks after this view's size changed from `oldSize`.
  func resizeSubviews(from oldSize: CGSize) {
    let newSize = bounds.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      // Start from where autoresizing last meant the view to be, sizes below zero included,
      // unless the frame was set since: a round trip through a tiny size comes back exact.
      let frame =
        subview.autoresizedFrame.flatMap { Self.clamped($0) == subview.frame ? $0 : nil }
        ?? subview.frame
      // origin and size, not minX and width: the intended frame may be negative in size,
      // which CGRect's derived values would standardize.
      let (x, width) = Self.distribute(
        newSize.width - oldSize.width, start: frame.origin.x, length: frame.size.width,
        end: oldSize.width - frame.origin.x - frame.size.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.distribute(
        newSize.height - oldSize.height, start: frame.origin.y, length: frame.size.height,
        end: oldSize.height - frame.origin.y - frame.size.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      let intended = CGRect(x: x, y: y, width: width, height: height)
      subview.frame = Self.clamped(intended)
      subview.autoresizedFrame = intended
    }
  }

  /// `rect` with its sizes no smaller than zero (origins kept).
  private static func clamped(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.origin.x, y: rect.origin.y, width: max(rect.size.width, 0),
      height: max(rect.size.height, 0))
  }

  /// Shares `delta` among the flexible parts of one axis in proportion to their sizes, as
  /// UIKit does; returns the new origin and length.
  private static func distribute(
    _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [
      flexible.start ? max(start, 0) : 0, flexible.length ? max(length, 0) : 0,
      flexible.end ? max(end, 0) : 0,
    ]
    let count = [flexible.start, flexible.length, flexible.end].filter { $0 }.count
    guard count > 0 else { return (start, length) }
    let total = parts.reduce(0, +)
    func share(_ index: Int, _ isFlexible: Bool) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? delta * parts[index] / total : delta / CGFloat(count)
    }
    return (start + share(0, flexible.start), length + share(1, flexible.length))
  }
}
