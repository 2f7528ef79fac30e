import Foundation

/// The view properties that animate, as Core Animation's key paths.
public enum AnimatableProperty: Sendable, CaseIterable {
  case center
  case bounds
  case transform
  /// `layer.transform` when it is not affine.
  case transform3D
  case alpha
  case backgroundColor
  /// `layer.cornerRadius`.
  case cornerRadius
}
