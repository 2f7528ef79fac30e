import Foundation

/// A stack of controllers with a bar on top, as UIKit's UINavigationController: push slides
/// a controller in, pop slides it out, a drag from the left edge pops interactively, and a
/// delegate may supply its own animators.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The kind of navigation transition, as UIKit's UINavigationController.Operation.
  public enum Operation: Sendable {
    /// Neither a push nor a pop.
    case none
    /// A controller comes onto the stack.
    case push
    /// A controller goes off the stack.
    case pop
  }

  /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []
  /// The object told of pushes and pops, which may animate them; held weakly.
  public weak var delegate: UINavigationControllerDelegate?
  /// The bar along the top that shows the top controller's navigation item.
  public let navigationBar = UINavigationBar()
  /// The bar along the bottom that shows the top controller's `toolbarItems` (hidden
  /// unless `setToolbarHidden(false, animated:)`).
  public private(set) var toolbar: UIToolbar! = UIToolbar()
  /// Pops when dragged from the left edge of the window (nil until the view loads): a
  /// screen-edge pan, as UIKit's. Give it a delegate to let it begin where UIKit would not
  /// (under a hidden back button, say).
  public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

  /// Where the top controller's view lives, below the bar: the transitions' container.
  let contentView = UIView()
  /// The push or pop under way, if any, and the change of the stack it makes.
  private(set) var transition: ViewControllerTransition?
  private var stackChange: StackChange?
  /// The drag that hides the bars with `hidesBarsOnSwipe`.
  public private(set) lazy var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer =
    BarHideOnSwipeRecognizer(navigationController: self)
  /// The scroll view the bar's large title follows (the top controller's).
  weak var followedScrollView: UIScrollView?
  /// Whether a push or pop is under way.
  var isTransitioning: Bool { transition != nil }
  /// Interaction controller for the next pop when the delegate offers none (the edge drag).
  var pendingPopInteraction: UIViewControllerInteractiveTransitioning?

  /// A navigation controller whose stack holds `rootViewController` alone.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    change(to: [rootViewController], operation: .none, animated: false)
  }

  /// A navigation controller with an empty stack, to be given one with `viewControllers`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The controller on top of the stack, or nil when the stack is empty.
  public var topViewController: UIViewController? { viewControllers.last }

  /// The controller on show: one the top presented, else the top.
  public var visibleViewController: UIViewController? {
    var shown = topViewController?.presentedViewController ?? presentedViewController
    while let next = shown?.presentedViewController { shown = next }
    return shown ?? topViewController
  }

  override var appearanceChildren: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  open override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
    self.view = view
  }

  open override func viewDidLoad() {
    navigationBar.autoresizingMask = [.flexibleWidth]
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.clipsToBounds = true
    view.addSubview(contentView)
    view.addSubview(navigationBar)
    toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    view.addSubview(toolbar)
    layOutBars()
    toolbar.isHidden = toolbarHidden
    navigationBar.isHidden = navigationBarHidden
    navigationBar.largeTitlesDidChange = { [weak self] in self?.updateLargeTitle() }
    navigationBar.backButton.addAction(
      UIAction { [weak self] _ in self?.popViewController(animated: true) }, for: .touchUpInside)
    let recognizer = InteractivePopRecognizer(navigationController: self)
    view.addGestureRecognizer(recognizer)
    interactivePopGestureRecognizer = recognizer
    if let top = topViewController { place(top, in: contentView) }
    updateBar()
  }

  func layOutBars() {
    let bounds = view.bounds
    let barHeight = UINavigationBar.height
    let top = navigationBarHidden ? 0 : barHeight
    // A large title's band hangs below the row, over the top of the content.
    navigationBar.frame = CGRect(
      x: 0, y: top - barHeight, width: bounds.width,
      height: barHeight + (navigationBarHidden ? 0 : navigationBar.largeTitleBand))
    let bottom = toolbarHidden ? 0 : UIToolbar.height
    toolbar.frame = CGRect(
      x: 0, y: bounds.height - bottom, width: bounds.width, height: UIToolbar.height)
    contentView.frame = CGRect(
      x: 0, y: top, width: bounds.width, height: max(bounds.height - top - bottom, 0))
  }

  // MARK: The toolbar

  private var toolbarHidden = true

  /// Whether the toolbar is hidden (true unless shown).
  public var isToolbarHidden: Bool {
    get { toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Shows or hides the toolbar; animated, it slides up from the bottom (or down out of
  /// the view) as the content makes room, over `hideShowBarDuration`.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHidden else { return }
    toolbarHidden = hidden
    slide(toolbar, animated: animated) { self.toolbarHidden }
  }

  /// Lays the bars out anew after `bar` was hidden or shown: over `hideShowBarDuration`
  /// when `animated`, the bar hidden at the end if `isHidden` says so.
  private func slide(_ bar: UIView, animated: Bool, isHidden: @escaping () -> Bool) {
    guard isViewLoaded else { return }
    bar.isHidden = false
    guard animated else {
      layOutBars()
      bar.isHidden = isHidden()
      return
    }
    UIView.animate(
      withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.curveEaseInOut],
      animations: { self.layOutBars() },
      completion: { _ in bar.isHidden = isHidden() })
  }

  /// The top controller's toolbar items on the toolbar.
  func updateToolbarItems(animated: Bool) {
    guard isViewLoaded else { return }
    toolbar.setItems(topViewController?.toolbarItems, animated: animated)
  }

  // MARK: Hiding the bar

  /// How long the bar takes to slide away or back, as UIKit's.
  public class var hideShowBarDuration: CGFloat { 0.2 }

  private var navigationBarHidden = false

  /// Whether the bar is hidden: the content then fills the controller's view.
  public var isNavigationBarHidden: Bool {
    get { navigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar; animated, it slides up out of the view (or down into it) as
  /// the content grows (or shrinks) to follow, over `hideShowBarDuration`.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != navigationBarHidden else { return }
    navigationBarHidden = hidden
    slide(navigationBar, animated: animated) { self.navigationBarHidden }
  }

  private func updateBar() {
    guard isViewLoaded, let top = topViewController else { return }
    navigationBar.show(top.navigationItem, backItem: backItem)
    updateLargeTitle()
    if toolbar.items.map({ $0.map(ObjectIdentifier.init) })
      != top.toolbarItems.map({ $0.map(ObjectIdentifier.init) })
    {
      updateToolbarItems(animated: false)
    }
  }

  /// The item the back button is named after: the controller's below the top (nil at the
  /// root).
  private var backItem: UINavigationItem? { viewControllers.dropLast().last?.navigationItem }

  override func childNavigationItemDidChange(_ child: UIViewController) {
    // During a push or pop the bar animates to the incoming item as it is when the
    // animation starts, and shows it as it is then when the transition ends: a title the
    // incoming controller sets as its view loads (in `viewDidLoad`) does not reach the bar
    // before the bar's animation begins.
    guard transition == nil, stackChange == nil else { return }
    updateBar()
  }

  // MARK: Pushing and popping

  /// Pushes `viewController` on the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      return warn("\(objectName(viewController)) is already on the stack")
    }
    change(to: viewControllers + [viewController], operation: .push, animated: animated)
  }

  /// Pops the top controller and returns it (nil when only the root is left).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?
      .first
  }

  /// Pops back to the root and returns the controllers popped.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops back to `viewController` and returns the controllers popped.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }),
      index < viewControllers.count - 1
    else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    guard change(to: Array(viewControllers[...index]), operation: .pop, animated: animated)
    else { return nil }
    return popped
  }

  /// Replaces the stack. Animated, the new top pushes in (or pops back, if it was below).
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    guard let newTop = controllers.last else {
      return warn("A navigation stack cannot be empty")
    }
    let wasBelow = viewControllers.dropLast().contains { $0 === newTop }
    change(to: controllers, operation: wasBelow ? .pop : .push, animated: animated)
  }

  /// A change of the stack: as it was, and the controllers that join and leave it.
  private struct StackChange {
    let oldStack: [UIViewController]
    let added: [UIViewController]
    let removed: [UIViewController]
  }

  /// Moves to `newStack`: parent links start at once (UIKit's willMove calls), the stack
  /// shows the new top at once, and everything settles when the transition completes, or
  /// goes back as it was when it is cancelled. Returns false when the change was refused.
  @discardableResult
  private func change(to newStack: [UIViewController], operation: Operation, animated: Bool)
    -> Bool
  {
    guard transition == nil else {
      warn(
        "Attempt to \(operation == .pop ? "pop" : "push") while a navigation transition is in "
          + "progress")
      return false
    }
    guard let to = newStack.last,
      Set(newStack.map(ObjectIdentifier.init)).count == newStack.count
    else {
      warn("A navigation stack must hold each controller once")
      return false
    }
    let oldStack = viewControllers
    func holds(_ stack: [UIViewController], _ controller: UIViewController) -> Bool {
      stack.contains { $0 === controller }
    }
    let change = StackChange(
      oldStack: oldStack, added: newStack.filter { !holds(oldStack, $0) },
      removed: oldStack.filter { !holds(newStack, $0) })
    for controller in change.added { addChild(controller) }
    for controller in change.removed { controller.willLeaveParent() }
    stack = newStack
    guard let from = oldStack.last, from !== to else {
      settle(change, completed: true)
      if isViewLoaded, oldStack.isEmpty { place(to, in: contentView) }
      updateBar()
      return true
    }
    let sharing = collectionViewSharing(for: operation, from: from, to: to)
    guard isViewLoaded, view.window != nil else {
      // Not on screen: no animation and no appearance callbacks, just the new state.
      if from.isViewLoaded { from.view.removeFromSuperview() }
      settle(change, completed: true)
      if isViewLoaded { place(to, in: contentView) }
      updateBar()
      return true
    }
    stackChange = change
    startTransition(
      from: from, to: to, operation: operation, animated: animated,
      sharing: sharing)
    return true
  }

  /// Runs a push or pop from `from` to `to` on screen: the delegate's animator or the
  /// built-in one (layout to layout for controllers that share a collection view, else a
  /// slide), driven by the delegate's interaction controller or the edge drag's.
  private func startTransition(
    from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
    sharing: (from: UICollectionViewController, to: UICollectionViewController)?
  ) {
    let custom = delegate?.navigationController(
      self, animationControllerFor: operation, from: from, to: to)
    let animator =
      custom
      ?? sharing.map { LayoutToLayoutAnimator(operation: operation, from: $0.from, to: $0.to) }
      ?? zoomAnimator(for: operation, from: from, to: to)
      ?? systemAnimator(for: operation)
    let interaction =
      animated
      ? custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        ?? (operation == .pop ? pendingPopInteraction : nil) : nil
    // Loading the incoming view here sends its viewDidLoad before its viewWillAppear.
    let context = TransitionContext(
      containerView: contentView, from: from, to: to,
      views: [.from: from.view, .to: to.view],
      initialFrames: [ObjectIdentifier(from): from.view.frame],
      finalFrames: [ObjectIdentifier(to): contentView.bounds],
      style: .none, isAnimated: animated, animator: animator, interaction: interaction)
    // The navigation controller takes part too: its transitionCoordinator is this one.
    transitionInProgress = context
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // Also while the navigation controller itself is still appearing: its own did-appear
    // then reaches the new top.
    let transition = ViewControllerTransition(
      context: context, owner: self,
      name: "\(operation == .push ? "pushing" : "popping to") \(objectName(to))",
      disappearing: isShownOrAppearing ? from : nil, appearing: isShownOrAppearing ? to : nil,
      appearingEndsFirst: false, isReturning: operation == .pop)
    self.transition = transition
    delegate?.navigationController(self, willShow: to, animated: animated)
    prepareLargeTitle(of: to)
    transition.start {
      if animated {
        navigationBar.animateChange(
          to: to.navigationItem, backItem: backItem, isPush: operation == .push,
          band: largeTitleBand(for: to), along: context)
        context.animateAlongsideTransition(
          in: navigationBar, animation: { _ in self.layOutBars() })
        toolbar.setItems(to.toolbarItems, animated: true)
      }
    }
  }

  /// iOS 18's zoom, when the controller pushed (or, for a pop, the one leaving) asks for it.
  private func zoomAnimator(
    for operation: Operation, from: UIViewController, to: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let isPush = operation == .push
    return ZoomRequest(zoomed: isPush ? to : from, source: isPush ? from : to).map {
      ZoomTransitionAnimator(zoom: $0, isZoomingIn: isPush)
    }
  }

  /// The system's push or pop: a slide, or a cross-fade as long under reduce motion.
  private func systemAnimator(for operation: Operation) -> UIViewControllerAnimatedTransitioning {
    let slide = SlideAnimator(operation: operation)
    guard UIAccessibility.isReduceMotionEnabled else { return slide }
    return CrossDissolveAnimator(isPresenting: operation == .push, standingInFor: slide)
  }

  /// Fixes the stack once the change is decided: the parent links of the controllers that
  /// joined or left are completed, or undone and the old stack restored; controllers that
  /// left stop sharing a collection view.
  private func settle(_ change: StackChange, completed: Bool) {
    if completed {
      for controller in change.removed {
        if controller.isViewLoaded { controller.view.removeFromSuperview() }
        controller.removeFromParent()
      }
      for controller in change.added { controller.didMove(toParent: self) }
    } else {
      stack = change.oldStack
      for controller in change.added {
        controller.willLeaveParent()
        controller.removeFromParent()
      }
      for controller in change.removed { controller.didMove(toParent: self) }
    }
    reconcileSharedCollectionViews(leaving: completed ? change.removed : change.added)
  }

  /// Whether a pop may start now (for the edge drag).
  var canPopInteractively: Bool { viewControllers.count > 1 && transition == nil }

  open override func keyPressed(_ key: UIKey) -> Bool {
    if key.isBack, viewControllers.count > 1 {
      // Mid-transition, Esc is swallowed rather than refused with a warning.
      if transition == nil { popViewController(animated: true) }
      return true
    }
    return super.keyPressed(key)
  }
}

extension UINavigationController: ViewControllerTransitionOwner {
  func placeViewsWithoutAnimation(for transition: ViewControllerTransition) {
    if let to = transition.to { place(to, in: contentView) }
  }

  func transition(_ transition: ViewControllerTransition, willFinish completed: Bool) {
    self.transition = nil
    settleContent(after: transition, completed: completed, in: contentView)
  }

  func transition(_ transition: ViewControllerTransition, didFinish completed: Bool) {
    // The stack and the parent links settle after the appearance callbacks, as in UIKit.
    if let change = stackChange { settle(change, completed: completed) }
    stackChange = nil
    updateBar()
    if completed, let to = transition.to {
      delegate?.navigationController(self, didShow: to, animated: transition.context.isAnimated)
    }
  }
}
