import Foundation

/// A container that turns pages, as UIKit's UIPageViewController: each page is a view
/// controller its data source gives, one before and one after another.
///
/// - `.scroll`: the pages stand side by side (or one above another), `interPageSpacing`
///   apart, in a paging scroll view; a drag turns them, finishing past half way or on a
///   flick, and the data source's `presentationCount(for:)` brings in a page control.
/// - `.pageCurl`: the page bends round a cylinder that follows the pointer and turns over,
///   its back shaded, shadows on the page beneath (see `PageCurl`). The spine is on the
///   left (`.min`), or in the middle (`.mid`) of a two-page spread, where each turn shows two
///   new pages.
/// The user's turns tell the delegate; `setViewControllers(_:direction:animated:completion:)`
/// turns from code.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// The direction pages turn in, as UIKit's UIPageViewController.NavigationOrientation.
  public enum NavigationOrientation: Int, Sendable {
    /// From side to side.
    case horizontal = 0
    /// Up and down; the page curl turns sideways all the same.
    case vertical = 1
  }

  /// Where the page curl's pages are bound, as UIKit's UIPageViewController.SpineLocation.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the scroll style's.
    case none = 0
    /// The left edge, the page curl's default.
    case min = 1
    /// The middle of a two-page spread.
    case mid = 2
    /// The right edge; drawn as the left one here.
    case max = 3
  }

  /// Which way a turn goes, as UIKit's UIPageViewController.NavigationDirection.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// How pages turn, as UIKit's UIPageViewController.TransitionStyle.
  public enum TransitionStyle: Int, Sendable {
    /// The page bends over as a sheet of paper.
    case pageCurl = 0
    /// The pages slide in a paging scroll view.
    case scroll = 1
  }

  /// The options of `init(transitionStyle:navigationOrientation:options:)`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A `SpineLocation` (or its raw value), for the page curl.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The points between pages, for the scroll style.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The object that gives the pages before and after a page; held weakly.
  public weak var dataSource: UIPageViewControllerDataSource?
  /// The object told of the user's turns, which also chooses the spine; held weakly.
  public weak var delegate: UIPageViewControllerDelegate?
  /// How the pages turn, set at creation.
  public let transitionStyle: TransitionStyle
  /// The direction the pages turn in, set at creation.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is: from the options, then from the delegate as the window's shape
  /// changes; `.none` for the scroll style.
  public private(set) var spineLocation: SpineLocation
  /// Whether a curled page has content on its back: the next page's, in a `.mid` spread (which
  /// needs it). A double-sided single page (spine at the left) is not drawn: its back shows
  /// the page's mirror image, and setting it says so.
  public var isDoubleSided = false {
    didSet {
      if isDoubleSided, spineLocation != .mid, transitionStyle == .pageCurl {
        warn(
          "\(objectName(self)): a double-sided page turning on a spine at the left is not drawn; "
            + "its back shows the page's mirror image")
      }
    }
  }
  /// The pages showing: one, or two in a spread.
  public private(set) var viewControllers: [UIViewController]?
  let interPageSpacing: CGFloat

  /// The turning of the chosen style.
  private lazy var turner: PageTurning =
    transitionStyle == .scroll ? PageScroller(pager: self) : PageCurler(pager: self)

  /// A page view controller that turns pages in `style` along `navigationOrientation`;
  /// `options` set the spine (`.min` by default) and the spacing between pages.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
    let spine =
      (options?[.spineLocation] as? SpineLocation)
      ?? Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
    spineLocation = style == .scroll ? .none : spine ?? .min
    isDoubleSided = spineLocation == .mid
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { nil }

  /// An option's number, however it was written (`20`, `20.0`, `NSNumber(value: 20)`).
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  /// The recognizers that turn the curl's pages (a pan, and a tap near either edge); empty
  /// for the scroll style, as UIKit's.
  public var gestureRecognizers: [UIGestureRecognizer] {
    guard transitionStyle == .pageCurl else { return [] }
    _ = view
    return turner.recognizers
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    turner.install()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // A resize first ends a turn under way, then the spine may change with the shape.
    turner.layout()
    askForSpine()
  }

  /// Shows `viewControllers` (one, or two in a `.mid` spread), turning to them in
  /// `direction` when animated; `completion` says whether the turn finished.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let pages = viewControllers ?? []
    let wanted = spineLocation == .mid ? 2 : 1
    // Asked for a new spine, the delegate sets the pages for it before saying which.
    guard pages.count == wanted || (isAskingForSpine && (1...2).contains(pages.count)) else {
      warn(
        "\(objectName(self)): the number of view controllers provided (\(pages.count)) doesn't "
          + "match the number required (\(wanted)) for the requested spine location")
      return
    }
    _ = view
    turner.show(pages, direction: direction, animated: animated && view.window != nil) {
      completion?($0)
    }
  }

  // MARK: What the styles share

  /// Makes `pages` the ones showing, taking them in as children and letting the others go.
  func becomeShowing(_ pages: [UIViewController]) {
    let old = viewControllers ?? []
    viewControllers = pages
    for page in old { releasePage(page) }
    for page in pages { adoptPage(page) }
  }

  /// Takes `page` in as a child (for a turn, or to show it).
  func adoptPage(_ page: UIViewController) {
    guard page.parent !== self else { return }
    addChild(page)
    page.didMove(toParent: self)
  }

  /// Lets a page that is no longer shown go.
  func releasePage(_ page: UIViewController) {
    guard page.parent === self, !(viewControllers ?? []).contains(where: { $0 === page }) else {
      return
    }
    page.willLeaveParent()
    page.viewIfLoaded?.removeFromSuperview()
    page.removeFromParent()
  }

  /// The page before or after `page`, from the data source.
  func neighbour(of page: UIViewController, _ direction: NavigationDirection)
    -> UIViewController?
  {
    guard let dataSource else { return nil }
    return direction == .forward
      ? dataSource.pageViewController(self, viewControllerAfter: page)
      : dataSource.pageViewController(self, viewControllerBefore: page)
  }

  /// A turn by the user finished (or went back).
  func userTurnDidFinish(from previous: [UIViewController], completed: Bool) {
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: previous,
      transitionCompleted: completed)
  }

  /// The delegate's spine for the window's shape (a wide window is landscape), asked as the
  /// shape changes.
  private var askedOrientation: UIInterfaceOrientation?
  private var isAskingForSpine = false

  private func askForSpine() {
    guard transitionStyle == .pageCurl, let delegate else { return }
    let bounds = view.bounds
    let orientation: UIInterfaceOrientation =
      bounds.width > bounds.height ? .landscapeLeft : .portrait
    guard orientation != askedOrientation else { return }
    askedOrientation = orientation
    isAskingForSpine = true
    let spine = delegate.pageViewController(self, spineLocationFor: orientation)
    isAskingForSpine = false
    spineLocation = spine
    if spine == .mid { isDoubleSided = true }
    // A spread shows two pages, a single spine one: make up, or leave out, what the
    // delegate did not.
    guard var pages = viewControllers, let first = pages.first else { return }
    let wanted = spine == .mid ? 2 : 1
    if pages.count < wanted {
      if let next = neighbour(of: first, .forward) {
        pages.append(next)
      } else if let previous = neighbour(of: first, .reverse) {
        pages.insert(previous, at: 0)
      }
    }
    pages = Array(pages.prefix(wanted))
    if pages.count == wanted,
      pages.map(ObjectIdentifier.init) != (viewControllers ?? []).map(ObjectIdentifier.init)
    {
      turner.show(pages, direction: .forward, animated: false) { _ in }
    }
  }
}

/// What a transition style does: shows pages, turns them, and lays them out.
@MainActor
protocol PageTurning: AnyObject {
  var recognizers: [UIGestureRecognizer] { get }
  /// Puts the style's views and recognizers in the pager's view.
  func install()
  func layout()
  func show(
    _ pages: [UIViewController], direction: UIPageViewController.NavigationDirection,
    animated: Bool, completion: @escaping (Bool) -> Void)
}
