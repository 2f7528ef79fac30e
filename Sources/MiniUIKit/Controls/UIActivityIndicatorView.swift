import Foundation

/// A spinner, as UIKit's UIActivityIndicatorView (iOS 13's look): eight grey spokes, darker
/// towards the leading one, turning an eighth of a turn each eighth of a second. The turn
/// is a Core Animation keyframe animation that runs only while the spinner animates, is in
/// a window and is not hidden: a stopped or hidden spinner asks for no frames.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The size (and, for the old styles, colour) of a spinner.
  public enum Style: Int, Sendable {
    /// 20 points across.
    case medium = 100
    /// 37 points across.
    case large = 101
    /// The styles before iOS 13, as UIKit still takes them: white and large white
    /// spinners for dark grounds, a grey one.
    @available(*, deprecated, renamed: "large")
    case whiteLarge = 0
    /// A white spinner 20 points across.
    @available(*, deprecated, renamed: "medium")
    case white = 1
    /// A grey spinner 20 points across.
    @available(*, deprecated, renamed: "medium")
    case gray = 2
  }

  /// The spinner's style, which sets its size.
  public var style: Style {
    didSet { makeSpokes() }
  }
  /// The spokes' colour (grey unless set).
  public var color: UIColor! {
    get { storedColor ?? (isWhiteStyle ? .white : .secondaryLabel) }
    set {
      storedColor = newValue
      makeSpokes()
    }
  }
  private var storedColor: UIColor?
  /// Whether the spinner hides itself while stopped (true, as UIKit's).
  public var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether the spinner is animating: from `startAnimating()` until `stopAnimating()`.
  public private(set) var isAnimating = false

  private let wheel = UIView()
  private static let turnKey = "UIActivityIndicatorView.turn"

  /// A stopped spinner of `style`, sized to it (hidden while `hidesWhenStopped`).
  public init(style: Style) {
    self.style = style
    let side = Self.side(style)
    super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    wheel.isUserInteractionEnabled = false
    addSubview(wheel)
    isUserInteractionEnabled = false
    isHidden = hidesWhenStopped
    makeSpokes()
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { nil }

  /// `.large` and the old `.whiteLarge` are 37 points across, the others 20. (The old
  /// styles go by their raw values here: named, they would warn as deprecated.)
  private static func side(_ style: Style) -> CGFloat {
    style == .large || style.rawValue == 0 ? 37 : 20
  }

  /// Whether the style is one of the old white ones (`.whiteLarge`, `.white`).
  private var isWhiteStyle: Bool { style.rawValue == 0 || style.rawValue == 1 }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: Self.side(style), height: Self.side(style))
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Starts the spinner turning and shows it.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
    updateTurning()
  }

  /// Stops the spinner, hiding it when `hidesWhenStopped` is true.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
    updateTurning()
  }

  /// The keyframe animation runs only while it can be seen.
  private func updateTurning() {
    let turns = isAnimating && !isHidden && window != nil
    let running = wheel.layer.animation(forKey: Self.turnKey) != nil
    guard turns != running else { return }
    guard turns else { return wheel.layer.removeAnimation(forKey: Self.turnKey) }
    let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    turn.values = (0..<8).map { CGFloat($0) * .pi / 4 }
    turn.calculationMode = .discrete
    turn.duration = 1
    turn.repeatCount = .infinity
    wheel.layer.add(turn, forKey: Self.turnKey)
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    updateTurning()
  }

  override func isHiddenDidChange() { updateTurning() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let side = Self.side(style)
    wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    wheel.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  /// Eight spokes round the centre, fading clockwise behind the leading one.
  private func makeSpokes() {
    for spoke in wheel.subviews { spoke.removeFromSuperview() }
    let side = Self.side(style)
    let length = side * 0.28
    let width = max(side * 0.1, 2)
    for index in 0..<8 {
      let spoke = UIView(
        frame: CGRect(x: (side - width) / 2, y: 0, width: width, height: length))
      spoke.backgroundColor = color
      spoke.layer.cornerRadius = width / 2
      spoke.alpha = 1 - CGFloat(index) * 0.1
      // Anchored at the wheel's centre, and turned an eighth of a turn each, backwards so
      // that the darkest leads the clockwise turn.
      spoke.layer.anchorPoint = CGPoint(x: 0.5, y: side / 2 / length)
      spoke.center = CGPoint(x: side / 2, y: side / 2)
      spoke.transform = CGAffineTransform(rotationAngle: -CGFloat(index) * .pi / 4)
      wheel.addSubview(spoke)
    }
    setNeedsLayout()
  }
}
