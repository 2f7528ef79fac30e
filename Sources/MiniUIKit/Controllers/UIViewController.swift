import Foundation

/// Manages a view and its place among other controllers, as UIKit's UIViewController.
///
/// The view loads lazily (`loadView`, then `viewDidLoad`, once). Appearance callbacks come in
/// UIKit's order: `viewWillAppear` / `viewWillDisappear` when a transition begins,
/// `viewDidAppear` / `viewDidDisappear` when it completes. A cancelled transition never sends
/// the "did" it began with: it sends the opposite "will" and then that one's "did" (a cancelled
/// presentation: will-appear, will-disappear, did-disappear).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private(set) var loadedView: UIView?

  /// The controller's title; it becomes the navigation item's and the tab bar item's title,
  /// as in UIKit.
  open var title: String? {
    didSet {
      navigationItem.title = title
      ownTabBarItem?.title = title
    }
  }
  /// `tabBarItem` once made or set.
  var ownTabBarItem: UITabBarItem?

  /// What a navigation bar shows while this controller is on top, made on first use.
  public private(set) lazy var navigationItem: UINavigationItem = {
    let item = UINavigationItem()
    item.title = title
    item.owner = self
    return item
  }()

  /// The container controller this one is a child of; held weakly.
  public private(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  public private(set) var children: [UIViewController] = []

  /// The controller this one presented.
  public internal(set) var presentedViewController: UIViewController?
  /// The controller that presented this one; held weakly.
  public internal(set) weak var presentingViewController: UIViewController?

  /// How this controller is shown when presented: by default `.automatic`, a sheet, as since
  /// iOS 13 (a zoom covers the screen).
  public var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// How a presentation without a custom animator moves.
  public var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// How this controller comes when pushed or presented, as iOS 18's: the zoom, or a modal
  /// style (which then replaces `modalTransitionStyle`). A delegate's animator still wins.
  public var preferredTransition: Transition?
  /// The zoom on screen for this controller, from its start to its end (a finger may take it).
  var zoomInFlight: ZoomDriver?
  /// The presentation controller made for this controller (see `presentationController`).
  var ownPresentationController: UIPresentationController?
  /// Whether presentations with a `.currentContext` style made from this controller or its
  /// children cover this controller's view (rather than an ancestor's).
  public var definesPresentationContext = false
  /// Supplies custom animators for presenting and dismissing this controller; held weakly.
  public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

  /// Room to leave inside the view's safe area, added to what the window and containers
  /// leave: the view's subviews lay out within `view.safeAreaInsets`.
  public var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaDidChange() }
    }
  }

  /// The edges where the view may extend under a container's bars, as UIKit's. The
  /// navigation and tab bar controllers here always lay the view out between their bars,
  /// as UIKit does with `[]`: the value is kept for code that reads it (see docs/uikit.md).
  public var edgesForExtendedLayout = UIRectEdge.all

  /// Room a container's bars take inside the view (a navigation bar's large title), added
  /// to the safe area as `additionalSafeAreaInsets` are.
  var containerSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      if containerSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaDidChange() }
    }
  }

  // MARK: Orientation and size

  /// The orientations the controller supports; a desktop window does not rotate, so this is
  /// asked by nothing here (kept for code that overrides it).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
  /// Whether the view rotates with the device (true); asked by nothing here.
  open var shouldAutorotate: Bool { true }
  /// The orientation to present the controller in (portrait); asked by nothing here.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// The size the controller would like when a container sizes it by its content (a
  /// popover's, a form sheet's); containers here size their children themselves.
  open var preferredContentSize = CGSize.zero

  // MARK: Showing

  /// Shows `vc` as the closest container does: pushed by a navigation controller, else
  /// presented, as UIKit's.
  open func show(_ vc: UIViewController, sender: Any?) {
    var current: UIViewController? = self
    while let controller = current {
      if let navigation = controller as? UINavigationController {
        return navigation.pushViewController(vc, animated: true)
      }
      current = controller.parent
    }
    present(vc, animated: true)
  }

  /// Shows a detail controller: as `show(_:sender:)` (there is no split view).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    show(vc, sender: sender)
  }

  // MARK: Presentation (see UIViewController+Presentation.swift)

  /// Presents `viewControllerToPresent` over this controller with its
  /// `modalPresentationStyle` and `transitioningDelegate`. A presentation requested while
  /// another presentation or dismissal runs is dropped with a warning, as in UIKit.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentNow(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presented, or, if it presented none, this controller
  /// itself. Does nothing when nothing is presented.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissNow(animated: flag, completion: completion)
  }

  // MARK: Toolbar

  /// What the navigation controller's toolbar shows while this controller is on top.
  public var toolbarItems: [UIBarButtonItem]? {
    get { ownToolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }
  private var ownToolbarItems: [UIBarButtonItem]?

  /// Sets `toolbarItems`; animated, a toolbar showing them cross-fades to the new ones.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    ownToolbarItems = toolbarItems
    if let navigation = parent as? UINavigationController, navigation.topViewController === self {
      navigation.updateToolbarItems(animated: animated)
    }
  }

  // MARK: Editing

  /// Whether the controller is in editing mode (`editButtonItem` toggles it).
  open var isEditing: Bool {
    get { editingMode }
    set { setEditing(newValue, animated: false) }
  }
  private var editingMode = false
  private var ownEditButtonItem: UIBarButtonItem?

  /// Enters or leaves editing mode; the edit button says Done or Edit. A table view
  /// controller's table follows (an override calls super).
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingMode = editing
    if let item = ownEditButtonItem {
      item.title = editing ? "Done" : "Edit"
      item.style = editing ? .done : .plain
    }
  }

  /// A bar button that toggles editing mode, titled Edit or Done, as UIKit's.
  public var editButtonItem: UIBarButtonItem {
    if let item = ownEditButtonItem { return item }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    item.style = isEditing ? .done : .plain
    ownEditButtonItem = item
    return item
  }

  /// When true, the presented controller cannot be dismissed by a drag, as UIKit's.
  public var isModalInPresentation = false
  /// Where this controller's presentation put things, while it is presented.
  var presentationRecord: PresentationRecord?
  /// This controller's presentation or dismissal, from its start until its did-callbacks
  /// have been sent.
  weak var presentationInProgress: PresentationTransition?
  /// The presentation or navigation transition this controller takes part in, while it runs.
  weak var transitionInProgress: TransitionContext?

  /// The transition under way that involves this controller or one of its ancestors, as
  /// UIKit's: animate other views along with it.
  public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
    if let context = transitionInProgress, !context.isComplete { return context }
    return parent?.transitionCoordinator
  }

  /// The view that had keyboard focus when this controller was last covered, for focus to
  /// come back to.
  weak var lastFocusedView: UIView?

  /// The appearance change in progress, if any.
  private var appearanceTransition: (isAppearing: Bool, animated: Bool)?
  /// Which way the controller is moving between parents, while it is: set by `addChild` and
  /// by `willMove(toParent: nil)`, cleared once the move's appearance change or the move
  /// itself ends.
  private var parentMove: ParentMove?
  private enum ParentMove { case toParent, fromParent }
  /// Whether the view is on screen (between did-appear and will-disappear, roughly).
  private(set) var isVisible = false

  /// A controller whose view `loadView` makes: there are no nib files, so `nibName` and
  /// `bundle` are kept for UIKit code to read and nothing else.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// The same as `init(nibName: nil, bundle: nil)`: a convenience initializer, as UIKit's
  /// (`init` is not among UIViewController's designated ones), so a subclass that overrides
  /// `init(nibName:bundle:)` gets it too.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A controller made without an archive to decode: as `init(nibName: nil, bundle: nil)`.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// The nib name given at `init(nibName:bundle:)`.
  public let nibName: String?
  /// The bundle given at `init(nibName:bundle:)`; nothing is loaded from it.
  public let nibBundle: Bundle?

  // MARK: View

  /// The controller's view, loaded on first use; implicitly unwrapped, as UIKit declares it.
  public var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? UIView(frame: UIScreen.main.bounds)
      loadedView = view
      view.viewController = self
      viewDidLoad()
      return view
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// Whether the view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if it is loaded, else nil (without loading it).
  public var viewIfLoaded: UIView? { loadedView }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() { _ = view }

  /// Creates the view; override to build your own (set `view`). The default is a plain white
  /// view the size of the screen (the key window), as UIKit's.
  open func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
    loadedView = view
  }

  /// The view was loaded, on first use of `view`; override to set it up.
  open func viewDidLoad() {}

  /// Esc on a presented sheet dismisses it for the user (refused, the presentation
  /// controller's delegate hears of the attempt), as a hardware keyboard's Esc does on an
  /// iPad; other keys go along the responder chain.
  open override func keyPressed(_ key: UIKey) -> Bool {
    if key.input == .escape, presentingViewController != nil, presentedViewController == nil,
      let sheet = ownPresentationController as? UISheetPresentationController
    {
      if presentationInProgress == nil { sheet.escapePressed() }
      return true
    }
    return super.keyPressed(key)
  }

  /// Light or dark for the controller's view and its subviews (`.unspecified`: as
  /// inherited), as UIKit's.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue, let loadedView,
        loadedView.overrideUserInterfaceStyle == .unspecified
      else { return }
      UIApplication.shared.traitChangeCount += 1
      let inherited = loadedView.inheritedTraitCollection
      loadedView.traitsDidChange(
        from: inherited.with(userInterfaceStyle: oldValue),
        to: loadedView.applyingTraitOverrides(to: inherited))
    }
  }

  /// The traits of the controller's view changed from `previousTraitCollection`.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Who asked to hear of trait changes (`registerForTraitChanges(_:handler:)`).
  var traitRegistrations = TraitChangeRegistrations()
  /// The view is about to appear.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is about to appear (iOS 17): here right after `viewWillAppear(_:)`, before
  /// `viewDidAppear(_:)`.
  open func viewIsAppearing(_ animated: Bool) {}
  /// The view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to disappear.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// The view is about to lay out its subviews (before its `layoutSubviews()`).
  open func viewWillLayoutSubviews() {}
  /// The view laid out its subviews (after its `layoutSubviews()`).
  open func viewDidLayoutSubviews() {}

  /// Override to add or change the constraints of the controller's views before layout
  /// (call super last); runs after `view.setNeedsUpdateConstraints()`. The default updates
  /// the view's own (`view.updateConstraints()`).
  open func updateViewConstraints() {
    viewIfLoaded?.updateConstraints()
  }

  /// The view is about to take `size` (the window is resized): the default tells the
  /// children. Blocks given to the coordinator run once the new size is laid out.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// UIKit's memory warning; a desktop sends none, but overrides compile and can be called.
  open func didReceiveMemoryWarning() {}

  /// There is no status bar on a desktop: these are accepted and change nothing.
  open var prefersStatusBarHidden: Bool { false }
  /// The status bar style the controller prefers (`.default`); nothing shows it.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Asks for the status bar to update; does nothing, as there is none.
  public func setNeedsStatusBarAppearanceUpdate() {}
  /// The view's safe area changed.
  open func viewSafeAreaInsetsDidChange() {}

  open override var next: UIResponder? { loadedView?.superview ?? presentingViewController }

  // MARK: Children

  /// Adds `child` as a child controller, calling its `willMove(toParent:)`; add its view and call
  /// its `didMove(toParent:)` yourself, as in UIKit.
  public func addChild(_ child: UIViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.parentMove = .toParent
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent, calling its `didMove(toParent:)` with nil; call
  /// `willMove(toParent: nil)` and remove its view yourself first, as in UIKit.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
    parentMove = nil
  }

  /// The controller is about to join `parent`, or, with nil, to leave its parent: call super
  /// from an override, as in UIKit.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil, self.parent != nil { parentMove = .fromParent }
  }

  /// `willMove(toParent: nil)` from a container of this module: the controller is moving
  /// from its parent even if an override skips super.
  func willLeaveParent() {
    parentMove = .fromParent
    willMove(toParent: nil)
  }

  /// The controller has joined `parent` (or left, with nil): call super from an override.
  open func didMove(toParent parent: UIViewController?) { parentMove = nil }

  /// Whether the controller appears because it joins a parent (a push, `addChild`); true
  /// in its appearance callbacks then, as UIKit's.
  public var isMovingToParent: Bool { parentMove == .toParent }

  /// Whether the controller disappears because it leaves its parent (a pop,
  /// `willMove(toParent: nil)`); true in its disappearance callbacks then, as UIKit's.
  public var isMovingFromParent: Bool { parentMove == .fromParent }

  /// A child's navigation item changed (navigation controllers show it).
  func childNavigationItemDidChange(_ child: UIViewController) {}

  /// The controllers whose appearance follows this one's: children by default; containers
  /// narrow it to the child that is shown.
  var appearanceChildren: [UIViewController] { children }

  /// Whether the children get their appearance callbacks on their own: when this
  /// controller's appearance changes, and when their views enter or leave the window. A
  /// container that returns false sends them itself, with `beginAppearanceTransition(_:animated:)`
  /// and `endAppearanceTransition()`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// The children this controller's appearance changes reach.
  private var forwardedAppearanceChildren: [UIViewController] {
    shouldAutomaticallyForwardAppearanceMethods ? appearanceChildren : []
  }

  // MARK: Appearance

  /// Whether a will-appear or will-disappear has been sent without its did.
  var isInAppearanceTransition: Bool { appearanceTransition != nil }

  /// Whether the view is on screen or on its way there (between will-appear and did-appear).
  var isShownOrAppearing: Bool { isVisible || appearanceTransition?.isAppearing == true }

  /// Starts an appearance change, as UIKit's `beginAppearanceTransition(_:animated:)`. A
  /// second begin before the end is reported, as UIKit reports it.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isInAppearanceTransition { warnUnbalancedAppearanceCalls() }
    beginAppearance(isAppearing: isAppearing, animated: animated)
  }

  /// Completes the change begun last, as UIKit's `endAppearanceTransition()`. An end without
  /// a begin is reported, as UIKit reports it.
  public func endAppearanceTransition() {
    guard isInAppearanceTransition else { return warnUnbalancedAppearanceCalls() }
    endAppearance()
  }

  private func warnUnbalancedAppearanceCalls() {
    warn("Unbalanced calls to begin/end appearance transitions for \(objectName(self))")
  }

  func beginAppearance(isAppearing: Bool, animated: Bool) {
    guard appearanceTransition?.isAppearing != isAppearing else { return }
    // Nothing to do when already in the requested state and not mid-transition.
    if appearanceTransition == nil, isVisible == isAppearing { return }
    appearanceTransition = (isAppearing, animated)
    if isAppearing {
      viewWillAppear(animated)
      viewIsAppearing(animated)
    } else {
      viewWillDisappear(animated)
    }
    for child in forwardedAppearanceChildren {
      child.beginAppearance(isAppearing: isAppearing, animated: animated)
    }
  }

  func endAppearance() {
    guard let (isAppearing, animated) = appearanceTransition else { return }
    appearanceTransition = nil
    isVisible = isAppearing
    if isAppearing {
      viewDidAppear(animated)
    } else {
      viewDidDisappear(animated)
    }
    for child in forwardedAppearanceChildren { child.endAppearance() }
    // The move's own appearance change is over (an override of didMove may skip super).
    if parentMove == (isAppearing ? .toParent : .fromParent) { parentMove = nil }
  }

  /// Begins the appearance change a child's view brings as it enters (or leaves) the window,
  /// when its parent forwards appearance automatically and no transition is changing it:
  /// UIKit's custom containers (`addChild`, `addSubview`, `didMove(toParent:)`). Returns
  /// whether `endAppearance()` is due once the view has moved (an appearing parent ends it
  /// with its own).
  func beginAppearanceForWindowMove(entering: Bool) -> Bool {
    guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
      !isInAppearanceTransition, isVisible != entering,
      !entering || parent.isShownOrAppearing
    else { return false }
    beginAppearance(isAppearing: entering, animated: false)
    return !entering || !parent.isInAppearanceTransition
  }
}
