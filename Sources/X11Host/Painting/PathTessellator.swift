import Foundation
@_spi(Host) import MiniUIKit

/// A trapezoid with horizontal top and bottom, between two edges given as lines through two
/// points each (XRender's XTrapezoid, in device pixels).
struct Trapezoid: Equatable {
  /// A line through two points; only its course between the trapezoid's top and bottom matters.
  struct Line: Equatable {
    var p1: CGPoint
    var p2: CGPoint

    /// The line's x at height `y` (`p1.x` for a horizontal line).
    func x(atY y: CGFloat) -> CGFloat {
      let dy = p2.y - p1.y
      guard dy != 0 else { return p1.x }
      return p1.x + (y - p1.y) * (p2.x - p1.x) / dy
    }
  }

  var top: CGFloat
  var bottom: CGFloat
  var left: Line
  var right: Line
}

/// Turns polygons into non-overlapping trapezoids covering what they fill under a fill rule,
/// by a sweep over y, as cairo's XRender backend does.
enum PathTessellator {
  /// Heights and widths below this are treated as empty.
  private static let epsilon: CGFloat = 1e-9

  /// The trapezoids covering the inside of `polygons` (closed rings) under `rule`; none if any
  /// point is not finite.
  static func trapezoids(of polygons: [[CGPoint]], rule: CGPathFillRule) -> [Trapezoid] {
    guard let edges = edges(of: polygons), !edges.isEmpty else { return [] }
    let byTop = edges.indices.sorted { edges[$0].top.y < edges[$1].top.y }
    // The edges' ends, each height once, in order.
    var ys: [CGFloat] = []
    ys.reserveCapacity(2 * edges.count)
    for edge in edges { ys += [edge.top.y, edge.bottom.y] }
    ys.sort()
    var unique = 0
    for y in ys where unique == 0 || ys[unique - 1] != y {
      ys[unique] = y
      unique += 1
    }
    ys.removeSubrange(unique...)
    var sweep = Sweep(edges: edges, rule: rule)
    var next = 0
    for k in 0..<(ys.count - 1) {
      let y0 = ys[k]
      let y1 = ys[k + 1]
      sweep.active.removeAll { edges[$0].bottom.y <= y0 }
      while next < byTop.count, edges[byTop[next]].top.y <= y0 {
        sweep.active.append(byTop[next])
        next += 1
      }
      guard y1 - y0 >= epsilon else { continue }
      sweep.band(from: y0, to: y1)
    }
    return sweep.trapezoids
  }

  /// The non-horizontal edges of the rings, or nil if a point is not finite.
  private static func edges(of polygons: [[CGPoint]]) -> [Edge]? {
    var edges: [Edge] = []
    for ring in polygons {
      guard ring.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
      guard ring.count >= 3 else { continue }
      for i in ring.indices {
        let a = ring[i]
        let b = ring[(i + 1) % ring.count]
        if a.y < b.y {
          edges.append(Edge(line: Trapezoid.Line(p1: a, p2: b), direction: 1))
        } else if a.y > b.y {
          edges.append(Edge(line: Trapezoid.Line(p1: b, p2: a), direction: -1))
        }
      }
    }
    return edges
  }

  /// A polygon edge from its upper to its lower end, with +1 if the ring runs down it.
  private struct Edge {
    var line: Trapezoid.Line
    var direction: Int

    var top: CGPoint { line.p1 }
    var bottom: CGPoint { line.p2 }
  }

  /// The state of the sweep: the edges crossing the current band and the trapezoids so far.
  /// The work arrays are kept from band to band: a band allocates nothing.
  private struct Sweep {
    let edges: [Edge]
    let rule: CGPathFillRule
    /// Edges spanning the current band, kept in their last x order so sorting is cheap.
    var active: [Int] = []
    var trapezoids: [Trapezoid] = []
    /// Trapezoids ending at the previous band's bottom, by their pair of edges (`pairKey`).
    private var open: [(key: Int, trapezoid: Int)] = []
    private var nextOpen: [(key: Int, trapezoid: Int)] = []
    /// Sort keys, and the crossings' work: edges in order, their xs at the band's top and
    /// bottom, the heights where they cross.
    private var keys: [(CGFloat, CGFloat)] = []
    private var order: [Int] = []
    private var tops: [CGFloat] = []
    private var bottoms: [CGFloat] = []
    private var splits: [CGFloat] = []

    init(edges: [Edge], rule: CGPathFillRule) {
      self.edges = edges
      self.rule = rule
    }

    /// Emits the band [y0, y1], split where active edges cross.
    mutating func band(from y0: CGFloat, to y1: CGFloat) {
      keys.removeAll(keepingCapacity: true)
      for index in active { keys.append((x(of: index, at: y0), x(of: index, at: y1))) }
      sortActiveByKeys()
      findCrossings(from: y0, to: y1)
      splits.append(y1)
      var top = y0
      for split in splits.indices {
        let bottom = splits[split]
        guard bottom - top >= PathTessellator.epsilon else { continue }
        let middle = (top + bottom) / 2
        keys.removeAll(keepingCapacity: true)
        for index in active { keys.append((x(of: index, at: middle), 0)) }
        sortActiveByKeys()
        emitSpans(from: top, to: bottom, at: middle)
        top = bottom
      }
    }

    /// Sets `splits` to the ys strictly inside (y0, y1) where two active edges (sorted by x
    /// at y0) cross, sorted.
    private mutating func findCrossings(from y0: CGFloat, to y1: CGFloat) {
      order.removeAll(keepingCapacity: true)
      tops.removeAll(keepingCapacity: true)
      bottoms.removeAll(keepingCapacity: true)
      splits.removeAll(keepingCapacity: true)
      for index in active {
        order.append(index)
        tops.append(x(of: index, at: y0))
        bottoms.append(x(of: index, at: y1))
      }
      for i in order.indices.dropFirst() {
        var j = i
        while j > 0, bottoms[j - 1] > bottoms[j] {
          let d0 = tops[j] - tops[j - 1]
          let d1 = bottoms[j] - bottoms[j - 1]
          let y = y0 + (y1 - y0) * d0 / (d0 - d1)
          if y > y0 + PathTessellator.epsilon, y < y1 - PathTessellator.epsilon {
            splits.append(y)
          }
          order.swapAt(j, j - 1)
          tops.swapAt(j, j - 1)
          bottoms.swapAt(j, j - 1)
          j -= 1
        }
      }
      splits.sort()
    }

    /// Walks the active edges (sorted by x at `middle`) and emits the inside spans of the band.
    private mutating func emitSpans(from top: CGFloat, to bottom: CGFloat, at middle: CGFloat) {
      nextOpen.removeAll(keepingCapacity: true)
      var winding = 0
      var left = 0
      for index in active {
        let wasInside = isInside(winding)
        winding += edges[index].direction
        let inside = isInside(winding)
        if !wasInside, inside {
          left = index
        } else if wasInside, !inside {
          guard x(of: index, at: middle) - x(of: left, at: middle) >= PathTessellator.epsilon
          else { continue }
          let key = left * edges.count + index
          if let above = openTrapezoid(key), trapezoids[above].bottom == top {
            trapezoids[above].bottom = bottom
            nextOpen.append((key, above))
          } else {
            nextOpen.append((key, trapezoids.count))
            trapezoids.append(
              Trapezoid(
                top: top, bottom: bottom, left: edges[left].line, right: edges[index].line))
          }
        }
      }
      swap(&open, &nextOpen)
    }

    /// The trapezoid open below the previous band between the pair of edges `key`.
    private func openTrapezoid(_ key: Int) -> Int? {
      for entry in open where entry.key == key { return entry.trapezoid }
      return nil
    }

    private func isInside(_ winding: Int) -> Bool {
      switch rule {
      case .winding: return winding != 0
      case .evenOdd: return winding & 1 != 0
      }
    }

    private func x(of index: Int, at y: CGFloat) -> CGFloat {
      edges[index].line.x(atY: y)
    }

    /// Insertion-sorts the active edges by their lexicographic `keys`; cheap as they are nearly
    /// sorted already.
    private mutating func sortActiveByKeys() {
      for i in active.indices.dropFirst() {
        var j = i
        while j > 0, keys[j - 1] > keys[j] {
          keys.swapAt(j, j - 1)
          active.swapAt(j, j - 1)
          j -= 1
        }
      }
    }
  }
}
