import Foundation
import MiniUIKit

/// What changed between two frames: the areas of the commands that differ between the
/// display list the back buffer shows and the next one, as a few non-overlapping whole-pixel
/// rectangles. Painting (clipped to them) and presenting just those leaves the rest of the
/// back buffer and the window as they were.
///
/// A pixel outside every rectangle is touched by the same commands, in the same order, in
/// both lists, so it would be painted the same.
enum Damage {
  /// At most this many rectangles; more are merged, two at a time, choosing the pair whose
  /// union adds the least area.
  static let maximumRectangles = 8

  /// Past this share of `bounds`, the damage is all of it: one rectangle is cheaper to clip
  /// and present than many that nearly cover it.
  static let wholeShare: CGFloat = 0.7

  /// The rectangles (within `bounds`, whole pixels) where `new` may paint differently from
  /// `old`, given `extent`, the pixels a command can touch; empty when nothing changed.
  static func region(
    from old: [DrawCommand], to new: [DrawCommand], within bounds: CGRect,
    extent: (DrawCommand) -> CGRect
  ) -> [CGRect] {
    var changed: [CGRect] = []
    if old.count == new.count {
      for (before, after) in zip(old, new) where before != after {
        changed += [extent(before), extent(after)]
      }
    } else {
      // Commands added or removed: the differing middle between a common head and tail.
      let head = zip(old, new).prefix { $0 == $1 }.count
      let tail = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
      let shared = min(tail, min(old.count, new.count) - head)
      changed =
        old[head..<(old.count - shared)].map(extent)
        + new[head..<(new.count - shared)].map(extent)
    }
    let rectangles = merged(pixels(changed, within: bounds))
    return area(of: rectangles) > area(bounds) * wholeShare ? [bounds] : rectangles
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
    from old: ArraySlice<DrawCommand>, to new: ArraySlice<DrawCommand>, clip: CGRect,
    offset: CGPoint, within bounds: CGRect, extent: (DrawCommand) -> CGRect
  ) -> (move: Move, region: [CGRect])? {
    guard offset != .zero, offset.x == offset.x.rounded(), offset.y == offset.y.rounded(),
      clip == clip.integral
    else { return nil }
    let area = clip.intersection(clip.offsetBy(dx: offset.x, dy: offset.y)).intersection(bounds)
    guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
    let isInside = { (command: DrawCommand) in command.clip.map { clip.contains($0) } ?? false }
    // Where a command of the last frame lands after the move.
    func moved(_ command: DrawCommand) -> CGRect {
      extent(command).offsetBy(dx: offset.x, dy: offset.y).intersection(area)
    }
    // What came into view.
    var damage = [
      CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: area.minY - clip.minY),
      CGRect(x: clip.minX, y: area.maxY, width: clip.width, height: clip.maxY - area.maxY),
      CGRect(x: clip.minX, y: area.minY, width: area.minX - clip.minX, height: area.height),
      CGRect(x: area.maxX, y: area.minY, width: clip.maxX - area.maxX, height: area.height),
    ]
    // What is drawn outside the area, where it was and where the move takes its pixels.
    for command in old where !isInside(command) { damage += [extent(command), moved(command)] }
    for command in new where !isInside(command) { damage.append(extent(command)) }
    let oldInside = Array(old.filter(isInside))
    var next = 0
    var longSearchesLeft = longSearches
    for command in new where isInside(command) {
      let isMatch = { (index: Int) in
        draws(command, asMoved: oldInside[index], by: offset, clip: clip, area: area)
      }
      let nearby = next..<min(next + matchWindow, oldInside.count)
      var match = nearby.first(where: isMatch)
      // A row wider than the window scrolled out (a big window's): look past it.
      if match == nil, longSearchesLeft > 0 {
        match = (nearby.upperBound..<oldInside.count).first(where: isMatch)
        if match == nil { longSearchesLeft -= 1 }
      }
      guard let match else {
        damage.append(extent(command))
        continue
      }
      damage += oldInside[next..<match].map(moved)
      next = match + 1
    }
    damage += oldInside[next...].map(moved)
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
      let clipped = rect.integral.intersection(bounds)
      return clipped.isNull || clipped.isEmpty ? nil : clipped
    }
  }

  static func area(of rectangles: [CGRect]) -> CGFloat { rectangles.reduce(0) { $0 + area($1) } }

  /// `rectangles` made non-overlapping (overlapping ones become their union) and at most
  /// `maximumRectangles`.
  static func merged(_ rectangles: [CGRect]) -> [CGRect] {
    var result: [CGRect] = []
    for rectangle in rectangles { insert(rectangle, into: &result) }
    while result.count > maximumRectangles {
      var best = (0, 1, CGFloat.infinity)
      for i in result.indices {
        for j in result.indices where j > i {
          let added = area(result[i].union(result[j])) - area(result[i]) - area(result[j])
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

  /// Adds `rectangle` to non-overlapping `rectangles`, swallowing those it overlaps.
  private static func insert(_ rectangle: CGRect, into rectangles: inout [CGRect]) {
    var grown = rectangle
    while let index = rectangles.firstIndex(where: { $0.intersects(grown) }) {
      grown = grown.union(rectangles.remove(at: index))
    }
    rectangles.append(grown)
  }

  private static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
}
