import Foundation

/// A text field's part in editing (TextEditing.swift): its delegate's say, one line of text, and
/// Return that asks the delegate.
extension UITextField: TextEditing {
  var allowsCopying: Bool { !isSecureTextEntry }

  func shouldChange(_ range: Range<Int>, to string: String) -> Bool {
    delegate?.textField(
      self, shouldChangeCharactersIn: editor.utf16Range(of: range), replacementString: string)
      ?? true
  }

  func textDidChangeByEditing() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  func selectionDidChange() { delegate?.textFieldDidChangeSelection(self) }

  func returnPressed() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsEditing = hasActions(for: .editingDidEndOnExit)
    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    if endsEditing { resignFirstResponder() }
  }

  /// One line: up goes to its start, down to its end.
  func verticalMove(down: Bool) -> Int { down ? editor.characters.count : 0 }

  func characterOffset(at point: CGPoint) -> Int {
    content.characterOffset(at: convert(point, to: content))
  }

  /// Pasted on one line: its line breaks become spaces.
  func pasted(_ string: String) -> String {
    string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .joined(separator: " ")
  }

  func beginEditingForPress() -> Bool { becomeFirstResponder() }

  func clearTapped() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isEditing { becomeFirstResponder() }
    clearText()
  }

  /// Empties the field, as the clear button and `clearsOnBeginEditing` do: the delegate's
  /// `textFieldShouldClear(_:)` has been asked, not `shouldChangeCharactersIn`.
  func clearText() {
    rememberForUndo(isTyping: false)
    editor.setText("")
    textDidChangeByEditing()
  }

  func windowFocusDidChange(isFocused: Bool) {
    if isFocused { caretBlink.restart() } else { caretBlink.stop() }
  }
}
