import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`: between two characters.
open class UITextPosition: NSObject {
  /// The characters (grapheme clusters) before it.
  let offset: Int

  init(offset: Int) {
    self.offset = offset
  }

  /// Whether `object` is the same place.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITextPosition)?.offset == offset
  }

  open override var hash: Int { offset.hashValue }
}

/// A stretch of a text input's text, as UIKit's `UITextRange`: from `start` to `end`.
open class UITextRange: NSObject {
  let range: Range<Int>

  init(range: Range<Int>) {
    self.range = range
  }

  /// Where the stretch begins.
  open var start: UITextPosition { UITextPosition(offset: range.lowerBound) }
  /// Where it ends.
  open var end: UITextPosition { UITextPosition(offset: range.upperBound) }
  /// Whether it holds no characters: a caret's place.
  open var isEmpty: Bool { range.isEmpty }

  /// Whether `object` is the same stretch.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITextRange)?.range == range
  }

  open override var hash: Int { range.hashValue }
}

/// The positions and ranges of a text field's text, as UIKit's `UITextInput` gives them:
/// the selection read and set, positions moved by characters, and text read and replaced.
extension UITextField {
  /// The start of the text.
  public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  /// The end of the text.
  public var endOfDocument: UITextPosition { UITextPosition(offset: editor.characters.count) }

  /// The selection, or the caret's place as an empty range; nil while not editing. Setting it
  /// selects (the range clamped to the text).
  public var selectedTextRange: UITextRange? {
    get { isEditing ? UITextRange(range: editor.selection) : nil }
    set {
      guard let newValue else { return }
      editor.select(newValue.range)
      delegate?.textFieldDidChangeSelection(self)
    }
  }

  /// The range from `fromPosition` to `toPosition` (in either order); nil for positions
  /// outside the text.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    let bounds = 0...editor.characters.count
    guard bounds.contains(fromPosition.offset), bounds.contains(toPosition.offset) else {
      return nil
    }
    return UITextRange(
      range: min(
        fromPosition.offset, toPosition.offset)..<max(
          fromPosition.offset, toPosition.offset))
  }

  /// The position `offset` characters from `position`; nil outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let moved = position.offset + offset
    return (0...editor.characters.count).contains(moved) ? UITextPosition(offset: moved) : nil
  }

  /// How many characters lie from `from` to `toPosition` (negative backwards).
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.offset - from.offset
  }

  /// The text of `range`; nil for a range outside the text.
  public func text(in range: UITextRange) -> String? {
    guard range.range.upperBound <= editor.characters.count else { return nil }
    return String(editor.characters[range.range])
  }

  /// Puts `text` in place of `range`, the caret after it: a change made in code, as setting
  /// `text` is (no delegate is asked, no event sent, and undo starts afresh).
  public func replace(_ range: UITextRange, withText text: String) {
    guard range.range.upperBound <= editor.characters.count else { return }
    editor.replace(range.range, with: text)
    forgetUndo()
  }
}
