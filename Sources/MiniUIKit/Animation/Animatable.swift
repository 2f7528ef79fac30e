import Foundation

/// A value the animation engine can interpolate: it maps to and from a vector of numbers.
///
/// Animations are additive (as UIKit's since iOS 8): the presentation value is the model
/// value plus, for each running animation, `(from − to) · (1 − progress)` in vector form.
public protocol Animatable: Equatable {
  /// The value as a vector of numbers, the form in which it is interpolated.
  var animatableData: [Double] { get }
  /// Creates the value from a vector of numbers in the form `animatableData` gives.
  init(animatableData: [Double])
}

extension CGFloat: Animatable {
  /// The value as a one-element vector.
  public var animatableData: [Double] { [Double(self)] }
  /// Creates the value from the vector's first element, or 0 when the vector is empty.
  public init(animatableData: [Double]) { self = CGFloat(animatableData.first ?? 0) }
}

extension CGPoint: Animatable {
  /// The point as `[x, y]`.
  public var animatableData: [Double] { [x, y] }
  /// Creates a point from `[x, y]`.
  public init(animatableData v: [Double]) { self.init(x: v[0], y: v[1]) }
}

extension CGRect: Animatable {
  /// The rectangle as `[x, y, width, height]`.
  public var animatableData: [Double] { [origin.x, origin.y, size.width, size.height] }
  /// Creates a rectangle from `[x, y, width, height]`.
  public init(animatableData v: [Double]) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
}

extension UIColor: Animatable {
  /// Premultiplied, so that fading from `.clear` does not pass through black.
  public var animatableData: [Double] { [red * alpha, green * alpha, blue * alpha, alpha] }
  /// Creates a colour from premultiplied `[red, green, blue, alpha]`, each component clamped to
  /// 0…1.
  public init(animatableData v: [Double]) {
    let alpha = min(max(v[3], 0), 1)
    let unpremultiply = alpha > 0 ? 1 / alpha : 0
    func channel(_ value: Double) -> Double { min(max(value * unpremultiply, 0), 1) }
    self.init(red: channel(v[0]), green: channel(v[1]), blue: channel(v[2]), alpha: alpha)
  }
}

extension CGAffineTransform: Animatable {
  /// Decomposed as (tx, ty, scaleX, scaleY, rotation, shear) so that rotations and scales
  /// interpolate as rotations and scales, as Core Animation does.
  public var animatableData: [Double] {
    let scaleX = (a * a + b * b).squareRoot()
    let rotation = atan2(b, a)
    let shear = scaleX == 0 ? 0 : (a * c + b * d) / scaleX
    let scaleY = scaleX == 0 ? (c * c + d * d).squareRoot() : (a * d - b * c) / scaleX
    return [tx, ty, scaleX, scaleY, rotation, shear]
  }

  /// The index of the rotation angle in `animatableData`.
  static let rotationComponent = 4

  /// Creates a transform from its decomposition `[tx, ty, scaleX, scaleY, rotation, shear]`.
  public init(animatableData v: [Double]) {
    let (tx, ty, scaleX, scaleY, rotation, shear) = (v[0], v[1], v[2], v[3], v[4], v[5])
    let cosine = cos(rotation)
    let sine = sin(rotation)
    self.init(
      a: scaleX * cosine, b: scaleX * sine,
      c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
      tx: tx, ty: ty)
  }
}
