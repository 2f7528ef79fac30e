import Foundation

/// What a navigation bar shows for a controller, as UIKit's UINavigationItem: its title, the
/// title its back button gets on the next page, and bar button items on the left and right.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The controller this item belongs to; the bar hears of changes through it.
  weak var owner: UIViewController?

  /// An item with `title`.
  public init(title: String) {
    super.init()
    self.title = title
  }

  public override init() { super.init() }

  /// The bar's title; the controller's `title` sets it, as in UIKit.
  open var title: String? { didSet { changed() } }
  /// The back button's title on the page pushed above this one (nil: this item's title).
  open var backButtonTitle: String? { didSet { changed() } }
  /// The back button the page above shows, when set (its title is used).
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  /// Hides the back button while this item is on top.
  open var hidesBackButton = false { didSet { changed() } }

  /// Sets `hidesBackButton`; the change is not animated.
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// A view shown in the middle of the bar instead of the title.
  open var titleView: UIView? { didSet { changed() } }

  /// What the back button on the page above shows of this item, as UIKit's.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// Its back title or title.
    case `default`
    /// "Back".
    case generic
    /// The chevron alone.
    case minimal
  }

  /// What the back button on the page above shows of this item; `.default` by default.
  open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
  /// Shows the left items next to the back button instead of in its place.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }

  /// Whether the bar shows this item's title large, when the bar `prefersLargeTitles`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below (large at the root).
    case automatic
    /// Large.
    case always
    /// Small, in the row.
    case never
  }

  /// Whether the bar shows this item's title large; `.automatic` by default.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }

  /// The bar's look while this item is on top, instead of the bar's own (nil: the bar's).
  open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
  /// The bar's look at the scroll edge of a large title while this item is on top (nil: the
  /// bar's); its ground colour and image are used.
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
  /// The look of a bar of compact height while this item is on top; unused, as bars here are
  /// never compact.
  open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }

  /// Items on the left, first the leftmost.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  /// Items on the right, first the rightmost, as UIKit orders them.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

  /// The first of the left items; setting it makes it the only one.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first (rightmost) of the right items; setting it makes it the only one.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// The bar shows the new items when next laid out (they are not cross-faded).
  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets `rightBarButtonItem`; the new item is not cross-faded.
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets `leftBarButtonItems`; the new items are not cross-faded.
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets `rightBarButtonItems`; the new items are not cross-faded.
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Whether the back button shows while this item is on top (when there is a page below):
  /// not when hidden, nor when left items take its place.
  var keepsBackButton: Bool {
    !hidesBackButton && (leftBarButtonItems?.isEmpty != false || leftItemsSupplementBackButton)
  }

  /// The title the back button shows when this item is the one below the top.
  var titleForBackButton: String {
    switch backButtonDisplayMode {
    case .minimal: return ""
    case .generic: return "Back"
    case .default: return backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }
  }

  private func changed() {
    guard let owner else { return }
    owner.parent?.childNavigationItemDidChange(owner)
  }
}
