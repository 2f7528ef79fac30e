import Foundation

/// An attributed string laid out in lines of styled runs, as a label or text drawing lays it
/// out: lines break by Unicode's rules within `width`, paragraph by paragraph in each
/// paragraph's style (indents, spacing, line heights, alignment), and the last line allowed
/// ends with an ellipsis when the text goes on.
@MainActor
struct AttributedTextLayout {
  /// How a stretch of text is drawn: its attributes, read once.
  struct Style {
    var font: UIFont
    var color: UIColor
    var background: UIColor?
    var kern: CGFloat
    var underline: (style: NSUnderlineStyle, color: UIColor)?
    var strikethrough: (style: NSUnderlineStyle, color: UIColor)?
    var baselineOffset: CGFloat
    var shadow: NSShadow?
    var attachment: NSTextAttachment?

    init(_ attributes: [NSAttributedString.Key: Any], font defaultFont: UIFont, color: UIColor) {
      font = attributes[.font] as? UIFont ?? defaultFont
      let isLink = attributes[.link] != nil
      self.color = attributes[.foregroundColor] as? UIColor ?? (isLink ? .link : color)
      background = attributes[.backgroundColor] as? UIColor
      kern = Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking]) ?? 0
      let textColor = self.color
      func line(_ style: NSAttributedString.Key, _ color: NSAttributedString.Key)
        -> (NSUnderlineStyle, UIColor)?
      {
        guard let raw = Self.number(attributes[style]).map({ Int($0) }), raw != 0 else {
          return nil
        }
        return (NSUnderlineStyle(rawValue: raw), attributes[color] as? UIColor ?? textColor)
      }
      let underline = line(.underlineStyle, .underlineColor)
      let strikethrough = line(.strikethroughStyle, .strikethroughColor)
      self.underline = underline
      self.strikethrough = strikethrough
      baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
      shadow = attributes[.shadow] as? NSShadow
      attachment = attributes[.attachment] as? NSTextAttachment
    }

    /// A number however it was given (`Int`, `Double`, `CGFloat`, `NSNumber`).
    static func number(_ value: Any?) -> CGFloat? {
      switch value {
      case let value as CGFloat: value
      case let value as Double: CGFloat(value)
      case let value as Int: CGFloat(value)
      case let value as NSNumber: CGFloat(value.doubleValue)
      default: nil
      }
    }
  }

  /// A stretch of a line in one style: its text, where it starts from the line's start, and how
  /// wide it is.
  struct Run {
    var text: String
    var style: Style
    var x: CGFloat
    var width: CGFloat
    /// Where its text is in the string laid out (empty for an ellipsis).
    var range: Range<String.Index>
    /// The stretch of the string its style covers: runs of one stretch side by side merge.
    var styleRange: Range<String.Index>
  }

  struct Line {
    var runs: [Run] = []
    /// Where its text is in the string laid out, the spaces it ends with included.
    var range: Range<String.Index>
    /// How wide what it shows is (its spaces at the end hang past it).
    var width: CGFloat = 0
    /// Where it starts from the leading edge: its paragraph's indent.
    var indent: CGFloat = 0
    var alignment = NSTextAlignment.natural
    /// Its top, from the text's top, and its baseline, from its top.
    var top: CGFloat = 0
    var baseline: CGFloat = 0
    var height: CGFloat = 0
  }

  private(set) var lines: [Line] = []
  /// The size the lines take: the widest line (with its indent) and their heights.
  private(set) var size = CGSize.zero

  let measurer: TextMeasuring
  /// The direction of the view that shows it: where `natural` lines align.
  var direction = UIUserInterfaceLayoutDirection.leftToRight
  /// The text laid out.
  let string: String

  /// An attributed string's text and its runs' attributes, read once: what is laid out.
  struct Snapshot {
    var string: String
    var runs: [(range: Range<String.Index>, attributes: [NSAttributedString.Key: Any])] = []

    init(
      string: String,
      runs: [(range: Range<String.Index>, attributes: [NSAttributedString.Key: Any])]
    ) {
      self.string = string
      self.runs = runs
    }

    init(_ text: NSAttributedString) {
      string = text.string
      let string = self.string
      var runs = self.runs
      text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) {
        attributes, range, _ in
        if let swiftRange = Range(range, in: string) { runs.append((swiftRange, attributes)) }
      }
      self.runs = runs
    }

    /// The paragraph style of the character at `index`, if it has one.
    func paragraphStyle(at index: String.Index) -> NSParagraphStyle? {
      runs.first { $0.range.contains(index) }?.attributes[.paragraphStyle] as? NSParagraphStyle
    }
  }

  /// `text` laid out within `width`, in at most `numberOfLines` lines (0: no limit), in
  /// `font`, `color` and `alignment` where its attributes say none (a paragraph style's
  /// alignment is the paragraph's).
  init(
    _ text: Snapshot, width: CGFloat, numberOfLines: Int = 0,
    font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
    lineBreakMode: NSLineBreakMode = .byTruncatingTail,
    measurer: TextMeasuring = UIApplication.shared.environment.textMeasurer
  ) {
    self.measurer = measurer
    string = text.string
    let string = text.string
    let styles = text.runs.map { ($0.range, Style($0.attributes, font: font, color: color)) }
    for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      let ownStyle = text.paragraphStyle(at: paragraph.startIndex)
      let isFirst = paragraph.startIndex == string.startIndex
      layOut(
        paragraph, styles: styles, paragraphStyle: ownStyle ?? .default, isFirst: isFirst,
        width: width, alignment: ownStyle?.alignment ?? alignment,
        defaultStyle: Style([:], font: font, color: color))
    }
    if numberOfLines > 0, lines.count > numberOfLines {
      let rest = lines[numberOfLines - 1]
      lines.removeLast(lines.count - numberOfLines)
      lines[lines.count - 1] = truncated(rest, width: width, mode: lineBreakMode)
    }
    let bottom = lines.last.map { $0.top + $0.height } ?? 0
    size = CGSize(
      width: lines.map { $0.indent + $0.width }.max() ?? 0, height: bottom)
  }

  /// Lays `paragraph` out in lines after those already laid out.
  private mutating func layOut(
    _ paragraph: Substring, styles: [(range: Range<String.Index>, style: Style)],
    paragraphStyle: NSParagraphStyle, isFirst: Bool, width: CGFloat,
    alignment: NSTextAlignment, defaultStyle: Style
  ) {
    var top = lines.last.map { $0.top + $0.height } ?? 0
    if !isFirst { top += paragraphStyle.paragraphSpacingBefore }
    let start = paragraph.startIndex..<paragraph.startIndex
    var line = Line(
      range: start, indent: paragraphStyle.firstLineHeadIndent, alignment: alignment, top: top)
    var trailingWidth: CGFloat = 0
    let pieces =
      paragraphStyle.lineBreakMode == .byCharWrapping
      ? paragraph.indices.map { paragraph[$0...$0] } : LineBreaks.pieces(of: paragraph)
    func endLine() {
      finish(&line, style: paragraphStyle, fallback: defaultStyle)
      lines.append(line)
      line = Line(
        range: line.range.upperBound..<line.range.upperBound,
        indent: paragraphStyle.headIndent, alignment: alignment,
        top: line.top + line.height + paragraphStyle.lineSpacing)
      trailingWidth = 0
    }
    for piece in pieces {
      let runs = measuredRuns(of: piece, styles: styles)
      let shown = runs.reduce(0) { $0 + $1.shownWidth }
      let available = width - line.indent
      if !line.runs.isEmpty, line.width + trailingWidth + shown > available { endLine() }
      // A piece wider than a line of its own breaks between its characters.
      let parts =
        shown > width - line.indent && piece.count > 1
        ? piece.indices.map { piece[$0...$0] } : [piece]
      for part in parts {
        let partRuns = parts.count == 1 ? runs : measuredRuns(of: part, styles: styles)
        let partShown = partRuns.reduce(0) { $0 + $1.shownWidth }
        if !line.runs.isEmpty, line.width + trailingWidth + partShown > width - line.indent {
          endLine()
        }
        var x = line.width + trailingWidth
        for measured in partRuns {
          if line.runs.isEmpty {
            line.range = measured.range.lowerBound..<measured.range.lowerBound
          }
          if let last = line.runs.last, last.styleRange == measured.styleRange,
            last.range.upperBound == measured.range.lowerBound
          {
            // One style's words on a line draw (and are shaped) as one run.
            line.runs[line.runs.count - 1].text += measured.text
            line.runs[line.runs.count - 1].width = x + measured.width - last.x
            line.runs[line.runs.count - 1].range = last.range.lowerBound..<measured.range.upperBound
          } else {
            line.runs.append(
              Run(
                text: measured.text, style: measured.style, x: x, width: measured.width,
                range: measured.range, styleRange: measured.styleRange))
          }
          line.range = line.range.lowerBound..<measured.range.upperBound
          x += measured.width
        }
        line.width += trailingWidth + partShown
        trailingWidth = partRuns.reduce(0) { $0 + $1.width } - partShown
      }
    }
    endLine()
    if paragraphStyle.paragraphSpacing > 0 {
      // The space after the paragraph is the last line's to keep.
      lines[lines.count - 1].height += paragraphStyle.paragraphSpacing
    }
  }

  /// A piece's stretches in one style, each with its width and the width of what it shows
  /// (without the spaces it ends with).
  private func measuredRuns(
    of piece: Substring, styles: [(range: Range<String.Index>, style: Style)]
  ) -> [(
    text: String, style: Style, width: CGFloat, shownWidth: CGFloat, range: Range<String.Index>,
    styleRange: Range<String.Index>
  )] {
    // The styles are in order: from the first that reaches into the piece (found by halves),
    // to the last that starts in it.
    var lower = 0
    var upper = styles.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if styles[middle].range.upperBound <= piece.startIndex {
        lower = middle + 1
      } else {
        upper = middle
      }
    }
    let reaching = styles[lower...].prefix { $0.range.lowerBound < piece.endIndex }
    return reaching.compactMap { styled in
      let range = styled.range.clamped(to: piece.startIndex..<piece.endIndex)
      guard !range.isEmpty else { return nil }
      let text = String(piece[range])
      let shown = text.reversed().drop(while: \.isWhitespace).count
      let width = self.width(of: text, style: styled.style)
      let shownWidth =
        shown == text.count
        ? width : self.width(of: String(text.prefix(shown)), style: styled.style)
      return (text, styled.style, width, shownWidth, range, styled.range)
    }
  }

  /// How wide `text` is in `style`: its characters' advances and kerning, or an attachment's.
  func width(of text: String, style: Style) -> CGFloat {
    if let attachment = style.attachment {
      return CGFloat(text.count) * attachment.placement.width
    }
    return measurer.size(of: text, font: style.font).width + style.kern * CGFloat(text.count)
  }

  /// Sets `line`'s height and baseline from its runs' fonts (or, empty, the paragraph's first
  /// style), as the paragraph style's line heights say.
  private func finish(_ line: inout Line, style: NSParagraphStyle, fallback: Style) {
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    for style in line.runs.isEmpty ? [fallback] : line.runs.map(\.style) {
      if let attachment = style.attachment {
        ascent = max(ascent, attachment.placement.maxY + style.baselineOffset)
        descent = max(descent, -attachment.placement.minY - style.baselineOffset)
        continue
      }
      let fontAscent = measurer.ascent(of: style.font)
      let height = measurer.size(of: "X", font: style.font).height
      ascent = max(ascent, fontAscent + style.baselineOffset)
      descent = max(descent, height - fontAscent - style.baselineOffset)
    }
    var height = ascent + descent
    if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
    if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
    if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
    line.height = height
    // Extra height goes above the text, as TextKit puts it.
    line.baseline = height - descent
  }

  /// `line` (the first left out, with the rest of its paragraph after it in `lines`),
  /// shortened with an ellipsis at its end to fit `width`, in the style of its last run.
  private func truncated(_ line: Line, width: CGFloat, mode: NSLineBreakMode) -> Line {
    guard mode != .byClipping, let last = line.runs.last else { return line }
    let end = line.range.upperBound
    let ellipsis = Run(
      text: "…", style: last.style, x: 0, width: self.width(of: "…", style: last.style),
      range: end..<end, styleRange: end..<end)
    var shortened = line
    /// Drops the last run's spaces at its end, and `count` characters before them.
    func dropLast(_ count: Int) {
      guard let run = shortened.runs.last else { return }
      let kept = String(
        run.text.reversed().drop(while: \.isWhitespace).dropFirst(count)
          .drop(while: \.isWhitespace).reversed())
      shortened.runs[shortened.runs.count - 1].text = kept
      shortened.runs[shortened.runs.count - 1].width = self.width(of: kept, style: run.style)
      if kept.isEmpty, shortened.runs.count > 1 { shortened.runs.removeLast() }
    }
    dropLast(0)
    while let run = shortened.runs.last,
      run.x + run.width + ellipsis.width > width - line.indent, !run.text.isEmpty
    {
      dropLast(1)
    }
    let penEnd = shortened.runs.last.map { $0.x + $0.width } ?? 0
    shortened.runs.append(
      Run(
        text: ellipsis.text, style: ellipsis.style, x: penEnd, width: ellipsis.width,
        range: ellipsis.range, styleRange: ellipsis.range))
    shortened.width = penEnd + ellipsis.width
    return shortened
  }
}
