import Foundation

/// One action behind a swiped row, as UIKit's UIContextualAction: a coloured button with a
/// title and or image; tapping it (or swiping the row all the way, for the first action)
/// runs `handler`, which calls its completion with whether the action was done.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How an action looks, as UIKit's UIContextualAction.Style.
  public enum Style: Int, Sendable {
    /// Grey.
    case normal
    /// Red, and a full swipe takes the row away with it.
    case destructive
  }

  /// What an action runs: given the action, the button the user tapped, and a completion to
  /// call with whether the action was done.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How the action looks, set at creation.
  public let style: Style
  /// The text on the action's button.
  public var title: String?
  /// The image on the action's button.
  public var image: UIImage?
  /// The button's colour: red for destructive actions, grey otherwise, unless set.
  public var backgroundColor: UIColor! {
    get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackgroundColor = newValue }
  }
  private var storedBackgroundColor: UIColor?
  /// What choosing the action runs.
  public let handler: Handler

  /// An action of `style` whose button shows `title`, running `handler` when chosen.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// The actions behind one edge of a swiped row, as UIKit's UISwipeActionsConfiguration: the
/// first is the outermost.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first the outermost.
  public let actions: [UIContextualAction]
  /// Whether swiping the row all the way runs the first action (true, as UIKit's).
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`, the first the outermost.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
