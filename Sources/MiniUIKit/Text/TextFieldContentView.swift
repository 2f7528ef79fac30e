import Foundation

/// What a text field shows inside its frame: the text (or the placeholder), the selection and
/// the caret, scrolled sideways to keep the caret in view and clipped to the text's
/// rectangle.
@MainActor
final class TextFieldContentView: UIView {
  weak var field: UITextField?

  /// How far the text is scrolled left, to keep the caret in view.
  private var scrollOffset: CGFloat = 0
  /// Where each character boundary lies from the text's start, for the text shown and font
  /// measured; nil when the text changed since.
  private var measuredOffsets: (font: UIFont, offsets: [CGFloat])?

  /// The caret's width, as iOS's.
  static let caretWidth: CGFloat = 2

  /// The text as drawn: bullets for a secure field.
  var displayText: String {
    guard let field else { return "" }
    return field.isSecureTextEntry
      ? String(repeating: "•", count: field.editor.characters.count) : field.editor.text
  }

  func textDidChange() {
    measuredOffsets = nil
    setNeedsDisplay()
  }

  /// The font the text is drawn in: the field's, made smaller to fit when it asks.
  private var drawnFont: UIFont {
    guard let field, let font = field.font else { return .systemFont(ofSize: 17) }
    guard field.adjustsFontSizeToFitWidth, bounds.width > 0 else { return font }
    let width = field.measurer.size(of: displayText, font: font).width
    guard width > bounds.width else { return font }
    let smallest = max(field.minimumFontSize, 1)
    return font.withSize(max((font.pointSize * bounds.width / width).rounded(.down), smallest))
  }

  /// The offsets of the character boundaries from the start of the text, 0 first.
  private func offsets(font: UIFont) -> [CGFloat] {
    if let measuredOffsets, measuredOffsets.font == font { return measuredOffsets.offsets }
    guard let measurer = field?.measurer else { return [0] }
    // Widths add up (TextMeasuring's contract): each character is measured once.
    var offsets: [CGFloat] = [0]
    var x: CGFloat = 0
    for character in displayText {
      x += measurer.size(of: String(character), font: font).width
      offsets.append(x)
    }
    measuredOffsets = (font, offsets)
    return offsets
  }

  /// Where the text starts, in this view: aligned while it fits, else scrolled to keep the
  /// caret in view.
  private func textOrigin(width textWidth: CGFloat, caretX: CGFloat) -> CGFloat {
    let available = bounds.width
    guard textWidth + Self.caretWidth > available else {
      scrollOffset = 0
      return alignedOrigin(width: textWidth)
    }
    if caretX - scrollOffset > available - Self.caretWidth {
      scrollOffset = caretX - available + Self.caretWidth
    } else if caretX < scrollOffset {
      scrollOffset = caretX
    }
    scrollOffset = min(max(scrollOffset, 0), textWidth + Self.caretWidth - available)
    return -scrollOffset
  }

  /// Where a line `width` wide starts as the field's alignment places it, room left for the
  /// caret at its end.
  private func alignedOrigin(width: CGFloat) -> CGFloat {
    let direction = field?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    switch (field?.textAlignment ?? .natural).resolved(for: direction) {
    case .center: return ((bounds.width - width) / 2).rounded()
    case .right: return bounds.width - width - Self.caretWidth
    case .left, .natural, .justified: return 0
    }
  }

  /// The character boundary nearest `point` (in this view).
  func characterOffset(at point: CGPoint) -> Int {
    let font = drawnFont
    let offsets = offsets(font: font)
    let caretX = offsets[min(field?.editor.caret ?? 0, offsets.count - 1)]
    let x = point.x - textOrigin(width: offsets.last ?? 0, caretX: caretX)
    var nearest = 0
    for (index, offset) in offsets.enumerated() where abs(offset - x) < abs(offsets[nearest] - x) {
      nearest = index
    }
    return nearest
  }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let field else { return }
    let font = drawnFont
    if field.editor.characters.isEmpty {
      drawPlaceholder(in: &context)
      drawCaret(at: textOrigin(width: 0, caretX: 0), font: font, in: &context)
      return
    }
    let offsets = offsets(font: font)
    let editor = field.editor
    let origin = textOrigin(width: offsets.last ?? 0, caretX: offsets[editor.caret])
    if field.isEditing, !editor.selection.isEmpty {
      let start = offsets[editor.selection.lowerBound]
      let end = offsets[editor.selection.upperBound]
      context.fill(
        lineRect(x: origin + start, width: end - start, font: font),
        color: field.tintColor.withAlphaComponent(0.25))
    }
    context.draw(
      displayText,
      in: CGRect(x: origin, y: 0, width: (offsets.last ?? 0) + 1, height: bounds.height),
      font: font, color: field.textColor ?? .label, alignment: .left)
    if field.isEditing, editor.selection.isEmpty, field.caretBlink.isVisible {
      drawCaret(at: origin + offsets[editor.caret], font: font, in: &context)
    }
  }

  /// A line of `font`'s height, centred vertically, from `x` for `width`.
  private func lineRect(x: CGFloat, width: CGFloat, font: UIFont) -> CGRect {
    let height = min(field?.measurer.size(of: "X", font: font).height ?? 0, bounds.height)
    return CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
  }

  private func drawCaret(at x: CGFloat, font: UIFont, in context: inout DrawingContext) {
    guard let field, field.isEditing, field.caretBlink.isVisible else { return }
    let caretX = min(x, bounds.width - Self.caretWidth)
    context.fill(
      lineRect(x: caretX.rounded(), width: Self.caretWidth, font: font), color: field.tintColor,
      cornerRadius: 1)
  }

  private func drawPlaceholder(in context: inout DrawingContext) {
    guard let field, let placeholder = field.attributedPlaceholder, placeholder.length > 0 else {
      return
    }
    let attributes = placeholder.attributes(at: 0, effectiveRange: nil)
    let font = attributes[.font] as? UIFont ?? field.font ?? .systemFont(ofSize: 17)
    let color = attributes[.foregroundColor] as? UIColor ?? .placeholderText
    let width = field.measurer.size(of: placeholder.string, font: font).width
    let origin = alignedOrigin(width: width)
    context.draw(
      placeholder.string, in: CGRect(x: origin, y: 0, width: width + 1, height: bounds.height),
      font: font, color: color, alignment: .left)
  }
}
