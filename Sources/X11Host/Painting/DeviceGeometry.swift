import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Where drawing lands in device pixels: snapping to the pixel grid, the bounds of a projected
/// layer, the outlines of rounded rectangles, and which commands can be drawn at all. The
/// frame planner and the painter agree on pixels through these.
enum DeviceGeometry {
  /// Whether a command's numbers are all finite: a NaN or infinite transform (a degenerate
  /// animation, say) is skipped rather than drawn.
  static func isDrawable(_ command: DrawCommand) -> Bool {
    let rect: CGRect
    switch command.kind {
    case .fill(let r, _, let radius):
      guard radius.isFinite else { return false }
      rect = r
    case .stroke(let r, _, let width, let radius):
      guard width.isFinite, radius.isFinite else { return false }
      rect = r
    case .image(_, let r), .text(_, let r, _, _, _):
      rect = r
    case .layer(_, let size, let projection, _):
      rect = CGRect(origin: .zero, size: size)
      guard projection.rows.joined().allSatisfy(\.isFinite) else { return false }
    case .shape(let shape):
      rect = shape.extent
    case .gradient(let gradient):
      rect = gradient.rect
    case .shadow(let shadow):
      rect = shadow.extent
    case .backdrop(let backdrop):
      guard backdrop.blurRadius.isFinite else { return false }
      rect = backdrop.rect
    }
    guard !rect.isNull else { return false }
    let t = command.transform
    let clip = command.clip ?? .zero
    // A sum is finite only when every term is.
    let sum =
      t.a + t.b + t.c + t.d + t.tx + t.ty + command.alpha + rect.origin.x + rect.origin.y
      + rect.size.width + rect.size.height + clip.origin.x + clip.origin.y + clip.size.width
      + clip.size.height
    return sum.isFinite
  }

  /// `a.intersection(b)` for rectangles of no negative size (as snapped ones and extents
  /// are), null when they do not meet, without Foundation's call (not inlined on Linux):
  /// frames take this for every command.
  static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect {
    let minX = max(a.origin.x, b.origin.x)
    let maxX = min(a.origin.x + a.size.width, b.origin.x + b.size.width)
    let minY = max(a.origin.y, b.origin.y)
    let maxY = min(a.origin.y + a.size.height, b.origin.y + b.size.height)
    // Null rectangles lie at infinity, so they meet nothing.
    guard minX <= maxX, minY <= maxY, minX.isFinite, minY.isFinite else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `a.intersects(b)`, for the same rectangles as `intersection`.
  static func meet(_ a: CGRect, _ b: CGRect) -> Bool { !intersection(a, b).isNull }

  /// Whether `rect` meets any of `rectangles`.
  static func meet(_ rectangles: [CGRect], _ rect: CGRect) -> Bool {
    for each in rectangles where meet(each, rect) { return true }
    return false
  }

  /// Whether `outer.contains(inner)`, for rectangles of positive size.
  static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    outer.origin.x <= inner.origin.x && outer.origin.y <= inner.origin.y
      && inner.origin.x + inner.size.width <= outer.origin.x + outer.size.width
      && inner.origin.y + inner.size.height <= outer.origin.y + outer.size.height
  }

  /// Appends to `parts` the parts of `rect` outside `other`, for the same rectangles as
  /// `intersection`: up to four rectangles (`rect` itself when they do not overlap).
  static func subtract(_ other: CGRect, from rect: CGRect, into parts: inout [CGRect]) {
    let overlap = intersection(rect, other)
    guard !overlap.isNull, overlap.size.width > 0, overlap.size.height > 0 else {
      parts.append(rect)
      return
    }
    let (left, top) = (rect.origin.x, rect.origin.y)
    let (right, bottom) = (left + rect.size.width, top + rect.size.height)
    let (overlapLeft, overlapTop) = (overlap.origin.x, overlap.origin.y)
    let (overlapRight, overlapBottom) = (
      overlapLeft + overlap.size.width, overlapTop + overlap.size.height
    )
    if overlapTop > top {
      parts.append(CGRect(x: left, y: top, width: rect.size.width, height: overlapTop - top))
    }
    if overlapBottom < bottom {
      parts.append(
        CGRect(x: left, y: overlapBottom, width: rect.size.width, height: bottom - overlapBottom))
    }
    if overlapLeft > left {
      parts.append(
        CGRect(x: left, y: overlapTop, width: overlapLeft - left, height: overlap.size.height))
    }
    if overlapRight < right {
      parts.append(
        CGRect(
          x: overlapRight, y: overlapTop, width: right - overlapRight, height: overlap.size.height))
    }
  }

  /// How many pixels `rect` covers.
  static func area(_ rect: CGRect) -> CGFloat { rect.size.width * rect.size.height }

  /// How many pixels `rectangles` cover together, for rectangles that do not overlap.
  static func area(of rectangles: [CGRect]) -> CGFloat {
    var sum: CGFloat = 0
    for rect in rectangles { sum += area(rect) }
    return sum
  }

  /// The whole pixels within `rect` (its edges rounded inwards).
  static func wholePixels(within rect: CGRect) -> CGRect {
    let (minX, minY) = (rect.minX.rounded(.up), rect.minY.rounded(.up))
    return CGRect(
      x: minX, y: minY, width: rect.maxX.rounded(.down) - minX,
      height: rect.maxY.rounded(.down) - minY)
  }

  /// The pixel boundary nearest `position`, halves rounded up: the same after a move by whole
  /// pixels, on either side of 0 (which a scroll's copy of the last frame relies on).
  static func pixel(_ position: CGFloat) -> CGFloat { (position + 0.5).rounded(.down) }

  /// A rectangle with its edges rounded to whole pixels.
  static func snap(_ rect: CGRect) -> CGRect {
    let minX = pixel(rect.minX)
    let minY = pixel(rect.minY)
    return CGRect(x: minX, y: minY, width: pixel(rect.maxX) - minX, height: pixel(rect.maxY) - minY)
  }

  /// An upright fill's rectangle in whole device pixels and its corner radius in pixels (nil
  /// when `transform` turns it).
  static func uprightFill(_ rect: CGRect, radius: CGFloat, transform: CGAffineTransform) -> (
    device: CGRect, radius: CGFloat
  )? {
    guard transform.isAxisAligned else { return nil }
    let device = snap(rect.applying(transform))
    let scale = min(abs(transform.a), abs(transform.d))
    return (device, min((radius * scale).rounded(), device.width / 2, device.height / 2))
  }

  /// Pixels that `command` paints over with an opaque colour, whatever was there: an upright,
  /// opaque fill's rectangle less the reach of its corners, within its clip. Nil for any
  /// other command.
  static func opaqueArea(of command: DrawCommand) -> CGRect? {
    guard let (device, r) = opaqueFill(command) else { return nil }
    return within(command, device.insetBy(dx: r, dy: r))
  }

  /// The two bands of `command`'s opaque pixels that reach its sides: an upright, opaque
  /// fill's whole width between its top and bottom corners, and its whole height between its
  /// left and right ones (each holds `opaqueArea`). Empty for any other command.
  static func opaqueBands(of command: DrawCommand) -> [CGRect] {
    guard let (device, r) = opaqueFill(command) else { return [] }
    return [device.insetBy(dx: 0, dy: r), device.insetBy(dx: r, dy: 0)].compactMap {
      within(command, $0)
    }
  }

  /// An upright, opaque fill's pixels and the radius of its corners, when they leave it a
  /// middle.
  private static func opaqueFill(_ command: DrawCommand) -> (device: CGRect, radius: CGFloat)? {
    guard case .fill(let rect, let color, let radius) = command.kind,
      XRenderPainter.renderColor(color, alpha: command.alpha).alpha == 0xFFFF,
      let (device, r) = uprightFill(rect, radius: radius, transform: command.transform),
      device.width > 2 * r, device.height > 2 * r
    else { return nil }
    return (device, max(r, 0))
  }

  /// `area` within `command`'s clip; nil when none of it is.
  private static func within(_ command: DrawCommand, _ area: CGRect) -> CGRect? {
    var area = area
    if let clip = command.clip { area = intersection(area, snap(clip)) }
    return area.isNull || area.isEmpty ? nil : area
  }

  /// `rect` less `cover` when that leaves it one rectangle (null: none of it), else `rect`
  /// as it is: a cover that would cut it in two or more costs more requests than it saves.
  static func trimmed(_ rect: CGRect, by cover: CGRect) -> CGRect {
    let overlap = intersection(rect, cover)
    guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return rect }
    let acrossWhole = overlap.minX <= rect.minX && overlap.maxX >= rect.maxX
    let downWhole = overlap.minY <= rect.minY && overlap.maxY >= rect.maxY
    switch (acrossWhole, downWhole) {
    case (true, true):
      return .null
    case (true, false) where overlap.minY <= rect.minY:
      return CGRect(
        x: rect.minX, y: overlap.maxY, width: rect.width, height: rect.maxY - overlap.maxY)
    case (true, false) where overlap.maxY >= rect.maxY:
      return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: overlap.minY - rect.minY)
    case (false, true) where overlap.minX <= rect.minX:
      return CGRect(
        x: overlap.maxX, y: rect.minY, width: rect.maxX - overlap.maxX, height: rect.height)
    case (false, true) where overlap.maxX >= rect.maxX:
      return CGRect(
        x: rect.minX, y: rect.minY, width: overlap.minX - rect.minX, height: rect.height)
    default:
      return rect
    }
  }

  /// Where a layer of `size` lands through `projection`: its projected corners' bounds.
  static func bounds(ofLayer size: CGSize, through projection: ProjectiveTransform) -> CGRect {
    let corners = CGRect(origin: .zero, size: size).corners.map(projection.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// A layer's `projection` (its points to device pixels) from its picture's pixels, at
  /// `scale` pixels a point.
  static func pixelProjection(
    _ projection: ProjectiveTransform, scale: CGFloat
  ) -> ProjectiveTransform {
    scale == 1
      ? projection
      : ProjectiveTransform(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
        .concatenating(projection)
  }

  /// Segments for a quarter circle of `radius` device pixels: about one per 1.3 pixels.
  static func arcSteps(radius: CGFloat) -> Int {
    // At most 128: a quarter circle of any size on screen, without a runaway allocation.
    Int(min(max(2, (radius * .pi / 4).rounded(.up)), 128))
  }

  /// Points on a circular arc, clockwise on screen, end points included.
  static func arc(
    centre: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, steps: Int
  ) -> [CGPoint] {
    (0...steps).map { step in
      let angle = start + (end - start) * CGFloat(step) / CGFloat(steps)
      return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }
  }

  /// The outline of a rounded rectangle, clockwise, with `arcSteps` segments per corner (a
  /// radius of 0 repeats each corner point, so outlines of one step count always match).
  static func roundedOutline(_ rect: CGRect, radius: CGFloat, arcSteps steps: Int) -> [CGPoint] {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi),
      (CGPoint(x: rect.maxX - r, y: rect.minY + r), .pi * 1.5),
      (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
      (CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi * 0.5),
    ]
    return corners.flatMap { centre, start in
      arc(centre: centre, radius: r, from: start, to: start + .pi / 2, steps: steps)
    }
  }
}
