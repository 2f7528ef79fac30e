import Foundation

/// A value the animation engine can interpolate: it maps to and from a vector of numbers.
///
/// Animations are additive (as UIKit's since iOS 8): the presentation value is the model
/// value plus, for each running animation, `(from − to) · (1 − progress)` in vector form.
public protocol Animatable: Equatable {
  var animatableData: [Double] { get }
  init(animatableData: [Double])
}

extension CGFloat: Animatable {
  public var animatableData: [Double] { [Double(self)] }
  public init(animatableData: [Double]) { self = CGFloat(animatableData.first ?? 0) }
}

extension CGPoint: Animatable {
  public var animatableData: [Double] { [x, y] }
  public init(animatableData v: [Double]) { self.init(x: v[0], y: v[1]) }
}

extension CGRect: Animatable {
  public var animatableData: [Double] { [origin.x, origin.y, size.width, size.height] }
  public init(animatableData v: [Double]) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
}

extension UIColor: Animatable {
  /// Premultiplied, so that fading from `.clear` does not pass through black.
  public var animatableData: [Double] { [red * alpha, green * alpha, blue * alpha, alpha] }
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
