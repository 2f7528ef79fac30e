import Foundation

/// Which way a language reads, and so which way leading goes, as UIKit's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// English, French: leading is the left.
  case leftToRight
  /// Arabic, Hebrew: leading is the right.
  case rightToLeft
}

/// How a view lays out its content whatever the language's direction, as UIKit's.
public enum UISemanticContentAttribute: Int, Sendable {
  /// As the language's direction.
  case unspecified
  /// Playback controls (play, fast-forward), always left to right.
  case playback
  /// Spatial controls (a direction pad), always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

extension UIApplication {
  /// Lays out again, after the direction of `view` changed: its leading and trailing
  /// constraints mean other sides now, so its engine builds again.
  func layoutDirectionDidChange(in view: UIView) {
    LayoutEngine.structureDidChange(around: view)
    view.setNeedsLayout()
    setNeedsDisplay()
  }
}

extension NSLayoutConstraint {
  /// Whether it names leading or trailing: it then follows its view's layout direction.
  var isDirectional: Bool {
    let directional: [NSLayoutConstraint.Attribute] = [
      .leading, .trailing, .leadingMargin, .trailingMargin,
    ]
    return directional.contains(firstAttribute) || directional.contains(secondAttribute)
  }
}
