import Foundation

/// The views a cell shows its content and background configurations in, for collection
/// and table cells alike: setting a configuration reuses the view there when it supports
/// it, and makes one otherwise.
@MainActor
struct ConfiguredViews {
  /// The view showing the content configuration, filling the content view.
  private(set) var content: (UIView & UIContentView)?
  /// The view drawing the background configuration, behind everything in the cell.
  private(set) var background: BackgroundConfigurationView?
  /// Whether a restyle waits for the cell's next layout.
  var needsUpdate = false

  /// Shows `configuration` in `contentView` (nil: takes the view away).
  mutating func showContent(_ configuration: UIContentConfiguration?, in contentView: UIView) {
    guard let configuration else {
      content?.removeFromSuperview()
      content = nil
      return
    }
    if let view = content, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    content?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    content = view
  }

  /// Shows `configuration` at the back of `cell` (nil: takes the view away).
  mutating func showBackground(_ configuration: UIBackgroundConfiguration?, in cell: UIView) {
    guard let configuration else {
      background?.removeFromSuperview()
      background = nil
      return
    }
    if let view = background {
      view.configuration = configuration
      return
    }
    let view = BackgroundConfigurationView(configuration: configuration)
    view.frame = cell.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.insertSubview(view, at: 0)
    background = view
  }
}

/// What collection and table cells share about their configurations: the state they are
/// restyled for, a pending restyle, and the restyle itself.
@MainActor
protocol ConfigurableCell: UIView {
  var configured: ConfiguredViews { get set }
  var contentConfiguration: UIContentConfiguration? { get set }
  var backgroundConfiguration: UIBackgroundConfiguration? { get }
  var automaticallyUpdatesContentConfiguration: Bool { get }
  var automaticallyUpdatesBackgroundConfiguration: Bool { get }
  var isSelected: Bool { get }
  var isHighlighted: Bool { get }
  var backgroundView: UIView? { get }
  func updateConfiguration(using state: UICellConfigurationState)
}

extension ConfigurableCell {
  /// Puts `new` in `old`'s place among the cell's backgrounds, filling the cell.
  func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(new, at: index)
  }

  /// Where the selected background goes: above the background view and configuration.
  var backgroundsBelowSelection: Int {
    [backgroundView, configured.background].compactMap { $0 }.count
  }

  /// Selected, highlighted and focused as the cell is now.
  var cellConfigurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isFocused = isFocused
    return state
  }

  /// Asks for a restyle before the cell is next laid out.
  func requestConfigurationUpdate() {
    guard !configured.needsUpdate else { return }
    configured.needsUpdate = true
    setNeedsLayout()
  }

  /// Runs a pending restyle.
  func runPendingConfigurationUpdate() {
    guard configured.needsUpdate else { return }
    configured.needsUpdate = false
    updateConfiguration(using: cellConfigurationState)
  }

  /// The configurations take their look for `state`, where they update automatically.
  func restyleConfigurations(for state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      configured.showBackground(background.updated(for: state), in: self)
    }
  }

  /// Shows the background configuration, in its look for the cell's state when it updates
  /// automatically.
  func showBackgroundConfiguration() {
    let shown =
      automaticallyUpdatesBackgroundConfiguration
      ? backgroundConfiguration?.updated(for: cellConfigurationState) : backgroundConfiguration
    configured.showBackground(shown, in: self)
  }
}
