import Foundation

/// Text, as UIKit's UILabel: one line by default, or wrapped between words over
/// `numberOfLines` lines (0: as many as it takes), the block centred vertically.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  // What drawing reads every frame is `@exclusivity(unchecked)`, as `UIView`'s properties
  // are (see there).
  /// The text shown (nil: none).
  @exclusivity(unchecked) open var text: String? {
    didSet {
      styledText = nil
      styledSnapshot = nil
      contentDidChange()
    }
  }

  /// The text shown with its styles: fonts, colours, paragraph styles, underlines and every
  /// other attribute UIKit draws, run by run. Reading it without one set gives the text in the
  /// label's font and colour; setting `text` clears it.
  open var attributedText: NSAttributedString? {
    get {
      styledText
        ?? text.map { text in
          let style = NSMutableParagraphStyle()
          style.alignment = textAlignment
          style.lineBreakMode = lineBreakMode
          return NSAttributedString(
            string: text,
            attributes: [
              .font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style,
            ])
        }
    }
    set {
      let copied = newValue.map { NSAttributedString(attributedString: $0) }
      text = copied?.string
      styledText = copied
      styledSnapshot = copied.map(AttributedTextLayout.Snapshot.init)
    }
  }
  /// A copy of the attributed text set (nil: plain text, or none), and its runs as the label
  /// lays them out.
  @exclusivity(unchecked) private var styledText: NSAttributedString?
  @exclusivity(unchecked) private var styledSnapshot: AttributedTextLayout.Snapshot?
  /// The text's font (nil sets the default back, as UIKit's).
  public var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? Self.defaultFont
      contentDidChange()
    }
  }
  @exclusivity(unchecked) private var storedFont = UILabel.defaultFont
  private static let defaultFont = UIFont.systemFont(ofSize: 17)
  /// The most lines to show; 0 for no limit. The last one is shortened as `lineBreakMode`
  /// says when the text needs more.
  @exclusivity(unchecked) public var numberOfLines = 1 { didSet { contentDidChange() } }
  /// Whether a preferred or scaled font (`preferredFont(forTextStyle:)`,
  /// `UIFontMetrics.scaledFont(for:)`) follows the user's text size as it changes.
  public var adjustsFontForContentSizeCategory = false
  /// The width a wrapping label's intrinsic size is measured for; 0 for its own width.
  public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }
  /// The text's colour (nil sets the default back, as UIKit's).
  public var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      // Attributed text is laid out with the colour where it names none.
      if styledText != nil { contentVersion &+= 1 }
      UIApplication.shared.setNeedsDisplay()
    }
  }
  @exclusivity(unchecked) private var storedTextColor = UIColor.label
  /// How the lines align horizontally (default `.natural`: the leading edge).
  @exclusivity(unchecked) public var textAlignment = NSTextAlignment.natural {
    didSet {
      if styledText != nil { contentVersion &+= 1 }
      UIApplication.shared.setNeedsDisplay()
    }
  }
  /// How text wider than the label is shortened.
  @exclusivity(unchecked) public var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet {
      contentVersion &+= 1
      UIApplication.shared.setNeedsDisplay()
    }
  }

  /// A label ignores touches by default, as in UIKit, so it does not swallow taps meant for
  /// what lies beneath it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) { nil }

  override func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
    guard adjustsFontForContentSizeCategory, storedFont.scaling != nil else { return }
    font = storedFont.adjusted(to: category)
  }

  private func contentDidChange() {
    contentVersion &+= 1
    invalidateIntrinsicContentSize()
    UIApplication.shared.setNeedsDisplay()
  }

  private var measurer: TextMeasuring { UIApplication.shared.environment.textMeasurer }

  /// Whether the text wraps over more than one line.
  var wraps: Bool { numberOfLines != 1 }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if styledText != nil {
      return styledLayout(width: wraps ? size.width : .greatestFiniteMagnitude).size
    }
    return wraps ? intrinsicSize(forWidth: size.width) : measurer.size(of: text ?? "", font: font)
  }

  /// The text's size on one line, or, wrapping, for `preferredMaxLayoutWidth` (else the
  /// label's width).
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    guard wraps || styledText != nil else {
      // Whole points, rounded up, as UIKit's text sizes.
      let size = measurer.size(of: text, font: font)
      return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
    let width =
      preferredMaxLayoutWidth > 0
      ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
    return intrinsicSize(forWidth: width)
  }

  /// The size of the text wrapped to `width`: its widest line, and its lines' height.
  func intrinsicSize(forWidth width: CGFloat) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    if styledText != nil {
      let size = styledLayout(width: wraps ? width : .greatestFiniteMagnitude).size
      return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
    let lines = wrappedText(width: width)
    let widest = lines.map(\.width).max() ?? 0
    return CGSize(
      width: widest.rounded(.up), height: (CGFloat(lines.count) * lineHeight).rounded(.up))
  }

  private var lineHeight: CGFloat { measurer.size(of: "X", font: font).height }

  /// How far the first line's baseline lies below the label's top, at its intrinsic height.
  var firstBaselineOffset: CGFloat { measurer.ascent(of: font) }

  /// How far the last line's baseline lies above the label's bottom, at its intrinsic height.
  var lastBaselineOffsetFromBottom: CGFloat { lineHeight - measurer.ascent(of: font) }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let text, !text.isEmpty else { return }
    if styledText != nil {
      var layout = styledLayout(width: rect.width)
      layout.direction = effectiveUserInterfaceLayoutDirection
      // The block centred vertically, as the plain text's.
      let top = max(rect.minY, rect.midY - layout.size.height / 2)
      layout.draw(
        in: CGRect(x: rect.minX, y: top, width: rect.width, height: layout.size.height),
        context: &context)
      return
    }
    guard wraps else {
      context.draw(
        singleLine(width: rect.width), in: rect, font: font, color: textColor,
        alignment: drawnAlignment)
      return
    }
    let lines = wrappedText(width: rect.width)
    let height = lineHeight
    var y = max(rect.minY, rect.midY - CGFloat(lines.count) * height / 2)
    for line in lines {
      context.draw(
        line.text, in: CGRect(x: rect.minX, y: y, width: rect.width, height: height), font: font,
        color: textColor, alignment: drawnAlignment)
      y += height
    }
  }

  /// What a wrap or a single line depends on: the text, font, number of lines, line break
  /// mode and preferred width (as `contentVersion`, which each of them changes), the width and the
  /// measurer. Comparing a version, not the text, keeps a frame of many labels cheap.
  private struct WrapKey {
    let contentVersion: Int
    let width: CGFloat
    let measurer: TextMeasuring

    func matches(_ other: WrapKey) -> Bool {
      contentVersion == other.contentVersion && width == other.width
        && measurer === other.measurer
    }
  }

  /// Changes whenever the text, font, number of lines, line break mode or preferred maximum
  /// layout width is set.
  @exclusivity(unchecked) private var contentVersion = 0

  /// The last wrap: layout asks for the same lines several times (intrinsic size, fitting,
  /// the wrapped height for the solved width), and drawing again each frame.
  @exclusivity(unchecked) private var lastWrap: (key: WrapKey, lines: [WrappedLine])?

  /// A line of a wrap, and how wide it is (the sum of its pieces': lines are not measured
  /// again).
  private struct WrappedLine {
    var text: String
    var width: CGFloat
  }

  /// The attributed text laid out at `width` (kept for the width, as the plain text's wrap).
  private func styledLayout(width: CGFloat) -> AttributedTextLayout {
    let key = WrapKey(contentVersion: contentVersion, width: width, measurer: measurer)
    if let lastStyledLayout, lastStyledLayout.key.matches(key) { return lastStyledLayout.layout }
    let layout = AttributedTextLayout(
      styledSnapshot ?? AttributedTextLayout.Snapshot(NSAttributedString(string: "")),
      width: width,
      numberOfLines: numberOfLines, font: storedFont, color: storedTextColor,
      alignment: textAlignment, lineBreakMode: lineBreakMode, measurer: measurer)
    lastStyledLayout = (key, layout)
    return layout
  }

  /// The alignment drawn: `natural` at the leading edge of the label's direction.
  private var drawnAlignment: NSTextAlignment {
    textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection)
  }

  @exclusivity(unchecked) private var lastStyledLayout:
    (key: WrapKey, layout: AttributedTextLayout)?

  /// The last single line drawn: measuring it again each frame costs.
  @exclusivity(unchecked) private var lastLine: (key: WrapKey, line: String)?

  /// The text on one line, shortened to `width` as `lineBreakMode` says.
  private func singleLine(width: CGFloat) -> String {
    let key = WrapKey(contentVersion: contentVersion, width: width, measurer: measurer)
    if let lastLine, lastLine.key.matches(key) { return lastLine.line }
    let line = fitted(text ?? "", width: width)
    lastLine = (key, line)
    return line
  }

  /// The text broken into lines no wider than `width`: between words (or characters, with
  /// `.byCharWrapping`), at its own line breaks, and at most `numberOfLines` of them, the
  /// last one shortened if the text goes on.
  private func wrappedText(width: CGFloat) -> [WrappedLine] {
    let key = WrapKey(contentVersion: contentVersion, width: width, measurer: measurer)
    if let lastWrap, lastWrap.key.matches(key) { return lastWrap.lines }
    let lines = breakLines(width: width)
    lastWrap = (key, lines)
    return lines
  }

  /// The text cut where its lines may break (by Unicode's rules, or with `.byCharWrapping`
  /// between characters), paragraph by paragraph, each piece with its width: kept for
  /// `contentVersion` and the measurer, so that a label whose width changes (every frame of
  /// an animation) breaks its lines again by adding widths, without measuring.
  private struct MeasuredText {
    let contentVersion: Int
    let measurer: TextMeasuring
    let paragraphs: [[MeasuredPiece]]
  }

  /// A piece between two places a line may break: its text, the width of what it shows, and
  /// the width of the spaces it ends with (which hang past the end of a line).
  private struct MeasuredPiece {
    /// The piece, spaces included.
    let text: Substring
    /// Where what it shows ends: its spaces follow.
    let shownEnd: String.Index
    let width: CGFloat
    let trailingWidth: CGFloat
  }

  @exclusivity(unchecked) private var measuredText: MeasuredText?

  private func measured() -> MeasuredText {
    let measurer = self.measurer
    if let measuredText, measuredText.contentVersion == contentVersion,
      measuredText.measurer === measurer
    {
      return measuredText
    }
    let font = storedFont
    let byCharacter = lineBreakMode == .byCharWrapping
    var paragraphs: [[MeasuredPiece]] = []
    for paragraph in (text ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
      let pieces =
        byCharacter
        ? paragraph.indices.map { paragraph[$0...$0] } : LineBreaks.pieces(of: paragraph)
      paragraphs.append(
        pieces.map { piece in
          var shownEnd = piece.endIndex
          while shownEnd > piece.startIndex, piece[piece.index(before: shownEnd)].isWhitespace {
            shownEnd = piece.index(before: shownEnd)
          }
          let spaces = piece[shownEnd...]
          return MeasuredPiece(
            text: piece, shownEnd: shownEnd,
            width: measurer.size(of: String(piece[..<shownEnd]), font: font).width,
            trailingWidth: spaces.isEmpty ? 0 : measurer.size(of: String(spaces), font: font).width)
        })
    }
    let made = MeasuredText(
      contentVersion: contentVersion, measurer: measurer, paragraphs: paragraphs)
    measuredText = made
    return made
  }

  private func breakLines(width: CGFloat) -> [WrappedLine] {
    // Widths add up (TextMeasuring's contract): a line's is the sum of its pieces'. A line is a
    // stretch of the text: where it starts, where what it shows ends, and where it ends.
    let text = measured()
    let whole = self.text ?? ""
    // Each line, and what goes between it and the next when they are joined again.
    var lines: [(line: WrappedLine, joiner: String)] = []
    for paragraph in text.paragraphs {
      var start: String.Index?
      var (shownEnd, end) = (whole.startIndex, whole.startIndex)
      var lineWidth: CGFloat = 0
      var trailingWidth: CGFloat = 0
      func endLine() {
        let shown = start.map { String(whole[$0..<shownEnd]) } ?? ""
        lines.append((WrappedLine(text: shown, width: lineWidth), shownEnd < end ? " " : ""))
        start = nil
      }
      for piece in paragraph {
        if start != nil, lineWidth + trailingWidth + piece.width <= width {
          lineWidth += trailingWidth + piece.width
          (shownEnd, end, trailingWidth) = (
            piece.shownEnd, piece.text.endIndex, piece.trailingWidth
          )
          continue
        }
        if start != nil { endLine() }
        start = piece.text.startIndex
        if piece.width <= width {
          lineWidth = piece.width
        } else {
          // A word wider than the line breaks between its characters.
          lineWidth = 0
          for index in piece.text[..<piece.shownEnd].indices {
            let characterWidth = measurer.size(of: String(piece.text[index]), font: font).width
            if index > piece.text.startIndex, lineWidth + characterWidth > width {
              (shownEnd, end) = (index, index)
              endLine()
              (start, lineWidth) = (index, 0)
            }
            lineWidth += characterWidth
          }
        }
        (shownEnd, end, trailingWidth) = (piece.shownEnd, piece.text.endIndex, piece.trailingWidth)
      }
      endLine()
      lines[lines.count - 1].joiner = " "
    }
    guard numberOfLines > 0, lines.count > numberOfLines else { return lines.map(\.line) }
    var kept = lines.prefix(numberOfLines).map(\.line)
    let rest = lines.dropFirst(numberOfLines - 1).map { $0.line.text + $0.joiner }.joined()
    // The last line says that the text goes on, as UIKit's.
    let mode =
      [.byWordWrapping, .byCharWrapping, .byClipping].contains(lineBreakMode)
      ? NSLineBreakMode.byTruncatingTail : lineBreakMode
    let last = fitted(rest.trimmingCharacters(in: .whitespaces), width: width, mode: mode)
    kept[kept.count - 1] = WrappedLine(text: last, width: measurer.size(of: last, font: font).width)
    return kept
  }

  /// `text`, shortened with an ellipsis as `mode` says when wider than `width`.
  func fitted(_ text: String, width: CGFloat, mode: NSLineBreakMode? = nil) -> String {
    let mode = mode ?? lineBreakMode
    func fits(_ candidate: String) -> Bool {
      measurer.size(of: candidate, font: font).width <= width
    }
    let clips = [.byClipping, .byWordWrapping, .byCharWrapping].contains(mode)
    guard !clips, !fits(text) else { return text }
    let characters = Array(text)
    func shortened(keeping count: Int) -> String {
      switch mode {
      case .byTruncatingHead:
        return "…" + String(characters.suffix(count))
      case .byTruncatingMiddle:
        let head = (count + 1) / 2
        return String(characters.prefix(head)) + "…" + String(characters.suffix(count - head))
      case .byTruncatingTail, .byClipping, .byWordWrapping, .byCharWrapping:
        return String(characters.prefix(count)) + "…"
      }
    }
    // The longest shortening that fits: fewer characters kept never makes the text wider.
    var lower = 0
    var upper = characters.count - 1
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      if fits(shortened(keeping: middle)) { lower = middle } else { upper = middle - 1 }
    }
    return shortened(keeping: lower)
  }

  // MARK: Accessibility

  /// A label is an element, as in UIKit.
  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The label set, else the text.
  open override var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? text }
    set { super.accessibilityLabel = newValue }
  }

  /// Static text, unless set.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? .staticText }
    set { super.accessibilityTraits = newValue }
  }
}
