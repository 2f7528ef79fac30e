import Foundation
import MiniUIKit

/// A layer's mask that is one filled, opaque, unclipped path, on a layer drawn opaque through
/// an affine projection (a circular reveal's circle): the path's trapezoids, in device pixels,
/// are the mask itself, with no mask picture.
@MainActor
struct ShapeMask {
  /// The trapezoids covering the path, in device pixels.
  let trapezoids: [Trapezoid]

  /// The mask `mask` of a layer drawn at `alpha` through `projection` (its pixels to device
  /// pixels) at `scale` pixels a point; nil when it is not such a mask.
  init?(_ mask: DisplayList, alpha: CGFloat, projection: ProjectiveTransform, scale: CGFloat) {
    guard alpha >= 0.999, let affine = projection.affineTransform,
      mask.commands.count == 1, let command = mask.commands.first,
      case .shape(let shape) = command.kind, command.alpha >= 0.999, command.clip == nil,
      shape.strokeColor == nil, let fill = shape.fillColor, fill.alpha >= 0.999
    else { return nil }
    let layerToDevice = command.transform.concatenating(
      CGAffineTransform(scaleX: scale, y: scale)
    ).concatenating(affine)
    let polygons = PathFlattening.polylines(
      of: shape.elements, transform: layerToDevice, tolerance: XRenderPainter.flatness
    ).map(\.points)
    trapezoids = PathTessellator.trapezoids(of: polygons, rule: shape.fillRule)
  }

  /// Bands the mask's change is worked out in: more bands follow a curve more closely.
  static let bands = 8

  /// The whole-pixel rectangles outside which `self` lets through exactly what `old` did: in
  /// each of a few horizontal bands, what either can touch less what both cover whole. Nil
  /// when either is not one trapezoid a row (a shape that is not convex).
  func changedArea(since old: ShapeMask) -> [CGRect]? {
    guard let newRows = Rows(trapezoids), let oldRows = Rows(old.trapezoids) else { return nil }
    // Anti-aliased edges touch the pixels round them.
    let margin: CGFloat = 2
    guard let top = [newRows.top, oldRows.top].compactMap({ $0 }).min(),
      let bottom = [newRows.bottom, oldRows.bottom].compactMap({ $0 }).max()
    else { return [] }
    let minY = top.rounded(.down) - margin
    let height = bottom.rounded(.up) + margin - minY
    let bandHeight = (height / CGFloat(Self.bands)).rounded(.up)
    var area: [CGRect] = []
    for band in 0..<Self.bands {
      let y0 = minY + CGFloat(band) * bandHeight
      let y1 = min(y0 + bandHeight, minY + height)
      guard y1 > y0 else { break }
      let spans = [newRows.reach(from: y0, to: y1), oldRows.reach(from: y0, to: y1)]
        .compactMap { $0 }
      guard let left = spans.map(\.left).min(), let right = spans.map(\.right).max() else {
        continue
      }
      let outer = (left: left.rounded(.down) - margin, right: right.rounded(.up) + margin)
      // Both cover whole pixels here, a pixel in from their edges, rows above and below too.
      var inner: (left: CGFloat, right: CGFloat)?
      if let new = newRows.cover(from: y0 - 1, to: y1 + 1),
        let old = oldRows.cover(from: y0 - 1, to: y1 + 1)
      {
        let left = max(new.left, old.left).rounded(.up) + 1
        let right = min(new.right, old.right).rounded(.down) - 1
        if right > left { inner = (left, right) }
      }
      if let inner {
        area.append(CGRect(x: outer.left, y: y0, width: inner.left - outer.left, height: y1 - y0))
        area.append(
          CGRect(x: inner.right, y: y0, width: outer.right - inner.right, height: y1 - y0))
      } else {
        area.append(CGRect(x: outer.left, y: y0, width: outer.right - outer.left, height: y1 - y0))
      }
    }
    return area
  }

  /// Trapezoids one a row, top to bottom, none overlapping another's rows.
  private struct Rows {
    let trapezoids: [Trapezoid]

    init?(_ trapezoids: [Trapezoid]) {
      for index in trapezoids.indices.dropFirst()
      where trapezoids[index].top < trapezoids[index - 1].bottom {
        return nil
      }
      self.trapezoids = trapezoids
    }

    var top: CGFloat? { trapezoids.first?.top }
    var bottom: CGFloat? { trapezoids.last?.bottom }

    /// The least and greatest x the trapezoids reach between heights `y0` and `y1`; nil
    /// when none is there.
    func reach(from y0: CGFloat, to y1: CGFloat) -> (left: CGFloat, right: CGFloat)? {
      var span: (left: CGFloat, right: CGFloat)?
      for trapezoid in trapezoids where trapezoid.top < y1 && trapezoid.bottom > y0 {
        let (a, b) = (max(trapezoid.top, y0), min(trapezoid.bottom, y1))
        let left = min(trapezoid.left.x(atY: a), trapezoid.left.x(atY: b))
        let right = max(trapezoid.right.x(atY: a), trapezoid.right.x(atY: b))
        span = (min(span?.left ?? left, left), max(span?.right ?? right, right))
      }
      return span
    }

    /// The span the trapezoids cover at every height between `y0` and `y1`; nil when they
    /// leave a row there uncovered.
    func cover(from y0: CGFloat, to y1: CGFloat) -> (left: CGFloat, right: CGFloat)? {
      var span: (left: CGFloat, right: CGFloat)?
      var reached = y0
      for trapezoid in trapezoids where trapezoid.top < y1 && trapezoid.bottom > y0 {
        // The sweep's rows meet to within rounding.
        guard trapezoid.top <= reached + 1e-9 else { return nil }
        reached = trapezoid.bottom
        let (a, b) = (max(trapezoid.top, y0), min(trapezoid.bottom, y1))
        let left = max(trapezoid.left.x(atY: a), trapezoid.left.x(atY: b))
        let right = min(trapezoid.right.x(atY: a), trapezoid.right.x(atY: b))
        span = (max(span?.left ?? left, left), min(span?.right ?? right, right))
      }
      guard reached >= y1 else { return nil }
      return span
    }
  }
}
