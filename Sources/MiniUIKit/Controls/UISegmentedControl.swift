import Foundation

/// A row of segments of which one is selected, as UIKit's UISegmentedControl (iOS 13's
/// look): a grey track, and a white pill under the selected segment that slides to the
/// next one chosen. A tap selects the segment under it; a focused control takes the left
/// and right arrows. A change by the user sends `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// No segment selected.
  public static let noSegment = -1
  /// UIKit's height.
  static let height: CGFloat = 32

  private var titles: [String] = []
  private var enabledSegments: [Bool] = []
  /// The titles' attributes by state (`.normal`, `.selected`): a font and a colour.
  private var textAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
  private var labels: [UILabel] = []
  private var dividers: [UIView] = []
  private let pill = UIView()

  /// The selected segment, or `noSegment`. Setting it moves the pill at once and sends no
  /// action.
  public var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
      setNeedsLayout()
      restyleLabels()
    }
  }

  /// The pill's colour (white, or grey in dark mode, unless set).
  public var selectedSegmentTintColor: UIColor? {
    didSet { pill.backgroundColor = selectedSegmentTintColor ?? Self.pillColor }
  }

  /// iOS's pill: white, or grey in dark mode.
  static let pillColor = UIColor.dynamic(light: .white, dark: UIColor(rgb: 0x636366))

  /// The number of segments.
  public var numberOfSegments: Int { titles.count }

  /// Segments titled `items` (strings; anything else shows its description).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for (index, item) in (items ?? []).enumerated() {
      insertSegment(withTitle: (item as? String) ?? "\(item)", at: index, animated: false)
    }
    bounds.size = sizeThatFits(.zero)
  }

  /// No segments yet, at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
    layer.cornerRadius = 9
    pill.backgroundColor = Self.pillColor
    pill.layer.cornerRadius = 7
    pill.layer.shadowColor = UIColor.black.cgColor
    pill.layer.shadowOpacity = 0.12
    pill.layer.shadowOffset = CGSize(width: 0, height: 3)
    pill.layer.shadowRadius = 4
    pill.isUserInteractionEnabled = false
    addSubview(pill)
  }

  public required init?(coder: NSCoder) { nil }

  // MARK: Segments

  /// Inserts an enabled segment titled `title` at `segment` (clamped to the ends); animated,
  /// the segments slide to their new places over 0.25 s.
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title ?? "", at: index)
    enabledSegments.insert(true, at: index)
    let label = UILabel()
    label.text = title
    label.textAlignment = .center
    label.isUserInteractionEnabled = false
    labels.insert(label, at: index)
    addSubview(label)
    let divider = UIView()
    divider.backgroundColor = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 0.3)
    divider.isUserInteractionEnabled = false
    dividers.append(divider)
    addSubview(divider)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    relayout(animated: animated)
  }

  /// Removes the segment at `segment`, if there is one; removing the selected segment selects
  /// `noSegment`.
  public func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    enabledSegments.remove(at: segment)
    labels.remove(at: segment).removeFromSuperview()
    dividers.removeLast().removeFromSuperview()
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    relayout(animated: animated)
  }

  /// Removes every segment, without animation.
  public func removeAllSegments() {
    while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
  }

  /// Sets the title of the segment at `segment`, if there is one.
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    labels[segment].text = title
    setNeedsLayout()
  }

  /// The title of the segment at `segment`: nil when there is none, empty for one titled nil.
  public func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets whether the segment at `segment` can be chosen; a disabled segment's title dims.
  public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard enabledSegments.indices.contains(segment) else { return }
    enabledSegments[segment] = enabled
    restyleLabels()
  }

  /// Whether the segment at `segment` can be chosen (false when there is no such segment).
  public func isEnabledForSegment(at segment: Int) -> Bool {
    enabledSegments.indices.contains(segment) && enabledSegments[segment]
  }

  private func relayout(animated: Bool) {
    restyleLabels()
    setNeedsLayout()
    if animated {
      UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }
  }

  // MARK: Layout and look

  /// The segments share the width equally, the first at the leading end (the right, in a
  /// right-to-left layout).
  fileprivate func segmentFrame(_ index: Int) -> CGRect {
    let width = bounds.width / CGFloat(max(titles.count, 1))
    return flippedForLayoutDirection(
      CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    for (index, label) in labels.enumerated() {
      label.frame = segmentFrame(index).insetBy(dx: 6, dy: 0)
    }
    for (index, divider) in dividers.enumerated() {
      // Between segments; none beside the pill.
      let next = segmentFrame(index + 1)
      let x = trailingSign > 0 ? next.minX : next.maxX
      divider.frame = CGRect(x: x - 0.5, y: 8, width: 1, height: max(bounds.height - 16, 0))
      divider.isHidden =
        index + 1 >= titles.count || index == selectedSegmentIndex
        || index + 1 == selectedSegmentIndex
    }
    pill.isHidden = selectedSegmentIndex == Self.noSegment
    if !pill.isHidden {
      pill.frame = segmentFrame(selectedSegmentIndex).insetBy(dx: 2, dy: 2)
    }
  }

  /// Sets the titles' font (`.font`) and colour (`.foregroundColor`) for `state`:
  /// `.normal`, `.selected` (the selected segment's; the normal ones otherwise) or
  /// `.disabled`.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    textAttributes[state] = attributes
    restyleLabels()
    setNeedsLayout()
  }

  /// The title attributes set for `state` alone, without the normal state's (nil: none).
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    textAttributes[state]
  }

  private func restyleLabels() {
    let normal = textAttributes[.normal] ?? [:]
    for (index, label) in labels.enumerated() {
      let selected = index == selectedSegmentIndex
      let enabled = isEnabled && enabledSegments[index]
      let own = enabled ? (selected ? textAttributes[.selected] : nil) : textAttributes[.disabled]
      let attributes = normal.merging(own ?? [:]) { $1 }
      label.font =
        attributes[.font] as? UIFont
        ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .medium)
      label.textColor =
        attributes[.foregroundColor] as? UIColor ?? (enabled ? .label : .tertiaryLabel)
    }
  }

  override func stateDidChange() {
    super.stateDidChange()
    restyleLabels()
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// Each segment as wide as the widest title needs, and 32 points high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let widest = labels.map { $0.sizeThatFits(CGSize(width: 1000, height: 100)).width }.max() ?? 0
    return CGSize(width: CGFloat(titles.count) * (widest.rounded(.up) + 24), height: Self.height)
  }

  // MARK: Choosing

  /// Selects `index` as a user does: the pill slides there and `.valueChanged` is sent.
  private func choose(_ index: Int) {
    guard index != selectedSegmentIndex, isEnabledForSegment(at: index) else { return }
    UIView.animate(
      springDuration: 0.3, bounce: 0, options: [.allowUserInteraction, .beginFromCurrentState]
    ) {
      self.selectedSegmentIndex = index
      self.layoutIfNeeded()
    }
    sendActions(for: .valueChanged)
  }

  private func segment(at point: CGPoint) -> Int? {
    guard bounds.contains(point), !titles.isEmpty else { return nil }
    return titles.indices.first { segmentFrame($0).contains(point) } ?? titles.count - 1
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard isEnabled, let touch = touches.first,
      let index = segment(at: touch.location(in: self))
    else { return }
    choose(index)
  }

  /// Left and right move the selection to the next enabled segment that way.
  open override func keyPressed(_ key: UIKey) -> Bool {
    let step: Int
    switch key.input {
    case .leftArrow: step = -Int(trailingSign)
    case .rightArrow: step = Int(trailingSign)
    default: return super.keyPressed(key)
    }
    var index =
      selectedSegmentIndex == Self.noSegment ? (step > 0 ? -1 : titles.count) : selectedSegmentIndex
    repeat { index += step } while titles.indices.contains(index) && !isEnabledForSegment(at: index)
    if titles.indices.contains(index) { choose(index) }
    return true
  }

  // MARK: Accessibility

  /// One element per segment, made as segments come.
  private var segmentElements: [SegmentElement] = []

  /// A container of its segments, as in UIKit: each a button, the chosen one selected.
  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? false }
    set { super.isAccessibilityElement = newValue }
  }

  /// The elements set, else one per segment.
  open override var accessibilityElements: [Any]? {
    get {
      if let elements = accessibilityStorage?.elements { return elements }
      if segmentElements.count != titles.count {
        segmentElements = titles.indices.map { SegmentElement(control: self, index: $0) }
      }
      return segmentElements
    }
    set { super.accessibilityElements = newValue }
  }

  /// A segment as a screen reader sees it.
  private final class SegmentElement: UIAccessibilityElement {
    let index: Int
    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    init(control: UISegmentedControl, index: Int) {
      self.index = index
      super.init(accessibilityContainer: control)
    }

    required convenience init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
      get { accessibilityStorage?.label ?? control?.titleForSegment(at: index) }
      set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
      get {
        guard let control else { return .button }
        var traits: UIAccessibilityTraits = .button
        if control.selectedSegmentIndex == index { traits.insert(.selected) }
        if !control.isEnabled || !control.isEnabledForSegment(at: index) {
          traits.insert(.notEnabled)
        }
        return traits
      }
      set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
      get {
        guard let control, control.numberOfSegments > 0 else { return .zero }
        return control.convert(control.segmentFrame(index), to: nil)
      }
      set { super.accessibilityFrame = newValue }
    }

    /// Chooses the segment as a tap does.
    override func accessibilityActivate() -> Bool {
      guard let control, control.isEnabled else { return false }
      control.choose(index)
      return true
    }
  }
}
