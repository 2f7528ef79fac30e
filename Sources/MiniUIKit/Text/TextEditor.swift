import Foundation

/// Text being edited and its selection, counted in characters (grapheme clusters: an accented
/// letter or an emoji is one): what a text field's or text view's keys and clicks change. Each
/// character has a style (an index into its text view's styles), which typing gives
/// `insertionStyle`.
struct TextEditor: Equatable {
  /// The text, as characters.
  private(set) var characters: [Character]
  /// Each character's style.
  private(set) var styles: [Int]
  /// The style typed characters take.
  var insertionStyle = 0
  /// The selected characters; empty, it is the caret's place.
  private(set) var selection: Range<Int>
  /// The end of the selection that stays put while Shift-moves or a drag extend the other.
  private var anchor: Int

  init(text: String = "", styles: [Int]? = nil) {
    let characters = Array(text)
    self.characters = characters
    self.styles =
      styles.flatMap { $0.count == characters.count ? $0 : nil }
      ?? Array(repeating: 0, count: characters.count)
    selection = characters.count..<characters.count
    anchor = characters.count
  }

  var text: String { String(characters) }
  var selectedText: String { String(characters[selection]) }
  /// The end of the selection that moves: the caret.
  var caret: Int { selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound }

  /// Replaces the text, the caret after it.
  mutating func setText(_ text: String) { self = TextEditor(text: text) }

  /// Selects `range` (clamped to the text), `anchor` its fixed end.
  mutating func select(_ range: Range<Int>, anchor: Int? = nil) {
    let lower = min(max(range.lowerBound, 0), characters.count)
    let upper = min(max(range.upperBound, lower), characters.count)
    selection = lower..<upper
    self.anchor = anchor.map { min(max($0, 0), characters.count) } ?? lower
  }

  /// Moves the caret to `offset`, or with `extending` the selection's moving end.
  mutating func moveCaret(to offset: Int, extending: Bool = false) {
    let offset = min(max(offset, 0), characters.count)
    if extending {
      selection = min(anchor, offset)..<max(anchor, offset)
    } else {
      selection = offset..<offset
      anchor = offset
    }
  }

  /// Puts `string` in place of the selection, the caret after it.
  mutating func replaceSelection(with string: String) {
    replace(selection, with: string)
  }

  /// Puts `string` in place of `range`, the caret after it.
  mutating func replace(_ range: Range<Int>, with string: String) {
    let inserted = Array(string)
    characters.replaceSubrange(range, with: inserted)
    styles.replaceSubrange(range, with: repeatElement(insertionStyle, count: inserted.count))
    // Characters join across the seam (a combining accent after a letter): count again.
    let joined = Array(String(characters))
    let end = range.lowerBound + inserted.count - (characters.count - joined.count)
    if joined.count != characters.count {
      // The joined character keeps the first one's style.
      styles.remove(at: min(end, styles.count - 1))
    }
    characters = joined
    moveCaret(to: end)
  }

  /// The range Backspace deletes: the selection, else the character (or with `word` the
  /// word) before the caret.
  func rangeToDeleteBackward(word: Bool) -> Range<Int> {
    guard selection.isEmpty else { return selection }
    let start = word ? wordStart(before: caret) : max(caret - 1, 0)
    return start..<caret
  }

  /// The range Delete deletes: the selection, else the character (or word) after the caret.
  func rangeToDeleteForward(word: Bool) -> Range<Int> {
    guard selection.isEmpty else { return selection }
    let end = word ? wordEnd(after: caret) : min(caret + 1, characters.count)
    return caret..<end
  }

  /// Where an arrow key takes the caret: a character (or with `word` a word) to the left or
  /// right; without `extending`, a selection collapses to its end on that side first.
  mutating func moveHorizontally(forward: Bool, word: Bool, extending: Bool) {
    if !extending, !selection.isEmpty, !word {
      return moveCaret(to: forward ? selection.upperBound : selection.lowerBound)
    }
    let target =
      forward
      ? (word ? wordEnd(after: caret) : caret + 1) : (word ? wordStart(before: caret) : caret - 1)
    moveCaret(to: target, extending: extending)
  }

  mutating func selectAll() { select(0..<characters.count) }

  /// The word (or the run of spaces or punctuation) at `offset`: what a double-click selects.
  func wordRange(at offset: Int) -> Range<Int> {
    guard !characters.isEmpty else { return 0..<0 }
    let index = min(max(offset, 0), characters.count - 1)
    let kind = Self.isWordCharacter(characters[index])
    var start = index
    while start > 0, Self.isWordCharacter(characters[start - 1]) == kind { start -= 1 }
    var end = index + 1
    while end < characters.count, Self.isWordCharacter(characters[end]) == kind { end += 1 }
    return start..<end
  }

  /// The start of the word before `offset`, past any spaces and punctuation.
  private func wordStart(before offset: Int) -> Int {
    var index = offset
    while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  /// The end of the word after `offset`, past any spaces and punctuation.
  private func wordEnd(after offset: Int) -> Int {
    var index = offset
    while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "'"
  }

  /// `range` in UTF-16 code units, as UIKit's delegates count text (`NSRange`).
  func utf16Range(of range: Range<Int>) -> NSRange {
    let before = String(characters[..<range.lowerBound]).utf16.count
    return NSRange(location: before, length: String(characters[range]).utf16.count)
  }
}
