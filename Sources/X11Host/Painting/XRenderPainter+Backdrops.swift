import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Materials: what the frame has painted behind an area, blurred (see `BackdropBlur`).
extension XRenderPainter {
  /// The blurred area, through its rounded outline if it has one. The planner has the whole
  /// area repainted whenever any of it is (see `Damage.region(_:withBackdrops:)`), so all
  /// of it holds this frame's pixels when it is read.
  func draw(_ backdrop: BackdropDrawing, command: DrawCommand, buffer: PaintSurface) {
    let transform = command.transform
    var area = DeviceGeometry.intersection(
      backdrop.rect.applying(transform).integral, Self.whole(buffer))
    if let clip = command.clip {
      area = DeviceGeometry.intersection(area, DeviceGeometry.snap(clip))
    }
    guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
    // A blur wider than this looks the same: the material is one colour.
    let sigma = min(backdrop.blurRadius * sqrt(abs(transform.determinant)), 256)
    // Read without the clip painting keeps on the surface.
    var attributes = XRenderPictureAttributes()
    attributes.clip_mask = 0
    XRenderChangePicture(display, buffer.picture.raw, UInt(CPClipMask), &attributes)
    currentClip = .none
    let blurred = backdropBlur.blurred(
      buffer.picture.raw, area: area, sigma: max(sigma, 0),
      tint: backdrop.tint.map { Self.renderColor($0, alpha: 1) }, alpha: command.alpha)
    setClip(command.clip, on: buffer)
    if let outline = backdrop.outline {
      composite(
        XPictureID(raw: blurred),
        through: ShapeMask(path: outline, rule: .winding, transform: transform), buffer: buffer)
      return
    }
    // Opaque, the blurred pixels replace what they blur.
    let op = command.alpha >= 0.999 ? PictOpSrc : PictOpOver
    XRenderComposite(
      display, Int32(op), blurred, 0, buffer.picture.raw, Int32(area.minX), Int32(area.minY), 0,
      0, Int32(area.minX), Int32(area.minY), UInt32(area.width), UInt32(area.height))
  }
}
