import Foundation

/// The view a presentation happens in (UIKit has a private view of this name): it fills the
/// window above everything before it and holds the presented controller's view. Being
/// hit-testable over the whole window, it keeps touches from the controllers below.
@MainActor
final class UITransitionView: UIView {
  init(window: UIWindow) {
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }
}
