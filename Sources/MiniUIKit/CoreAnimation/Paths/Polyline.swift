import Foundation

/// A path's curves flattened into straight segments: one subpath's points in order, closed
/// back to its first point or open. What strokers, dashers and rasterisers work on.
@_spi(Host) public struct Polyline: Equatable, Sendable {
  public var points: [CGPoint]
  public var isClosed: Bool

  public init(points: [CGPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }

  /// How many times the polyline, taken as closed, winds round `point`: edges going down
  /// the screen with the point on their right count +1, going up with it on their left −1.
  /// The nonzero rule fills where the sum over a path's polylines is not 0, the even-odd
  /// rule where it is odd.
  public func windingNumber(of point: CGPoint) -> Int {
    var number = 0
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
      if a.y <= point.y, b.y > point.y, side > 0 {
        number += 1
      } else if a.y > point.y, b.y <= point.y, side < 0 {
        number -= 1
      }
    }
    return number
  }
}
