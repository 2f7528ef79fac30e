import Foundation

/// How text input behaves, as UIKit's `UITextInputTraits`. A desktop types with a physical
/// keyboard: the keyboard's type, its Return key and the autocorrection settings are kept
/// as set and change nothing; secure entry hides the text.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// Whether the text is hidden as it is typed (a password): shown as bullets, and not
  /// copied.
  var isSecureTextEntry: Bool { get set }
  /// The on-screen keyboard to show (kept as set: none is shown).
  var keyboardType: UIKeyboardType { get set }
  /// The label of the on-screen keyboard's Return key (kept as set).
  var returnKeyType: UIReturnKeyType { get set }
  /// When the on-screen keyboard shifts to capitals (kept as set).
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether typing is corrected (kept as set: nothing is).
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// What the text is (a name, an email address), for autofill (kept as set).
  var textContentType: UITextContentType! { get set }
}

/// Typing into a responder, as UIKit's `UIKeyInput`.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Types `text` in place of the selection.
  func insertText(_ text: String)
  /// Deletes the selection, else the character before the caret.
  func deleteBackward()
}

/// The on-screen keyboard a field asks for, as UIKit's.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
  /// The usual keyboard.
  case `default`
  /// Latin letters only.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For a URL.
  case URL
  /// Digits.
  case numberPad
  /// A telephone's keypad.
  case phonePad
  /// A name or a telephone number.
  case namePhonePad
  /// For an email address.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// With @ and # at hand.
  case twitter
  /// For a search.
  case webSearch
  /// Latin digits.
  case asciiCapableNumberPad
}

/// The label of the on-screen keyboard's Return key, as UIKit's.
public enum UIReturnKeyType: Int, Sendable {
  /// "return".
  case `default`
  /// "Go".
  case go
  /// "Google".
  case google
  /// "Join".
  case join
  /// "Next".
  case next
  /// "Route".
  case route
  /// "Search".
  case search
  /// "Send".
  case send
  /// "Yahoo".
  case yahoo
  /// "Done".
  case done
  /// "Emergency Call".
  case emergencyCall
  /// "Continue".
  case `continue`
}

/// When the on-screen keyboard shifts to capitals, as UIKit's.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none
  /// Each word's first letter.
  case words
  /// Each sentence's first letter.
  case sentences
  /// Every letter.
  case allCharacters
}

/// Whether typing is corrected, as UIKit's.
public enum UITextAutocorrectionType: Int, Sendable {
  /// As the system does.
  case `default`
  /// Not corrected.
  case no
  /// Corrected.
  case yes
}

/// What a field's text is, for autofill, as UIKit's.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A URL.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType(rawValue: "URL")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
}
