import Foundation

/// What a text field and a text view share: editing with the keyboard and the mouse (typing,
/// deleting, moving and selecting), the clipboard, and undo. Each says what its delegate
/// allows, where a point falls in its text, and what Return and the vertical arrows do.
@MainActor
protocol TextEditing: UIView, TextInputView, UIKeyInput {
  /// The text being edited and its selection.
  var editor: TextEditor { get set }
  /// Earlier states to go back to (Ctrl+Z), and those undone (Ctrl+Shift+Z).
  var undoStack: [TextEditor] { get set }
  var redoStack: [TextEditor] { get set }
  /// Whether the last change was typing, which one undo takes back as a whole.
  var lastChangeWasTyping: Bool { get set }
  /// The last press's time and place, and how many presses came in a row there.
  var lastPress: (time: TimeInterval, location: CGPoint, count: Int)? { get set }
  var isEditing: Bool { get }
  /// Whether the selection may leave through the clipboards (not a secure field's).
  var allowsCopying: Bool { get }
  /// Whether the delegate lets `range` (in characters) become `string`.
  func shouldChange(_ range: Range<Int>, to string: String) -> Bool
  /// Tells the delegate and observers that editing changed the text.
  func textDidChangeByEditing()
  /// Tells the delegate that the selection moved.
  func selectionDidChange()
  /// Return was pressed (without Ctrl).
  func returnPressed()
  /// The caret after an up or down arrow from the caret (`down`), for a text of lines.
  func verticalMove(down: Bool) -> Int
  /// The character boundary nearest `point`, in this view.
  func characterOffset(at point: CGPoint) -> Int
  /// `string` as pasted into this text (a field's on one line).
  func pasted(_ string: String) -> String
  /// Whether a press may begin editing (a read-only text view's may only select).
  func beginEditingForPress() -> Bool
}

extension TextEditing {
  /// Puts `string` in place of `range`, if the delegate lets it: remembered for undo (typing
  /// in a row as one change), then the delegate and observers are told.
  @discardableResult
  func replace(_ range: Range<Int>, with string: String, isTyping: Bool) -> Bool {
    guard !(range.isEmpty && string.isEmpty), shouldChange(range, to: string) else {
      return false
    }
    rememberForUndo(isTyping: isTyping)
    editor.replace(range, with: string)
    textDidChangeByEditing()
    return true
  }

  /// Moves the caret or the selection without changing the text; what is selected becomes the
  /// PRIMARY selection.
  func moveSelection(_ move: (inout TextEditor) -> Void) {
    let old = editor.selection
    move(&editor)
    lastChangeWasTyping = false
    guard editor.selection != old else { return }
    if !editor.selection.isEmpty, allowsCopying {
      UIApplication.shared.environment.pasteboard.setString(editor.selectedText, for: .primary)
    }
    selectionDidChange()
  }

  // MARK: Keys

  /// Edits with `key`: typing, Backspace and Delete, arrows and Home/End (Shift selects, Ctrl
  /// moves by words), Return, and Ctrl+A, C, X, V, Z and Shift+Z; returns whether it did.
  func edit(with key: UIKey) -> Bool {
    let flags = key.modifierFlags
    let byWord = flags.contains(.control)
    let extending = flags.contains(.shift)
    switch key.input {
    case .backspace where !byWord:
      deleteBackward()
    case .backspace:
      replace(editor.rangeToDeleteBackward(word: true), with: "", isTyping: false)
    case .delete:
      replace(editor.rangeToDeleteForward(word: byWord), with: "", isTyping: !byWord)
    case .leftArrow, .rightArrow:
      let forward = key.input == .rightArrow
      moveSelection { $0.moveHorizontally(forward: forward, word: byWord, extending: extending) }
    case .upArrow, .downArrow:
      let caret = verticalMove(down: key.input == .downArrow)
      moveSelection { $0.moveCaret(to: caret, extending: extending) }
    case .home:
      moveSelection { $0.moveCaret(to: 0, extending: extending) }
    case .end:
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

  /// A Ctrl chord: select all, copy, cut, paste, undo, redo.
  private func commandPressed(_ character: Character, shift: Bool) -> Bool {
    switch character {
    case "a": moveSelection { $0.selectAll() }
    case "c": copySelection()
    case "x":
      if copySelection() { replace(editor.selection, with: "", isTyping: false) }
    case "v":
      if let string = UIPasteboard.general.string {
        replace(editor.selection, with: pasted(string), isTyping: false)
      }
    case "z" where shift, "y": redo()
    case "z": undo()
    default: return false
    }
    return true
  }

  /// Puts the selection on the clipboard; returns whether there was one it may copy.
  @discardableResult
  private func copySelection() -> Bool {
    guard !editor.selection.isEmpty, allowsCopying else { return false }
    UIPasteboard.general.string = editor.selectedText
    return true
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

  /// Keeps the text as it stands for undo before a change (typing in a row once).
  func rememberForUndo(isTyping: Bool) {
    if !(isTyping && lastChangeWasTyping) { undoStack.append(editor) }
    redoStack.removeAll()
    lastChangeWasTyping = isTyping
  }

  /// Starts undo afresh: after a change made in code.
  func forgetUndo() {
    undoStack.removeAll()
    redoStack.removeAll()
    lastChangeWasTyping = false
  }

  // MARK: Mouse

  /// A press starts editing and puts the caret where it landed; two in a row select a word,
  /// three the whole text, and Shift extends the selection.
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
    guard beginEditingForPress() else { return false }
    let offset = characterOffset(at: location)
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
    guard isFirstResponder, lastPress?.count == 1 else { return true }
    let offset = characterOffset(at: touch.location(in: self))
    moveSelection { $0.moveCaret(to: offset, extending: true) }
    return true
  }

  // MARK: TextInputView

  func pastePrimarySelection(at point: CGPoint) {
    guard beginEditingForPress(), isEditing,
      let string = UIApplication.shared.environment.pasteboard.string(from: .primary)
    else { return }
    let offset = characterOffset(at: point)
    moveSelection { $0.moveCaret(to: offset) }
    replace(editor.selection, with: pasted(string), isTyping: false)
  }
}
