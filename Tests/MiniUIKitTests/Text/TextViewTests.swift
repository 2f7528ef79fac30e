import XCTest

@_spi(Host) @testable import MiniUIKit

/// A text view's carets, lines and links, laid out with a measurer of 6 points a character.
@MainActor
final class TextViewTests: XCTestCase {
  private var saved: TextMeasuring?

  override func setUp() async throws {
    saved = UIApplication.shared.environment.textMeasurer
    UIApplication.shared.environment.textMeasurer = ApproximateTextMeasurer()
  }

  override func tearDown() async throws {
    if let saved { UIApplication.shared.environment.textMeasurer = saved }
  }

  /// A text view 130 points wide (120 for its lines: 20 characters of 10-point type).
  private func textView(_ text: String) -> (UIWindow, UITextView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 130, height: 200))
    view.font = .systemFont(ofSize: 10)
    view.text = text
    window.addSubview(view)
    window.makeKeyAndVisible()
    view.layoutIfNeeded()
    return (window, view)
  }

  func testArrowsMoveBetweenLinesKeepingTheColumn() async {
    let (window, view) = textView("first line\nsecond line that wraps over")
    XCTAssertTrue(view.becomeFirstResponder())
    defer { withExtendedLifetime(window) {} }
    view.editor.moveCaret(to: 3)
    XCTAssertTrue(view.edit(with: UIKey(.downArrow)))
    XCTAssertEqual(view.editor.caret, 14, "below 'fir|', after 'sec'")
    XCTAssertTrue(view.edit(with: UIKey(.downArrow)))
    let wrapped = view.editor.caret
    XCTAssertGreaterThan(wrapped, 30, "onto the wrapped line")
    XCTAssertTrue(view.edit(with: UIKey(.upArrow)))
    XCTAssertEqual(view.editor.caret, 14)
    XCTAssertTrue(view.edit(with: UIKey(.enter)))
    XCTAssertEqual(view.text, "first line\nsec\nond line that wraps over", "Return starts a line")
  }

  func testAClickFindsTheCharacterUnderIt() async {
    let (window, view) = textView("abcdef\nghijkl")
    defer { withExtendedLifetime(window) {} }
    let secondLine = view.caretRect(at: 7)
    let point = view.content.convert(CGPoint(x: secondLine.minX + 13, y: secondLine.midY), to: view)
    XCTAssertEqual(view.characterOffset(at: point), 9, "two characters in: 'gh|i'")
    let past = view.content.convert(CGPoint(x: 120, y: secondLine.midY), to: view)
    XCTAssertEqual(view.characterOffset(at: past), 13, "past the end: the line's end")
  }

  func testAClickOnALinkAsksTheDelegate() async {
    final class Delegate: UITextViewDelegate {
      var asked: (URL, NSRange)?
      // swift-format-ignore: AlwaysUseLowerCamelCase
      func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
      ) -> Bool {
        asked = (URL, characterRange)
        return false
      }
    }
    let (window, view) = textView("")
    defer { withExtendedLifetime(window) {} }
    let text = NSMutableAttributedString(string: "See the docs now")
    text.addAttribute(
      .link, value: "https://example.com/docs", range: NSRange(location: 8, length: 4))
    view.attributedText = text
    view.isEditable = false
    let delegate = Delegate()
    view.delegate = delegate
    let onLink = view.content.convert(view.caretRect(at: 9).offsetBy(dx: 2, dy: 4).origin, to: view)
    XCTAssertTrue(view.openLink(at: onLink))
    XCTAssertEqual(delegate.asked?.0, URL(string: "https://example.com/docs"))
    XCTAssertEqual(delegate.asked?.1, NSRange(location: 8, length: 4))
    let offLink = view.content.convert(
      view.caretRect(at: 2).offsetBy(dx: 2, dy: 4).origin, to: view)
    XCTAssertFalse(view.openLink(at: offLink))
  }

  func testAnEmptiedTextViewTypesInItsOwnFont() async {
    let (window, view) = textView("sent")
    defer { withExtendedLifetime(window) {} }
    view.text = ""
    XCTAssertTrue(view.becomeFirstResponder())
    view.insertText("next")
    let font = view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    XCTAssertEqual(font, .systemFont(ofSize: 10), "not the default 17 points")
  }

  func testSettingTheSameTypingAttributesAgainAddsNoStyle() async {
    let (window, view) = textView("abc")
    defer { withExtendedLifetime(window) {} }
    let bold: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 10)]
    view.typingAttributes = bold
    let style = view.editor.insertionStyle
    for _ in 0..<100 { view.typingAttributes = bold }
    XCTAssertEqual(view.editor.insertionStyle, style, "the same style, used again")
    view.typingAttributes = [.font: UIFont.systemFont(ofSize: 10)]
    XCTAssertNotEqual(view.editor.insertionStyle, style)
  }
}
