@_spi(Host) import MiniUIKit

/// The demo's window: it keeps the home button above every scene and presentation.
@MainActor
final class DemoWindow: UIWindow {
  /// The way home for a mouse user, in the corner of scenes without a navigation bar.
  var homeButton: HomeButton? {
    didSet {
      oldValue?.removeFromSuperview()
      if let homeButton {
        homeButton.place(in: bounds)
        addSubview(homeButton)
      }
    }
  }

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    if let homeButton, subview !== homeButton, homeButton.superview === self {
      bringSubviewToFront(homeButton)
    }
  }
}
