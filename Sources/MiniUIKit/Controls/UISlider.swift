import Foundation

/// A value picked along a track, as UIKit's UISlider: a 4-point track, blue up to the value
/// and grey after, and a white 28-point thumb. Dragging the thumb sets the value (sending
/// `.valueChanged` as it moves, or once at the end unless `isContinuous`); a focused slider
/// takes the left and right arrows, a tenth of the range a press.
@preconcurrency @MainActor
open class UISlider: UIControl {
  static let thumbSide: CGFloat = 28
  static let trackHeight: CGFloat = 4

  /// The value at the track's leading end (0 unless set).
  public var minimumValue: Float = 0 {
    didSet { value = clamped(value) }
  }
  /// The value at the track's trailing end (1 unless set).
  public var maximumValue: Float = 1 {
    didSet { value = clamped(value) }
  }
  /// The value, kept within the range; setting it moves the thumb at once.
  public var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  private var storedValue: Float = 0
  /// Whether a drag sends `.valueChanged` as it goes (true) or once when it ends.
  public var isContinuous = true

  /// The track's colour up to the thumb (nil: `.systemBlue`); a disabled slider's is
  /// `.systemGray3` whatever is set.
  public var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
  /// The track's colour after the thumb (nil: `.systemGray5`).
  public var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
  /// The thumb's colour (nil: white).
  public var thumbTintColor: UIColor? { didSet { updateColors() } }

  private let minimumTrack = UIView()
  private let maximumTrack = UIView()
  private let thumb = UIView()
  /// The offset of the finger from the thumb's centre, while one drags it.
  private var grab: CGFloat?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    for track in [maximumTrack, minimumTrack] {
      track.isUserInteractionEnabled = false
      addSubview(track)
    }
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    thumb.layer.shadowRadius = 3
    thumb.isUserInteractionEnabled = false
    addSubview(thumb)
    updateColors()
  }

  public required init?(coder: NSCoder) { nil }

  /// Sets the value; animated, the thumb and track slide there over 0.25 s.
  open func setValue(_ value: Float, animated: Bool) {
    storedValue = clamped(value)
    if animated {
      UIView.animate(withDuration: 0.25) { self.placeThumb() }
    } else {
      setNeedsLayout()
    }
  }

  private func clamped(_ value: Float) -> Float {
    guard value.isFinite else { return minimumValue }
    return min(max(value, minimumValue), max(maximumValue, minimumValue))
  }

  /// Where the track lies in `bounds`: a 4-point bar across the middle. A subclass
  /// overrides it for a track of its own (a thicker one, say), as in UIKit.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width,
      height: Self.trackHeight)
  }

  /// Where the thumb is for `value`, on the track at `rect`: its centre travels the track
  /// less a thumb's width, from the leading end (the right, in a right-to-left layout).
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat((clamped(value) - minimumValue) / range) : 0
    let travel = max(rect.width - Self.thumbSide, 0)
    let along = travel * (trailingSign > 0 ? fraction : 1 - fraction)
    return CGRect(
      x: rect.minX + along, y: rect.midY - Self.thumbSide / 2, width: Self.thumbSide,
      height: Self.thumbSide)
  }

  /// The length the thumb's centre travels.
  private var travel: CGFloat { max(trackRect(forBounds: bounds).width - Self.thumbSide, 0) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeThumb()
  }

  private func placeThumb() {
    let track = trackRect(forBounds: bounds)
    thumb.frame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    thumb.layer.cornerRadius = min(thumb.bounds.width, thumb.bounds.height) / 2
    maximumTrack.frame = track
    // The minimum side fills from the leading end to the thumb.
    let leading = trailingSign > 0 ? track.minX : track.maxX
    let filled = max((thumb.frame.midX - leading) * trailingSign, 0)
    minimumTrack.frame = CGRect(
      x: trailingSign > 0 ? track.minX : track.maxX - filled, y: track.minY, width: filled,
      height: track.height)
    for part in [maximumTrack, minimumTrack] { part.layer.cornerRadius = track.height / 2 }
  }

  private func updateColors() {
    minimumTrack.backgroundColor = isEnabled ? (minimumTrackTintColor ?? .systemBlue) : .systemGray3
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray5
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  override func stateDidChange() {
    super.stateDidChange()
    updateColors()
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 31) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, 118), height: 31)
  }

  // MARK: Touches and keys

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard isEnabled, let point = touches.first?.location(in: self) else { return }
    // The thumb is grabbed where it is; a touch on the track elsewhere does nothing, as
    // UIKit's.
    let hit = thumb.frame.insetBy(dx: -8, dy: -8)
    grab = hit.contains(point) ? point.x - thumb.frame.midX : nil
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    guard let grab, let point = touches.first?.location(in: self), travel > 0 else { return }
    let track = trackRect(forBounds: bounds)
    let fromLeft = min(max((point.x - grab - track.minX - Self.thumbSide / 2) / travel, 0), 1)
    let along = trailingSign > 0 ? fromLeft : 1 - fromLeft
    let new = minimumValue + Float(along) * (maximumValue - minimumValue)
    guard new != storedValue else { return }
    storedValue = new
    UIView.performWithoutAnimation { placeThumb() }
    if isContinuous { sendActions(for: .valueChanged) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    if grab != nil, !isContinuous { sendActions(for: .valueChanged) }
    grab = nil
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    grab = nil
  }

  open override func keyPressed(_ key: UIKey) -> Bool {
    let step = (maximumValue - minimumValue) / 10
    switch key.input {
    // The arrow towards the trailing end goes up.
    case .leftArrow: nudge(by: -step * Float(trailingSign))
    case .rightArrow: nudge(by: step * Float(trailingSign))
    case .downArrow: nudge(by: -step)
    case .upArrow: nudge(by: step)
    case .home: nudge(by: minimumValue - storedValue)
    case .end: nudge(by: maximumValue - storedValue)
    default: return super.keyPressed(key)
    }
    return true
  }

  private func nudge(by change: Float) {
    let new = clamped(storedValue + change)
    guard new != storedValue else { return }
    setValue(new, animated: true)
    sendActions(for: .valueChanged)
  }

  // MARK: Accessibility

  /// The value as a percentage of the range ("50%"), as UIKit's.
  open override var accessibilityValue: String? {
    get {
      if let value = accessibilityStorage?.value { return value }
      let range = maximumValue - minimumValue
      let fraction = range > 0 ? (storedValue - minimumValue) / range : 0
      return "\(Int((fraction * 100).rounded()))%"
    }
    set { super.accessibilityValue = newValue }
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

  /// Up a tenth of the range, as a user's change.
  open override func accessibilityIncrement() { nudge(by: (maximumValue - minimumValue) / 10) }

  /// Down a tenth of the range, as a user's change.
  open override func accessibilityDecrement() { nudge(by: -(maximumValue - minimumValue) / 10) }
}

@_spi(Host) extension UISlider: AccessibilityRangeValue {
  @_spi(Host) public var accessibilityRange: ClosedRange<Double> {
    Double(minimumValue)...Double(max(maximumValue, minimumValue))
  }
  @_spi(Host) public var accessibilityStep: Double { 0 }
  @_spi(Host) public var accessibilityNumber: Double {
    get { Double(storedValue) }
    set { nudge(by: Float(newValue) - storedValue) }
  }
}
