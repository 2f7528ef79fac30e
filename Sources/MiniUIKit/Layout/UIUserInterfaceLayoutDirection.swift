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
  /// Lays out again, after the direction of `view` (or, nil, of the app) changed.
  func layoutDirectionDidChange(in view: UIView?) {
    // Leading and trailing constraints mean other sides now: their engines build again.
    for root in view.map({ [$0] }) ?? windows {
      LayoutEngine.structureDidChange(around: root)
      root.setNeedsLayout()
    }
    setNeedsDisplay()
  }

  /// Sets the app's direction, as the host finds it (the language, or `--layout-direction`).
  @_spi(Host) public func hostLayoutDirectionDidChange(to direction: UIUserInterfaceLayoutDirection)
  {
    guard direction != userInterfaceLayoutDirection else { return }
    userInterfaceLayoutDirection = direction
    layoutDirectionDidChange(in: nil)
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
