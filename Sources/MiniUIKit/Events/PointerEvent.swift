import Foundation

/// Raw pointer input from a host, before it becomes touches.
public struct PointerEvent: Sendable {
  public enum Kind: Sendable {
    /// The primary button went down.
    case down
    /// The pointer moved (with or without a button held).
    case moved
    /// The primary button went up.
    case up
    /// The wheel turned: positive `delta` away from the user (up), in notches.
    case scroll(delta: CGFloat)
  }

  public var kind: Kind
  /// Location in window coordinates.
  public var location: CGPoint
  public var modifierFlags: UIKeyModifierFlags

  public init(kind: Kind, location: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
    self.kind = kind
    self.location = location
    self.modifierFlags = modifierFlags
  }
}
