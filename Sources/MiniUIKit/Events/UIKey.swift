import Foundation

/// Modifier keys, as UIKit's UIKeyModifierFlags.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The Shift key.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 0)
  /// The Control key.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 1)
  /// The Alt (Option) key.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 2)
}

/// A key press, as UIKit's UIKey: what the key is, and the modifiers held.
public struct UIKey: Sendable, Hashable {
  /// Keys with a meaning of their own, or a printable character.
  public enum Input: Sendable, Hashable {
    /// The Escape key.
    case escape
    /// The Tab key.
    case tab
    /// The Return or keypad Enter key.
    case enter
    /// The space bar.
    case space
    /// The Backspace key.
    case backspace
    /// The Delete key (forward delete).
    case delete
    /// The Left Arrow key.
    case leftArrow
    /// The Right Arrow key.
    case rightArrow
    /// The Up Arrow key.
    case upArrow
    /// The Down Arrow key.
    case downArrow
    /// The Page Up key.
    case pageUp
    /// The Page Down key.
    case pageDown
    /// The Home key.
    case home
    /// The End key.
    case end
    /// A function key, F1 to F12.
    case function(Int)
    /// A printable character, lower-case where the key has a case.
    case character(Character)
  }

  /// The key pressed.
  public var input: Input
  /// The modifier keys held during the press.
  public var modifierFlags: UIKeyModifierFlags
  /// The text the press types, as UIKit's: what the input method composed ("é" after a dead
  /// acute, a word an engine committed), empty for keys that type nothing (arrows, a
  /// Ctrl chord).
  public var characters: String

  /// Creates a key press of `input` with the given modifiers held, typing `characters`.
  public init(_ input: Input, modifierFlags: UIKeyModifierFlags = [], characters: String = "") {
    self.input = input
    self.modifierFlags = modifierFlags
    self.characters = characters
  }

  /// Whether this is one of the desktop's "back" keys: Esc, Backspace, or Alt+Left.
  public var isBack: Bool {
    input == .escape || input == .backspace
      || (input == .leftArrow && modifierFlags.contains(.alternate))
  }
}
