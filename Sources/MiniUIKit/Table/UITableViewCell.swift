import Foundation

/// One row of a table view, as UIKit's UITableViewCell: put content in `contentView`, or
/// use the classic styles' `textLabel`, `detailTextLabel` and `imageView`, or set a
/// `contentConfiguration` (the list configurations the collection view has). An accessory
/// sits at the trailing edge, a separator runs below, and a selected or highlighted row
/// shows `selectedBackgroundView` (grey unless `selectionStyle` is `.none`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// Where a classic cell's labels go, as UIKit's styles.
  public enum CellStyle: Int, Sendable {
    /// An image and one text.
    case `default`
    /// A text, with the detail at the trailing edge (Settings' value rows).
    case value1
    /// A right-aligned blue text, with the detail after it (Contacts' rows).
    case value2
    /// A text, with the detail below it.
    case subtitle
  }

  /// How a selected or highlighted row looks, as UIKit's UITableViewCell.SelectionStyle.
  public enum SelectionStyle: Int, Sendable {
    /// No change: the selected background does not show.
    case none
    /// The selected background, grey (as UIKit's since iOS 7).
    case blue
    /// The selected background, grey.
    case gray
    /// The selected background, grey.
    case `default`
  }

  /// The standard accessories, as UIKit's UITableViewCell.AccessoryType.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none
    /// A chevron: the row leads on.
    case disclosureIndicator
    /// An info button; here without the chevron UIKit adds after it.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// What editing a row offers, as UIKit's.
  public enum EditingStyle: Int, Sendable {
    /// No editing control.
    case none
    /// A red delete control.
    case delete
    /// A green insert control.
    case insert
  }

  /// Whether rows show separators, as UIKit's UITableViewCell.SeparatorStyle.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A line below each row but the last of its section.
    case singleLine
    /// Drawn as `.singleLine`.
    case singleLineEtched
  }

  /// Made with `init(style:reuseIdentifier:)`, or by the table view from a registered class.
  public internal(set) var reuseIdentifier: String?

  /// Where the cell's content goes: the cell less the accessory's room.
  public let contentView = UIView()

  private let style: CellStyle
  private var classicLabels: (text: UILabel?, detail: UILabel?, image: UIImageView?)

  /// The classic styles' text: made on first use.
  public var textLabel: UILabel? {
    if let label = classicLabels.text { return label }
    let label = ClassicLabel()
    label.font =
      style == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 17)
    label.textColor = style == .value2 ? .systemBlue : .label
    if style == .value2 { label.textAlignment = .right }
    contentView.addSubview(label)
    classicLabels.text = label
    setNeedsLayout()
    return label
  }

  /// The classic styles' second text; nil in the `.default` style, as UIKit's.
  public var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let label = classicLabels.detail { return label }
    let label = ClassicLabel()
    label.font = .systemFont(ofSize: style == .subtitle ? 15 : 17)
    label.textColor = style == .value2 ? .label : .secondaryLabel
    contentView.addSubview(label)
    classicLabels.detail = label
    setNeedsLayout()
    return label
  }

  /// The classic styles' image, at the leading edge: made on first use.
  public var imageView: UIImageView? {
    if let view = classicLabels.image { return view }
    let view = UIImageView(image: nil)
    view.contentMode = .scaleAspectFit
    contentView.addSubview(view)
    classicLabels.image = view
    setNeedsLayout()
    return view
  }

  /// A standard accessory; `accessoryView`, when set, shows instead.
  public var accessoryType = AccessoryType.none {
    didSet { if accessoryType != oldValue { showAccessory() } }
  }
  /// A view shown at the trailing edge in place of the standard accessory; it gives way
  /// in editing mode, as the accessory does.
  public var accessoryView: UIView? {
    didSet { if accessoryView !== oldValue { showAccessory() } }
  }
  private var shownAccessory: UIView?

  // MARK: Editing

  /// Whether the row shows its editing controls (the table view sets it).
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// What the editing control offers (the table view sets it from its delegate).
  public internal(set) var editingStyle = EditingStyle.none
  /// Whether a reorder grip shows in editing mode (the table view sets it from its data
  /// source).
  public var showsReorderControl = false
  /// Whether the content moves over for the editing control.
  public var shouldIndentWhileEditing = true
  private var editingControl: EditingControl?
  private(set) var reorderControl: ReorderControl?
  /// Told of a tap on the delete control, and of the reorder grip's drag (the table view).
  var onEditingControlTap: (() -> Void)?
  var onReorder: ((UIGestureRecognizer) -> Void)?

  /// Shows or hides the editing controls; animated, the delete control slides in from the
  /// leading edge, pushing the content over, and the reorder grip fades in where the
  /// accessory was.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    if editing {
      if editingStyle == .none {
        editingControl?.removeFromSuperview()
        editingControl = nil
      }
      if !showsReorderControl {
        reorderControl?.removeFromSuperview()
        reorderControl = nil
      }
      if editingStyle != .none, editingControl?.style != editingStyle {
        editingControl?.removeFromSuperview()
        let control = EditingControl(style: editingStyle)
        control.addGestureRecognizer(
          UITapGestureRecognizer { [weak self] _ in self?.onEditingControlTap?() })
        control.center = CGPoint(x: -EditingControl.side, y: bounds.midY)
        control.alpha = 0
        addSubview(control)
        editingControl = control
      }
      if showsReorderControl, reorderControl == nil {
        let grip = ReorderControl(
          frame: CGRect(x: bounds.width, y: 0, width: ReorderControl.width, height: bounds.height))
        grip.alpha = 0
        grip.addGestureRecognizer(
          ReorderGripRecognizer { [weak self] recognizer in self?.onReorder?(recognizer) })
        addSubview(grip)
        reorderControl = grip
      }
    }
    let leaving = editing ? [] : [editingControl, reorderControl].compactMap { $0 }
    if !editing {
      editingControl = nil
      reorderControl = nil
    }
    let change = {
      self.setNeedsLayout()
      self.layoutIfNeeded()
      for view in leaving {
        view.alpha = 0
        if view is EditingControl { view.center.x = -EditingControl.side }
      }
    }
    let done: (Bool) -> Void = { _ in for view in leaving { view.removeFromSuperview() } }
    if animated {
      UIView.animate(
        withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.allowUserInteraction],
        animations: change, completion: done)
    } else {
      UIView.performWithoutAnimation(change)
      done(true)
    }
  }

  /// How the row looks selected or highlighted; `.none` hides `selectedBackgroundView`.
  public var selectionStyle = SelectionStyle.default {
    didSet { updateSelectedBackground() }
  }

  /// How far in the separator runs; the left inset is where the text starts.
  public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { setNeedsLayout() }
  }
  private let separator = UIView()

  /// Shown behind the content.
  public var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
  }

  /// Shown above the background while the row is highlighted or selected (a grey view
  /// unless set, or unless `selectionStyle` is `.none`).
  public var selectedBackgroundView: UIView? {
    didSet {
      replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundsBelowSelection)
      updateSelectedBackground()
    }
  }

  /// Whether the row is selected; set, it changes without animating (`setSelected(_:
  /// animated:)`).
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the row is highlighted (a finger on it); set, it changes without animating.
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  private var storedIsSelected = false
  private var storedIsHighlighted = false

  /// Where the table view places the cell (its section's look, first and last rows).
  var placement: ListPlacement? {
    didSet { if placement != oldValue { placementDidChange() } }
  }
  /// The background the table gave the cell (replaced when the cell moves).
  private var listBackground: UIBackgroundConfiguration?

  /// A cell of `style`; a subclass overrides it as in UIKit.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    isDrawnOnlyWhereItShows = true
    contentView.frame = bounds
    contentView.layoutMargins = UICollectionViewListCell.contentMargins
    addSubview(contentView)
    separator.backgroundColor = .separator
    separator.isUserInteractionEnabled = false
    addSubview(separator)
    let grey = UIView()
    grey.backgroundColor = .systemGray4
    replaceBackground(nil, with: grey, at: 0)
    selectedBackgroundView = grey
    updateSelectedBackground()
  }

  /// A `.default` cell with no reuse identifier, at `frame`.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// How the table view makes a cell of a registered class, `.default` as in UIKit. Swift
  /// makes an instance of a class known only when the program runs through a `required`
  /// initializer (UIKit uses the Objective-C runtime); a subclass inherits this one by
  /// overriding `init(style:reuseIdentifier:)` and `init?(coder:)`, as it does in UIKit.
  @_spi(Host) public required convenience init(
    registeredClassWithReuseIdentifier identifier: String
  ) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  public required init?(coder: NSCoder) { nil }

  // MARK: Selection

  /// Shows the cell selected or not, fading the selected background when `animated`; the
  /// table's selection stays as it is.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != storedIsSelected else { return }
    storedIsSelected = selected
    stateDidChange(animated: animated)
  }

  /// Shows the cell highlighted or not, fading the selected background when `animated`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != storedIsHighlighted else { return }
    storedIsHighlighted = highlighted
    stateDidChange(animated: animated)
  }

  private func stateDidChange(animated: Bool) {
    if animated {
      UIView.animate(withDuration: UITableView.rowAnimationDuration) {
        self.updateSelectedBackground()
      }
    } else {
      updateSelectedBackground()
    }
    setNeedsUpdateConfiguration()
    updateConfigurationIfNeeded()
  }

  private func updateSelectedBackground() {
    guard let selectedBackgroundView else { return }
    let shows = (isSelected || isHighlighted) && selectionStyle != .none
    selectedBackgroundView.isHidden = false
    selectedBackgroundView.alpha = shows ? 1 : 0
  }

  /// Resets the cell before it shows another row; the default clears the selection and
  /// highlight.
  open func prepareForReuse() {
    setSelected(false, animated: false)
    setHighlighted(false, animated: false)
    setNeedsUpdateConfiguration()
  }

  // MARK: Configurations

  /// A closure that restyles the cell for its new state.
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

  /// The configuration of the content shown in `contentView`.
  public var contentConfiguration: UIContentConfiguration? {
    didSet {
      configured.showContent(contentConfiguration, in: contentView)
      setNeedsLayout()
    }
  }

  /// The configuration of the cell's background; unless set, the table view gives one for
  /// the row's place in its section.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { showBackgroundConfiguration() }
  }

  /// Whether the content configuration restyles for the cell's state; true by default.
  public var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration restyles for the cell's state; true by default.
  public var automaticallyUpdatesBackgroundConfiguration = true

  /// A closure run whenever the cell's state changes, after the automatic restyle.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state now: whether it is selected, highlighted and focused.
  public var configurationState: UICellConfigurationState { cellConfigurationState }

  /// A list content configuration in the cell's style, to fill in and set.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: return .cell()
    case .subtitle: return .subtitleCell()
    case .value1, .value2: return .valueCell()
    }
  }

  var configured = ConfiguredViews()

  /// Asks for `updateConfiguration(using:)` to run before the cell is next laid out.
  public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Restyles the cell for `state`; an override calls super.
  open func updateConfiguration(using state: UICellConfigurationState) {
    restyleConfigurations(for: state)
    configurationUpdateHandler?(self, state)
  }

  private func updateConfigurationIfNeeded() { runPendingConfigurationUpdate() }

  private func placementDidChange() {
    if let placement, backgroundConfiguration == nil || backgroundConfiguration == listBackground {
      let background = placement.defaultBackground
      backgroundConfiguration = background
      listBackground = background
    }
    setNeedsLayout()
  }

  // MARK: Layout

  /// Lays the cell out left to right, then mirrors it in a right-to-left layout: the
  /// editing control and the image at the right, the accessory and grip at the left.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    var trailing = bounds.width
    var leading: CGFloat = 0
    if let control = editingControl {
      let side = EditingControl.side
      control.frame = flippedForLayoutDirection(
        CGRect(x: 16, y: bounds.midY - side / 2, width: side, height: side))
      control.alpha = 1
      if shouldIndentWhileEditing { leading = 16 + side }
    }
    if let grip = reorderControl {
      trailing = bounds.width - ReorderControl.width
      grip.frame = flippedForLayoutDirection(
        CGRect(x: trailing, y: 0, width: ReorderControl.width, height: bounds.height))
      grip.alpha = 1
    }
    if let accessory = shownAccessory {
      // In editing mode the accessory gives way. Placed by its centre (it may be turned).
      accessory.alpha = editing ? 0 : 1
      let centreX = bounds.width - 16 - accessory.bounds.width / 2
      accessory.center = CGPoint(
        x: trailingSign > 0 ? centreX : bounds.width - centreX, y: bounds.midY)
      let placed = accessory.frame
      if !editing { trailing = (trailingSign > 0 ? placed.minX : bounds.width - placed.maxX) - 8 }
    }
    contentView.frame = flippedForLayoutDirection(
      CGRect(x: leading, y: 0, width: max(trailing - leading, 0), height: bounds.height))
    layoutClassicLabels()
    let shows = placement.map { $0.showsSeparator && !$0.isLast } ?? false
    separator.isHidden = !shows
    if shows {
      let start = separatorStart
      separator.frame = flippedForLayoutDirection(
        CGRect(
          x: start, y: bounds.height - 1,
          width: max(bounds.width - start - separatorInset.right, 0), height: 1))
      bringSubviewToFront(separator)
    }
  }

  /// How far from the leading edge the separator starts: under the text.
  private var separatorStart: CGFloat {
    if let list = contentConfiguration as? UIListContentConfiguration { return list.textLeading }
    if let text = classicLabels.text, contentConfiguration == nil, style != .value2 {
      return trailingSign > 0 ? text.frame.minX : contentView.bounds.width - text.frame.maxX
    }
    return separatorInset.left
  }

  /// The classic styles' image and labels, in the content view, mirrored in a
  /// right-to-left layout.
  private func layoutClassicLabels() {
    placeClassicLabels()
    for view in [classicLabels.image, classicLabels.text, classicLabels.detail] as [UIView?] {
      if let view { view.frame = contentView.flippedForLayoutDirection(view.frame) }
    }
  }

  /// The classic styles' image and labels, placed left to right.
  private func placeClassicLabels() {
    let width = contentView.bounds.width
    let height = contentView.bounds.height
    let margin: CGFloat = 16
    var leading = margin
    if let image = classicLabels.image, let size = image.image?.size, size.width > 0 {
      let side = min(size.height, height - 8)
      let shown = CGSize(width: size.width * side / max(size.height, 1), height: side)
      image.frame = CGRect(
        x: leading, y: (height - shown.height) / 2, width: shown.width, height: shown.height)
      leading = image.frame.maxX + margin
    } else {
      classicLabels.image?.frame = .zero
    }
    let room = max(width - margin - leading, 0)
    func fitted(_ label: UILabel?, width: CGFloat) -> CGSize {
      guard let label, !(label.text ?? "").isEmpty else { return .zero }
      let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(size.width.rounded(.up), width), height: size.height.rounded(.up))
    }
    let text = classicLabels.text
    let detail = classicLabels.detail
    switch style {
    case .default:
      let size = fitted(text, width: room)
      text?.frame = CGRect(
        x: leading, y: (height - size.height) / 2, width: room, height: size.height)
    case .subtitle:
      let top = fitted(text, width: room)
      let below = fitted(detail, width: room)
      let gap: CGFloat = below.height > 0 && top.height > 0 ? 3 : 0
      let y = (height - top.height - gap - below.height) / 2
      text?.frame = CGRect(x: leading, y: y, width: room, height: top.height)
      detail?.frame = CGRect(x: leading, y: y + top.height + gap, width: room, height: below.height)
    case .value1:
      let value = fitted(detail, width: room / 2)
      detail?.frame = CGRect(
        x: width - margin - value.width, y: (height - value.height) / 2, width: value.width,
        height: value.height)
      let textRoom = max(room - value.width - (value.width > 0 ? 8 : 0), 0)
      let size = fitted(text, width: textRoom)
      text?.frame = CGRect(
        x: leading, y: (height - size.height) / 2, width: textRoom, height: size.height)
    case .value2:
      let column: CGFloat = 91
      let size = fitted(text, width: column)
      text?.frame = CGRect(
        x: leading, y: (height - size.height) / 2, width: column, height: size.height)
      let detailX = leading + column + 6
      let detailRoom = max(width - margin - detailX, 0)
      let value = fitted(detail, width: detailRoom)
      detail?.frame = CGRect(
        x: detailX, y: (height - value.height) / 2, width: detailRoom, height: value.height)
    }
  }

  /// The height the cell needs at `width`: its content configuration's, its classic
  /// labels' (with 11 points above and below, at least 44), or what its constraints say.
  func fittingHeight(width: CGFloat) -> CGFloat {
    bounds.size.width = width
    layoutIfNeeded()
    if let view = configured.content {
      return view.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0)).height
    }
    let labels = [classicLabels.text, classicLabels.detail].compactMap { $0 }
      .filter { !($0.text ?? "").isEmpty }
    if !labels.isEmpty {
      let content =
        style == .subtitle
        ? labels.reduce(0) { $0 + $1.frame.height } + (labels.count > 1 ? 3 : 0)
        : labels.map(\.frame.height).max() ?? 0
      return max(content + 22, 44)
    }
    let fitting = contentView.systemLayoutSizeFitting(
      CGSize(width: contentView.bounds.width, height: 0))
    return fitting.height
  }

  private func showAccessory() {
    shownAccessory?.removeFromSuperview()
    shownAccessory = accessoryView ?? Self.standardAccessory(accessoryType)
    if let shownAccessory { addSubview(shownAccessory) }
    setNeedsLayout()
  }

  private static func standardAccessory(_ type: AccessoryType) -> UIView? {
    switch type {
    case .none: return nil
    case .disclosureIndicator: return UICellAccessory.disclosureIndicator().makeView()
    case .checkmark: return UICellAccessory.checkmark().makeView()
    case .detailButton, .detailDisclosureButton: return UICellAccessory.detail().makeView()
    }
  }

  /// Rows take keyboard focus.
  open override var canBecomeFocused: Bool { true }

  // MARK: Accessibility

  /// A cell is an element, as in UIKit, unless its accessory is a control to work on its own
  /// (a slider, a stepper, segments): then a screen reader reads the cell's parts.
  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? (accessoryControl.map { $0 is UISwitch } ?? true) }
    set { super.isAccessibilityElement = newValue }
  }

  /// The label set, else the labels inside it, in order, as UIKit joins them.
  open override var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? contentView.accessibilityLabelOfContents }
    set { super.accessibilityLabel = newValue }
  }

  /// The value set, else the value of the control in `accessoryView` (a switch's "1"), else
  /// the detail of a classic cell, which its label already reads.
  open override var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? accessoryControl?.accessibilityValue }
    set { super.accessibilityValue = newValue }
  }

  /// A cell with a control for its accessory (a switch) works it, as a tap on the control
  /// does.
  open override func accessibilityActivate() -> Bool {
    guard let control = accessoryControl, control.isEnabled else { return false }
    return AccessibilityTree.activate(control)
  }

  /// A button when it leads on, a toggle when its accessory is a switch.
  private var defaultAccessibilityTraits: UIAccessibilityTraits {
    var traits: UIAccessibilityTraits = []
    if accessoryType == .disclosureIndicator { traits.insert(.button) }
    if accessoryControl is UISwitch { traits.insert(.toggleButton) }
    return traits
  }

  /// The control in `accessoryView`, if it is one.
  private var accessoryControl: UIControl? { accessoryView as? UIControl }

  /// A button when it leads on (a disclosure indicator), a switch's toggle when its
  /// accessory is one, and selected when it is.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits = accessibilityStorage?.traits ?? defaultAccessibilityTraits
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }
}

extension UITableViewCell: ConfigurableCell {}

/// A classic style's label: a new text lays its cell out again, as UIKit's cell labels do (an
/// app sets `detailTextLabel?.text` on a cell on screen, a stepper's value for one).
private final class ClassicLabel: UILabel {
  override var text: String? {
    didSet { superview?.superview?.setNeedsLayout() }
  }
}
