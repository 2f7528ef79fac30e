import Foundation

/// One item of a collection view, as UIKit's UICollectionViewCell: put content in
/// `contentView`; `backgroundView` sits behind it and `selectedBackgroundView` shows between
/// the two while the cell is highlighted or selected.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Where the cell's content goes: it fills the cell.
  public let contentView = UIView()

  /// Shown behind the content.
  public var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
  }

  /// Shown above the background while the cell is highlighted or selected.
  public var selectedBackgroundView: UIView? {
    didSet {
      replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundsBelowSelection)
      updateSelectedBackground()
    }
  }

  /// Whether the item is selected (set by the collection view).
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether a touch is down on the item (set by the collection view).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  // MARK: Configurations

  /// Restyles a cell for a state, as UIKit's type.
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState)
    -> Void

  /// What the content view shows: setting it puts the configuration's view in the content
  /// view (reusing the one there when it supports the configuration).
  public var contentConfiguration: UIContentConfiguration? {
    didSet { showContentConfiguration() }
  }

  /// What the cell's background shows (drawn behind the content).
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { showBackgroundConfiguration() }
  }

  /// Whether a change of state restyles the content configuration (`updated(for:)`).
  public var automaticallyUpdatesContentConfiguration = true
  /// Whether a change of state restyles the background configuration.
  public var automaticallyUpdatesBackgroundConfiguration = true

  /// Called with the cell's state whenever it changes: restyle the cell here.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state now.
  public var configurationState: UICellConfigurationState { cellConfigurationState }

  /// The views showing the configurations.
  var configured = ConfiguredViews()

  /// Asks for `updateConfiguration(using:)` before the cell is next laid out.
  public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Restyles the cell for `state`: the configurations take their look for it, then the
  /// `configurationUpdateHandler` runs. An override calls super.
  open func updateConfiguration(using state: UICellConfigurationState) {
    restyleConfigurations(for: state)
    configurationUpdateHandler?(self, state)
  }

  /// Runs a pending configuration update.
  func updateConfigurationIfNeeded() { runPendingConfigurationUpdate() }

  private func stateDidChange() {
    updateSelectedBackground()
    setNeedsUpdateConfiguration()
    // Selection shows at once, not a layout pass later.
    updateConfigurationIfNeeded()
  }

  private func showContentConfiguration() {
    configured.showContent(contentConfiguration, in: contentView)
  }

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  /// A cell showing a content configuration is as tall as the configuration's view needs.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard let view = configured.content else {
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
    // Laid out at the item's size first: the content view may be narrower (accessories).
    bounds.size = layoutAttributes.size
    layoutIfNeeded()
    let preferred = layoutAttributes.copied()
    let fitting = view.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0))
    if fitting.height > 0 { preferred.size.height = fitting.height.rounded(.up) }
    return preferred
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { nil }

  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
    setNeedsUpdateConfiguration()
  }

  /// The collection view showing the cell (through a sideways section's scroll view).
  var collectionView: UICollectionView? {
    (superview as? UICollectionView) ?? (superview as? OrthogonalScrollView)?.collectionView
  }

  /// Cells take keyboard focus: arrow keys move it and Enter selects (see UICollectionView).
  open override var canBecomeFocused: Bool { true }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  // MARK: Accessibility

  /// The label set, else the labels inside it, in order, as UIKit joins them. A collection
  /// cell is not an element unless it says so (as in UIKit): then its parts are read one by
  /// one, and the cell, a list item, is named by this.
  open override var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? contentView.accessibilityLabelOfContents }
    set { super.accessibilityLabel = newValue }
  }

  /// Selected when it is.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits = accessibilityStorage?.traits ?? .none
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }
}

extension UICollectionViewCell: ConfigurableCell {}
