import Foundation

/// How far a task has come, as UIKit's UIProgressView: a 4-point grey track that fills
/// with blue from the leading edge. `setProgress(_:animated:)` slides the fill.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The shape of a progress view's track.
  public enum Style: Int, Sendable {
    /// A rounded track, on its own.
    case `default`
    /// A square track, under a toolbar.
    case bar
  }

  /// The track's style (`.default` unless set).
  public var progressViewStyle = Style.default {
    didSet { restyle() }
  }
  /// 0 to 1; setting it moves the fill at once.
  public var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }
  private var storedProgress: Float = 0

  /// The fill's colour (nil: `.systemBlue`).
  public var progressTintColor: UIColor? { didSet { restyle() } }
  /// The track's colour (nil: `.systemGray5`).
  public var trackTintColor: UIColor? { didSet { restyle() } }

  private let fill = UIView()
  static let height: CGFloat = 4

  /// A progress view of `style`, 150 points wide and 4 tall.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: CGRect(x: 0, y: 0, width: 150, height: Self.height))
    progressViewStyle = style
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    fill.isUserInteractionEnabled = false
    addSubview(fill)
    clipsToBounds = true
    isUserInteractionEnabled = false
    restyle()
  }

  public required init?(coder: NSCoder) { nil }

  /// Sets the progress; animated, the fill slides there over 0.25 s.
  open func setProgress(_ progress: Float, animated: Bool) {
    storedProgress = progress.isFinite ? min(max(progress, 0), 1) : 0
    if animated {
      UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) {
        self.placeFill()
      }
    } else {
      UIView.performWithoutAnimation { placeFill() }
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeFill()
  }

  private func placeFill() {
    // From the leading end: the left, or the right in a right-to-left layout.
    fill.frame = flippedForLayoutDirection(
      CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height))
  }

  private func restyle() {
    let radius = progressViewStyle == .default ? Self.height / 2 : 0
    layer.cornerRadius = radius
    fill.layer.cornerRadius = radius
    backgroundColor = trackTintColor ?? .systemGray5
    fill.backgroundColor = progressTintColor ?? .systemBlue
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: Self.height) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, 150), height: Self.height)
  }

  // MARK: Accessibility

  /// A progress bar is an element, as in UIKit.
  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The progress as a percentage ("40%").
  open override var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? "\(Int((progress * 100).rounded()))%" }
    set { super.accessibilityValue = newValue }
  }

  /// Its value changes often, unless set.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? .updatesFrequently }
    set { super.accessibilityTraits = newValue }
  }
}
