import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Filled and stroked rectangles, rounded or not: snapped rectangles through
/// XRenderFillRectangle, corners from cached anti-aliased disc masks, and triangle fans and
/// strips where the shape is turned.
extension XRenderPainter {
  /// Fills `rect`, only within `parts` if there are any (see `canBeDrawnInParts`).
  func fill(
    _ rect: CGRect, color: UIColor, radius: CGFloat, command: DrawCommand,
    within parts: ArraySlice<CGRect> = [], buffer: PaintSurface
  ) {
    let transform = command.transform
    var xcolor = Self.renderColor(color, alpha: command.alpha)
    if let (device, r) = DeviceGeometry.uprightFill(rect, radius: radius, transform: transform) {
      guard device.width > 0, device.height > 0 else { return }
      // A corner of half a pixel (a pill of an odd height) leaves pieces that do not end on
      // whole pixels: drawn whole, not in parts.
      let parts = r == r.rounded() ? parts : []
      if r < 1 {
        fillRectangle(device, within: parts, color: &xcolor, buffer: buffer)
        return
      }
      // The body as three rectangles, the corners as anti-aliased quarter discs whose
      // straight edges lie on pixel boundaries, so nothing overlaps or leaves a seam. A
      // radius of a half pixel (a circle of an odd diameter) ends no piece on a pixel
      // boundary: it is composited whole through a mask of its shape, made once.
      guard r == r.rounded() else {
        if device.width <= 512, device.height <= 512, device.minX == device.minX.rounded(),
          device.minY == device.minY.rounded()
        {
          let mask = roundedMask(
            RoundedMaskKey(
              width: Int(device.width), height: Int(device.height), doubledRadius: Int(2 * r)))
          composite(
            solidPicture(xcolor), through: mask, at: (0, 0), over: device, of: device,
            buffer: buffer)
        } else {
          fillFan(
            DeviceGeometry.roundedOutline(
              device, radius: r, arcSteps: DeviceGeometry.arcSteps(radius: r)),
            color: xcolor, buffer: buffer)
        }
        return
      }
      fillRectangle(device.insetBy(dx: r, dy: 0), within: parts, color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(x: device.minX, y: device.minY + r, width: r, height: device.height - 2 * r),
        within: parts, color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(x: device.maxX - r, y: device.minY + r, width: r, height: device.height - 2 * r),
        within: parts, color: &xcolor, buffer: buffer)
      if r <= Self.largestCachedRadius {
        fillCorners(of: device, radius: Int(r), color: xcolor, within: parts, buffer: buffer)
        return
      }
      let centres = [
        (CGPoint(x: device.minX + r, y: device.minY + r), CGFloat.pi),
        (CGPoint(x: device.maxX - r, y: device.minY + r), CGFloat.pi * 1.5),
        (CGPoint(x: device.maxX - r, y: device.maxY - r), 0),
        (CGPoint(x: device.minX + r, y: device.maxY - r), CGFloat.pi * 0.5),
      ]
      for (centre, start) in centres {
        var points = [centre]
        points += DeviceGeometry.arc(
          centre: centre, radius: r, from: start, to: start + .pi / 2,
          steps: DeviceGeometry.arcSteps(radius: r))
        fillFan(points, color: xcolor, buffer: buffer)
      }
      return
    }
    let outline = DeviceGeometry.roundedOutline(
      rect, radius: radius, arcSteps: DeviceGeometry.arcSteps(radius: radius * transform.scale.x)
    ).map { $0.applying(transform) }
    fillFan(outline, color: xcolor, buffer: buffer)
  }

  /// A translucent square fill over areas the frame has left one opaque colour (a dimming
  /// view over a page): filled there with the colour the server would blend, a fill instead
  /// of a blend of every pixel, and blended elsewhere. False, with nothing drawn, for any
  /// other fill, or one that would take too many pieces.
  func fillOverSolids(
    _ rect: CGRect, color: UIColor, radius: CGFloat, command: DrawCommand,
    within parts: ArraySlice<CGRect>, solids: inout SolidAreas, buffer: PaintSurface
  ) -> Bool {
    var xcolor = Self.renderColor(color, alpha: command.alpha)
    let transform = command.transform
    guard xcolor.alpha < 0xFFFF, transform.a > 0, transform.d > 0,
      let (device, r) = DeviceGeometry.uprightFill(rect, radius: radius, transform: transform),
      r < 1, solids.areas.contains(where: { DeviceGeometry.meet($0.rect, device) })
    else { return false }
    // What the fill paints, as `fill` paints it: its parts, within the buffer and its clip
    // (the pixels outside the clip keep their colour).
    var bounds = Self.bounds(of: buffer)
    if let clip = command.clip {
      bounds = DeviceGeometry.intersection(bounds, DeviceGeometry.snap(clip))
    }
    let targets = (parts.isEmpty ? [device] : parts.map { DeviceGeometry.intersection(device, $0) })
      .map { DeviceGeometry.intersection($0, bounds) }
      .filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
    var blended: [(rect: CGRect, pixel: SolidAreas.Pixel)] = []
    var rest: [CGRect] = []
    var pieces: [CGRect] = []
    for target in targets {
      var left = [target]
      for area in solids.areas {
        let piece = DeviceGeometry.intersection(area.rect, target)
        guard !piece.isNull, piece.width > 0, piece.height > 0 else { continue }
        blended.append((piece, SolidAreas.blend(xcolor, over: area.pixel)))
        pieces.removeAll(keepingCapacity: true)
        for part in left { DeviceGeometry.subtract(piece, from: part, into: &pieces) }
        left = pieces.filter { $0.width > 0 && $0.height > 0 }
      }
      rest += left
    }
    guard rest.count <= FramePlanner.maximumParts else { return false }
    for piece in blended {
      var opaque = SolidAreas.color(of: piece.pixel)
      fillRectangle(piece.rect, color: &opaque, buffer: buffer)
    }
    for part in rest { fillRectangle(part, color: &xcolor, buffer: buffer) }
    for target in targets { solids.paint(over: target) }
    for piece in blended { solids.add(piece.rect, pixel: piece.pixel) }
    return true
  }

  func stroke(
    _ rect: CGRect, color: UIColor, width: CGFloat, radius: CGFloat, command: DrawCommand,
    buffer: PaintSurface
  ) {
    var xcolor = Self.renderColor(color, alpha: command.alpha)
    let transform = command.transform
    if transform.isAxisAligned, radius <= 0 {
      let device = DeviceGeometry.snap(rect.applying(transform))
      let line = max(1, (width * min(abs(transform.a), abs(transform.d))).rounded())
      fillRectangle(
        CGRect(x: device.minX, y: device.minY, width: device.width, height: line),
        color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(x: device.minX, y: device.maxY - line, width: device.width, height: line),
        color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(
          x: device.minX, y: device.minY + line, width: line, height: device.height - 2 * line),
        color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(
          x: device.maxX - line, y: device.minY + line, width: line,
          height: device.height - 2 * line),
        color: &xcolor, buffer: buffer)
      return
    }
    // A ring: a strip between the outer outline and the outline inset by the line width (a
    // line as wide as half the rectangle leaves no hole: the inner outline is its centre).
    let steps = DeviceGeometry.arcSteps(radius: radius * transform.scale.x)
    let outer = DeviceGeometry.roundedOutline(rect, radius: radius, arcSteps: steps)
    let hole = rect.insetBy(
      dx: min(width, rect.width / 2), dy: min(width, rect.height / 2))
    let inner = DeviceGeometry.roundedOutline(hole, radius: max(radius - width, 0), arcSteps: steps)
    var strip: [XPointFixed] = []
    for (outerPoint, innerPoint) in zip(outer + [outer[0]], inner + [inner[0]]) {
      strip.append(Self.fixed(outerPoint.applying(transform)))
      strip.append(Self.fixed(innerPoint.applying(transform)))
    }
    let source = solidPicture(xcolor)
    if let mask = stripMasks.mask(of: strip, painter: self) {
      composite(
        source, through: mask.picture, at: (0, 0), over: mask.rect, of: mask.rect, buffer: buffer)
      return
    }
    XRenderCompositeTriStrip(
      display, Int32(PictOpOver), source, buffer.picture.raw, connection.alphaFormat, 0, 0,
      strip, Int32(strip.count))
  }

  /// Fills `rect`, only within `parts` if there are any.
  private func fillRectangle(
    _ rect: CGRect, within parts: ArraySlice<CGRect>, color: inout XRenderColor,
    buffer: PaintSurface
  ) {
    guard !parts.isEmpty else { return fillRectangle(rect, color: &color, buffer: buffer) }
    for part in parts {
      fillRectangle(DeviceGeometry.intersection(rect, part), color: &color, buffer: buffer)
    }
  }

  func fillRectangle(_ rect: CGRect, color: inout XRenderColor, buffer: PaintSurface) {
    let rect = rect.intersection(Self.bounds(of: buffer))
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
    XRenderFillRectangle(
      display, Int32(PictOpOver), buffer.picture.raw, &color, Int32(rect.minX), Int32(rect.minY),
      UInt32(rect.width), UInt32(rect.height))
  }

  /// The four corners of a rounded rectangle, each a quadrant of a cached anti-aliased disc
  /// drawn through as a mask: after the first frame, no rasterising at all. Only within
  /// `parts`, if there are any.
  func fillCorners(
    of device: CGRect, radius r: Int, color: XRenderColor, within parts: ArraySlice<CGRect> = [],
    buffer: PaintSurface
  ) {
    let mask = discMask(radius: r)
    let source = solidPicture(color)
    let side = CGFloat(r)
    let corners: [(x: CGFloat, y: CGFloat, maskX: Int32, maskY: Int32)] = [
      (device.minX, device.minY, 0, 0),
      (device.maxX - side, device.minY, Int32(r), 0),
      (device.maxX - side, device.maxY - side, Int32(r), Int32(r)),
      (device.minX, device.maxY - side, 0, Int32(r)),
    ]
    let visible = Self.bounds(of: buffer)
    for corner in corners {
      let square = CGRect(x: corner.x, y: corner.y, width: side, height: side)
      guard visible.intersects(square) else { continue }
      guard !parts.isEmpty else {
        composite(
          source, through: mask, at: (corner.maskX, corner.maskY), over: square, of: square,
          buffer: buffer)
        continue
      }
      for part in parts {
        let shown = DeviceGeometry.intersection(square, part)
        guard !shown.isNull, shown.size.width > 0, shown.size.height > 0 else { continue }
        composite(
          source, through: mask, at: (corner.maskX, corner.maskY), over: shown, of: square,
          buffer: buffer)
      }
    }
  }

  /// Composites `source` through `mask` over `rect`, a part (whole pixels) of `piece`, the
  /// rectangle the mask's `maskOrigin` is placed at.
  func composite(
    _ source: Picture, through mask: Picture, at maskOrigin: (x: Int32, y: Int32),
    over rect: CGRect, of piece: CGRect, buffer: PaintSurface
  ) {
    let (x, y) = (Int32(rect.minX), Int32(rect.minY))
    XRenderComposite(
      display, Int32(PictOpOver), source, mask, buffer.picture.raw, 0, 0,
      maskOrigin.x + x - Int32(piece.minX), maskOrigin.y + y - Int32(piece.minY), x, y,
      UInt32(rect.width), UInt32(rect.height))
  }

  /// An 8-bit alpha picture of an anti-aliased disc of `radius` pixels, made once.
  func discMask(radius r: Int) -> Picture {
    roundedMask(RoundedMaskKey(width: 2 * r, height: 2 * r, doubledRadius: 2 * r))
  }

  /// An 8-bit alpha picture of a whole anti-aliased rounded rectangle (a disc when square
  /// and round), made once.
  func roundedMask(_ key: RoundedMaskKey) -> Picture {
    if let mask = roundedMasks[key] { return mask }
    if roundedMasks.count >= 64 { freeRoundedMasks() }
    let mask = connection.alphaPicture(
      width: UInt32(key.width), height: UInt32(key.height), for: drawable, cleared: true)
    let radius = CGFloat(key.doubledRadius) / 2
    let outline = DeviceGeometry.roundedOutline(
      CGRect(x: 0, y: 0, width: key.width, height: key.height), radius: radius,
      arcSteps: DeviceGeometry.arcSteps(radius: radius)
    ).map(Self.fixed)
    let opaque = solidPicture(XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF))
    XRenderCompositeTriFan(
      display, Int32(PictOpOver), opaque, mask, connection.alphaFormat, 0, 0, outline,
      Int32(outline.count))
    roundedMasks[key] = mask
    return mask
  }

  func freeRoundedMasks() {
    for mask in roundedMasks.values { XRenderFreePicture(display, mask) }
    roundedMasks.removeAll()
  }

  /// A convex polygon, filled anti-aliased as a triangle fan from its first point.
  func fillFan(_ points: [CGPoint], color: XRenderColor, buffer: PaintSurface) {
    guard points.count >= 3 else { return }
    let fixedPoints = points.map(Self.fixed)
    XRenderCompositeTriFan(
      display, Int32(PictOpOver), solidPicture(color), buffer.picture.raw,
      connection.alphaFormat, 0, 0, fixedPoints, Int32(fixedPoints.count))
  }

  /// The solid-colour source picture of `color`, made on first use. At most
  /// `solidPictureCount` are kept, the least recently used going first: what is kept depends
  /// only on the colours drawn, and an app's fades (a new colour each frame) never empty it.
  func solidPicture(_ color: XRenderColor) -> Picture {
    let key =
      UInt64(color.red) << 48 | UInt64(color.green) << 32 | UInt64(color.blue) << 16
      | UInt64(color.alpha)
    solidPictureUses &+= 1
    if let entry = solidPictures[key] {
      entry.lastUse = solidPictureUses
      return entry.picture
    }
    if solidPictures.count >= Self.solidPictureCount,
      let oldest = solidPictures.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      XRenderFreePicture(display, oldest.value.picture)
      solidPictures[oldest.key] = nil
    }
    var value = color
    let picture = XRenderCreateSolidFill(display, &value)
    solidPictures[key] = SolidPicture(picture: picture, lastUse: solidPictureUses)
    return picture
  }

  /// How many solid-colour pictures are kept.
  static let solidPictureCount = 256

  func freeSolidPictures() {
    for entry in solidPictures.values { XRenderFreePicture(display, entry.picture) }
    solidPictures.removeAll()
  }
}

/// A solid-colour source picture, and when it was last used (a count of uses).
final class SolidPicture {
  let picture: Picture
  var lastUse: Int

  init(picture: Picture, lastUse: Int) {
    self.picture = picture
    self.lastUse = lastUse
  }
}

/// A rounded rectangle's mask: its size in device pixels and twice its corner radius.
struct RoundedMaskKey: Hashable {
  var width: Int
  var height: Int
  var doubledRadius: Int
}
