import CX11
import Foundation
import MiniUIKit

/// Decides what painting a frame over the last one takes, making no drawing calls: the region
/// whose commands differ, a scroll view's move of the last frame that explains most of it,
/// and the commands hidden under an opaque fill, which need no painting.
@MainActor
struct FramePlanner {
  /// Measures text as the painter draws it.
  let fonts: FontCache
  /// Device pixels per point: frames are planned in pixels.
  let scale: CGFloat

  /// A frame in device pixels, with what planning reads of each command worked out once (it
  /// reads them several times, for this frame and for the next), by index.
  struct Frame {
    var list: DisplayList
    /// The pixels each command can touch (see `extent(of:)`).
    var extents: [CGRect]
    /// The pixels each command paints opaque whatever was there (see
    /// `DeviceGeometry.opaqueArea`), or null.
    var opaqueAreas: [CGRect]
    /// The pixels before which each command hides everything: an opaque, axis-aligned
    /// rectangle's (a view's background, say), or null.
    var hidingAreas: [CGRect]
  }

  /// `list` (in points) as a frame to plan and paint.
  func frame(_ list: DisplayList) -> Frame {
    let pixels = inPixels(list)
    let count = pixels.commands.count
    var frame = Frame(list: pixels, extents: [], opaqueAreas: [], hidingAreas: [])
    frame.extents.reserveCapacity(count)
    frame.opaqueAreas.reserveCapacity(count)
    frame.hidingAreas.reserveCapacity(count)
    for index in pixels.commands.indices {
      let command = pixels.commands[index]
      let extent = extent(of: command)
      frame.extents.append(extent)
      // A command that draws nothing (not finite, say) paints nothing opaque either.
      frame.opaqueAreas.append(
        extent.isNull ? .null : DeviceGeometry.opaqueArea(of: command) ?? .null)
      frame.hidingAreas.append(Self.hidingArea(of: command))
    }
    return frame
  }

  /// What painting a frame over the last one takes.
  struct Plan: Equatable {
    /// Part of the last frame copied to a new place first (a scroll), if any.
    var move: Damage.Move?
    /// The rectangles (device pixels) painted then: none when nothing changed.
    var region: [CGRect]
    /// What changed on the window: the move's area and the region.
    var presented: [CGRect] { (move.map { [$0.area] } ?? []) + region }
  }

  /// The changed region; when much changed, a scroll view's move (if it explains the frame
  /// and saves painting: a pixel copied costs about half a pixel painted).
  func plan(from shown: Frame?, to frame: Frame, within whole: CGRect) -> Plan {
    guard let shown else { return Plan(move: nil, region: [whole]) }
    let region = Damage.region(
      from: shown.list.commands, extents: shown.extents, to: frame.list.commands,
      extents: frame.extents, within: whole)
    let painted = Damage.area(of: region)
    guard painted > Damage.area(of: [whole]) / 4, !frame.list.scrollingAreas.isEmpty else {
      return Plan(move: nil, region: region)
    }
    let before = firstUnhidden(in: shown, area: [whole], within: whole)
    let after = firstUnhidden(in: frame, area: [whole], within: whole)
    for area in frame.list.scrollingAreas {
      guard
        let last = shown.list.scrollingAreas.first(where: {
          $0.scrollView == area.scrollView && $0.clip == area.clip
        }),
        let scroll = Damage.scroll(
          from: shown.list.commands[before...], extents: shown.extents[before...],
          to: frame.list.commands[after...], extents: frame.extents[after...], clip: area.clip,
          offset: CGPoint(
            x: area.contentOrigin.x - last.contentOrigin.x,
            y: area.contentOrigin.y - last.contentOrigin.y),
          within: whole),
        Damage.area(of: scroll.region) + Damage.area(of: [scroll.move.area]) / 2 < painted
      else { continue }
      return Plan(move: scroll.move, region: scroll.region)
    }
    return Plan(move: nil, region: region)
  }

  /// The index of the last command of `frame` that hides everything before it in `area`:
  /// commands before it need no painting.
  func firstUnhidden(in frame: Frame, area: [CGRect], within whole: CGRect) -> Int {
    guard var union = area.first else { return 0 }
    for rect in area.dropFirst() { union = union.union(rect) }
    let needed = DeviceGeometry.intersection(union, whole)
    var index = frame.hidingAreas.count - 1
    while index > 0 {
      let hiding = frame.hidingAreas[index]
      if !hiding.isNull, hiding.contains(needed) { return index }
      index -= 1
    }
    return 0
  }

  /// Whether a command of `frame` paints all of `area` fully opaque, whatever was there.
  func hides(_ area: CGRect, in frame: Frame) -> Bool {
    for opaque in frame.opaqueAreas where !opaque.isNull && opaque.contains(area) { return true }
    return false
  }

  /// What `command` hides of what comes before it: an opaque, axis-aligned rectangle's
  /// pixels; null for any other command.
  private static func hidingArea(of command: DrawCommand) -> CGRect {
    guard case .fill(let rect, let color, let radius) = command.kind,
      command.alpha >= 0.999, color.alpha >= 0.999, radius <= 0,
      command.transform.isAxisAligned, DeviceGeometry.isDrawable(command)
    else { return .null }
    let covered = DeviceGeometry.snap(rect.applying(command.transform))
    guard let clip = command.clip else { return covered }
    return DeviceGeometry.intersection(covered, DeviceGeometry.snap(clip))
  }

  /// The extents of the commands of `frame` from `first` on, or null where a command paints
  /// nothing that shows within `whole`: nothing at all, or only pixels that opaque fills
  /// after it paint over (the window's background under two views sliding across it).
  func shownExtents(of frame: Frame, from first: Int, within whole: CGRect) -> [CGRect] {
    let count = frame.extents.count - first
    var shown = [CGRect](repeating: .null, count: count)
    // The opaque areas painted after the command at hand, the largest few.
    var covers: [CGRect] = []
    var offset = count
    while offset > 0 {
      offset -= 1
      let extent = frame.extents[first + offset]
      let onSurface = DeviceGeometry.intersection(extent, whole)
      guard !onSurface.isNull, !onSurface.isEmpty, !Self.isCovered(onSurface, by: covers) else {
        continue
      }
      shown[offset] = extent
      let area = frame.opaqueAreas[first + offset]
      if !area.isNull { Self.keep(area, amongLargest: &covers) }
    }
    return shown
  }

  /// Adds `area` to `covers`, keeping the `maximumCovers` largest.
  private static func keep(_ area: CGRect, amongLargest covers: inout [CGRect]) {
    if covers.count < maximumCovers {
      covers.append(area)
      return
    }
    var smallest = 0
    for index in covers.indices where Self.area(covers[index]) < Self.area(covers[smallest]) {
      smallest = index
    }
    if Self.area(covers[smallest]) < Self.area(area) { covers[smallest] = area }
  }

  /// How many opaque areas `shownExtents` looks under.
  static let maximumCovers = 8

  /// Whether `covers` together cover all of `rect`.
  static func isCovered(_ rect: CGRect, by covers: [CGRect]) -> Bool {
    // Mostly one cover holds it whole, or none reaches it.
    var overlapping = 0
    for cover in covers where DeviceGeometry.meet(cover, rect) {
      if DeviceGeometry.contains(cover, rect) { return true }
      overlapping += 1
    }
    guard overlapping > 1 else { return false }
    var rest = [rect]
    for cover in covers where cover.intersects(rect) {
      var left: [CGRect] = []
      for piece in rest { left += piece.subtracting(cover) }
      rest = left
      if rest.isEmpty { return true }
      // Cut into too many pieces to follow: count it as showing.
      if rest.count > 32 { return false }
    }
    return false
  }

  private static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }

  /// The pixels `command` (in device pixels) can touch, anti-aliased edges included; null
  /// when it draws nothing.
  func extent(of command: DrawCommand) -> CGRect {
    guard command.alpha > 0.001, DeviceGeometry.isDrawable(command) else { return .null }
    var box: CGRect
    switch command.kind {
    case .fill(let rect, _, _), .stroke(let rect, _, _, _), .image(_, let rect):
      box = rect.applying(command.transform)
    case .text(let text, let rect, let font, _, let alignment):
      guard
        let placement = fonts.placement(
          of: text, in: rect, font: font, alignment: alignment, transform: command.transform)
      else { return .null }
      let xft = placement.font.pointee
      // Glyphs may overhang their advance a little on either side.
      let overhang = CGFloat(xft.height) / 4
      box = CGRect(
        x: placement.x - overhang, y: placement.baseline - CGFloat(xft.ascent),
        width: placement.advance + 2 * overhang, height: CGFloat(xft.ascent + xft.descent))
    case .layer(_, let size, let projection, let mask):
      box = DeviceGeometry.bounds(ofLayer: size, through: projection)
      if let mask, let affine = projection.affineTransform {
        // Only what the mask lets through.
        let shown = mask.commands.map { extent(of: $0) }.filter { !$0.isNull }
        let reach = shown.first.map { shown.reduce($0) { $0.union($1) } } ?? .zero
        box = box.intersection(reach.applying(affine))
      }
    case .shape(let shape):
      box = shape.extent.applying(command.transform)
    case .gradient(let gradient):
      box = gradient.rect.applying(command.transform)
    case .shadow(let shadow):
      box = shadow.extent.applying(command.transform)
    }
    box = box.insetBy(dx: -2, dy: -2)
    if let clip = command.clip { box = DeviceGeometry.intersection(box, DeviceGeometry.snap(clip)) }
    return box
  }

  /// `list` (in points, or in a layer's points) in device pixels.
  func inPixels(_ list: DisplayList) -> DisplayList {
    guard scale != 1 else { return list }
    var scaled = DisplayList()
    let transform = CGAffineTransform(scaleX: scale, y: scale)
    scaled.commands = list.commands.map { $0.placed(by: transform, alpha: 1, clip: nil) }
    scaled.scrollingAreas = list.scrollingAreas.map { area in
      ScrollingArea(
        scrollView: area.scrollView, clip: area.clip.applying(transform),
        contentOrigin: area.contentOrigin.applying(transform))
    }
    return scaled
  }
}

extension CGRect {
  /// The parts of this rectangle outside `other`: up to four rectangles.
  fileprivate func subtracting(_ other: CGRect) -> [CGRect] {
    let overlap = intersection(other)
    guard !overlap.isNull, !overlap.isEmpty else { return [self] }
    var parts: [CGRect] = []
    if overlap.minY > minY {
      parts.append(CGRect(x: minX, y: minY, width: width, height: overlap.minY - minY))
    }
    if overlap.maxY < maxY {
      parts.append(CGRect(x: minX, y: overlap.maxY, width: width, height: maxY - overlap.maxY))
    }
    if overlap.minX > minX {
      parts.append(
        CGRect(x: minX, y: overlap.minY, width: overlap.minX - minX, height: overlap.height))
    }
    if overlap.maxX < maxX {
      parts.append(
        CGRect(x: overlap.maxX, y: overlap.minY, width: maxX - overlap.maxX, height: overlap.height)
      )
    }
    return parts
  }
}
