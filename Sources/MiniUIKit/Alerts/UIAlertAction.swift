import Foundation

/// A button of an alert or action sheet, as UIKit's: its title, its style, and what it does.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How the button looks and where it goes, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// An ordinary button.
    case `default` = 0
    /// Bold; Esc chooses it. An action sheet shows it apart, at the bottom.
    case cancel = 1
    /// Red: what cannot be undone.
    case destructive = 2
  }

  /// The button's text.
  public let title: String?
  /// The button's style: default, cancel or destructive.
  public let style: Style
  /// A disabled action's button is grey and does nothing.
  open var isEnabled = true {
    didSet { enabledDidChange?() }
  }
  /// Runs after the alert has gone.
  let handler: ((UIAlertAction) -> Void)?
  /// Tells the alert's button.
  var enabledDidChange: (() -> Void)?

  /// An action with `title` and `style`; `handler` runs after the alert has gone.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
