import Foundation

/// Drawing a layout: each line at its indent and alignment, each run in its style (the
/// background behind, the shadow and the text, the underline and the line through, or an
/// attachment's image).
extension AttributedTextLayout {
  /// How far `line` starts from the left of a `width` wide area: its indent, and its alignment.
  func origin(of line: Line, width: CGFloat) -> CGFloat {
    let free = width - line.indent - line.width
    switch line.alignment.resolved(for: direction) {
    case .center: return line.indent + free / 2
    case .right: return line.indent + free
    case .left, .natural, .justified: return line.indent
    }
  }

  /// Draws the lines from the top of `rect`, each aligned within it.
  func draw(in rect: CGRect, context: inout DrawingContext) {
    for line in lines {
      let origin = CGPoint(
        x: rect.minX + origin(of: line, width: rect.width), y: rect.minY + line.top)
      let baseline = origin.y + line.baseline
      for run in line.runs {
        draw(
          run, at: CGPoint(x: origin.x + run.x, y: baseline), line: line, top: origin.y,
          in: &context)
      }
    }
  }

  /// Draws `run` with its pen at `pen` on the baseline.
  private func draw(
    _ run: Run, at pen: CGPoint, line: Line, top: CGFloat, in context: inout DrawingContext
  ) {
    let style = run.style
    if let background = style.background {
      context.fill(
        CGRect(x: pen.x, y: top, width: run.width, height: line.height), color: background)
    }
    let baseline = pen.y - style.baselineOffset
    if let attachment = style.attachment {
      let place = attachment.placement
      if let image = attachment.image {
        for index in 0..<run.text.count {
          let x = pen.x + CGFloat(index) * place.width
          context.draw(
            image,
            in: CGRect(
              x: x + place.minX, y: baseline - place.maxY, width: place.width, height: place.height)
          )
        }
      }
      return
    }
    let ascent = measurer.ascent(of: style.font)
    let height = measurer.size(of: "X", font: style.font).height
    func drawText(offset: CGSize, color: UIColor) {
      if style.kern == 0 {
        context.draw(
          run.text,
          in: CGRect(
            x: pen.x + offset.width, y: baseline - ascent + offset.height, width: run.width,
            height: height), font: style.font, color: color, alignment: .left)
        return
      }
      var x = pen.x + offset.width
      for character in run.text {
        let text = String(character)
        let advance = measurer.size(of: text, font: style.font).width
        context.draw(
          text,
          in: CGRect(
            x: x, y: baseline - ascent + offset.height, width: advance, height: height),
          font: style.font, color: color, alignment: .left)
        x += advance + style.kern
      }
    }
    if let shadow = style.shadow {
      let color = shadow.shadowColor as? UIColor ?? UIColor.black.withAlphaComponent(1 / 3)
      drawText(offset: shadow.shadowOffset, color: color)
    }
    drawText(offset: .zero, color: style.color)
    let thickness = max(1, (style.font.pointSize / 14).rounded())
    if let underline = style.underline {
      let lines = underline.style.contains(.double) ? 2 : 1
      let weight = underline.style.contains(.thick) ? thickness * 2 : thickness
      for index in 0..<lines {
        context.fill(
          CGRect(
            x: pen.x, y: baseline + thickness * 2 + CGFloat(index) * weight * 2, width: run.width,
            height: weight), color: underline.color)
      }
    }
    if let strikethrough = style.strikethrough {
      let weight = strikethrough.style.contains(.thick) ? thickness * 2 : thickness
      context.fill(
        CGRect(
          x: pen.x, y: baseline - ascent * 0.35 - weight / 2, width: run.width, height: weight),
        color: strikethrough.color)
    }
  }
}
