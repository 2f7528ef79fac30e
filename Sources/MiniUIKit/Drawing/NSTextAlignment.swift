import Foundation

/// Horizontal alignment of a label's text, as UIKit's (the same raw values). Text is laid
/// out left to right: `natural` is `left`; `justified` lines are drawn as `left`.
public enum NSTextAlignment: Int, Sendable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centred.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Lines spread to both edges (drawn as `left`).
  case justified = 3
  /// The script's own alignment: `left`.
  case natural = 4
}

/// How a label shortens text that does not fit, as UIKit's NSLineBreakMode (one line).
public enum NSLineBreakMode: Sendable {
  /// Lines break between words (a word wider than a line breaks between characters).
  case byWordWrapping
  /// Lines break between characters.
  case byCharWrapping
  /// Text that does not fit is cut off at the edge.
  case byClipping
  /// An ellipsis replaces the start of a line that does not fit.
  case byTruncatingHead
  /// An ellipsis replaces the end of a line that does not fit.
  case byTruncatingTail
  /// An ellipsis replaces the middle of a line that does not fit.
  case byTruncatingMiddle
}
