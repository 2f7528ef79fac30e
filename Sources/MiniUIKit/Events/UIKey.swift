import Foundation

/// Modifier keys, as UIKit's UIKeyModifierFlags.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = UIKeyModifierFlags(rawValue: 1 << 0)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 1)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 2)
}

/// A key press, as UIKit's UIKey: what the key is, and the modifiers held.
public struct UIKey: Sendable, Hashable {
  /// Keys with a meaning of their own, or a printable character.
  public enum Input: Sendable, Hashable {
    case escape
    case tab
    case enter
    case space
    case backspace
    /// The Delete key (forward delete).
    case delete
    case leftArrow
    case rightArrow
    case upArrow
    case downArrow
    case pageUp
    case pageDown
    case home
    case end
    /// A function key, F1 to F12.
    case function(Int)
    /// A printable character, lower-case where the key has a case.
    case character(Character)
  }

  public var input: Input
  public var modifierFlags: UIKeyModifierFlags

  public init(_ input: Input, modifierFlags: UIKeyModifierFlags = []) {
    self.input = input
    self.modifierFlags = modifierFlags
  }

  /// Whether this is one of the desktop's "back" keys: Esc, Backspace, or Alt+Left.
  public var isBack: Bool {
    input == .escape || input == .backspace
      || (input == .leftArrow && modifierFlags.contains(.alternate))
  }
}
