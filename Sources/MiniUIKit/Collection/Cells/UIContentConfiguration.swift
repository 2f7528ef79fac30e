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
  public var isSelected = false
  public var isHighlighted = false
  public var isFocused = false
  public var isDisabled = false
  public var isEditing = false
  public var isExpanded = false

  public init() {}
}
