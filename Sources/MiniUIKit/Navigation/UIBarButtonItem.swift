import Foundation

/// A button for a navigation bar, as UIKit's UIBarButtonItem. Actions are UIKit's
/// `primaryAction` (a `UIAction`); `init(title:style:target:action:)` takes a method in
/// place of a selector, as the gesture recognizers do.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How an item is drawn, as UIKit's UIBarButtonItem.Style.
  public enum Style: Sendable {
    /// A title in the regular system font.
    case plain
    /// A title in the bold system font, for the item that completes a task.
    case done
  }

  /// The system's standard items, as UIKit's UIBarButtonItem.SystemItem (shown by title).
  public enum SystemItem: Sendable {
    /// A "Done" button; its item's style is `.done`.
    case done
    /// A "Cancel" button.
    case cancel
    /// An "Edit" button.
    case edit
    /// A "Save" button.
    case save
    /// An add (plus) button.
    case add
    /// A close button: a cross on a grey disc.
    case close
    /// A share button.
    case action
    /// A refresh button.
    case refresh
    /// A delete (trash) button.
    case trash
    /// A reply button.
    case reply
    /// A compose button.
    case compose
    /// A search button (a magnifying glass).
    case search
    /// A play button.
    case play
    /// A pause button.
    case pause
    /// A rewind button.
    case rewind
    /// A fast-forward button.
    case fastForward
    /// An undo button.
    case undo
    /// A redo button.
    case redo
    /// A space that takes an equal share of a toolbar's free width; not a button.
    case flexibleSpace
    /// A space `width` points wide (at least 8); not a button.
    case fixedSpace

    /// What a screen reader calls the item: its title in words.
    var spokenName: String {
      switch self {
      case .add: "Add"
      case .close: "Close"
      case .refresh: "Refresh"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast forward"
      default: title
      }
    }

    /// The text that stands for the item (the system shows an icon for some).
    var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .close: "✕"
      case .action: "Share"
      case .refresh: "↻"
      case .trash: "Delete"
      case .reply: "Reply"
      case .compose: "Compose"
      case .search: "Search"
      case .play: "▶"
      case .pause: "❚❚"
      case .rewind: "◀◀"
      case .fastForward: "▶▶"
      case .undo: "Undo"
      case .redo: "Redo"
      case .flexibleSpace, .fixedSpace: ""
      }
    }
  }

  /// How the item is drawn; `.plain` by default.
  open var style = Style.plain { didSet { itemDidChange() } }
  /// The colour of the item's title, image or glyph; nil for the system blue.
  open var tintColor: UIColor? { didSet { itemDidChange() } }
  /// What a tap does.
  open var primaryAction: UIAction?
  /// The width of a fixed space (0: the standard 8 points).
  open var width: CGFloat = 0
  /// A view shown in place of a title or image, as UIKit's; it handles its own touches.
  open var customView: UIView? { didSet { itemDidChange() } }
  /// The system item this was made as, if any.
  let systemItem: SystemItem?
  /// The bar that shows the item, told when it changes.
  weak var bar: BarButtonHost?

  public override init() {
    systemItem = nil
    super.init()
  }

  /// An item with a title or an image that runs `primaryAction` when tapped; without a title,
  /// it takes the action's.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
  ) {
    systemItem = nil
    super.init()
    // An action made without a title has "": an item with an image then shows the image.
    self.title = title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
    self.image = image
    self.primaryAction = primaryAction
  }

  /// An item that shows `customView`.
  public init(customView: UIView) {
    systemItem = nil
    super.init()
    self.customView = customView
  }

  /// A system item that runs `primaryAction` when tapped.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    super.init()
    title = systemItem.title
    style = systemItem == .done ? .done : .plain
    self.primaryAction = primaryAction
  }

  /// UIKit's `init(title:style:target:action:)`, with a method (unapplied, as
  /// `MyController.save`) in place of the selector, taking the item or nothing; the target
  /// is held weakly.
  public convenience init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(title: title)
    self.style = style
    setAction(TargetAction.make(target, action))
  }

  /// UIKit's `init(title:style:target:action:)`, with a method that takes no arguments for
  /// the selector; the target is held weakly.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title)
    self.style = style
    setAction(TargetAction.make(target, action))
  }

  /// UIKit's `init(image:style:target:action:)`, with a method for the selector.
  public convenience init<Target: AnyObject, Sender>(
    image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(image: image)
    self.style = style
    setAction(TargetAction.make(target, action))
  }

  /// UIKit's `init(image:style:target:action:)`, with a method that takes no arguments for
  /// the selector.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(image: image)
    self.style = style
    setAction(TargetAction.make(target, action))
  }

  /// `target: nil, action: nil`, as UIKit code writes an item whose action comes later (a
  /// `primaryAction`, say) or that does nothing.
  public convenience init(title: String?, style: Style, target: AnyObject?, action: NoSelector?) {
    self.init(title: title)
    self.style = style
  }

  /// An image item with `target: nil, action: nil`: its action comes later, or it has none.
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: NoSelector?) {
    self.init(image: image)
    self.style = style
  }

  /// A system item with `target: nil, action: nil`: its action comes later, or it has none.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: NoSelector?
  ) {
    self.init(systemItem: systemItem)
  }

  /// UIKit's `init(barButtonSystemItem:target:action:)`, with a method for the selector.
  public convenience init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Target,
    action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(systemItem: systemItem)
    setAction(TargetAction.make(target, action))
  }

  /// UIKit's `init(barButtonSystemItem:target:action:)`, with a method that takes no
  /// arguments for the selector.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target,
    action: @escaping (Target) -> () -> Void
  ) {
    self.init(systemItem: systemItem)
    setAction(TargetAction.make(target, action))
  }

  /// A flexible space, as UIKit's `UIBarButtonItem.flexibleSpace()`.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A fixed space of `width` points, as UIKit's `UIBarButtonItem.fixedSpace(_:)`.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Makes `call` (with this item as the sender) the item's action.
  private func setAction(_ call: @escaping (AnyObject) -> Void) {
    primaryAction = UIAction(title: title ?? "") { [unowned self] _ in call(self) }
  }

  /// Whether the item is a gap rather than a button.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  override func itemDidChange() { bar?.reloadItems() }
}
