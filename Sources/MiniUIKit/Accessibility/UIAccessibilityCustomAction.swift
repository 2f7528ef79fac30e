/// An action a screen reader offers on an element besides activating it, as UIKit's: a
/// "Delete" on a row, say. The host lists them in the desktop's action interface.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// Runs an action; returns whether it did something.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// What the action is called, as a screen reader says it.
  open var name: String
  /// A picture for the action, where a screen reader shows one.
  open var image: UIImage?
  /// Runs the action.
  open var actionHandler: Handler?

  /// An action called `name` that runs `actionHandler`.
  public init(name: String, actionHandler: Handler?) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// An action called `name`, pictured by `image`, that runs `actionHandler`.
  public convenience init(name: String, image: UIImage?, actionHandler: Handler?) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// Runs the handler: false when there is none.
  @_spi(Host) public func perform() -> Bool { actionHandler?(self) ?? false }
}
