import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Text: the glyphs the shaper chose, each in its own font, through Xft.
extension XRenderPainter {
  /// Draws `text` in `rect` with `font`, as the fonts place it.
  func draw(
    _ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment,
    command: DrawCommand, buffer: PaintSurface
  ) {
    let bounds = Self.bounds(of: buffer)
    guard let textDraw = buffer.textDraw,
      rect.applying(command.transform).intersects(bounds),
      let placement = fonts.placement(
        of: text, in: rect, font: font, alignment: alignment, transform: command.transform)
    else { return }
    let premultiplied = Self.renderColor(color, alpha: command.alpha)
    var xftColor = XftColor(pixel: 0, color: premultiplied)
    let x = Int32(DeviceGeometry.pixel(placement.x))
    let baseline = Int32(DeviceGeometry.pixel(placement.baseline))
    // Xft places glyphs at 16-bit positions: those far outside the buffer are left out.
    let reach = Int32(placement.line.ascent + placement.line.descent) * 2
    let visible = (Int32(bounds.minX) - reach)...(Int32(bounds.maxX) + reach)
    let glyphs = placement.line.glyphs.compactMap { glyph -> XftGlyphFontSpec? in
      let glyphX = x + glyph.x
      guard visible.contains(glyphX) else { return nil }
      return XftGlyphFontSpec(
        font: glyph.font, glyph: glyph.index, x: Int16(glyphX),
        y: Int16(clamping: baseline + glyph.y))
    }
    XftDrawGlyphFontSpec(textDraw, &xftColor, glyphs, Int32(glyphs.count))
  }
}
