import Foundation

/// A description of a view's content, as UIKit's protocol: it makes the view that shows it,
/// and gives the version of itself for a state (selected, highlighted…).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> UIView & UIContentView
  /// This configuration as it looks in `state`.
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows.
  var configuration: UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (a cell otherwise makes a new view).
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// A view's state that configurations update for, as UIKit's protocol.
public protocol UIConfigurationState {}

/// A cell's state, as UIKit's: what its content and background configurations, and its
/// `configurationUpdateHandler`, restyle it for.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted, as while a touch is down on it.
  public var isHighlighted = false
  /// Whether the cell has focus.
  public var isFocused = false
  /// Whether the cell is disabled; the toolkit's cells leave it false.
  public var isDisabled = false
  /// Whether the cell is editing; the toolkit's cells leave it false.
  public var isEditing = false
  /// Whether the cell's outline item is expanded; the toolkit's cells leave it false.
  public var isExpanded = false

  /// A state with every flag false.
  public init() {}
}
