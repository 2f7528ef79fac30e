import Foundation

/// An affine transform, as in Core Graphics: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Foundation on Linux has no CGAffineTransform, so the toolkit defines it with Core
/// Graphics' names and semantics (concatenation applies the receiver first).
public struct CGAffineTransform: Equatable, Sendable, CustomStringConvertible {
  /// The weight of x in the new x (the x scale).
  public var a: CGFloat
  /// The weight of x in the new y.
  public var b: CGFloat
  /// The weight of y in the new x.
  public var c: CGFloat
  /// The weight of y in the new y (the y scale).
  public var d: CGFloat
  /// The translation along x.
  public var tx: CGFloat
  /// The translation along y.
  public var ty: CGFloat

  /// A transform of the six given entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (`tx`, `ty`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx` along x and `sy` along y.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// True when the transform only scales and translates (no rotation or shear).
  public var isAxisAligned: Bool { b == 0 && c == 0 }

  /// The transform that applies `self`, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Translation applied before the receiver, as `CGAffineTransformTranslate`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// Scale applied before the receiver, as `CGAffineTransformScale`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// Rotation applied before the receiver, as `CGAffineTransformRotate`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant, `a·d − b·c`: zero when the transform has no inverse.
  public var determinant: CGFloat { a * d - b * c }

  /// The inverse, or the receiver unchanged when it is singular (as Core Graphics does).
  public func inverted() -> CGAffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }

  /// The scale factors along x and y (lengths of the transformed unit vectors).
  public var scale: (x: CGFloat, y: CGFloat) {
    ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
  }

  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// The point transformed by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed by `t`, ignoring translation (may be negative, as in Core Graphics).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that contains the transformed corners of this one.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    // x' = a·x + c·y + tx is least (and greatest) where each term is, so the extremes come
    // from the edges, term by term, without listing the corners.
    let (ax0, ax1, cy0, cy1) = (t.a * minX, t.a * maxX, t.c * minY, t.c * maxY)
    let (bx0, bx1, dy0, dy1) = (t.b * minX, t.b * maxX, t.d * minY, t.d * maxY)
    let left = Swift.min(ax0, ax1) + Swift.min(cy0, cy1) + t.tx
    let right = Swift.max(ax0, ax1) + Swift.max(cy0, cy1) + t.tx
    let top = Swift.min(bx0, bx1) + Swift.min(dy0, dy1) + t.ty
    let bottom = Swift.max(bx0, bx1) + Swift.max(dy0, dy1) + t.ty
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

extension CGAffineTransform {
  /// The transform that takes `source` onto `target`, scaling each axis to fit: a drawing
  /// made in one rectangle, shown in another. `source` must not be empty.
  init(mapping source: CGRect, to target: CGRect) {
    self = CGAffineTransform(translationX: -source.minX, y: -source.minY)
      .concatenating(
        CGAffineTransform(
          scaleX: target.width / source.width, y: target.height / source.height)
      )
      .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
  }
}
