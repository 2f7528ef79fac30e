import MiniUIKit

/// The tabs scene: three tabs under a tab bar. A tab slides in from the side it is on, and a
/// horizontal drag across the page drives that slide with the finger: let go past half way,
/// or flick, and it finishes; otherwise it goes back.
@MainActor
public final class TabsSceneController: UITabBarController, DemoScene, UITabBarControllerDelegate {
  /// The drag's interaction while a finger drives a change of tab.
  private var interaction: UIPercentDrivenInteractiveTransition?
  /// -1 while a drag leftwards drives it (to the tab on the right), 1 for rightwards.
  private var dragDirection: CGFloat = 0

  public init() {
    super.init(nibName: nil, bundle: nil)
    let tabs = [
      MonkeyPageViewController(monkey: 0, name: "Forest", color: .pastel(0xEAF8EC, dark: 0x152519)),
      MonkeyPageViewController(monkey: 3, name: "Beach", color: .pastel(0xFFF3E0, dark: 0x2E2416)),
      MonkeyPageViewController(monkey: 6, name: "City", color: .pastel(0xE8F1FF, dark: 0x14202E)),
    ]
    for tab in tabs {
      tab.tabBarItem.image = Monkeys.image(tab.monkey).withRenderingMode(.alwaysOriginal)
    }
    viewControllers = tabs
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: TabsSceneController.dragged))
  }

  public func autoplay() { selectedIndex = 1 }

  // MARK: UITabBarControllerDelegate

  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let tabs = viewControllers ?? []
    guard let from = tabs.firstIndex(where: { $0 === fromVC }),
      let to = tabs.firstIndex(where: { $0 === toVC })
    else {
      return nil
    }
    // In a right-to-left layout the tab bar runs from the right: later tabs are to the left.
    let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return TabSlideAnimator(towardsRight: (to > from) != isRightToLeft)
  }

  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    interaction
  }

  // MARK: The drag

  private func dragged(_ pan: UIPanGestureRecognizer) {
    let width = max(view.bounds.width, 1)
    let dx = pan.translation(in: view).x
    switch pan.state {
    case .began:
      let translation = pan.translation(in: view)
      guard transitionCoordinator == nil, abs(translation.x) > abs(translation.y) else { return }
      // Leftwards shows the tab to the right, and the other way round (the tab to the right
      // is the next one, or in a right-to-left layout the one before).
      let sideways = translation.x != 0 ? translation.x : pan.velocity(in: view).x
      dragDirection = sideways < 0 ? -1 : 1
      let towardsNext = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 : -1
      let target = selectedIndex + Int(dragDirection) * towardsNext
      guard (viewControllers ?? []).indices.contains(target) else { return }
      interaction = UIPercentDrivenInteractiveTransition()
      selectedIndex = target
    case .changed:
      interaction?.update(max(dx * dragDirection, 0) / width)
    case .ended, .cancelled:
      guard let interaction else { return }
      self.interaction = nil
      // A flick decides; otherwise how far the pages got.
      let speed = pan.velocity(in: view).x * dragDirection
      if pan.state == .ended, speed > 600 || (interaction.percentComplete > 0.5 && speed > -600) {
        interaction.finish()
      } else {
        interaction.cancel()
      }
    default:
      break
    }
  }
}
