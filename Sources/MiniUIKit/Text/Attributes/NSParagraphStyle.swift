import Foundation

/// How a paragraph is laid out, as UIKit's `NSParagraphStyle`: its alignment, the space
/// between and around its lines, its indents, and where its lines break (the text attributes'
/// `.paragraphStyle`; the style of a paragraph's first character is the paragraph's).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  /// Foundation on Linux reads an object's word at offset 16 as a CoreFoundation type header
  /// when it compares attribute values (copying or coalescing an attributed string's runs); a
  /// Swift class's first stored property lies there, and a zero type traps. This constant
  /// header (type 1) makes CoreFoundation ask `isEqual(_:)` instead.
  private let coreFoundationHeader: UInt64 = 0x180
  var storedAlignment = NSTextAlignment.natural
  var storedLineBreakMode = NSLineBreakMode.byWordWrapping
  var storedLineSpacing: CGFloat = 0
  var storedLineHeightMultiple: CGFloat = 0
  var storedMinimumLineHeight: CGFloat = 0
  var storedMaximumLineHeight: CGFloat = 0
  var storedParagraphSpacing: CGFloat = 0
  var storedParagraphSpacingBefore: CGFloat = 0
  var storedFirstLineHeadIndent: CGFloat = 0
  var storedHeadIndent: CGFloat = 0

  /// How the lines are aligned; `.natural` by default.
  open var alignment: NSTextAlignment { storedAlignment }
  /// How lines break and text that does not fit is shortened; `.byWordWrapping` by default.
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  /// Points added between one line of the paragraph and the next.
  open var lineSpacing: CGFloat { storedLineSpacing }
  /// What a line's natural height is multiplied by; 0 (as 1) by default.
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
  /// The least a line's height is; 0 for no least.
  open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
  /// The most a line's height is; 0 for no most.
  open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
  /// Points added after the paragraph.
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }
  /// Points added before the paragraph (not before the text's first).
  open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
  /// How far the paragraph's first line starts from the leading edge.
  open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
  /// How far its other lines start from the leading edge.
  open var headIndent: CGFloat { storedHeadIndent }

  /// The style of text without one: natural alignment, word wrapping, no spacing or indents.
  public static let `default` = NSParagraphStyle()
}

/// A paragraph style to set up.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = max(0, newValue) }
  }
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = max(0, newValue) }
  }
  open override var minimumLineHeight: CGFloat {
    get { storedMinimumLineHeight }
    set { storedMinimumLineHeight = max(0, newValue) }
  }
  open override var maximumLineHeight: CGFloat {
    get { storedMaximumLineHeight }
    set { storedMaximumLineHeight = max(0, newValue) }
  }
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = max(0, newValue) }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { storedParagraphSpacingBefore }
    set { storedParagraphSpacingBefore = max(0, newValue) }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { storedFirstLineHeadIndent }
    set { storedFirstLineHeadIndent = max(0, newValue) }
  }
  open override var headIndent: CGFloat {
    get { storedHeadIndent }
    set { storedHeadIndent = max(0, newValue) }
  }
}
