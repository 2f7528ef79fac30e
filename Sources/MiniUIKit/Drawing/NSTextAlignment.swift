import Foundation

/// Horizontal alignment of a label's text.
public enum NSTextAlignment: Sendable {
  case left
  case center
  case right
}

/// How a label shortens text that does not fit, as UIKit's NSLineBreakMode (one line).
public enum NSLineBreakMode: Sendable {
  /// Lines break between words (a word wider than a line breaks between characters).
  case byWordWrapping
  /// Lines break between characters.
  case byCharWrapping
  case byClipping
  case byTruncatingHead
  case byTruncatingTail
  case byTruncatingMiddle
}
