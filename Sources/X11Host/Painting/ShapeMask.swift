import Foundation
@_spi(Host) import MiniUIKit

/// A layer's mask that is one filled, opaque, unclipped path, on a layer drawn opaque through
/// an affine projection (a circular reveal's circle): the path's trapezoids, in device pixels,
/// are the mask itself, with no mask picture. Where it is one trapezoid a row (a convex shape,
/// say), its bands tell where it lets all of the picture through.
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

  /// The path `elements` filled by `rule`, `transform` taking it to device pixels.
  init(path elements: [PathElement], rule: CGPathFillRule, transform: CGAffineTransform) {
    let polygons = PathFlattening.polylines(
      of: elements, transform: transform, tolerance: XRenderPainter.flatness
    ).map(\.points)
    trapezoids = PathTessellator.trapezoids(of: polygons, rule: rule)
  }

  /// Bands the masks are worked out in: more bands follow a curve more closely.
  static let bands = 8

  /// A band of whole pixel rows `top..<bottom`, where the masks can touch `outer` (whole
  /// pixels) and let everything through over `inner` (whole pixels, within `outer`), if
  /// anywhere.
  struct Band {
    var top: CGFloat
    var bottom: CGFloat
    var outer: (left: CGFloat, right: CGFloat)
    var inner: (left: CGFloat, right: CGFloat)?

    private func rect(_ left: CGFloat, _ right: CGFloat) -> CGRect {
      CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Where the masks let through all of the picture.
    var whole: CGRect? { inner.map { rect($0.left, $0.right) } }

    /// Where the masks let through part of the picture: round their edges.
    var edges: [CGRect] {
      guard let inner else { return [rect(outer.left, outer.right)] }
      return [rect(outer.left, inner.left), rect(inner.right, outer.right)]
    }
  }

  /// `self` and `others` in a few horizontal bands: where any can touch, and where all let
  /// everything through. Nil when one is not one trapezoid a row (a shape that is not convex,
  /// or two side by side).
  func bands(with others: [ShapeMask] = []) -> [Band]? {
    var rows: [Rows] = []
    for mask in [self] + others {
      guard let each = Rows(mask.trapezoids) else { return nil }
      rows.append(each)
    }
    // Anti-aliased edges touch the pixels round them.
    let margin: CGFloat = 2
    guard let top = rows.compactMap(\.top).min(), let bottom = rows.compactMap(\.bottom).max()
    else { return [] }
    let minY = top.rounded(.down) - margin
    let maxY = bottom.rounded(.up) + margin
    let bandHeight = ((maxY - minY) / CGFloat(Self.bands)).rounded(.up)
    var bands: [Band] = []
    for index in 0..<Self.bands {
      let y0 = minY + CGFloat(index) * bandHeight
      let y1 = min(y0 + bandHeight, maxY)
      guard y1 > y0 else { break }
      let spans = rows.compactMap { $0.reach(from: y0, to: y1) }
      guard let left = spans.map(\.left).min(), let right = spans.map(\.right).max() else {
        continue
      }
      var band = Band(
        top: y0, bottom: y1, outer: (left.rounded(.down) - margin, right.rounded(.up) + margin))
      // All cover whole pixels here, a pixel in from their edges, rows above and below too.
      let covers = rows.compactMap { $0.cover(from: y0 - 1, to: y1 + 1) }
      if covers.count == rows.count, let coverLeft = covers.map(\.left).max(),
        let coverRight = covers.map(\.right).min()
      {
        let inner = (left: coverLeft.rounded(.up) + 1, right: coverRight.rounded(.down) - 1)
        if inner.right > inner.left { band.inner = inner }
      }
      bands.append(band)
    }
    return bands
  }

  /// The whole-pixel rectangles outside which `self` lets through exactly what `old` did:
  /// round the edges of either. Nil when either is not one trapezoid a row.
  func changedArea(since old: ShapeMask) -> [CGRect]? {
    bands(with: [old])?.flatMap(\.edges)
  }

  /// The mask's trapezoids for `piece` (whole pixels): cut to its rows, and an edge that
  /// stays out of it on one side moved to its side, so that the server's mask is about the
  /// piece's size. Within the piece they cover exactly what the trapezoids do; where an edge
  /// crosses one of its sides, they reach past it as the trapezoids do.
  func trapezoids(within piece: CGRect) -> [Trapezoid] {
    var cut: [Trapezoid] = []
    for trapezoid in trapezoids where trapezoid.top < piece.maxY && trapezoid.bottom > piece.minY {
      let top = max(trapezoid.top, piece.minY)
      let bottom = min(trapezoid.bottom, piece.maxY)
      let lefts = (trapezoid.left.x(atY: top), trapezoid.left.x(atY: bottom))
      let rights = (trapezoid.right.x(atY: top), trapezoid.right.x(atY: bottom))
      // Wholly past one side of the piece, it covers none of it.
      guard min(lefts.0, lefts.1) < piece.maxX, max(rights.0, rights.1) > piece.minX else {
        continue
      }
      var each = Trapezoid(top: top, bottom: bottom, left: trapezoid.left, right: trapezoid.right)
      if max(lefts.0, lefts.1) <= piece.minX {
        each.left = .init(
          p1: CGPoint(x: piece.minX, y: top), p2: CGPoint(x: piece.minX, y: bottom))
      }
      if min(rights.0, rights.1) >= piece.maxX {
        each.right = .init(
          p1: CGPoint(x: piece.maxX, y: top), p2: CGPoint(x: piece.maxX, y: bottom))
      }
      cut.append(each)
    }
    return cut
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

/// The shape masks of the last few frames, each tessellated once: the planner compares a
/// frame's mask with the last frame's, and the painter draws it.
@MainActor
final class RecentShapeMasks {
  private struct Entry {
    var mask: DisplayList
    var alpha: CGFloat
    var projection: ProjectiveTransform
    var shape: ShapeMask?
  }

  private var entries: [Entry] = []
  /// How many masks were tessellated, for tests.
  private(set) var madeCount = 0
  /// Pixels a point.
  private let scale: CGFloat
  /// How many are kept: this frame's and the last, in the few layers that have one.
  private static let keptCount = 8

  init(scale: CGFloat) { self.scale = scale }

  /// `ShapeMask(mask, alpha: alpha, projection: projection, scale:)`, made once.
  func shape(of mask: DisplayList, alpha: CGFloat, projection: ProjectiveTransform) -> ShapeMask? {
    for entry in entries
    where entry.alpha == alpha && entry.projection == projection && entry.mask == mask {
      return entry.shape
    }
    let shape = ShapeMask(mask, alpha: alpha, projection: projection, scale: scale)
    madeCount += 1
    if entries.count >= Self.keptCount { entries.removeFirst() }
    entries.append(Entry(mask: mask, alpha: alpha, projection: projection, shape: shape))
    return shape
  }
}
