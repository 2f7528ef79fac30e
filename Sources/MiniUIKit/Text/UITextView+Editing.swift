import Foundation

/// A text view's part in editing (TextEditing.swift): its delegate's say, lines to move up and
/// down through, Return that starts a new line, and links that ask the delegate.
extension UITextView: TextEditing {
  var allowsCopying: Bool { true }

  func shouldChange(_ range: Range<Int>, to string: String) -> Bool {
    isEditable
      && textViewDelegate?.textView(
        self, shouldChangeTextIn: editor.utf16Range(of: range), replacementText: string) ?? true
  }

  func textDidChangeByEditing() {
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  func selectionDidChange() { textViewDelegate?.textViewDidChangeSelection(self) }

  func returnPressed() { replace(editor.selection, with: "\n", isTyping: true) }

  /// The boundary on the line above or below the caret nearest the caret's x.
  func verticalMove(down: Bool) -> Int {
    let caret = caretRect(at: editor.caret)
    let y = down ? caret.maxY + 1 : caret.minY - 1
    let textHeight = layout(width: lineWidth(inViewOf: bounds.width)).size.height
    guard y >= textOrigin.y, y < textOrigin.y + textHeight
    else { return down ? editor.characters.count : 0 }
    return offset(at: CGPoint(x: caret.minX, y: y))
  }

  func characterOffset(at point: CGPoint) -> Int { offset(at: convert(point, to: content)) }

  /// The boundary nearest `point` in the content view.
  private func offset(at point: CGPoint) -> Int {
    let width = lineWidth(inViewOf: bounds.width)
    let layout = layout(width: width)
    let index = layout.index(
      at: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y), width: width)
    return layout.string.distance(from: layout.string.startIndex, to: index)
  }

  func pasted(_ string: String) -> String { string }

  func beginEditingForPress() -> Bool { becomeFirstResponder() }

  func windowFocusDidChange(isFocused: Bool) {
    guard isEditing else { return }
    if isFocused { caretBlink.restart() } else { caretBlink.stop() }
  }

  /// Opens the link under `point` (in this view) unless the delegate says not to, as a
  /// read-only text view does; returns whether there was one.
  func openLink(at point: CGPoint) -> Bool {
    guard !isEditable, isSelectable else { return false }
    // The character under the point: the one before the nearest boundary if that lies right
    // of the point.
    var offset = characterOffset(at: point)
    if offset > 0, caretRect(at: offset).minX > convert(point, to: content).x { offset -= 1 }
    let text = attributedText ?? NSAttributedString(string: "")
    let string = text.string
    let characters = Array(string)
    guard offset < characters.count else { return false }
    let location = string.utf16.distance(
      from: string.startIndex, to: string.index(string.startIndex, offsetBy: offset))
    var range = NSRange(location: 0, length: 0)
    guard let value = text.attribute(.link, at: location, effectiveRange: &range) else {
      return false
    }
    guard let url = value as? URL ?? (value as? String).flatMap(URL.init(string:)) else {
      return false
    }
    let opens =
      textViewDelegate?.textView(
        self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true
    if opens { UIApplication.shared.open(url) }
    return true
  }
}
