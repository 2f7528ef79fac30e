import Foundation

/// The view properties that animate inside animation blocks.
enum AnimatableProperty: Sendable, CaseIterable {
  case center
  case bounds
  case transform
  /// `layer.transform` when it is not affine.
  case transform3D
  case alpha
  case backgroundColor
  /// `layer.cornerRadius`.
  case cornerRadius

  /// The key the view's layer asks its delegate for an action under, as UIKit's layer does.
  var actionKey: String {
    switch self {
    case .center: "position"
    case .bounds: "bounds"
    case .transform, .transform3D: "transform"
    case .alpha: "opacity"
    case .backgroundColor: "backgroundColor"
    case .cornerRadius: "cornerRadius"
    }
  }

  /// The property a view's action stands for under `key`, if a view animates it.
  init?(actionKey key: String) {
    switch key {
    case "position": self = .center
    case "bounds": self = .bounds
    case "transform": self = .transform
    case "opacity": self = .alpha
    case "backgroundColor": self = .backgroundColor
    case "cornerRadius": self = .cornerRadius
    default: return nil
    }
  }
}
