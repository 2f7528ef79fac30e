import Foundation

/// How text is measured for drawing in a rectangle, as UIKit's.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Measures the text as lines from the rectangle's origin (always so here).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Uses the font's leading between lines (ignored here).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Ends the last line that fits with an ellipsis (ignored here).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What drawing text in a rectangle reports, as UIKit's (nothing is reported here).
open class NSStringDrawingContext: NSObject {}

/// Text drawn into the current context with attributes (`.font`, `.foregroundColor`,
/// `.paragraphStyle`), laid out as a label lays it out.
@MainActor
enum AttributedTextDrawing {
  /// UIKit's font for text drawn without one.
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// A label holding `text` as `attributes` style it, wrapping if `wraps`.
  static func label(
    _ text: String, attributes: [NSAttributedString.Key: Any]?, wraps: Bool
  ) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = attributes?[.font] as? UIFont ?? defaultFont
    label.textColor = attributes?[.foregroundColor] as? UIColor ?? .black
    label.numberOfLines = wraps ? 0 : 1
    if let style = attributes?[.paragraphStyle] as? NSParagraphStyle {
      label.textAlignment = style.alignment
      if wraps || style.lineBreakMode != .byWordWrapping {
        label.lineBreakMode = style.lineBreakMode
      }
    }
    return label
  }

  /// The text's size on one line.
  static func size(of text: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    label(text, attributes: attributes, wraps: false).intrinsicContentSize
  }

  /// The size of the text wrapped to `size`'s width.
  static func boundingSize(
    of text: String, fitting size: CGSize, attributes: [NSAttributedString.Key: Any]?
  ) -> CGSize {
    label(text, attributes: attributes, wraps: true).intrinsicSize(forWidth: size.width)
  }

  /// Draws the text on one line with its top left at `point`.
  static func draw(_ text: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
    let label = label(text, attributes: attributes, wraps: false)
    draw(label, in: CGRect(origin: point, size: label.intrinsicContentSize))
  }

  /// Draws the text wrapped to `rect`'s width from its top, clipped to it.
  static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
    let label = label(text, attributes: attributes, wraps: true)
    let height = min(label.intrinsicSize(forWidth: rect.width).height, rect.height)
    draw(label, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: height))
  }

  private static func draw(_ label: UILabel, in rect: CGRect) {
    record(in: rect) { label.draw(rect, in: &$0) }
  }

  /// Draws `layout`'s lines from the top of `rect`, clipped to it.
  static func draw(_ layout: AttributedTextLayout, in rect: CGRect) {
    record(in: rect) { layout.draw(in: rect, context: &$0) }
  }

  /// Records what `draw` draws into the current context, clipped to `rect`.
  private static func record(in rect: CGRect, _ draw: (inout DrawingContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext(), !rect.isEmpty else { return }
    var drawing = DrawingContext(transform: .identity, alpha: 1, clip: nil)
    draw(&drawing)
    context.saveGState()
    context.clip(to: rect)
    context.record(drawing.commands, placedBy: .identity)
    context.restoreGState()
  }
}

extension NSString {
  /// Draws the string on one line with its top left at `point`, styled by `attrs`.
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    String(describing: self).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string wrapped to `rect`'s width from its top, clipped to `rect`, styled by `attrs`.
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    String(describing: self).draw(in: rect, withAttributes: attrs)
  }

  /// The size of the string on one line, styled by `attrs`.
  @preconcurrency @MainActor public func size(
    withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  )
    -> CGSize
  {
    String(describing: self).size(withAttributes: attrs)
  }

  /// The rectangle, from (0, 0), of the string wrapped to `size`'s width. `options` are ignored:
  /// the text always wraps, as with `.usesLineFragmentOrigin`.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    String(describing: self).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension String {
  /// Draws the string on one line with its top left at `point`, styled by `attrs`.
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    AttributedTextDrawing.draw(self, at: point, attributes: attrs)
  }

  /// Draws the string wrapped to `rect`'s width from its top, clipped to `rect`, styled by `attrs`.
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    AttributedTextDrawing.draw(self, in: rect, attributes: attrs)
  }

  /// The size of the string on one line, styled by `attrs`.
  @preconcurrency @MainActor public func size(
    withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) -> CGSize {
    AttributedTextDrawing.size(of: self, attributes: attrs)
  }

  /// The rectangle, from (0, 0), of the string wrapped to `size`'s width. `options` are ignored:
  /// the text always wraps, as with `.usesLineFragmentOrigin`.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    CGRect(
      origin: .zero,
      size: AttributedTextDrawing.boundingSize(of: self, fitting: size, attributes: attributes))
  }
}

extension NSAttributedString {
  /// The text laid out within `width`, in UIKit's font and colour where it names none.
  @MainActor private func layout(width: CGFloat) -> AttributedTextLayout {
    AttributedTextLayout(
      AttributedTextLayout.Snapshot(self), width: width, font: AttributedTextDrawing.defaultFont,
      color: .black)
  }

  /// Draws the text from `point`, its lines broken only where it breaks them, every run in
  /// its own style.
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    let layout = layout(width: .greatestFiniteMagnitude)
    AttributedTextDrawing.draw(layout, in: CGRect(origin: point, size: layout.size))
  }

  /// Draws the text wrapped to `rect`'s width from its top, clipped to `rect`, every run in its
  /// own style.
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    AttributedTextDrawing.draw(layout(width: rect.width), in: rect)
  }

  /// The size of the text, its lines broken only where it breaks them.
  @preconcurrency @MainActor public func size() -> CGSize {
    layout(width: .greatestFiniteMagnitude).size
  }

  /// The rectangle, from (0, 0), of the text wrapped to `size`'s width; `options` are ignored
  /// (it is measured as with `.usesLineFragmentOrigin`).
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    CGRect(origin: .zero, size: layout(width: size.width).size)
  }
}
