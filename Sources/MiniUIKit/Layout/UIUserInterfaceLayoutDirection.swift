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
  /// The app's language reads the other way (the locale, or an option): every window lays
  /// out again, leading and trailing meaning the other sides.
  @_spi(Host) public func hostLayoutDirectionDidChange(to direction: UIUserInterfaceLayoutDirection)
  {
    guard direction != userInterfaceLayoutDirection else { return }
    userInterfaceLayoutDirection = direction
    for window in windows { layoutDirectionDidChange(in: window) }
  }

  /// Lays out again, after the direction of `view` changed: its leading and trailing
  /// constraints mean other sides now, so its engine builds again, and it and every view
  /// under it lay their subviews out again, mirrored (collection views' layouts too).
  func layoutDirectionDidChange(in view: UIView) {
    LayoutEngine.structureDidChange(around: view)
    var views = [view]
    while let next = views.popLast() {
      next.setNeedsLayout()
      (next as? UICollectionView)?.collectionViewLayout.invalidateLayout()
      views += next.subviews
    }
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

extension UIView {
  /// Which way x grows towards the trailing edge: 1 where the view lays out left to right,
  /// -1 where right to left. A move to the trailing side of `d` points is `d * sign`.
  var trailingSign: CGFloat {
    effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
  }

  /// `rect`, placed in the view's bounds as if left to right, mirrored about the bounds'
  /// middle where the view lays out right to left: one layout written for both directions.
  func flippedForLayoutDirection(_ rect: CGRect) -> CGRect {
    guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
    var flipped = rect
    flipped.origin.x = bounds.minX + bounds.maxX - rect.maxX
    return flipped
  }
}
