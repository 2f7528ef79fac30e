import Foundation

/// How a paragraph is laid out, as UIKit's `NSParagraphStyle`: its alignment and where its
/// lines break (the text attributes' `.paragraphStyle`).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  var storedAlignment = NSTextAlignment.natural
  var storedLineBreakMode = NSLineBreakMode.byWordWrapping

  /// How the lines are aligned; `.natural` by default.
  open var alignment: NSTextAlignment { storedAlignment }
  /// How lines break and text that does not fit is shortened; `.byWordWrapping` by default.
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

  /// The style of text without one: natural alignment, word wrapping.
  public static let `default` = NSParagraphStyle()
}

/// A paragraph style to set up.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }

  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
}

extension NSAttributedString.Key {
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

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
    guard let context = UIGraphicsGetCurrentContext(), !rect.isEmpty else { return }
    var drawing = DrawingContext(transform: .identity, alpha: 1, clip: nil)
    label.draw(rect, in: &drawing)
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
  /// The attributes of the text's first character: one style for the whole text is drawn.
  private var leadingAttributes: [NSAttributedString.Key: Any] {
    length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
  }

  /// Draws the text on one line with its top left at `point`, all in its first character's style.
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    AttributedTextDrawing.draw(string, at: point, attributes: leadingAttributes)
  }

  /// Draws the text wrapped to `rect`'s width from its top, clipped to `rect`, all in its first
  /// character's style.
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    AttributedTextDrawing.draw(string, in: rect, attributes: leadingAttributes)
  }

  /// The size of the text on one line, all in its first character's style.
  @preconcurrency @MainActor public func size() -> CGSize {
    AttributedTextDrawing.size(of: string, attributes: leadingAttributes)
  }

  /// The rectangle, from (0, 0), of the text wrapped to `size`'s width, all in its first
  /// character's style; `options` are ignored.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    string.boundingRect(
      with: size, options: options, attributes: leadingAttributes, context: context)
  }
}
