import Foundation

/// A distance to move something by, as UIKit's UIOffset (a title's position in a bar, a
/// shadow's): positive `horizontal` is rightwards, positive `vertical` downwards.
public struct UIOffset: Hashable, Sendable {
  /// The distance rightwards.
  public var horizontal: CGFloat
  /// The distance downwards.
  public var vertical: CGFloat

  /// An offset of zero.
  public init() {
    horizontal = 0
    vertical = 0
  }

  /// An offset of the given distances.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = UIOffset()
}
