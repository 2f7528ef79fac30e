import Foundation

/// The text attributes UIKit adds to Foundation's (which, on Linux, declares none).
extension NSAttributedString.Key {
  /// A `UIFont`; the system font of 12 points by default.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the text; black by default.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` filled behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `NSParagraphStyle`: alignment, spacing, indents and line breaking.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A number of points added after each character.
  public static let kern = NSAttributedString.Key("NSKern")
  /// A number of points added after each character, as `kern` (UIKit tracks where a font would
  /// loosen its own spacing instead; here both add the same).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An `NSUnderlineStyle`'s raw value (an `Int`): a line under the text.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A `UIColor` for the underline; the text's colour by default.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// An `NSUnderlineStyle`'s raw value (an `Int`): a line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A `UIColor` for the line through the text; the text's colour by default.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A number of points the text is raised from the baseline (negative: lowered).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// An `NSShadow` drawn under the text.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A `URL` (or a `String` of one): the text is a link, drawn in the link colour.
  public static let link = NSAttributedString.Key("NSLink")
  /// An `NSTextAttachment`, on the object replacement character (U+FFFC): an image in the line.
  public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// How a line under or through text is drawn, as UIKit's.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One line twice as thick.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the default pattern).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line (drawn solid here).
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line (drawn solid here).
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Only under words, not the spaces between them (drawn under both here).
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
