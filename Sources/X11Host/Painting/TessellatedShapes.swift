import Foundation
@_spi(Host) import MiniUIKit

/// The trapezoids of the shapes drawn lately, by shape and transform: a symbol in a bar that
/// is painted again every frame (a translucent bar over moving content) is flattened and
/// tessellated once, not each frame. The most recently used first; the oldest go.
struct TessellatedShapes {
  private struct Entry {
    var shape: ShapeDrawing
    var transform: CGAffineTransform
    var fill: [Trapezoid]
    var stroke: [Trapezoid]
  }

  private var entries: [Entry] = []
  /// How many shapes are kept: a screenful of symbols.
  static let capacity = 64

  /// The fill's and stroke's trapezoids of `shape` drawn through `transform`, made by `make`
  /// when not kept.
  mutating func trapezoids(
    of shape: ShapeDrawing, transform: CGAffineTransform,
    make: () -> (fill: [Trapezoid], stroke: [Trapezoid])
  ) -> (fill: [Trapezoid], stroke: [Trapezoid]) {
    if let index = entries.firstIndex(where: { $0.transform == transform && $0.shape == shape }) {
      let entry = entries.remove(at: index)
      entries.insert(entry, at: 0)
      return (entry.fill, entry.stroke)
    }
    let made = make()
    entries.insert(
      Entry(shape: shape, transform: transform, fill: made.fill, stroke: made.stroke), at: 0)
    if entries.count > Self.capacity { entries.removeLast() }
    return made
  }

  mutating func removeAll() { entries.removeAll() }
}
