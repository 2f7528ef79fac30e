import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Decides what painting a frame over the last one takes, making no drawing calls: the region
/// whose commands differ, a scroll view's move of the last frame that explains most of it,
/// and the commands hidden under an opaque fill, which need no painting.
@MainActor
struct FramePlanner {
  /// Measures text as the painter draws it.
  let fonts: FontCache
  /// Device pixels per point: frames are planned in pixels.
  let scale: CGFloat
  /// Layers' shape masks, tessellated once for planning and painting.
  let shapeMasks: RecentShapeMasks

  init(fonts: FontCache, scale: CGFloat) {
    self.fonts = fonts
    self.scale = scale
    shapeMasks = RecentShapeMasks(scale: scale)
  }

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
    /// The extents of the backdrops (materials' blurs), which repaint whole.
    var backdropExtents: [CGRect] = []
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
      if case .backdrop = command.kind, !extent.isNull { frame.backdropExtents.append(extent) }
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
    var plan = changes(from: shown, to: frame, within: whole)
    plan.region = Damage.region(
      plan.region, withBackdrops: frame.backdropExtents, movedArea: plan.move?.area,
      within: whole)
    return plan
  }

  /// What differs, before backdrops grow it.
  private func changes(from shown: Frame?, to frame: Frame, within whole: CGRect) -> Plan {
    guard let shown else { return Plan(move: nil, region: [whole]) }
    let region = Damage.region(
      from: shown.list.commands, extents: shown.extents, to: frame.list.commands,
      extents: frame.extents, within: whole, changedArea: changedArea)
    let painted = DeviceGeometry.area(of: region)
    guard painted > DeviceGeometry.area(whole) / 4, !frame.list.scrollingAreas.isEmpty else {
      return Plan(move: nil, region: region)
    }
    let before = firstUnhidden(in: shown, area: [whole], within: whole)
    let after = firstUnhidden(in: frame, area: [whole], within: whole)
    for area in frame.list.scrollingAreas {
      // What lies beneath the scroll view's opaque background, the same both times (the
      // window's background around a list), paints nothing new: the match starts above it.
      var (oldStart, newStart) = (before, after)
      let oldUnder = firstUnhidden(in: shown, area: [area.clip], within: whole)
      let newUnder = firstUnhidden(in: frame, area: [area.clip], within: whole)
      if oldUnder > before,
        shown.list.commands[before..<oldUnder] == frame.list.commands[after..<newUnder]
      {
        (oldStart, newStart) = (oldUnder, newUnder)
      }
      guard
        let last = shown.list.scrollingAreas.first(where: {
          $0.scrollView == area.scrollView && $0.clip == area.clip
        }),
        let scroll = Damage.scroll(
          from: shown.list.commands[oldStart...], extents: shown.extents[oldStart...],
          to: frame.list.commands[newStart...], extents: frame.extents[newStart...],
          clip: area.clip,
          offset: CGPoint(
            x: area.contentOrigin.x - last.contentOrigin.x,
            y: area.contentOrigin.y - last.contentOrigin.y),
          within: whole),
        DeviceGeometry.area(of: scroll.region) + DeviceGeometry.area(scroll.move.area) / 2 < painted
      else { continue }
      return Plan(move: scroll.move, region: scroll.region)
    }
    return Plan(move: nil, region: region)
  }

  /// Where a layer whose mask alone changed, one opaque shape of one span a row both times (a
  /// circular reveal's circle growing), can paint differently: round the shape's edges, not
  /// over what it covered both times. Nil for any other change.
  private func changedArea(from old: DrawCommand, to new: DrawCommand) -> [CGRect]? {
    guard case .layer(let oldContents, let oldSize, let oldProjection, let oldMask?) = old.kind,
      case .layer(let contents, let size, let projection, let mask?) = new.kind,
      size == oldSize, projection == oldProjection, new.alpha == old.alpha,
      new.clip == old.clip, new.transform == old.transform, contents == oldContents
    else { return nil }
    let pixelProjection = DeviceGeometry.pixelProjection(projection, scale: scale)
    guard
      let newShape = shapeMasks.shape(of: mask, alpha: new.alpha, projection: pixelProjection),
      let oldShape = shapeMasks.shape(of: oldMask, alpha: old.alpha, projection: pixelProjection)
    else { return nil }
    return newShape.changedArea(since: oldShape)
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

  /// What of each command of a frame, from one on, shows within the window.
  struct Shown {
    /// Each command's extent, or null where it paints nothing that shows: nothing at all, or
    /// only pixels that opaque fills after it paint over (the window's background under two
    /// views sliding across it).
    var extents: [CGRect]
    /// Where opaque fills just after a command paint over most of it (a tile under the next
    /// tiles of a pile) and it can be drawn in parts, the parts of it that show, in whole
    /// pixels: `parts[partRanges[i]]`. An empty range: all of its extent shows.
    var partRanges: [Range<Int>]
    var parts: [CGRect]
  }

  /// What of the commands of `frame` from `first` on shows within `whole`, worked out for the
  /// commands that meet `region`, the rectangles being repainted (nil: all of `whole`); the
  /// others show nothing, as they are not painted.
  func shown(in frame: Frame, from first: Int, within whole: CGRect, region: [CGRect]? = nil)
    -> Shown
  {
    let count = frame.extents.count - first
    var shown = Shown(
      extents: [CGRect](repeating: .null, count: count),
      partRanges: [Range<Int>](repeating: 0..<0, count: count), parts: [])
    shown.parts.reserveCapacity(count)
    // The opaque areas painted after the command at hand: the largest few, and the last few.
    var covers: [CGRect] = []
    var recent: [CGRect] = []
    // What shows of the command at hand, and room to cut it in, kept from command to command.
    var parts: [CGRect] = []
    var scratch: [CGRect] = []
    var offset = count
    while offset > 0 {
      offset -= 1
      let extent = frame.extents[first + offset]
      let onSurface = DeviceGeometry.intersection(extent, whole)
      guard !onSurface.isNull, !onSurface.isEmpty else { continue }
      // A backdrop reads what lies under it: what opaque fills after it cover must still
      // be painted before it.
      if case .backdrop = frame.list.commands[first + offset].kind {
        covers.removeAll()
        recent.removeAll()
      }
      // A command outside the region is not painted, so what shows of it is not worked out;
      // what it covers still cuts the commands before it. (Whether it is hidden whole is not
      // worked out either: if it is, the commands after it cover its area anyway.)
      var isRepainted = true
      if let region { isRepainted = DeviceGeometry.meet(region, onSurface) }
      if isRepainted {
        parts.removeAll(keepingCapacity: true)
        parts.append(onSurface)
        let large = DeviceGeometry.area(onSurface) >= Self.smallestAreaInParts
        // What the largest covers leave of it, and of a large one, the last few.
        var followed = Self.cut(&parts, of: onSurface, by: covers, scratch: &scratch)
        if followed, large {
          followed = Self.cut(&parts, of: onSurface, by: recent, scratch: &scratch)
        }
        if followed, parts.isEmpty { continue }
        if followed, large,
          DeviceGeometry.area(of: parts) <= DeviceGeometry.area(onSurface)
            * Self.largestShownInParts,
          Self.canBeDrawnInParts(frame.list.commands[first + offset])
        {
          let start = shown.parts.count
          for part in parts { shown.parts.append(part.integral) }
          shown.partRanges[offset] = start..<shown.parts.count
        }
        shown.extents[offset] = extent
      }
      let area = frame.opaqueAreas[first + offset]
      if !area.isNull {
        Self.keep(area, amongLargest: &covers)
        if recent.count == Self.maximumRecentCovers { recent.removeLast() }
        recent.insert(area, at: 0)
      }
    }
    return shown
  }

  /// Commands smaller than this many pixels are painted whole, however little of them shows:
  /// drawing them in parts would cost more than it saves.
  static let smallestAreaInParts: CGFloat = 1024

  /// A command is drawn in parts when at most this fraction of it shows: a part costs one
  /// more request, a pixel not painted saves more (a card's picture over its background).
  static let largestShownInParts: CGFloat = 7 / 8

  /// Whether the painter draws `command` part by part where only parts of it show: an
  /// upright fill (with corners from the cached discs, if rounded), or an upright image (the
  /// tiles of a pile, a card's background under its picture).
  static func canBeDrawnInParts(_ command: DrawCommand) -> Bool {
    let transform = command.transform
    guard transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 else {
      return false
    }
    switch command.kind {
    case .fill(_, _, let radius):
      return radius * min(transform.a, transform.d) <= XRenderPainter.largestCachedRadius
    case .image: return true
    default: return false
    }
  }

  /// Cuts from `parts` (of `rect`) what `covers` paint over; `scratch` is room to work in.
  /// Returns false when they cut it into more than `maximumParts` (`parts` is then of no use).
  static func cut(
    _ parts: inout [CGRect], of rect: CGRect, by covers: [CGRect], scratch: inout [CGRect]
  ) -> Bool {
    for cover in covers where DeviceGeometry.meet(cover, rect) {
      guard !parts.isEmpty else { return true }
      scratch.removeAll(keepingCapacity: true)
      for part in parts { DeviceGeometry.subtract(cover, from: part, into: &scratch) }
      swap(&parts, &scratch)
      guard parts.count <= maximumParts else { return false }
    }
    return true
  }

  /// How many parts `cut` follows.
  static let maximumParts = 16

  /// Adds `area` to `covers`, keeping the `maximumCovers` largest.
  private static func keep(_ area: CGRect, amongLargest covers: inout [CGRect]) {
    if covers.count < maximumCovers {
      covers.append(area)
      return
    }
    var smallest = 0
    for index in covers.indices
    where DeviceGeometry.area(covers[index]) < DeviceGeometry.area(covers[smallest]) {
      smallest = index
    }
    if DeviceGeometry.area(covers[smallest]) < DeviceGeometry.area(area) { covers[smallest] = area }
  }

  /// How many opaque areas `shown` looks under whole: the largest.
  static let maximumCovers = 8

  /// How many opaque areas `shown` looks under in part: the last.
  static let maximumRecentCovers = 4

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
      let line = placement.line
      // Glyphs may overhang their advance a little on either side.
      let overhang = CGFloat(placement.font.pointee.height) / 4
      box = CGRect(
        x: placement.x - overhang, y: placement.baseline - CGFloat(line.ascent),
        width: CGFloat(line.advance) + 2 * overhang, height: CGFloat(line.ascent + line.descent))
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
    case .backdrop(let backdrop):
      box = backdrop.rect.applying(command.transform)
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
