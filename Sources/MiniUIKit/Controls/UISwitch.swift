import Foundation

/// An on/off switch, as UIKit's UISwitch: 51 × 31 points, a white knob on a rounded track
/// that fills with `onTintColor` when on. A tap toggles it, a drag takes the knob along and
/// it lands on the side the finger ends on; the knob stretches while a finger is down, and
/// Space or Enter toggles a focused switch. A change by the user sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// UIKit's fixed size.
  public static let size = CGSize(width: 51, height: 31)
  private static let knobInset: CGFloat = 2
  private static let knobSide: CGFloat = 27
  /// How far the knob stretches while a finger is down.
  private static let stretch: CGFloat = 7

  /// Whether the switch is on; set, it changes without animating and sends no action, as
  /// UIKit's.
  open var isOn: Bool {
    get { storedIsOn }
    set { setOn(newValue, animated: false) }
  }
  private var storedIsOn = false

  /// The track's colour when on (iOS's green unless set).
  public var onTintColor: UIColor? {
    didSet { updateColors() }
  }
  /// The knob's colour (white unless set).
  public var thumbTintColor: UIColor? {
    didSet { updateColors() }
  }

  private let track = UIView()
  private let knob = UIView()
  /// Where a drag began, and whether it has moved enough to be a drag.
  private var dragStart: CGFloat?
  private var isDragged = false
  /// The side a drag has taken the knob to.
  private var draggedOn = false

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    track.frame = bounds
    track.layer.cornerRadius = Self.size.height / 2
    track.isUserInteractionEnabled = false
    knob.layer.cornerRadius = Self.knobSide / 2
    knob.layer.shadowColor = UIColor.black.cgColor
    knob.layer.shadowOpacity = 0.2
    knob.layer.shadowOffset = CGSize(width: 0, height: 2)
    knob.layer.shadowRadius = 3
    knob.isUserInteractionEnabled = false
    addSubview(track)
    addSubview(knob)
    layer.cornerRadius = Self.size.height / 2
    placeKnob(on: isOn, stretched: false)
    updateColors()
  }

  public required init?(coder: NSCoder) { nil }

  /// Turns the switch on or off; animated, the knob slides over 0.35 s on a spring as the
  /// track's colour changes. Sends no action, as UIKit's.
  open func setOn(_ on: Bool, animated: Bool) {
    storedIsOn = on
    let change = {
      self.placeKnob(on: on, stretched: self.isHighlighted)
      self.updateColors()
    }
    if animated {
      UIView.animate(
        springDuration: 0.35, bounce: 0, options: [.allowUserInteraction, .beginFromCurrentState],
        animations: change)
    } else {
      UIView.performWithoutAnimation(change)
    }
  }

  open override var intrinsicContentSize: CGSize { Self.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// The knob at the trailing end when on, the leading end when off (the right and the
  /// left, the other way round in a right-to-left layout), as UIKit's.
  private func placeKnob(on: Bool, stretched: Bool) {
    let width = Self.knobSide + (stretched ? Self.stretch : 0)
    let x = on ? Self.size.width - Self.knobInset - width : Self.knobInset
    let frame = flippedForLayoutDirection(
      CGRect(x: x, y: Self.knobInset, width: width, height: Self.knobSide))
    if knob.frame != frame { knob.frame = frame }
  }

  /// Puts the knob on its side again, stretched or not as it is (after a change of layout
  /// direction); a knob already there, moving or not, is left be.
  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation {
      placeKnob(
        on: isDragged ? draggedOn : isOn, stretched: knob.bounds.width > Self.knobSide + 0.5)
    }
  }

  private func updateColors() {
    let shownOn = isDragged ? draggedOn : isOn
    track.backgroundColor =
      shownOn
      ? (onTintColor ?? .systemGreen) : UIColor(red: 0.914, green: 0.914, blue: 0.918, alpha: 1)
    knob.backgroundColor = thumbTintColor ?? .white
    alpha = isEnabled ? 1 : 0.5
  }

  override func stateDidChange() {
    super.stateDidChange()
    updateColors()
  }

  // MARK: Touches and keys

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard isEnabled, let touch = touches.first else { return }
    dragStart = touch.location(in: self).x
    isDragged = false
    draggedOn = isOn
    animateKnob()
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    guard isEnabled, let start = dragStart, let touch = touches.first else { return }
    let x = touch.location(in: self).x
    if !isDragged, abs(x - start) > 4 { isDragged = true }
    // On is the trailing half.
    let onTrailingHalf = (x - bounds.midX) * trailingSign > 0
    guard isDragged, onTrailingHalf != draggedOn else { return }
    draggedOn = onTrailingHalf
    animateKnob()
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = isHighlighted
    super.touchesEnded(touches, with: event)
    guard isEnabled, dragStart != nil else { return }
    let target = isDragged ? draggedOn : (inside ? !isOn : isOn)
    endTracking(turning: target)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    endTracking(turning: isOn)
  }

  override func activateFromKeyboard() {
    super.activateFromKeyboard()
    endTracking(turning: !isOn)
  }

  private func endTracking(turning on: Bool) {
    dragStart = nil
    isDragged = false
    let changed = on != isOn
    setOn(on, animated: true)
    if changed { sendActions(for: .valueChanged) }
  }

  /// The knob, stretched under a finger, on the side a drag has taken it to.
  private func animateKnob() {
    UIView.animate(
      springDuration: 0.35, bounce: 0, options: [.allowUserInteraction, .beginFromCurrentState]
    ) {
      self.placeKnob(on: self.isDragged ? self.draggedOn : self.isOn, stretched: self.isHighlighted)
      self.updateColors()
    }
  }

  // MARK: Accessibility

  /// "1" when on and "0" when off, as UIKit's.
  open override var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? (isOn ? "1" : "0") }
    set { super.accessibilityValue = newValue }
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits { [.button, .toggleButton] }
}
