@_spi(Host) import MiniUIKit

/// A pill in the top-right corner, or another clear of the app's controls: "Paused", or the
/// speed when it is not 1×; hidden otherwise. It takes no touches.
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
    let size = CGSize(width: sizeThatFits(window.bounds.size).width + 20, height: Self.height)
    frame = OverlayPlacement.firstClear(
      of: OverlayPlacement.cornerCandidates(for: size, in: window.bounds, margin: 10))
    // It keeps to the corner it is in as the window changes size.
    let bounds = window.bounds
    autoresizingMask = [
      frame.midX > bounds.midX ? .flexibleLeftMargin : .flexibleRightMargin,
      frame.midY > bounds.midY ? .flexibleTopMargin : .flexibleBottomMargin,
    ]
  }

  /// 0.1, 0.25, 2 or 1/64 as a short number.
  private static func format(_ speed: Double) -> String {
    speed >= 1 ? String(format: "%g", speed) : String(format: "%.3g", speed)
  }
}
