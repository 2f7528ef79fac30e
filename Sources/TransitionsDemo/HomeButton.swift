import MiniUIKit

/// The way home for a mouse user: a small pill in the bottom-left corner of every scene,
/// kept above whatever the scene presents.
@MainActor
final class HomeButton: UIButton {
  static let size = CGSize(width: 84, height: 34)
  static let margin: CGFloat = 12

  convenience init(action: @escaping () -> Void) {
    self.init(frame: CGRect(origin: .zero, size: Self.size))
    setTitle("⌂ Home", for: .normal)
    setTitleColor(.white, for: .normal)
    titleLabel.font = .boldSystemFont(ofSize: 14)
    backgroundColor = UIColor(white: 0.15, alpha: 0.72)
    layer.cornerRadius = Self.size.height / 2
    autoresizingMask = [.flexibleTopMargin, .flexibleRightMargin]
    addAction(UIAction { _ in action() }, for: .touchUpInside)
  }

  /// Puts the button in the bottom-left corner of `bounds`.
  func place(in bounds: CGRect) {
    frame = CGRect(
      x: Self.margin, y: bounds.maxY - Self.margin - Self.size.height, width: Self.size.width,
      height: Self.size.height)
  }
}

/// The demo's window: it keeps the home button above every presentation.
@MainActor
final class DemoWindow: UIWindow {
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
    if let homeButton, subview !== homeButton { bringSubviewToFront(homeButton) }
  }
}
