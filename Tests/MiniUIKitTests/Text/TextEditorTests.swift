import XCTest

@testable import MiniUIKit

/// The editing model under a text field: characters, not bytes or UTF-16 units.
final class TextEditorTests: XCTestCase {
  func testTypingReplacesTheSelectionAndLeavesTheCaretAfterIt() {
    var editor = TextEditor(text: "hello world")
    editor.select(6..<11)
    editor.replaceSelection(with: "there")
    XCTAssertEqual(editor.text, "hello there")
    XCTAssertEqual(editor.selection, 11..<11)
  }

  func testAnEmojiAndAnAccentedLetterAreOneCharacterEach() {
    var editor = TextEditor(text: "cafe\u{301} 👍🏽")
    XCTAssertEqual(editor.characters.count, 6)
    editor.replace(editor.rangeToDeleteBackward(word: false), with: "")
    XCTAssertEqual(editor.text, "café ")
    XCTAssertEqual(editor.utf16Range(of: 3..<4), NSRange(location: 3, length: 2))
  }

  func testACombiningMarkTypedAfterALetterJoinsIt() {
    var editor = TextEditor(text: "e")
    editor.replaceSelection(with: "\u{301}")
    XCTAssertEqual(editor.characters.count, 1)
    XCTAssertEqual(editor.caret, 1)
  }

  func testShiftArrowsExtendFromTheAnchorAndAPlainArrowCollapses() {
    var editor = TextEditor(text: "abcdef")
    editor.moveCaret(to: 3)
    editor.moveHorizontally(forward: true, word: false, extending: true)
    editor.moveHorizontally(forward: true, word: false, extending: true)
    XCTAssertEqual(editor.selection, 3..<5)
    editor.moveCaret(to: 1, extending: true)
    XCTAssertEqual(editor.selection, 1..<3, "the anchor stays at 3")
    editor.moveHorizontally(forward: false, word: false, extending: false)
    XCTAssertEqual(editor.selection, 1..<1)
  }

  func testWordMovesSkipSpacesAndPunctuation() {
    var editor = TextEditor(text: "one, two  three")
    editor.moveHorizontally(forward: false, word: true, extending: false)
    XCTAssertEqual(editor.caret, 10)
    editor.moveHorizontally(forward: false, word: true, extending: false)
    XCTAssertEqual(editor.caret, 5)
    editor.moveHorizontally(forward: true, word: true, extending: false)
    XCTAssertEqual(editor.caret, 8)
    XCTAssertEqual(editor.rangeToDeleteBackward(word: true), 5..<8)
    XCTAssertEqual(editor.wordRange(at: 6), 5..<8)
    XCTAssertEqual(editor.wordRange(at: 8), 8..<10, "a run of spaces is a word of its own")
  }

  func testSelectingIsClampedToTheText() {
    var editor = TextEditor(text: "abc")
    editor.select(-4..<40)
    XCTAssertEqual(editor.selection, 0..<3)
    XCTAssertEqual(editor.selectedText, "abc")
  }
}
