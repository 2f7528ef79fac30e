import MiniUIKit

/// The demo's window: it keeps its chrome (the home button, the time badge) above every
/// scene and presentation.
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

  /// Says when time is paused, slowed or sped up.
  let timeBadge = TimeBadge()
  /// The animation inspector, while it is on (I).
  private(set) var inspector: InspectorView?

  /// Shows or hides the inspector.
  func toggleInspector() {
    if let inspector {
      inspector.removeFromSuperview()
      self.inspector = nil
    } else {
      let view = InspectorView()
      view.place(in: bounds)
      inspector = view
      addSubview(view)
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(timeBadge)
  }

  /// A message at the bottom of the window, fading after two seconds.
  func showToast(_ text: String) {
    toast?.removeFromSuperview()
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 12)
    label.textColor = .white
    label.textAlignment = .center
    label.lineBreakMode = .byTruncatingMiddle
    label.backgroundColor = UIColor(white: 0.1, alpha: 0.85)
    label.layer.cornerRadius = 8
    label.isUserInteractionEnabled = false
    let width = min(label.sizeThatFits(bounds.size).width + 24, bounds.width - 24)
    label.frame = CGRect(
      x: bounds.midX - width / 2,
      y: bounds.maxY - HomeButton.cornerInset - 30,
      width: width, height: 28)
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    addSubview(label)
    toast = label
    UIView.animate(
      withDuration: 0.3, delay: 2, options: [], animations: { label.alpha = 0 },
      completion: { [weak self, weak label] _ in
        guard let label, self?.toast === label else { return }
        label.removeFromSuperview()
      })
  }

  private var toast: UILabel?

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    for chrome in [homeButton, inspector, timeBadge, toast] as [UIView?] {
      if let chrome, subview !== chrome, chrome.superview === self { bringSubviewToFront(chrome) }
    }
  }
}

/// A pill in the top-right corner: "Paused", or the speed when it is not 1×; hidden
/// otherwise. It takes no touches.
@MainActor
final class TimeBadge: UILabel {
  static let height: CGFloat = 24

  convenience init() {
    self.init(frame: .zero)
    font = .boldSystemFont(ofSize: 12)
    textColor = .white
    textAlignment = .center
    backgroundColor = UIColor(rgb: 0xFF9500)
    layer.cornerRadius = Self.height / 2
    isUserInteractionEnabled = false
    isHidden = true
  }

  /// Shows the clock's state.
  func show(_ clock: AnimationClock) {
    if clock.isPaused {
      text = "Paused · step with . and ,"
    } else if clock.speed != 1 {
      text =
        clock.speed < 1 ? "Slow \(Self.format(clock.speed))×" : "Fast \(Self.format(clock.speed))×"
    } else {
      text = nil
    }
    isHidden = text == nil
    guard let window = superview else { return }
    let width = sizeThatFits(window.bounds.size).width + 20
    frame = CGRect(
      x: window.bounds.maxX - width - 10, y: 10, width: width, height: Self.height)
    autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
  }

  /// 0.1, 0.25, 2 or 1/64 as a short number.
  private static func format(_ speed: Double) -> String {
    speed >= 1 ? String(format: "%g", speed) : String(format: "%.3g", speed)
  }
}
