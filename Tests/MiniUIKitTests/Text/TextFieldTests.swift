import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// What a delegate was asked and told, in order.
@MainActor
private final class FieldDelegate: UITextFieldDelegate {
  var calls: [String] = []
  var refusesDigits = false
  var refusesEveryChange = false
  var refusesToBegin = false
  var endsOnReturn = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldBegin")
    return !refusesToBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
  func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    calls.append("change \(range.location),\(range.length) \"\(string)\"")
    return !refusesEveryChange && !(refusesDigits && string.contains { $0.isNumber })
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    calls.append("shouldClear")
    return true
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    calls.append("return")
    if endsOnReturn { textField.resignFirstResponder() }
    return true
  }
}

@MainActor
final class TextFieldTests: XCTestCase {
  private let app = UIApplication.shared
  private var window: UIWindow!

  override func setUp() async throws {
    app.environment = HostEnvironment()
  }

  /// Two fields in a key window: (10, 10, 300, 34) and (10, 60, 300, 34).
  private func makeFields() -> (UITextField, UITextField) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let first = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    let second = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
    first.borderStyle = .roundedRect
    second.borderStyle = .roundedRect
    window.addSubview(first)
    window.addSubview(second)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (first, second)
  }

  private func type(_ text: String) {
    for character in text {
      app.sendKey(UIKey(.character(character), characters: String(character)))
    }
  }

  private func press(_ input: UIKey.Input, _ flags: UIKeyModifierFlags = []) {
    app.sendKey(UIKey(input, modifierFlags: flags))
  }

  private func click(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval = 0) {
    for kind in [PointerEvent.Kind.down, .up] {
      app.sendPointerEvent(
        PointerEvent(kind: kind, location: CGPoint(x: x, y: y), timestamp: time))
    }
  }

  func testAClickBeginsEditingAndKeysTypeIntoTheField() async {
    let (field, _) = makeFields()
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    click(100, 27)
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertTrue(field.isEditing)
    type("hi +0")
    XCTAssertEqual(field.text, "hi +0", "+ and 0 type, not pinch")
    XCTAssertEqual(changes, 5)
    press(.backspace)
    XCTAssertEqual(field.text, "hi +")
    type("yo")
    press(.backspace, .control)
    XCTAssertEqual(field.text, "hi +", "the word before the caret")
  }

  func testTheDelegateIsAskedBeforeEachChangeAndCanRefuseIt() async {
    let (field, _) = makeFields()
    let delegate = FieldDelegate()
    delegate.refusesDigits = true
    field.delegate = delegate
    field.becomeFirstResponder()
    type("a1b")
    XCTAssertEqual(field.text, "ab")
    XCTAssertEqual(
      delegate.calls,
      ["shouldBegin", "didBegin", "change 0,0 \"a\"", "change 1,0 \"1\"", "change 1,0 \"b\""])
    press(.enter)
    XCTAssertEqual(delegate.calls.suffix(2), ["return", "didEnd"])
    XCTAssertFalse(field.isFirstResponder)
    type("c")
    XCTAssertEqual(field.text, "ab", "keys go nowhere near a field that resigned")
  }

  func testReturnEndsEditingOnlyForAFieldWithAnActionForIt() async {
    let (field, _) = makeFields()
    field.becomeFirstResponder()
    press(.enter)
    XCTAssertTrue(field.isFirstResponder)
    var exits = 0
    field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
    press(.enter)
    XCTAssertEqual(exits, 1)
    XCTAssertFalse(field.isFirstResponder)
  }

  func testTabMovesEditingToTheNextField() async {
    let (first, second) = makeFields()
    first.becomeFirstResponder()
    type("one")
    press(.tab)
    XCTAssertTrue(second.isFirstResponder)
    XCTAssertFalse(first.isEditing)
    type("two")
    XCTAssertEqual([first.text, second.text], ["one", "two"])
  }

  func testCutCopyAndPasteGoThroughThePasteboard() async {
    let (first, second) = makeFields()
    first.becomeFirstResponder()
    type("hello world")
    press(.leftArrow, [.shift, .control])
    press(.character("c"), .control)
    XCTAssertEqual(UIPasteboard.general.string, "world")
    XCTAssertEqual(
      app.environment.pasteboard.string(from: .primary), "world", "a selection is primary")
    press(.character("x"), .control)
    XCTAssertEqual(first.text, "hello ")
    second.becomeFirstResponder()
    UIPasteboard.general.string = "two\nlines"
    press(.character("v"), .control)
    XCTAssertEqual(second.text, "two lines", "a field's one line")
  }

  func testASecureFieldShowsBulletsAndIsNeverCopied() async {
    let (field, _) = makeFields()
    field.isSecureTextEntry = true
    field.becomeFirstResponder()
    type("secret")
    press(.character("a"), .control)
    press(.character("c"), .control)
    XCTAssertNil(UIPasteboard.general.string)
    XCTAssertEqual(field.content.displayText, "••••••")
    XCTAssertEqual(field.text, "secret")
  }

  func testUndoTakesBackTypingAsOneChangeAndRedoPutsItBack() async {
    let (field, _) = makeFields()
    field.becomeFirstResponder()
    type("abc")
    press(.character("a"), .control)
    type("x")
    XCTAssertEqual(field.text, "x")
    press(.character("z"), .control)
    XCTAssertEqual(field.text, "abc")
    press(.character("z"), .control)
    XCTAssertEqual(field.text, "")
    press(.character("z"), [.control, .shift])
    XCTAssertEqual(field.text, "abc")
  }

  func testDoubleAndTripleClicksSelectAWordAndTheLine() async {
    let (field, _) = makeFields()
    field.text = "alpha beta gamma"
    // ApproximateTextMeasurer: 10.2 points a character at 17 points; the text from x 17.
    let betaX: CGFloat = 10 + 7 + 10.2 * 8
    click(betaX, 27, at: 1)
    click(betaX, 27, at: 1.2)
    XCTAssertEqual(field.editor.selectedText, "beta")
    click(betaX, 27, at: 1.4)
    XCTAssertEqual(field.editor.selectedText, "alpha beta gamma")
    click(betaX, 27, at: 3)
    XCTAssertTrue(field.editor.selection.isEmpty, "a press later starts again")
  }

  func testAFieldTakenOutOfItsWindowStopsEditing() async {
    let (field, _) = makeFields()
    let delegate = FieldDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    field.removeFromSuperview()
    XCTAssertFalse(field.isFirstResponder)
    XCTAssertEqual(delegate.calls.last, "didEnd")
  }

  func testTheCaretNeedsNoFramesOnTheVirtualClock() async {
    let (field, _) = makeFields()
    field.becomeFirstResponder()
    _ = app.renderFrame()
    XCTAssertFalse(app.needsFrame, "a caret that blinked would keep the virtual clock going")
  }

  func testTheClearButtonEmptiesTheFieldWhenItHasText() async {
    let (field, _) = makeFields()
    field.clearButtonMode = .always
    field.text = "something"
    window.layoutIfNeeded()
    XCTAssertFalse(field.clearButton.isHidden)
    let button = field.clearButton.convert(field.clearButton.bounds, to: window)
    click(button.midX, button.midY)
    XCTAssertEqual(field.text, "")
    window.layoutIfNeeded()
    XCTAssertTrue(field.clearButton.isHidden)
  }

  func testClearingAsksShouldClearNotShouldChange() async {
    let (field, _) = makeFields()
    let delegate = FieldDelegate()
    delegate.refusesEveryChange = true
    field.delegate = delegate
    field.clearsOnBeginEditing = true
    field.text = "old"
    field.becomeFirstResponder()
    XCTAssertEqual(field.text, "")
    XCTAssertEqual(delegate.calls, ["shouldBegin", "shouldClear", "didBegin"])
    type("x")
    XCTAssertEqual(field.text, "", "typing still asks, and is refused")
  }

  func testTabToAFieldThatRefusesLeavesNoFieldTakingKeysUnseen() async {
    let (first, second) = makeFields()
    let delegate = FieldDelegate()
    delegate.refusesToBegin = true
    second.delegate = delegate
    first.becomeFirstResponder()
    press(.tab)
    XCTAssertFalse(second.isFirstResponder)
    XCTAssertFalse(first.isFirstResponder, "the field left lets go")
    type("z")
    XCTAssertEqual([first.text, second.text], ["", ""])
  }
}
