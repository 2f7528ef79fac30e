import Foundation

/// Core Graphics' stroked and dashed copies of a path, from the toolkit's stroker.
extension CGPath {
  /// The outline of this path stroked with the given line (filled with the nonzero rule it
  /// covers what the stroke covers), curves flattened to within a hundredth of a point.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    let lines = PathFlattening.polylines(of: elements, tolerance: 0.01)
    let polygons = PathStroker.outline(
      of: lines, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
      miterLimit: miterLimit, tolerance: 0.01)
    return CGPath(
      elements: Self.elements(of: polygons.map { Polyline(points: $0, isClosed: true) })
    )
    .copy(using: transform) ?? CGPath(elements: [])
  }

  /// This path cut into dashes: `lengths` on and off in turn, starting `phase` into them.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  ) -> CGPath {
    let lines = PathFlattening.polylines(of: elements, tolerance: 0.01)
    let dashes = PathDasher.dash(lines, pattern: lengths, phase: phase)
    return CGPath(elements: Self.elements(of: dashes)).copy(using: transform)
      ?? CGPath(elements: [])
  }

  /// Whether every point of the path is a finite number.
  var hasFinitePoints: Bool {
    elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
  }

  private static func elements(of lines: [Polyline]) -> [PathElement] {
    lines.flatMap { line -> [PathElement] in
      guard let first = line.points.first else { return [] }
      return [.moveTo(first)] + line.points.dropFirst().map { .lineTo($0) }
        + (line.isClosed ? [.closeSubpath] : [])
    }
  }
}
