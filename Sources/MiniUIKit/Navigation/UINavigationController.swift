import Foundation

/// A stack of controllers with a bar on top, as UIKit's UINavigationController: push slides
/// a controller in, pop slides it out, a drag from the left edge pops interactively, and a
/// delegate may supply its own animators.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The kind of navigation transition, as UIKit's UINavigationController.Operation.
  public enum Operation: Sendable {
    case none
    case push
    case pop
  }

  public private(set) var viewControllers: [UIViewController] = []
  public weak var delegate: UINavigationControllerDelegate?
  public let navigationBar = UINavigationBar()
  /// Pops when dragged from the left edge (nil until the view loads).
  public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

  /// Where the top controller's view lives, below the bar: the transitions' container.
  let contentView = UIView()
  private let runner = TransitionRunner()
  private(set) var isTransitioning = false
  /// Interaction controller for the next pop when the delegate offers none (the edge drag).
  var pendingPopInteraction: UIViewControllerInteractiveTransitioning?

  public init(rootViewController: UIViewController) {
    super.init()
    change(to: [rootViewController], operation: .none, animated: false)
  }

  public var topViewController: UIViewController? { viewControllers.last }

  open override var appearanceChildren: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  open override func loadView() {
    let view = UIView(frame: UIApplication.shared.keyWindow?.bounds ?? Self.defaultFrame)
    view.backgroundColor = .white
    self.view = view
  }

  open override func viewDidLoad() {
    navigationBar.autoresizingMask = [.flexibleWidth]
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.clipsToBounds = true
    view.addSubview(contentView)
    view.addSubview(navigationBar)
    layOutBars()
    navigationBar.backButton.addAction(
      UIAction { [weak self] _ in self?.popViewController(animated: true) }, for: .touchUpInside)
    let recognizer = InteractivePopRecognizer(navigationController: self)
    view.addGestureRecognizer(recognizer)
    interactivePopGestureRecognizer = recognizer
    if let top = topViewController { place(top) }
    updateBar()
  }

  private func layOutBars() {
    let bounds = view.bounds
    navigationBar.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: UINavigationBar.height)
    contentView.frame = CGRect(
      x: 0, y: UINavigationBar.height, width: bounds.width,
      height: max(bounds.height - UINavigationBar.height, 0))
  }

  /// Puts `controller`'s view in the content area, filling it.
  private func place(_ controller: UIViewController) {
    let childView: UIView = controller.view
    childView.frame = contentView.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if childView.superview !== contentView { contentView.addSubview(childView) }
  }

  private func updateBar() {
    guard isViewLoaded, let top = topViewController else { return }
    navigationBar.show(top.navigationItem, backItem: backItem)
  }

  /// The item the back button is named after: the controller's below the top (nil at the
  /// root).
  private var backItem: UINavigationItem? { viewControllers.dropLast().last?.navigationItem }

  open override func childNavigationItemDidChange(_ child: UIViewController) {
    updateBar()
  }

  // MARK: Pushing and popping

  /// Pushes `viewController` on the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      return transitionWarning("\(objectName(viewController)) is already on the stack")
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
      return transitionWarning("A navigation stack cannot be empty")
    }
    let wasBelow = viewControllers.dropLast().contains { $0 === newTop }
    change(to: controllers, operation: wasBelow ? .pop : .push, animated: animated)
  }

  /// Moves to `newStack`: parent links start at once (UIKit's willMove calls), the stack
  /// shows the new top at once, and everything settles when the transition completes, or
  /// goes back as it was when it is cancelled. Returns false when the change was refused.
  @discardableResult
  private func change(to newStack: [UIViewController], operation: Operation, animated: Bool)
    -> Bool
  {
    guard !isTransitioning else {
      transitionWarning(
        "Attempt to \(operation == .pop ? "pop" : "push") while a navigation transition is in "
          + "progress")
      return false
    }
    guard let to = newStack.last,
      Set(newStack.map(ObjectIdentifier.init)).count == newStack.count
    else {
      transitionWarning("A navigation stack must hold each controller once")
      return false
    }
    let oldStack = viewControllers
    func holds(_ stack: [UIViewController], _ controller: UIViewController) -> Bool {
      stack.contains { $0 === controller }
    }
    let added = newStack.filter { !holds(oldStack, $0) }
    let removed = oldStack.filter { !holds(newStack, $0) }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    viewControllers = newStack
    let settle = { [weak self] (didComplete: Bool) in
      guard let self else { return }
      if didComplete {
        for controller in removed {
          if controller.isViewLoaded { controller.view.removeFromSuperview() }
          controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        reconcileSharedCollectionViews(removed: removed)
      } else {
        viewControllers = oldStack
        for controller in added {
          controller.willMove(toParent: nil)
          controller.removeFromParent()
        }
        for controller in removed { controller.didMove(toParent: self) }
      }
    }
    if let from = oldStack.last, from !== to {
      transition(from: from, to: to, operation: operation, animated: animated, settle: settle)
    } else {
      settle(true)
      if isViewLoaded, oldStack.isEmpty { place(to) }
      updateBar()
    }
    return true
  }

  // MARK: Transitions

  /// Runs a push or pop from `from` to `to`; `settle` fixes the stack once it is decided.
  private func transition(
    from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
    settle: @escaping (Bool) -> Void
  ) {
    guard isViewLoaded, view.window != nil else {
      // Not on screen: no animation and no appearance callbacks, just the new state.
      if from.isViewLoaded { from.view.removeFromSuperview() }
      if let layoutToLayout = LayoutToLayoutAnimator(operation: operation, from: from, to: to) {
        layoutToLayout.completeWithoutAnimation()
        layoutToLayout.animationEnded(true)
      }
      settle(true)
      if isViewLoaded { place(to) }
      updateBar()
      return
    }
    isTransitioning = true
    let custom = delegate?.navigationController(
      self, animationControllerFor: operation, from: from, to: to)
    let layoutToLayout =
      custom == nil ? LayoutToLayoutAnimator(operation: operation, from: from, to: to) : nil
    let animator = custom ?? layoutToLayout ?? SlideAnimator(operation: operation)
    var interaction: UIViewControllerInteractiveTransitioning?
    if animated {
      interaction =
        custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        ?? (operation == .pop ? pendingPopInteraction : nil)
    }
    let bounds = contentView.bounds
    // Loading the incoming view here sends its viewDidLoad before its viewWillAppear.
    let context = TransitionContext(
      containerView: contentView, from: from, to: to,
      views: [.from: from.view, .to: to.view],
      initialFrames: [ObjectIdentifier(from): from.view.frame],
      finalFrames: [ObjectIdentifier(to): bounds],
      style: .none, isAnimated: animated, isInteractive: interaction != nil, animator: animator
    ) { [weak self] didComplete in
      self?.finishTransition(
        from: from, to: to, didComplete: didComplete, animated: animated, animator: animator,
        settle: settle)
    }
    // The navigation controller takes part too: its transitionCoordinator is this one.
    transitionInProgress = context
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    delegate?.navigationController(self, willShow: to, animated: animated)
    // Also while the navigation controller itself is still appearing: its own did-appear
    // then reaches the new top.
    if isShownOrAppearing {
      from.beginAppearance(isAppearing: false, animated: animated)
      to.beginAppearance(isAppearing: true, animated: animated)
    }
    if animated {
      navigationBar.animateChange(
        to: to.navigationItem, backItem: backItem, isPush: operation == .push, along: context)
    }
    runner.start(
      context, animator: animator, interaction: interaction, animated: animated,
      describing: "\(operation == .push ? "pushing" : "popping to") \(objectName(to))"
    ) { [weak self] in
      layoutToLayout?.completeWithoutAnimation()
      self?.place(to)
    }
  }

  /// Ends the appearance changes begun (ending one never begun does nothing), then settles.
  private func finishTransition(
    from: UIViewController, to: UIViewController, didComplete: Bool, animated: Bool,
    animator: UIViewControllerAnimatedTransitioning, settle: (Bool) -> Void
  ) {
    runner.stopWatching()
    isTransitioning = false
    if didComplete {
      from.view.removeFromSuperview()
      place(to)
      from.endAppearance()
      to.endAppearance()
      // The stack and the parent links settle after the appearance callbacks, as in UIKit.
      settle(true)
      updateBar()
      UIApplication.shared.moveFocusAfterTransition(
        from: from, to: to, isReturning: !viewControllers.contains { $0 === from })
      delegate?.navigationController(self, didShow: to, animated: animated)
    } else {
      to.view.removeFromSuperview()
      place(from)
      // Undo the appearance changes begun, if they were.
      if to.isInAppearanceTransition {
        to.beginAppearance(isAppearing: false, animated: true)
        to.endAppearance()
        from.beginAppearance(isAppearing: true, animated: true)
        from.endAppearance()
      }
      settle(false)
      updateBar()
    }
    animator.animationEnded(didComplete)
    UIApplication.shared.setNeedsDisplay()
  }

  /// Whether a pop may start now (for the edge drag).
  var canPopInteractively: Bool { viewControllers.count > 1 && !isTransitioning }

  open override func keyPressed(_ key: UIKey) -> Bool {
    if key.isBack, viewControllers.count > 1 {
      // Mid-transition, Esc is swallowed rather than refused with a warning.
      if !isTransitioning { popViewController(animated: true) }
      return true
    }
    return super.keyPressed(key)
  }
}
