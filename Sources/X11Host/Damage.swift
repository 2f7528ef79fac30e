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
    let pixels = changed.compactMap { rect -> CGRect? in
      guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite,
        rect.maxY.isFinite
      else { return nil }
      let clipped = rect.integral.intersection(bounds)
      return clipped.isNull || clipped.isEmpty ? nil : clipped
    }
    let rectangles = merged(pixels)
    let area = rectangles.reduce(0) { $0 + $1.width * $1.height }
    return area > bounds.width * bounds.height * wholeShare ? [bounds] : rectangles
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
