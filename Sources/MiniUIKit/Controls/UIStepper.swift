import Foundation

/// A pair of − and + buttons that step a value, as UIKit's UIStepper: 94 × 32 points. A tap
/// on either half steps by `stepValue` within the range (wrapping round with `wraps`), and
/// holding it down repeats (with `autorepeat`) after half a second, ten steps a second; a
/// focused stepper takes the arrows. Each step sends `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// Every stepper's size, whatever frame it is made with: 94 × 32 points.
  public static let size = CGSize(width: 94, height: 32)

  /// The lowest value (0 unless set).
  public var minimumValue: Double = 0 { didSet { value = clamped(value) } }
  /// The highest value (100 unless set).
  public var maximumValue: Double = 100 { didSet { value = clamped(value) } }
  /// How much a step changes the value (1 unless set).
  public var stepValue: Double = 1
  /// Whether stepping past one end of the range goes to the other (false unless set).
  public var wraps = false
  /// Whether holding a button down repeats its step (true unless set).
  public var autorepeat = true
  /// Whether a held button sends each step (true) or one `.valueChanged` when let go.
  public var isContinuous = true
  /// The value, kept within the range (0 unless set); setting it sends no action.
  public var value: Double = 0 {
    didSet {
      let kept = clamped(value)
      if kept != value { value = kept }
      updateButtons()
    }
  }

  private let minus = UILabel()
  private let plus = UILabel()
  private let divider = UIView()
  /// The half held down (−1 or +1), and the repeating steps it makes.
  private var held: Int?
  private var repeatAction: ScheduledAction?
  private var changedWhileHeld = false

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    backgroundColor = UIColor(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
    layer.cornerRadius = 8
    for (label, text) in [(minus, "−"), (plus, "+")] {
      label.text = text
      label.font = .systemFont(ofSize: 22, weight: .regular)
      label.textAlignment = .center
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
    divider.backgroundColor = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 0.3)
    divider.isUserInteractionEnabled = false
    addSubview(divider)
    updateButtons()
  }

  public required init?(coder: NSCoder) { nil }

  private func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return minimumValue }
    return min(max(value, minimumValue), max(maximumValue, minimumValue))
  }

  open override var intrinsicContentSize: CGSize { Self.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let half = bounds.width / 2
    minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
    plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
    divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: max(bounds.height - 16, 0))
  }

  /// A button that cannot step (at an end, without wrapping) greys out; a held one dims.
  private func updateButtons() {
    for (label, direction) in [(minus, -1), (plus, 1)] {
      let usable = isEnabled && canStep(direction)
      label.textColor = usable ? .label : .tertiaryLabel
      label.alpha = held == direction ? 0.4 : 1
    }
  }

  private func canStep(_ direction: Int) -> Bool {
    wraps || (direction < 0 ? value > minimumValue : value < maximumValue)
  }

  override func stateDidChange() {
    super.stateDidChange()
    updateButtons()
  }

  /// One step that way, as a user makes it.
  private func step(_ direction: Int) {
    guard canStep(direction) else { return }
    var new = value + Double(direction) * stepValue
    if wraps {
      if new > maximumValue { new = minimumValue } else if new < minimumValue { new = maximumValue }
    }
    value = new
    if isContinuous || held == nil {
      sendActions(for: .valueChanged)
    } else {
      changedWhileHeld = true
    }
  }

  // MARK: Touches and keys

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard isEnabled, let point = touches.first?.location(in: self) else { return }
    let direction = point.x < bounds.midX ? -1 : 1
    held = direction
    changedWhileHeld = false
    step(direction)
    updateButtons()
    if autorepeat { repeatStep(after: 0.5) }
  }

  /// Steps again after `delay`, and on every tenth of a second while the button is held.
  private func repeatStep(after delay: TimeInterval) {
    repeatAction = stage.engine.schedule(after: delay) { [weak self] in
      guard let self, let held = self.held else { return }
      self.step(held)
      self.repeatStep(after: 0.1)
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    release()
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    release()
  }

  private func release() {
    repeatAction?.cancel()
    repeatAction = nil
    held = nil
    if changedWhileHeld { sendActions(for: .valueChanged) }
    changedWhileHeld = false
    updateButtons()
  }

  open override func keyPressed(_ key: UIKey) -> Bool {
    switch key.input {
    case .leftArrow, .downArrow: step(-1)
    case .rightArrow, .upArrow: step(1)
    default: return super.keyPressed(key)
    }
    return true
  }

  // MARK: Accessibility

  /// The value, as a number is said ("3", "2.5").
  open override var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? value.formatted() }
    set { super.accessibilityValue = newValue }
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

  /// A step up, as a user's tap on +.
  open override func accessibilityIncrement() { step(1) }

  /// A step down, as a user's tap on −.
  open override func accessibilityDecrement() { step(-1) }
}

@_spi(Host) extension UIStepper: AccessibilityRangeValue {
  @_spi(Host) public var accessibilityRange: ClosedRange<Double> {
    minimumValue...max(maximumValue, minimumValue)
  }
  @_spi(Host) public var accessibilityStep: Double { stepValue }
  @_spi(Host) public var accessibilityNumber: Double {
    get { value }
    set {
      let new = clamped(newValue)
      guard new != value else { return }
      value = new
      sendActions(for: .valueChanged)
    }
  }
}
