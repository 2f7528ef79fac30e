import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Text, through Xft.
extension XRenderPainter {
  /// Draws `text` in `rect` with `font`, as the fonts place it.
  func draw(
    _ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment,
    command: DrawCommand, buffer: PaintSurface
  ) {
    guard let textDraw = buffer.textDraw,
      rect.applying(command.transform).intersects(Self.bounds(of: buffer)),
      let placement = fonts.placement(
        of: text, in: rect, font: font, alignment: alignment, transform: command.transform)
    else { return }
    let premultiplied = Self.renderColor(color, alpha: command.alpha)
    var xftColor = XftColor(pixel: 0, color: premultiplied)
    let utf8 = Array(text.utf8)
    XftDrawStringUtf8(
      textDraw, &xftColor, placement.font, Int32(DeviceGeometry.pixel(placement.x)),
      Int32(DeviceGeometry.pixel(placement.baseline)), utf8, Int32(utf8.count))
  }
}
