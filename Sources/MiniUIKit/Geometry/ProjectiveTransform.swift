import Foundation

/// A plane-to-plane projective transform (a homography), how a layer under a 3D transform is
/// drawn: a point (x, y) maps to (X / W, Y / W) where `[X Y W] = [x y 1] · rows`. An affine
/// transform is the case with a last column of (0, 0, 1).
public struct ProjectiveTransform: Equatable, Sendable {
  /// `rows[i][j]`, row-vector convention as CATransform3D.
  public var rows: [[CGFloat]]

  /// A transform of the given 3×3 rows.
  public init(rows: [[CGFloat]]) { self.rows = rows }

  /// The projective transform that does what the affine transform `t` does.
  public init(_ t: CGAffineTransform) {
    rows = [[t.a, t.b, 0], [t.c, t.d, 0], [t.tx, t.ty, 1]]
  }

  /// This transform, then `other`.
  public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(rows: matrixProduct(rows, other.rows))
  }

  /// The homogeneous weight W of `point`: positive where the point is in front of the viewer.
  public func weight(of point: CGPoint) -> CGFloat {
    point.x * rows[0][2] + point.y * rows[1][2] + rows[2][2]
  }

  /// Maps `point` to (X / W, Y / W); the result is not finite where W is zero.
  public func apply(_ point: CGPoint) -> CGPoint {
    let w = weight(of: point)
    return CGPoint(
      x: (point.x * rows[0][0] + point.y * rows[1][0] + rows[2][0]) / w,
      y: (point.x * rows[0][1] + point.y * rows[1][1] + rows[2][1]) / w)
  }

  /// The inverse, or nil when the transform collapses the plane.
  public func inverted() -> ProjectiveTransform? {
    let m = rows
    let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
    let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
    let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
    let determinant = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
    guard abs(determinant) > 1e-12, determinant.isFinite else { return nil }
    let inverse: [[CGFloat]] = [
      [c00, m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
      [c01, m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
      [c02, m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
    ]
    return ProjectiveTransform(rows: inverse.map { $0.map { $0 / determinant } })
  }

  /// The same transform as an affine one, when it is one.
  public var affineTransform: CGAffineTransform? {
    guard abs(rows[0][2]) < 1e-12, abs(rows[1][2]) < 1e-12, rows[2][2] != 0 else { return nil }
    let w = rows[2][2]
    return CGAffineTransform(
      a: rows[0][0] / w, b: rows[0][1] / w, c: rows[1][0] / w, d: rows[1][1] / w,
      tx: rows[2][0] / w, ty: rows[2][1] / w)
  }

  /// Whether `rect` comes out mirrored (its back is towards the viewer).
  public func reversesOrientation(of rect: CGRect) -> Bool {
    let points = rect.corners.map(apply)
    var area: CGFloat = 0
    for index in points.indices {
      let next = points[(index + 1) % points.count]
      area += points[index].x * next.y - next.x * points[index].y
    }
    return area < 0
  }
}
