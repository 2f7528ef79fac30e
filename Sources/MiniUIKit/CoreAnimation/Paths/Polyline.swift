import Foundation

/// A path's curves flattened into straight segments: one subpath's points in order, closed
/// back to its first point or open. What strokers, dashers and rasterisers work on.
public struct Polyline: Equatable, Sendable {
  public var points: [CGPoint]
  public var isClosed: Bool

  public init(points: [CGPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}
