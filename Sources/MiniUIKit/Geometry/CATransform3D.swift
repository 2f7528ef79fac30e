// Core Animation's C names (CATransform3DMakeRotation, …), as UIKit code calls them.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A 4×4 transform of a layer, as Core Animation's: points are row vectors
/// `[x y z 1] · M`, so translation lives in `m41…m43` and perspective in `m34` (set it to
/// `-1 / distance` for a viewer `distance` points away). Concatenation applies the left
/// transform first, as `CATransform3DConcat(a, b)` does.
public struct CATransform3D: Equatable, Sendable {
  /// Row 1, column 1: the weight of x in the new x (the x scale).
  public var m11: CGFloat
  /// Row 1, column 2: the weight of x in the new y.
  public var m12: CGFloat
  /// Row 1, column 3: the weight of x in the new z.
  public var m13: CGFloat
  /// Row 1, column 4: the weight of x in w (perspective).
  public var m14: CGFloat
  /// Row 2, column 1: the weight of y in the new x.
  public var m21: CGFloat
  /// Row 2, column 2: the weight of y in the new y (the y scale).
  public var m22: CGFloat
  /// Row 2, column 3: the weight of y in the new z.
  public var m23: CGFloat
  /// Row 2, column 4: the weight of y in w (perspective).
  public var m24: CGFloat
  /// Row 3, column 1: the weight of z in the new x.
  public var m31: CGFloat
  /// Row 3, column 2: the weight of z in the new y.
  public var m32: CGFloat
  /// Row 3, column 3: the weight of z in the new z (the z scale).
  public var m33: CGFloat
  /// Row 3, column 4: the weight of z in w (perspective: `-1 / distance`).
  public var m34: CGFloat
  /// Row 4, column 1: the translation along x.
  public var m41: CGFloat
  /// Row 4, column 2: the translation along y.
  public var m42: CGFloat
  /// Row 4, column 3: the translation along z.
  public var m43: CGFloat
  /// Row 4, column 4: the constant part of w (normally 1).
  public var m44: CGFloat

  /// A transform of the sixteen given entries.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity, as Core Animation's `CATransform3DIdentity`.
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The rows as arrays, `rows[i][j]` = m(i+1)(j+1).
  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// This transform, then `other`.
  func concatenating(_ other: CATransform3D) -> CATransform3D {
    CATransform3D(rows: matrixProduct(rows, other.rows))
  }

  /// The 3D embedding of a 2D affine transform.
  init(_ t: CGAffineTransform) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }

  /// Whether the transform maps the z = 0 plane as a 2D affine transform does.
  var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The 2D affine part (exact when `isAffine`).
  var affinePart: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// How the z = 0 plane is drawn: the projective transform of its points.
  var planeProjection: ProjectiveTransform {
    ProjectiveTransform(
      rows: [[m11, m12, m14], [m21, m22, m24], [m41, m42, m44]])
  }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// A translation by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by `sx` along x, `sy` along y and `sz` along z.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z), as Core Animation's; a zero axis
/// gives the identity.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3D() }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(
    m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
    m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
    m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation (the translation happens in `t`'s local space).
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` preceded by a scale (the scale happens in `t`'s local space).
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` preceded by a rotation of `angle` radians about (x, y, z), in `t`'s local space.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// The transform that does `m` in each plane of constant z and leaves z unchanged.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(m)
}

/// Whether `t` is a 2D affine transform, as `CATransform3DMakeAffineTransform` makes.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The 2D affine part of `t`: exact when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  t.affinePart
}

/// The inverse, or `t` unchanged when it has none, as Core Animation's.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  Matrix4.inverse(t.rows).map(CATransform3D.init(rows:)) ?? t
}

/// 4×4 helpers on row arrays.
enum Matrix4 {
  static func determinant(_ m: [[CGFloat]]) -> CGFloat {
    inverseAndDeterminant(m).determinant
  }

  static func inverse(_ m: [[CGFloat]]) -> [[CGFloat]]? {
    let result = inverseAndDeterminant(m)
    return abs(result.determinant) < 1e-12 ? nil : result.inverse
  }

  /// Gauss–Jordan elimination with partial pivoting.
  private static func inverseAndDeterminant(_ m: [[CGFloat]]) -> (
    inverse: [[CGFloat]], determinant: CGFloat
  ) {
    var a = m
    var inverse = (0..<4).map { i in (0..<4).map { j in CGFloat(i == j ? 1 : 0) } }
    var determinant: CGFloat = 1
    for column in 0..<4 {
      let pivot = (column..<4).max { abs(a[$0][column]) < abs(a[$1][column]) }!
      if abs(a[pivot][column]) < 1e-12 { return (inverse, 0) }
      if pivot != column {
        a.swapAt(pivot, column)
        inverse.swapAt(pivot, column)
        determinant = -determinant
      }
      let value = a[column][column]
      determinant *= value
      for j in 0..<4 {
        a[column][j] /= value
        inverse[column][j] /= value
      }
      for row in 0..<4 where row != column {
        let factor = a[row][column]
        guard factor != 0 else { continue }
        for j in 0..<4 {
          a[row][j] -= factor * a[column][j]
          inverse[row][j] -= factor * inverse[column][j]
        }
      }
    }
    return (inverse, determinant)
  }
}

/// The product `a·b` of two square matrices given as rows.
func matrixProduct(_ a: [[CGFloat]], _ b: [[CGFloat]]) -> [[CGFloat]] {
  let size = a.count
  var product = [[CGFloat]](repeating: [CGFloat](repeating: 0, count: size), count: size)
  for i in 0..<size {
    for j in 0..<size {
      var sum: CGFloat = 0
      for k in 0..<size { sum += a[i][k] * b[k][j] }
      product[i][j] = sum
    }
  }
  return product
}
