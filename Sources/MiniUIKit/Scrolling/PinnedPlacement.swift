import Foundation

/// Where a header or footer that stays in view goes along the scrolling axis: a table's
/// plain-style header, a collection view's pinned header or footer.
enum PinnedPlacement {
  /// A header `length` long whose place is `natural`: at `visibleStart` while its section
  /// scrolls under it, pushed off as the section's content ends at `end`, never before
  /// `natural`.
  static func header(natural: CGFloat, length: CGFloat, visibleStart: CGFloat, end: CGFloat)
    -> CGFloat
  {
    min(max(natural, visibleStart), max(end - length, natural))
  }

  /// A footer `length` long whose place is `natural`: at `visibleEnd` while its section
  /// shows above it, never above the section's content's `start`, nor after `natural`.
  static func footer(natural: CGFloat, length: CGFloat, visibleEnd: CGFloat, start: CGFloat)
    -> CGFloat
  {
    max(min(natural, visibleEnd - length), min(start, natural))
  }
}
