import Foundation

/// Horizontal alignment of a label's text, as UIKit's (the same raw values). `natural` is the
/// leading edge: `left`, or `right` in a right-to-left view; `justified` lines are drawn as
/// `natural`.
public enum NSTextAlignment: Int, Sendable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centred.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Lines spread to both edges (drawn as `natural`).
  case justified = 3
  /// The leading edge, as the app's language (or the view) reads: `left`, or `right`.
  case natural = 4

  /// The alignment drawn in a view laid out in `direction`: `natural` and `justified` at its
  /// leading edge.
  /// (The direction is only found, walking up the views, when it matters.)
  func resolved(for direction: @autoclosure () -> UIUserInterfaceLayoutDirection)
    -> NSTextAlignment
  {
    switch self {
    case .natural, .justified: return direction() == .rightToLeft ? .right : .left
    case .left, .center, .right: return self
    }
  }
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
