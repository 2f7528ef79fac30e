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
      let first = old.indices.first { old[$0] != new[$0] }
      if let first,
        let swap = swapChanges(
          old: old, oldExtents: oldExtents, new: new, newExtents: newExtents, from: first)
      {
        changed = swap
      } else {
        for index in (first ?? old.count)..<old.count where old[index] != new[index] {
          if let area = changedArea(old[index], new[index]) {
            let reach = oldExtents[index].union(newExtents[index])
            changed.append(contentsOf: area.map { $0.intersection(reach) })
          } else {
            changed.append(oldExtents[index])
            changed.append(newExtents[index])
          }
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
      changed += middleChanges(
        old: old[head..<(old.count - tail)], oldExtents: oldExtents,
        new: new[head..<(new.count - tail)], newExtents: newExtents)
    }
    let rectangles = merged(pixels(changed, within: bounds))
    return DeviceGeometry.area(of: rectangles) > DeviceGeometry.area(bounds) * wholeShare
      ? [bounds] : rectangles
  }

  /// How many commands a view shown or taken away draws, at most, for `swapChanges` to
  /// look for.
  static let maximumSwap = 4

  /// For two lists of the same length that differ from `first` on, where a few commands
  /// (up to `maximumSwap`) came in at `first` in one list and as many went further on (a
  /// sent message's bubble shown in its row as the bubble that flew there goes): the
  /// extents of those, and of the commands that changed in their places. Nil when no such
  /// swap explains the first difference, or it explains less than comparing in place does.
  private static func swapChanges(
    old: [DrawCommand], oldExtents: [CGRect], new: [DrawCommand], newExtents: [CGRect],
    from first: Int
  ) -> [CGRect]? {
    let count = old.count
    for size in 1...maximumSwap where first + size < count {
      // Shown in the new list, or taken out of the old one first.
      let shownFirst = old[first] == new[first + size]
      guard shownFirst || new[first] == old[first + size] else { continue }
      let (shown, shownExtents, gone, goneExtents) =
        shownFirst
        ? (new, newExtents, old, oldExtents) : (old, oldExtents, new, newExtents)
      // gone[i] against shown[i + size] until the block that went, at `end`; then in place.
      var shiftedDiffers = [Bool](repeating: false, count: count - size - first)
      var inPlaceDiffers = [Bool](repeating: false, count: count - first)
      for offset in shiftedDiffers.indices {
        shiftedDiffers[offset] = gone[first + offset] != shown[first + offset + size]
      }
      for offset in inPlaceDiffers.indices {
        inPlaceDiffers[offset] = gone[first + offset] != shown[first + offset]
      }
      // The cost with the block that went at `first + end`: shifted before it, in place after.
      var cost = inPlaceDiffers[size...].reduce(0) { $0 + ($1 ? 1 : 0) }
      var best = (end: 0, cost: cost)
      for end in 0..<shiftedDiffers.count {
        cost += shiftedDiffers[end] ? 1 : 0
        cost -= end + size < inPlaceDiffers.count && inPlaceDiffers[end + size] ? 1 : 0
        if cost < best.cost { best = (end + 1, cost) }
      }
      let inPlaceCost = inPlaceDiffers.reduce(0) { $0 + ($1 ? 1 : 0) }
      guard best.cost + size < inPlaceCost else { return nil }
      var changed = Array(shownExtents[first..<(first + size)])
      let goneStart = first + best.end
      changed += goneExtents[goneStart..<(goneStart + size)]
      for offset in 0..<best.end where shiftedDiffers[offset] {
        changed.append(goneExtents[first + offset])
        changed.append(shownExtents[first + offset + size])
      }
      for index in (goneStart + size)..<count where inPlaceDiffers[index - first] {
        changed.append(goneExtents[index])
        changed.append(shownExtents[index])
      }
      return changed
    }
    return nil
  }

  /// The extents that changed in the middle of two lists of different lengths (between
  /// their common head and tail): the commands of one block added or removed, and the
  /// commands around it that changed in their places. The block is put where the fewest
  /// commands then differ (a view taken away from the top of the window while a row below
  /// fades in: that view and that row, not everything between them).
  private static func middleChanges(
    old: ArraySlice<DrawCommand>, oldExtents: [CGRect], new: ArraySlice<DrawCommand>,
    newExtents: [CGRect]
  ) -> [CGRect] {
    // The longer list holds the block; pair the shorter's commands with it, before the
    // block in place and after it shifted by the block's length.
    let removed = old.count > new.count
    let (long, short) = removed ? (old, new) : (new, old)
    let (longExtents, shortExtents) = removed ? (oldExtents, newExtents) : (newExtents, oldExtents)
    let block = long.count - short.count
    let (longStart, shortStart) = (long.startIndex, short.startIndex)
    // differsBefore[i]: short[i] differs from long[i]; differsAfter[i]: from long[i + block].
    var differsBefore = [Bool](repeating: false, count: short.count)
    var differsAfter = [Bool](repeating: false, count: short.count)
    for offset in 0..<short.count {
      differsBefore[offset] = short[shortStart + offset] != long[longStart + offset]
      differsAfter[offset] = short[shortStart + offset] != long[longStart + offset + block]
    }
    // The block at `split`: the pairs before it compared in place, the rest shifted.
    var cost = differsAfter.reduce(0) { $0 + ($1 ? 1 : 0) }
    var best = (split: 0, cost: cost)
    for split in 0..<short.count {
      cost += (differsBefore[split] ? 1 : 0) - (differsAfter[split] ? 1 : 0)
      if cost < best.cost { best = (split + 1, cost) }
    }
    var changed = Array(longExtents[(longStart + best.split)..<(longStart + best.split + block)])
    for offset in 0..<short.count {
      let shifted = offset < best.split ? 0 : block
      guard offset < best.split ? differsBefore[offset] : differsAfter[offset] else { continue }
      changed.append(shortExtents[shortStart + offset])
      changed.append(longExtents[longStart + offset + shifted])
    }
    return changed
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
    // The old commands inside the area, to match the new ones with, and those drawn outside
    // it: each where the move takes its pixels.
    var oldInside: [Int] = []
    var oldOutside: [Int] = []
    for index in old.indices {
      if isInside(old[index]) {
        oldInside.append(index)
      } else {
        oldOutside.append(index)
        damage.append(moved(oldExtents[index]))
      }
    }
    var newInside: [Int] = []
    var newOutside: [Int] = []
    for index in new.indices {
      if isInside(new[index]) { newInside.append(index) } else { newOutside.append(index) }
    }
    // Those outside where they were and where they are; one that stayed the same (a bar over
    // the list) only where it lies over the moved pixels, which it is drawn over anew.
    let paired = oldOutside.count == newOutside.count
    for (order, index) in newOutside.enumerated() {
      if paired, old[oldOutside[order]] == new[index] {
        damage.append(newExtents[index].intersection(area))
      } else {
        damage.append(newExtents[index])
        if paired { damage.append(oldExtents[oldOutside[order]]) }
      }
    }
    if !paired { damage += oldOutside.map { oldExtents[$0] } }
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
