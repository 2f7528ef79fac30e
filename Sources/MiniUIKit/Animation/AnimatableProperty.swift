import Foundation

/// The view properties that animate, as Core Animation's key paths.
public enum AnimatableProperty: Sendable, CaseIterable {
  case center
  case bounds
  case transform
  case alpha
  case backgroundColor
}
