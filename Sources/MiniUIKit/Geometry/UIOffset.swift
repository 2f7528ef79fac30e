import Foundation

/// A distance to move something by, as UIKit's UIOffset (a title's position in a bar, a
/// shadow's): positive `horizontal` is rightwards, positive `vertical` downwards.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  public init() {
    horizontal = 0
    vertical = 0
  }

  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let zero = UIOffset()
}
