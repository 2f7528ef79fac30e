import Foundation

/// A stack of controllers with a bar on top, as UIKit's UINavigationController: push slides
/// a controller in, pop slides it out, a drag from the left edge pops interactively, and a
/// delegate may supply its own animators.
@MainActor
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
  private let contentView = UIView()
  private let runner = TransitionRunner()
  private var isTransitioning = false
  /// Interaction controller for the next pop when the delegate offers none (the edge drag).
  var pendingPopInteraction: UIViewControllerInteractiveTransitioning?

  public init(rootViewController: UIViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
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
    let childView = controller.view
    childView.frame = contentView.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if childView.superview !== contentView { contentView.addSubview(childView) }
  }

  private func updateBar() {
    guard isViewLoaded, let top = topViewController else { return }
    let below = viewControllers.dropLast().last
    navigationBar.show(title: top.title, backTitle: below.map { $0.title ?? "Back" })
  }

  open override func childTitleDidChange(_ child: UIViewController) {
    updateBar()
  }

  // MARK: Pushing and popping

  /// Pushes `viewController` on the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      return transitionWarning("\(objectName(viewController)) is already on the stack")
    }
    guard let from = topViewController else {
      return setViewControllers([viewController], animated: false)
    }
    guard !isTransitioning else {
      return transitionWarning(
        "Attempt to push \(objectName(viewController)) while a transition is in progress")
    }
    addChild(viewController)
    viewControllers.append(viewController)
    transition(from: from, to: viewController, operation: .push, animated: animated) {
      [weak self] didComplete in
      guard let self else { return }
      if didComplete {
        viewController.didMove(toParent: self)
      } else {
        viewControllers.removeLast()
        viewController.removeFromParent()
      }
    }
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
      index < viewControllers.count - 1, let from = topViewController
    else { return nil }
    guard !isTransitioning else {
      transitionWarning("Attempt to pop \(objectName(from)) while a transition is in progress")
      return nil
    }
    let popped = Array(viewControllers[(index + 1)...])
    // Those between go at once; the top one leaves with the animation.
    for middle in popped.dropLast() {
      middle.willMove(toParent: nil)
      middle.view.removeFromSuperview()
      middle.removeFromParent()
    }
    viewControllers = Array(viewControllers[...index]) + [from]
    transition(from: from, to: viewController, operation: .pop, animated: animated) {
      [weak self] didComplete in
      guard let self else { return }
      if didComplete {
        from.willMove(toParent: nil)
        from.removeFromParent()
        viewControllers.removeLast()
      }
    }
    return popped
  }

  /// Replaces the stack. Animated, the new top pushes in (or pops back, if it was below).
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    guard let newTop = controllers.last, !isTransitioning else { return }
    let oldTop = topViewController
    let wasInStack = viewControllers.contains { $0 === newTop }
    for old in viewControllers where !controllers.contains(where: { $0 === old }) && old !== oldTop
    {
      old.willMove(toParent: nil)
      old.view.removeFromSuperview()
      old.removeFromParent()
    }
    for controller in controllers where controller.parent !== self { addChild(controller) }
    guard let oldTop, oldTop !== newTop, isViewLoaded, view.window != nil, animated else {
      if let oldTop, oldTop !== newTop, !controllers.contains(where: { $0 === oldTop }) {
        if isVisible { oldTop.beginAppearance(isAppearing: false, animated: false) }
        oldTop.view.removeFromSuperview()
        if isVisible { oldTop.endAppearance() }
        oldTop.removeFromParent()
      }
      viewControllers = controllers
      for controller in controllers { controller.didMove(toParent: self) }
      if isViewLoaded, oldTop !== newTop {
        if isVisible { newTop.beginAppearance(isAppearing: true, animated: false) }
        place(newTop)
        if isVisible { newTop.endAppearance() }
      }
      updateBar()
      return
    }
    let keepsOldTop = controllers.contains { $0 === oldTop }
    viewControllers = controllers + (keepsOldTop ? [] : [oldTop])
    transition(
      from: oldTop, to: newTop, operation: wasInStack ? .pop : .push, animated: true
    ) { [weak self] didComplete in
      guard let self, didComplete else { return }
      if !keepsOldTop {
        oldTop.willMove(toParent: nil)
        oldTop.removeFromParent()
        viewControllers.removeLast()
      }
      for controller in controllers { controller.didMove(toParent: self) }
    }
  }

  // MARK: Transitions

  /// Runs a push or pop from `from` to `to`; `update` fixes the stack once it is decided.
  private func transition(
    from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
    update: @escaping (Bool) -> Void
  ) {
    guard isViewLoaded, view.window != nil else {
      // Not on screen: no animation and no appearance callbacks, just the new state.
      from.view.removeFromSuperview()
      update(true)
      if isViewLoaded { place(to) }
      updateBar()
      return
    }
    isTransitioning = true
    let custom = delegate?.navigationController(
      self, animationControllerFor: operation, from: from, to: to)
    let animator = custom ?? SlideAnimator(operation: operation)
    var interaction: UIViewControllerInteractiveTransitioning?
    if animated {
      interaction =
        custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        ?? (operation == .pop ? pendingPopInteraction : nil)
    }
    pendingPopInteraction = nil
    let bounds = contentView.bounds
    let context = TransitionContext(
      containerView: contentView, from: from, to: to,
      views: [.from: from.view, .to: to.view],
      initialFrames: [ObjectIdentifier(from): from.view.frame],
      finalFrames: [ObjectIdentifier(to): bounds],
      style: .none, isAnimated: animated, isInteractive: interaction != nil, animator: animator
    ) { [weak self] didComplete in
      self?.finishTransition(
        from: from, to: to, didComplete: didComplete, animator: animator, update: update)
    }
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    delegate?.navigationController(self, willShow: to, animated: animated)
    let appears = isVisible
    if appears {
      from.beginAppearance(isAppearing: false, animated: animated)
      to.beginAppearance(isAppearing: true, animated: animated)
    }
    runner.start(
      context, animator: animator, interaction: interaction, animated: animated,
      describing: "\(operation == .push ? "pushing" : "popping to") \(objectName(to))"
    ) { [weak self] in
      self?.place(to)
    }
  }

  private func finishTransition(
    from: UIViewController, to: UIViewController, didComplete: Bool,
    animator: UIViewControllerAnimatedTransitioning, update: (Bool) -> Void
  ) {
    runner.stopWatching()
    isTransitioning = false
    let appears = isVisible
    if didComplete {
      from.view.removeFromSuperview()
      place(to)
      if appears {
        from.endAppearance()
        to.endAppearance()
      }
      // The stack and the parent links settle after the appearance callbacks, as in UIKit.
      update(true)
      updateBar()
      delegate?.navigationController(self, didShow: to, animated: true)
    } else {
      to.view.removeFromSuperview()
      place(from)
      update(false)
      if appears {
        to.beginAppearance(isAppearing: false, animated: true)
        to.endAppearance()
        from.beginAppearance(isAppearing: true, animated: true)
        from.endAppearance()
      }
      updateBar()
    }
    animator.animationEnded(didComplete)
    UIApplication.shared.setNeedsDisplay()
  }

  /// Whether a pop may start now (for the edge drag).
  var canPopInteractively: Bool { viewControllers.count > 1 && !isTransitioning }

  open override func keyPressed(_ key: UIKey) -> Bool {
    if key.input == .escape, viewControllers.count > 1 {
      popViewController(animated: true)
      return true
    }
    return super.keyPressed(key)
  }
}
