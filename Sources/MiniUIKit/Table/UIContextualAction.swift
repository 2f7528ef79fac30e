import Foundation

/// One action behind a swiped row, as UIKit's UIContextualAction: a coloured button with a
/// title and or image; tapping it (or swiping the row all the way, for the first action)
/// runs `handler`, which calls its completion with whether the action was done.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  public enum Style: Int, Sendable {
    case normal
    /// Red, and a full swipe takes the row away with it.
    case destructive
  }

  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public var title: String?
  public var image: UIImage?
  /// The button's colour: red for destructive actions, grey otherwise, unless set.
  public var backgroundColor: UIColor! {
    get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackgroundColor = newValue }
  }
  private var storedBackgroundColor: UIColor?
  public let handler: Handler

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
  public let actions: [UIContextualAction]
  /// Whether swiping the row all the way runs the first action (true, as UIKit's).
  public var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
