import Foundation

/// What a text view scrolls: its text laid out in lines, the selection behind it and the caret.
@MainActor
final class TextViewContentView: UIView {
  weak var textView: UITextView?

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let textView else { return }
    let width = textView.lineWidth(inViewOf: bounds.width)
    let layout = textView.layout(width: width)
    let origin = textView.textOrigin
    let editor = textView.editor
    if textView.isFirstResponder, !editor.selection.isEmpty {
      let color = textView.tintColor.withAlphaComponent(0.25)
      for area in selectionRects(editor.selection, in: textView) {
        context.fill(area, color: color)
      }
    }
    layout.draw(
      in: CGRect(x: origin.x, y: origin.y, width: width, height: layout.size.height),
      context: &context)
    if textView.isEditing, editor.selection.isEmpty, textView.caretBlink.isVisible {
      let caret = textView.caretRect(at: editor.caret)
      context.fill(
        CGRect(
          x: caret.minX.rounded(), y: caret.minY, width: TextFieldContentView.caretWidth,
          height: caret.height), color: textView.tintColor, cornerRadius: 1)
    }
  }

  /// The selection's areas, a line at a time: from its start to each line's end, whole lines,
  /// then to its end.
  private func selectionRects(_ selection: Range<Int>, in textView: UITextView) -> [CGRect] {
    let start = textView.caretRect(at: selection.lowerBound)
    let end = textView.caretRect(at: selection.upperBound)
    let left = textView.textOrigin.x
    let right = bounds.width - textView.textContainerInset.right - UITextView.lineFragmentPadding
    guard start.minY < end.minY else {
      return [
        CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)
      ]
    }
    return [
      CGRect(x: start.minX, y: start.minY, width: right - start.minX, height: start.height),
      CGRect(x: left, y: start.maxY, width: right - left, height: end.minY - start.maxY),
      CGRect(x: left, y: end.minY, width: end.minX - left, height: end.height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }
}
