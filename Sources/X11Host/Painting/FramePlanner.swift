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
  func plan(from shown: DisplayList?, to frame: DisplayList, within whole: CGRect) -> Plan {
    guard let shown else { return Plan(move: nil, region: [whole]) }
    let region = Damage.region(
      from: shown.commands, to: frame.commands, within: whole, extent: extent(of:))
    let painted = Damage.area(of: region)
    guard painted > Damage.area(of: [whole]) / 4, !frame.scrollingAreas.isEmpty else {
      return Plan(move: nil, region: region)
    }
    let before = shown.commands[firstUnhidden(shown.commands, in: [whole], within: whole)...]
    let after = frame.commands[firstUnhidden(frame.commands, in: [whole], within: whole)...]
    for area in frame.scrollingAreas {
      guard
        let last = shown.scrollingAreas.first(where: {
          $0.scrollView == area.scrollView && $0.clip == area.clip
        }),
        let scroll = Damage.scroll(
          from: before, to: after, clip: area.clip,
          offset: CGPoint(
            x: area.contentOrigin.x - last.contentOrigin.x,
            y: area.contentOrigin.y - last.contentOrigin.y),
          within: whole, extent: extent(of:)),
        Damage.area(of: scroll.region) + Damage.area(of: [scroll.move.area]) / 2 < painted
      else { continue }
      return Plan(move: scroll.move, region: scroll.region)
    }
    return Plan(move: nil, region: region)
  }

  /// The index of the last command that hides everything before it in `area`: an opaque,
  /// axis-aligned rectangle covering it (a view's background, say). Commands before it need
  /// no painting.
  func firstUnhidden(_ commands: [DrawCommand], in area: [CGRect], within whole: CGRect) -> Int {
    guard let union = area.first.map({ area.reduce($0) { $0.union($1) } }) else { return 0 }
    let needed = union.intersection(whole)
    return commands.lastIndex { command in
      guard case .fill(let rect, let color, let radius) = command.kind,
        command.alpha >= 0.999, color.alpha >= 0.999, radius <= 0,
        command.transform.isAxisAligned, DeviceGeometry.isDrawable(command)
      else { return false }
      var covered = DeviceGeometry.snap(rect.applying(command.transform))
      if let clip = command.clip { covered = covered.intersection(DeviceGeometry.snap(clip)) }
      return !covered.isNull && covered.contains(needed)
    } ?? 0
  }

  /// Each command's extent, or null where it paints nothing that shows within `whole`:
  /// nothing at all, or only pixels that opaque fills after it paint over (the window's
  /// background under two views sliding across it).
  func shownExtents(of commands: ArraySlice<DrawCommand>, within whole: CGRect) -> [CGRect] {
    var extents = [CGRect](repeating: .null, count: commands.count)
    // The opaque areas painted after the command at hand, the largest few.
    var covers: [CGRect] = []
    var offset = commands.count
    for command in commands.reversed() {
      offset -= 1
      let extent = extent(of: command)
      let onSurface = extent.intersection(whole)
      guard !onSurface.isNull, !onSurface.isEmpty, !Self.isCovered(onSurface, by: covers) else {
        continue
      }
      extents[offset] = extent
      guard let area = DeviceGeometry.opaqueArea(of: command) else { continue }
      if covers.count < Self.maximumCovers {
        covers.append(area)
        continue
      }
      var smallest = 0
      for index in covers.indices where Self.area(covers[index]) < Self.area(covers[smallest]) {
        smallest = index
      }
      if Self.area(covers[smallest]) < Self.area(area) { covers[smallest] = area }
    }
    return extents
  }

  /// How many opaque areas `shownExtents` looks under.
  static let maximumCovers = 8

  /// Whether `covers` together cover all of `rect`.
  static func isCovered(_ rect: CGRect, by covers: [CGRect]) -> Bool {
    // Mostly one cover holds it whole, or none reaches it.
    var overlapping = 0
    for cover in covers where cover.intersects(rect) {
      if cover.contains(rect) { return true }
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
    if let clip = command.clip { box = box.intersection(DeviceGeometry.snap(clip)) }
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
