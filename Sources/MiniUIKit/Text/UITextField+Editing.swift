import Foundation

/// Editing a text field with the keyboard and the mouse: typing, deleting, moving and
/// selecting, the clipboard, undo and redo.
extension UITextField: TextInputView {
  /// Puts `string` in place of `range`, if the delegate lets it: remembered for undo (typing
  /// in a row as one change), then `.editingChanged` and the change notification.
  @discardableResult
  func replace(_ range: Range<Int>, with string: String, isTyping: Bool) -> Bool {
    guard !(range.isEmpty && string.isEmpty),
      delegate?.textField(
        self, shouldChangeCharactersIn: editor.utf16Range(of: range), replacementString: string)
        ?? true
    else { return false }
    rememberForUndo(isTyping: isTyping)
    editor.replace(range, with: string)
    textDidChangeByEditing()
    return true
  }

  private func textDidChangeByEditing() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Moves the caret or the selection without changing the text.
  private func moveSelection(_ move: (inout TextEditor) -> Void) {
    let old = editor.selection
    move(&editor)
    lastChangeWasTyping = false
    guard editor.selection != old else { return }
    if !editor.selection.isEmpty, !isSecureTextEntry {
      UIApplication.shared.environment.pasteboard.setString(editor.selectedText, for: .primary)
    }
    delegate?.textFieldDidChangeSelection(self)
  }

  // MARK: Keys

  /// Edits with `key`: typing, Backspace and Delete, arrows and Home/End (Shift selects, Ctrl
  /// moves by words), Return, and Ctrl+A, C, X, V, Z and Shift+Z; returns whether it did.
  func edit(with key: UIKey) -> Bool {
    let flags = key.modifierFlags
    let byWord = flags.contains(.control)
    let extending = flags.contains(.shift)
    switch key.input {
    case .backspace:
      replace(editor.rangeToDeleteBackward(word: byWord), with: "", isTyping: !byWord)
    case .delete:
      replace(editor.rangeToDeleteForward(word: byWord), with: "", isTyping: !byWord)
    case .leftArrow, .rightArrow:
      let forward = key.input == .rightArrow
      moveSelection { $0.moveHorizontally(forward: forward, word: byWord, extending: extending) }
    case .home, .upArrow:
      moveSelection { $0.moveCaret(to: 0, extending: extending) }
    case .end, .downArrow:
      let end = editor.characters.count
      moveSelection { $0.moveCaret(to: end, extending: extending) }
    case .enter:
      returnPressed()
    case .character(let character) where flags.contains(.control):
      return commandPressed(character, shift: extending)
    default:
      guard !key.characters.isEmpty, !flags.contains(.alternate) else { return false }
      insertText(key.characters)
    }
    return true
  }

  private func returnPressed() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsEditing = hasActions(for: .editingDidEndOnExit)
    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    if endsEditing { resignFirstResponder() }
  }

  /// A Ctrl chord: select all, copy, cut, paste, undo, redo.
  private func commandPressed(_ character: Character, shift: Bool) -> Bool {
    switch character {
    case "a": moveSelection { $0.selectAll() }
    case "c": copySelection()
    case "x":
      if copySelection() { replace(editor.selection, with: "", isTyping: false) }
    case "v":
      if let string = UIPasteboard.general.string { paste(string) }
    case "z" where shift, "y": redo()
    case "z": undo()
    default: return false
    }
    return true
  }

  /// Puts the selection on the clipboard; returns whether there was one (a secure field's is
  /// never copied).
  @discardableResult
  private func copySelection() -> Bool {
    guard !editor.selection.isEmpty, !isSecureTextEntry else { return false }
    UIPasteboard.general.string = editor.selectedText
    return true
  }

  /// Types `string` as pasted: on one line, its line breaks as spaces.
  private func paste(_ string: String) {
    let line = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .joined(separator: " ")
    replace(editor.selection, with: line, isTyping: false)
  }

  private func undo() {
    if let previous = undoStack.popLast() { go(to: previous, remembering: &redoStack) }
  }

  private func redo() {
    if let next = redoStack.popLast() { go(to: next, remembering: &undoStack) }
  }

  /// Puts back an earlier (or undone) state, the present one kept in `stack`.
  private func go(to state: TextEditor, remembering stack: inout [TextEditor]) {
    stack.append(editor)
    lastChangeWasTyping = false
    editor = state
    textDidChangeByEditing()
  }

  // MARK: Mouse

  /// A press starts editing and puts the caret where it landed; two in a row select a word,
  /// three the whole line, and Shift extends the selection.
  func pressBegan(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    let count: Int
    if let lastPress, touch.timestamp - lastPress.time < 0.5,
      hypot(location.x - lastPress.location.x, location.y - lastPress.location.y) < 5
    {
      count = lastPress.count % 3 + 1
    } else {
      count = 1
    }
    lastPress = (touch.timestamp, location, count)
    guard becomeFirstResponder() else { return false }
    let offset = content.characterOffset(at: touch.location(in: content))
    let extending = event?.modifierFlags.contains(.shift) ?? false
    moveSelection {
      switch count {
      case 2: $0.select($0.wordRange(at: offset))
      case 3: $0.selectAll()
      default: $0.moveCaret(to: offset, extending: extending)
      }
    }
    return true
  }

  /// A drag selects from where the press landed.
  func pressMoved(_ touch: UITouch) -> Bool {
    guard isEditing, lastPress?.count == 1 else { return true }
    let offset = content.characterOffset(at: touch.location(in: content))
    moveSelection { $0.moveCaret(to: offset, extending: true) }
    return true
  }

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

  /// Keeps the text as it stands for undo before a change (typing in a row once).
  private func rememberForUndo(isTyping: Bool) {
    if !(isTyping && lastChangeWasTyping) { undoStack.append(editor) }
    redoStack.removeAll()
    lastChangeWasTyping = isTyping
  }

  // MARK: TextInputView

  func windowFocusDidChange(isFocused: Bool) {
    if isFocused { caretBlink.restart() } else { caretBlink.stop() }
  }

  func pastePrimarySelection(at point: CGPoint) {
    guard becomeFirstResponder(),
      let string = UIApplication.shared.environment.pasteboard.string(from: .primary)
    else { return }
    let offset = content.characterOffset(at: convert(point, to: content))
    moveSelection { $0.moveCaret(to: offset) }
    paste(string)
  }
}
