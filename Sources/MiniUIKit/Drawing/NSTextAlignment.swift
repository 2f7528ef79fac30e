import Foundation

/// Horizontal alignment of a label's text, as UIKit's (the same raw values). Text is laid
/// out left to right: `natural` is `left`; `justified` lines are drawn as `left`.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
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
