@_spi(Host) import MiniUIKit
import XCTest

// UIKit code as tab bar tutorials write it; only the import differs.

/// Fades between tabs, as the usual "animate tab switch" answer does.
final class FadeTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: { toView.alpha = 1 },
      completion: { finished in
        transitionContext.completeTransition(finished)
      })
  }
}

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
  private(set) var selections: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    let feed = UINavigationController(rootViewController: UIViewController())
    feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
    let profile = UIViewController()
    profile.title = "Profile"
    profile.tabBarItem.badgeValue = "3"
    viewControllers = [feed, profile]
    tabBar.tintColor = .systemPink
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    return viewController != selectedViewController
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selections.append(viewController.tabBarItem.title ?? "")
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return FadeTabAnimator()
  }
}

final class TabBarPortTests: PortTestCase {
  func testATabBarControllerAsTutorialsWriteIt() {
    let tabs = MainTabBarController()
    show(tabs)
    XCTAssertEqual(tabs.tabBar.items?.map { $0.title ?? "" }, ["Feed", "Profile"])
    XCTAssertEqual(tabs.viewControllers?[1].tabBarItem.badgeValue, "3")
    XCTAssertEqual(tabs.selectedIndex, 0)
    // A click on the second half of the bar picks Profile, which fades in.
    pointer(.down, 360, 775)
    pointer(.up, 360, 775)
    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertEqual(tabs.selections, ["Profile"])
    advance(seconds: 0.1)
    let profile = tabs.viewControllers![1]
    XCTAssertGreaterThan(profile.view.layer.presentation()!.opacity, 0.1)
    XCTAssertLessThan(profile.view.layer.presentation()!.opacity, 0.9)
    advance(seconds: 0.3)
    XCTAssertTrue(profile.view.window != nil)
    XCTAssertNil(tabs.viewControllers![0].view.superview)
    // The tab shown again: the delegate says no.
    pointer(.down, 360, 775)
    pointer(.up, 360, 775)
    XCTAssertEqual(tabs.selections, ["Profile"])
  }
}
