import Foundation

/// The safe area, as UIKit's: the part of a view that nothing of the app's chrome covers.
/// A view's insets are the part of its superview's that overlaps it; a controller's root
/// view adds the controller's `additionalSafeAreaInsets` (a host, or a container, leaves
/// room for what it shows there).
extension UIView {
  /// How far in from each edge the safe area begins.
  public var safeAreaInsets: UIEdgeInsets {
    var insets = UIEdgeInsets.zero
    if let superview {
      // The superview's safe rectangle, in this view's bounds coordinates.
      let safe = convert(superview.bounds.inset(by: superview.safeAreaInsets), from: superview)
      // Rounding in the conversion (a scroll view's fractional offset) is no inset.
      func inset(_ overlap: CGFloat, _ length: CGFloat) -> CGFloat {
        overlap < 1e-6 ? 0 : min(overlap, length)
      }
      insets = UIEdgeInsets(
        top: inset(safe.minY - bounds.minY, bounds.height),
        left: inset(safe.minX - bounds.minX, bounds.width),
        bottom: inset(bounds.maxY - safe.maxY, bounds.height),
        right: inset(bounds.maxX - safe.maxX, bounds.width))
    }
    if let controller = viewController, controller.viewIfLoaded === self {
      for more in [controller.additionalSafeAreaInsets, controller.containerSafeAreaInsets] {
        insets.top += more.top
        insets.left += more.left
        insets.bottom += more.bottom
        insets.right += more.right
      }
    }
    return insets
  }

  /// Tells this view and everything in it that the safe area changed: each lays out again
  /// and hears of it (`safeAreaInsetsDidChange`, and a root view's controller
  /// `viewSafeAreaInsetsDidChange`).
  func safeAreaDidChange() {
    setNeedsLayout()
    // Views pinned to the safe area's guide move with it.
    if layoutState?.safeAreaGuide != nil { LayoutEngine.inputsDidChange(around: self) }
    safeAreaInsetsDidChange()
    if let controller = viewController, controller.viewIfLoaded === self {
      controller.viewSafeAreaInsetsDidChange()
    }
    for subview in subviews { subview.safeAreaDidChange() }
  }
}
