import Foundation

/// Tabs along the bottom, as UIKit's UITabBarController: one controller shown at a time
/// above the bar, another picked by the bar or by `selectedIndex`. A delegate may supply an
/// animator (and an interaction controller) for the change, which then runs through the same
/// transition machinery as presentations and pushes; without one the new tab shows at once.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The tabs, in the bar's order. Setting them is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  private var tabs: [UIViewController] = []
  /// The tab shown (nil without tabs). Setting it to one of the tabs changes tabs, with the
  /// delegate's animator if it gives one.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }
  private var selected: UIViewController?
  /// The index of the tab shown (`NSNotFound` without tabs).
  open var selectedIndex: Int {
    get { selected.flatMap { tab in tabs.firstIndex { $0 === tab } } ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else {
        return warn("\(objectName(self)): no tab at index \(newValue)")
      }
      select(tabs[newValue])
    }
  }
  /// The bar of tabs along the bottom; the controller is its delegate.
  public let tabBar = UITabBar()
  /// Decides and hears of tab changes, and may animate them; held weakly.
  open weak var delegate: UITabBarControllerDelegate?

  /// Where the selected tab's view lives, above the bar: the transitions' container.
  let contentView = UIView()
  /// The change of tab under way, if any.
  private(set) var transition: ViewControllerTransition?

  /// A tab bar controller without tabs (`UITabBarController()` too), to be given them with
  /// `viewControllers`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override var appearanceChildren: [UIViewController] { selected.map { [$0] } ?? [] }

  open override func loadView() {
    let view = TabBarContainerView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
    view.layOut = { [weak self] in self?.layOutBar() }
    self.view = view
  }

  open override func viewDidLoad() {
    contentView.clipsToBounds = true
    view.addSubview(contentView)
    tabBar.delegate = self
    view.addSubview(tabBar)
    layOutBar()
    if let selected { place(selected, in: contentView) }
  }

  /// The bar along the bottom, 49 points over the safe area's bottom inset (which it fills,
  /// as iOS's does over the home indicator); the content above it.
  private func layOutBar() {
    let bounds = view.bounds
    let barHeight = min(UITabBar.height + view.safeAreaInsets.bottom, bounds.height)
    tabBar.frame = CGRect(
      x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
    contentView.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: bounds.height - barHeight)
  }

  /// Replaces the tabs; the tab shown stays if it is still there, else the first shows.
  open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
    guard transition == nil else {
      return warn("\(objectName(self)): the tabs cannot change while a tab transition runs")
    }
    let newTabs = controllers ?? []
    guard Set(newTabs.map(ObjectIdentifier.init)).count == newTabs.count else {
      return warn("A tab bar controller must hold each controller once")
    }
    let leaving = tabs.filter { old in !newTabs.contains { $0 === old } }
    let joining = newTabs.filter { $0.parent !== self }
    // UIKit's container order: the links start, the tab shown changes (its callbacks then
    // see isMovingToParent / isMovingFromParent), the links complete.
    for controller in joining { addChild(controller) }
    for controller in leaving { controller.willLeaveParent() }
    tabs = newTabs
    if selected.map({ tab in !newTabs.contains { $0 === tab } }) ?? true {
      swap(from: selected, to: newTabs.first)
    }
    for controller in leaving { controller.removeFromParent() }
    for controller in joining { controller.didMove(toParent: self) }
    tabBarItemsDidChange()
  }

  /// A tab's item changed: the bar shows the items as they are.
  func tabBarItemsDidChange() {
    tabBar.items = tabs.map { $0.tabBarItem }
    tabBar.selectedItem = selected?.tabBarItem
  }

  // MARK: Selecting

  /// The user picked an item in the bar: the delegate may refuse; it hears of the selection.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    guard transition == nil, let tab = tabs.first(where: { $0.tabBarItem === item }),
      delegate?.tabBarController(self, shouldSelect: tab) ?? true
    else {
      // Refused: the bar shows the tab shown.
      tabBar.selectedItem = selected?.tabBarItem
      return
    }
    if tab === selected {
      // As UIKit: picking the tab shown takes its navigation stack back to the root.
      (tab as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      select(tab)
    }
    delegate?.tabBarController(self, didSelect: tab)
  }

  /// Shows `tab`: through the delegate's animator on screen, else at once.
  private func select(_ tab: UIViewController) {
    guard tab !== selected else { return }
    guard transition == nil else {
      return warn("Attempt to change tabs while a tab transition is in progress")
    }
    let from = selected
    let animator = from.flatMap { from in
      delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: tab)
    }
    guard let from, let animator, isViewLoaded, view.window != nil else {
      return swap(from: from, to: tab)
    }
    let context = TransitionContext(
      containerView: contentView, from: from, to: tab, views: [.from: from.view, .to: tab.view],
      initialFrames: [ObjectIdentifier(from): from.view.frame],
      finalFrames: [ObjectIdentifier(tab): contentView.bounds],
      style: .none, isAnimated: true, animator: animator,
      interaction: delegate?.tabBarController(self, interactionControllerFor: animator))
    transitionInProgress = context
    tab.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let transition = ViewControllerTransition(
      context: context, owner: self, name: "selecting \(objectName(tab))",
      disappearing: isShownOrAppearing ? from : nil, appearing: isShownOrAppearing ? tab : nil,
      appearingEndsFirst: false, isReturning: false)
    self.transition = transition
    selected = tab
    tabBar.selectedItem = tab.tabBarItem
    transition.start()
  }

  /// Shows `to` instead of `from` at once, with the appearance callbacks (not animated) when
  /// the tab bar controller is on screen.
  private func swap(from: UIViewController?, to: UIViewController?) {
    let isShown = isShownOrAppearing && isViewLoaded
    if isShown {
      // Its viewDidLoad comes before its viewWillAppear.
      to?.loadViewIfNeeded()
      from?.beginAppearance(isAppearing: false, animated: false)
      to?.beginAppearance(isAppearing: true, animated: false)
    }
    selected = to
    tabBar.selectedItem = to?.tabBarItem
    if isViewLoaded {
      if let from, from.isViewLoaded { from.view.removeFromSuperview() }
      if let to { place(to, in: contentView) }
    }
    if isShown {
      from?.endAppearance()
      to?.endAppearance()
    }
  }

}

extension UITabBarController: ViewControllerTransitionOwner {
  func placeViewsWithoutAnimation(for transition: ViewControllerTransition) {
    if let to = transition.to { place(to, in: contentView) }
  }

  func transition(_ transition: ViewControllerTransition, willFinish completed: Bool) {
    self.transition = nil
    settleContent(after: transition, completed: completed, in: contentView)
    if !completed, let from = transition.from {
      // Cancelled: the tab that was shown is the selected one again.
      selected = from
      tabBar.selectedItem = from.tabBarItem
    }
  }

  /// Nothing to settle after the callbacks: the tabs themselves did not change.
  func transition(_ transition: ViewControllerTransition, didFinish completed: Bool) {}
}

/// A tab bar controller's view: it lays out the bar and the content whenever it lays out (a
/// resize, a change of the safe area).
@MainActor
private final class TabBarContainerView: UIView {
  var layOut: () -> Void = {}

  override func layoutSubviews() {
    super.layoutSubviews()
    layOut()
  }
}
