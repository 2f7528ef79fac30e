import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Blurs what a frame has painted behind a material, on the server, in small pictures, with
/// XRender's bilinear filter alone (pixman's fast paths; its convolution filter is ten times
/// slower): the area is halved until a pixel is about σ wide (each halving the exact average
/// of 2×2 pixels), smoothed there by [1 2 1] tents each way (a bilinear read half a pixel
/// off, then back) for the rest of σ, and drawn into the frame scaled back up. A blur costs
/// about what reading its area once and drawing it once scaled do, whatever σ.
@MainActor
final class BackdropBlur {
  private let connection: X11Connection
  private let drawable: XWindowID
  private var display: OpaquePointer { connection.display }

  /// A scratch picture: which level of halving (or the smallest level's aside), and its
  /// size.
  private struct Slot: Hashable {
    var level: Int
    var isAside: Bool
    var width: Int
    var height: Int
  }

  private struct Scratch {
    var pixmap: Pixmap
    var picture: Picture
    var usedInFrame: Bool
  }

  /// Kept from frame to frame: a material keeps its size.
  private var scratch: [Slot: Scratch] = [:]

  init(connection: X11Connection, drawable: XWindowID) {
    self.connection = connection
    self.drawable = drawable
  }

  /// How many times the area is halved for a blur of σ `sigma` pixels: until a pixel is as
  /// wide as σ, at most 6 times (a 64th).
  static func halvings(forSigma sigma: CGFloat) -> Int {
    var count = 0
    while count < 6, CGFloat(2 << count) <= sigma { count += 1 }
    return count
  }

  /// How many tents smooth the smallest level, each a variance of half a pixel there: what
  /// is left of σ² after the halvings, at least one, at most eight.
  static func smoothings(forSigma sigma: CGFloat, halvings: Int) -> Int {
    let left = sigma / CGFloat(1 << halvings)
    return min(max(Int((2 * left * left).rounded()), 1), 8)
  }

  /// `area` (whole device pixels) of `source` blurred with a Gaussian of about σ `sigma`
  /// pixels, `tint` (premultiplied) laid over it, then faded to `alpha`: a picture whose transform reads it at device
  /// coordinates (with a bilinear filter, to be drawn scaled up), good until the next call.
  /// `source` is read unclipped, and left with no transform, no repeat and a bilinear
  /// filter.
  func blurred(
    _ source: Picture, area: CGRect, sigma: CGFloat, tint: XRenderColor?, alpha: CGFloat
  ) -> Picture {
    let halvings = Self.halvings(forSigma: sigma)
    var sizes = [(width: Int(area.width), height: Int(area.height))]
    for _ in 0..<halvings {
      let last = sizes[sizes.count - 1]
      sizes.append(((last.width + 1) / 2, (last.height + 1) / 2))
    }
    func slot(_ level: Int, aside: Bool = false) -> Picture {
      picture(
        Slot(level: level, isAside: aside, width: sizes[level].width, height: sizes[level].height))
    }
    // Down: the first level read from the source's area (bilinear with no transform samples
    // pixel centres, as nearest does).
    let top = slot(halvings)
    var current = halvings == 0 ? top : slot(1)
    let scale: CGFloat = halvings == 0 ? 1 : 2
    // An odd side reads a pixel past the area: at the surface's edge, the edge's own.
    setRepeat(RepeatPad, on: source)
    draw(
      source, into: current, size: sizes[min(halvings, 1)],
      reading: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: area.minX, ty: area.minY))
    setRepeat(RepeatNone, on: source)
    var identity = XRenderPainter.xTransform(.identity)
    XRenderSetPictureTransform(display, source, &identity)
    for level in stride(from: 2, through: halvings, by: 1) {
      let next = slot(level)
      draw(current, into: next, size: sizes[level], reading: CGAffineTransform(scaleX: 2, y: 2))
      current = next
    }
    // Smoothed where it is smallest: half a pixel off, then back.
    let aside = slot(halvings, aside: true)
    let size = sizes[halvings]
    for _ in 0..<Self.smoothings(forSigma: sigma, halvings: halvings) {
      draw(top, into: aside, size: size, reading: CGAffineTransform(translationX: 0.5, y: 0.5))
      draw(aside, into: top, size: size, reading: CGAffineTransform(translationX: -0.5, y: -0.5))
    }
    if var tint {
      XRenderFillRectangle(
        display, Int32(PictOpOver), top, &tint, 0, 0, UInt32(size.width), UInt32(size.height))
    }
    if alpha < 0.999 {
      // dst = dst × the solid's alpha.
      let faded = sizes[halvings]
      var fade = XRenderColor(red: 0, green: 0, blue: 0, alpha: XRenderPainter.channel(alpha))
      XRenderFillRectangle(
        display, Int32(PictOpInReverse), top, &fade, 0, 0, UInt32(faded.width),
        UInt32(faded.height))
    }
    // Read at device coordinates, scaled up.
    let factor = CGFloat(1 << halvings)
    var toDevice = XRenderPainter.xTransform(
      CGAffineTransform(
        a: 1 / factor, b: 0, c: 0, d: 1 / factor, tx: -area.minX / factor,
        ty: -area.minY / factor))
    XRenderSetPictureTransform(display, top, &toDevice)
    XRenderSetPictureFilter(display, top, "bilinear", nil, 0)
    return top
  }

  /// `source`, read through `transform` (target pixels → source pixels) with a bilinear
  /// filter, replaces `size` pixels of `target`.
  private func draw(
    _ source: Picture, into target: Picture, size: (width: Int, height: Int),
    reading transform: CGAffineTransform
  ) {
    var matrix = XRenderPainter.xTransform(transform)
    XRenderSetPictureTransform(display, source, &matrix)
    XRenderSetPictureFilter(display, source, "bilinear", nil, 0)
    XRenderComposite(
      display, Int32(PictOpSrc), source, 0, target, 0, 0, 0, 0, 0, 0, UInt32(size.width),
      UInt32(size.height))
  }

  private func setRepeat(_ mode: Int32, on picture: Picture) {
    var attributes = XRenderPictureAttributes()
    attributes.repeat = mode
    XRenderChangePicture(display, picture, UInt(CPRepeat), &attributes)
  }

  /// The scratch picture for `slot`, made the first time.
  private func picture(_ slot: Slot) -> Picture {
    if var kept = scratch[slot] {
      kept.usedInFrame = true
      scratch[slot] = kept
      return kept.picture
    }
    let pixmap = XCreatePixmap(
      display, drawable.raw, UInt32(max(slot.width, 1)), UInt32(max(slot.height, 1)), 32)
    // Reads beyond its edge find its edge pixels.
    var attributes = XRenderPictureAttributes()
    attributes.repeat = RepeatPad
    let picture = XRenderCreatePicture(
      display, pixmap, connection.argbFormat, UInt(CPRepeat), &attributes)
    scratch[slot] = Scratch(pixmap: pixmap, picture: picture, usedInFrame: true)
    return picture
  }

  /// Frees the pictures no blur used since the last call: a material that went, or changed
  /// size.
  func endFrame() {
    for (slot, kept) in scratch {
      if kept.usedInFrame {
        scratch[slot]?.usedInFrame = false
      } else {
        free(kept)
        scratch[slot] = nil
      }
    }
  }

  func removeAll() {
    for kept in scratch.values { free(kept) }
    scratch.removeAll()
  }

  private func free(_ kept: Scratch) {
    XRenderFreePicture(display, kept.picture)
    XFreePixmap(display, kept.pixmap)
  }
}
