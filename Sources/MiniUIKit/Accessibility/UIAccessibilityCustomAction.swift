/// An action a screen reader offers on an element besides activating it, as UIKit's: a
/// "Delete" on a row, say. The host lists them in the desktop's action interface.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// What the action is called, as a screen reader says it.
  open var name: String
  /// Runs the action; returns whether it did something.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  public init(
    name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil
  ) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// Runs the handler: false when there is none.
  @_spi(Host) public func perform() -> Bool { actionHandler?(self) ?? false }
}
