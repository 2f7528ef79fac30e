import Foundation
@_spi(Host) import MiniUIKit

/// What changed between two frames: the areas of the commands that differ between the
/// display list the back buffer shows and the next one, as a few non-overlapping whole-pixel
/// rectangles. Painting (clipped to them) and presenting just those leaves the rest of the
/// back buffer and the window as they were.
///
/// A pixel outside every rectangle is touched by the same commands, in the same order, in
/// both lists (or by a changed command that paints it the same: a layer's mask that covers it
/// whole both times), so it would be painted the same.
enum Damage {
  /// At most this many rectangles; more are merged, two at a time, choosing the pair whose
  /// union adds the least area.
  static let maximumRectangles = 16

  /// Past this share of `bounds`, the damage is all of it: one rectangle is cheaper to clip
  /// and present than many that nearly cover it.
  static let wholeShare: CGFloat = 0.7

  /// The rectangles (within `bounds`, whole pixels) where `new` may paint differently from
  /// `old`, given each command's extent (the pixels it can touch), by index; empty when
  /// nothing changed. Where a command changed in its place, `changedArea` may narrow what it
  /// changed to less than both extents (nil: it does not).
  static func region(
    from old: [DrawCommand], extents oldExtents: [CGRect], to new: [DrawCommand],
    extents newExtents: [CGRect], within bounds: CGRect,
    changedArea: (_ old: DrawCommand, _ new: DrawCommand) -> [CGRect]? = { _, _ in nil }
  ) -> [CGRect] {
    // Index loops, not `zip`: a frame compares every command, and each pair `zip` hands out
    // is a copy of both.
    var changed: [CGRect] = []
    if old.count == new.count {
      for index in old.indices where old[index] != new[index] {
        if let area = changedArea(old[index], new[index]) {
          let reach = oldExtents[index].union(newExtents[index])
          changed.append(contentsOf: area.map { $0.intersection(reach) })
        } else {
          changed.append(oldExtents[index])
          changed.append(newExtents[index])
        }
      }
    } else {
      // Commands added or removed: the differing middle between a common head and tail.
      let shorter = min(old.count, new.count)
      var head = 0
      while head < shorter, old[head] == new[head] { head += 1 }
      var tail = 0
      while tail < shorter - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
        tail += 1
      }
      changed.append(contentsOf: oldExtents[head..<(old.count - tail)])
      changed.append(contentsOf: newExtents[head..<(new.count - tail)])
    }
    let rectangles = merged(pixels(changed, within: bounds))
    return DeviceGeometry.area(of: rectangles) > DeviceGeometry.area(bounds) * wholeShare
      ? [bounds] : rectangles
  }

  /// `region` grown by the extent of each backdrop (a material's blur) it meets, or that
  /// `move` copies old pixels into: a backdrop blurs the whole of its area, so all of it must
  /// hold this frame's pixels first. Unchanged when it meets none.
  static func region(
    _ region: [CGRect], withBackdrops backdrops: [CGRect], movedArea: CGRect?,
    within bounds: CGRect
  ) -> [CGRect] {
    guard !backdrops.isEmpty else { return region }
    var region = region
    var added = [Bool](repeating: false, count: backdrops.count)
    // Again after each growth: a backdrop added may meet another.
    var grew = true
    while grew {
      grew = false
      for index in backdrops.indices where !added[index] {
        let extent = backdrops[index]
        guard
          region.contains(where: { overlap($0, extent) })
            || movedArea.map({ overlap($0, extent) }) == true
        else { continue }
        added[index] = true
        grew = true
        region = merged(region + pixels([extent], within: bounds))
      }
    }
    return region
  }

  /// Whether two rectangles share pixels (not just an edge).
  private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    let shared = DeviceGeometry.intersection(a, b)
    return !shared.isNull && shared.width > 0 && shared.height > 0
  }

  /// Part of the last frame copied to a new place before the rest is painted: a scroll.
  struct Move: Equatable {
    /// Where the pixels go (whole pixels).
    var area: CGRect
    /// How far they go.
    var offset: CGPoint
  }

  /// When `new` shows the content of the scrolling area `clip` (whole pixels) moved by
  /// `offset` since `old`: the move, and the rectangles still to paint after it (what came
  /// into view, and whatever did not just move). Nil when the offset is not whole pixels or
  /// leaves nothing to copy. Both lists start at their first visible command.
  ///
  /// The commands inside `clip` are matched in order, each new one with an old one that
  /// draws the same thing `offset` away (or the same background over all of the area); any
  /// pixel the move brings is then painted by matched pairs only, in the same order.
  static func scroll(
    from old: ArraySlice<DrawCommand>, extents oldExtents: ArraySlice<CGRect>,
    to new: ArraySlice<DrawCommand>, extents newExtents: ArraySlice<CGRect>, clip: CGRect,
    offset: CGPoint, within bounds: CGRect
  ) -> (move: Move, region: [CGRect])? {
    guard offset != .zero, offset.x == offset.x.rounded(), offset.y == offset.y.rounded(),
      clip == clip.integral
    else { return nil }
    let area = clip.intersection(clip.offsetBy(dx: offset.x, dy: offset.y)).intersection(bounds)
    guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
    func isInside(_ command: DrawCommand) -> Bool {
      command.clip.map { clip.contains($0) } ?? false
    }
    // Where a command of the last frame lands after the move.
    func moved(_ extent: CGRect) -> CGRect {
      extent.offsetBy(dx: offset.x, dy: offset.y).intersection(area)
    }
    // What came into view.
    var damage = [
      CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: area.minY - clip.minY),
      CGRect(x: clip.minX, y: area.maxY, width: clip.width, height: clip.maxY - area.maxY),
      CGRect(x: clip.minX, y: area.minY, width: area.minX - clip.minX, height: area.height),
      CGRect(x: area.maxX, y: area.minY, width: clip.maxX - area.maxX, height: area.height),
    ]
    // What is drawn outside the area, where it was and where the move takes its pixels; the
    // old commands inside it, to match the new ones with.
    var oldInside: [Int] = []
    for index in old.indices {
      if isInside(old[index]) {
        oldInside.append(index)
      } else {
        damage.append(oldExtents[index])
        damage.append(moved(oldExtents[index]))
      }
    }
    var newInside: [Int] = []
    for index in new.indices {
      if isInside(new[index]) { newInside.append(index) } else { damage.append(newExtents[index]) }
    }
    var next = 0
    var longSearchesLeft = longSearches
    for index in newInside {
      let command = new[index]
      func isMatch(_ candidate: Int) -> Bool {
        draws(command, asMoved: old[oldInside[candidate]], by: offset, clip: clip, area: area)
      }
      let nearbyEnd = min(next + matchWindow, oldInside.count)
      var match: Int?
      for candidate in next..<nearbyEnd where isMatch(candidate) {
        match = candidate
        break
      }
      // A row wider than the window scrolled out (a big window's): look past it.
      if match == nil, longSearchesLeft > 0 {
        for candidate in nearbyEnd..<oldInside.count where isMatch(candidate) {
          match = candidate
          break
        }
        if match == nil { longSearchesLeft -= 1 }
      }
      guard let match else {
        damage.append(newExtents[index])
        continue
      }
      for skipped in oldInside[next..<match] { damage.append(moved(oldExtents[skipped])) }
      next = match + 1
    }
    for skipped in oldInside[next...] { damage.append(moved(oldExtents[skipped])) }
    return (Move(area: area, offset: offset), merged(pixels(damage, within: bounds)))
  }

  /// How many commands of the last frame a match is looked for in, from the last match on:
  /// more than the cells of a row that scrolled out, in a window of ordinary size.
  static let matchWindow = 64

  /// How many times a frame looks for a match through all the rest of the last frame, and
  /// finds none, before it stops looking so far (which keeps a frame of new content linear).
  static let longSearches = 4

  /// Whether `new` paints, over `area`, what `old` painted `offset` away: the same command
  /// moved, or one colour over all of the area both times (a scroll view's background).
  private static func draws(
    _ new: DrawCommand, asMoved old: DrawCommand, by offset: CGPoint, clip: CGRect,
    area: CGRect
  ) -> Bool {
    guard new.alpha == old.alpha else { return false }
    let (n, o) = (new.transform, old.transform)
    let tolerance: CGFloat = 1e-9
    if new.kind == old.kind, n.a == o.a, n.b == o.b, n.c == o.c, n.d == o.d,
      abs(n.tx - o.tx - offset.x) < tolerance, abs(n.ty - o.ty - offset.y) < tolerance,
      (new.clip == clip && old.clip == clip)
        || new.clip == old.clip.map({ $0.offsetBy(dx: offset.x, dy: offset.y) })
    {
      return true
    }
    guard case .fill(let newRect, let newColor, let newRadius) = new.kind,
      case .fill(let oldRect, let oldColor, let oldRadius) = old.kind,
      newColor == oldColor, newRadius <= 0, oldRadius <= 0, n.isAxisAligned, o.isAxisAligned,
      let newClip = new.clip, let oldClip = old.clip
    else { return false }
    let before = area.offsetBy(dx: -offset.x, dy: -offset.y)
    return newRect.applying(n).intersection(newClip).contains(area)
      && oldRect.applying(o).intersection(oldClip).contains(before)
  }

  /// `rectangles` as whole pixels within `bounds`, without empty or non-finite ones.
  private static func pixels(_ rectangles: [CGRect], within bounds: CGRect) -> [CGRect] {
    rectangles.compactMap { rect -> CGRect? in
      guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite,
        rect.maxY.isFinite
      else { return nil }
      let clipped = DeviceGeometry.intersection(rect.integral, bounds)
      return clipped.isNull || clipped.isEmpty ? nil : clipped
    }
  }

  /// `rectangles` made non-overlapping (overlapping ones become their union) and at most
  /// `maximumRectangles`.
  static func merged(_ rectangles: [CGRect]) -> [CGRect] {
    var result: [CGRect] = []
    for rectangle in rectangles { insert(rectangle, into: &result) }
    while result.count > maximumRectangles {
      var best = (0, 1, CGFloat.infinity)
      for i in result.indices {
        for j in result.indices where j > i {
          let added =
            DeviceGeometry.area(result[i].union(result[j])) - DeviceGeometry.area(result[i])
            - DeviceGeometry.area(result[j])
          if added < best.2 { best = (i, j, added) }
        }
      }
      let union = result[best.0].union(result[best.1])
      result.remove(at: best.1)
      result.remove(at: best.0)
      insert(union, into: &result)
    }
    return result
  }

  /// Adds `rectangle` to non-overlapping `rectangles`, swallowing those it overlaps, and
  /// those it touches along a whole side (their union adds nothing); not those it only
  /// touches otherwise: the bands round a growing circle stay apart.
  private static func insert(_ rectangle: CGRect, into rectangles: inout [CGRect]) {
    var grown = rectangle
    var index = 0
    while index < rectangles.count {
      if overlaps(rectangles[index], grown) {
        grown = grown.union(rectangles.remove(at: index))
        index = 0
      } else {
        index += 1
      }
    }
    rectangles.append(grown)
  }

  /// Whether `a` and `b` overlap, or touch along the whole of a side of both.
  private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    let overlap = DeviceGeometry.intersection(a, b)
    guard !overlap.isNull else { return false }
    if overlap.width > 0, overlap.height > 0 { return true }
    return (a.minY == b.minY && a.maxY == b.maxY) || (a.minX == b.minX && a.maxX == b.maxX)
  }
}
