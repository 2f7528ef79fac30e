import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// What a transition made goes when it is over: the controller presented and dismissed (or
/// pushed and popped), its views, its transitioning delegate's animator. A cycle among them
/// would be a leak after every transition.
@MainActor
final class TransitionLifetimeTests: PresentationTestCase {
  private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?)
      -> TimeInterval
    { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
      let to = context.view(forKey: .to)
      let from = context.view(forKey: .from)
      if let to { context.containerView.addSubview(to) }
      to?.frame = context.containerView.bounds.offsetBy(dx: 480, dy: 0)
      UIView.animate(withDuration: 0.3) {
        to?.frame = context.containerView.bounds
        from?.alpha = 0.5
      } completion: { _ in
        from?.alpha = 1
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  private final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var lastAnimator: SlideAnimator?

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      let animator = SlideAnimator()
      lastAnimator = animator
      return animator
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      let animator = SlideAnimator()
      lastAnimator = animator
      return animator
    }
  }

  func testAPresentedControllerGoesWhenDismissed() async throws {
    let root = UIViewController()
    makeWindow(root: root)
    let delegate = Delegate()
    weak var presented: UIViewController?
    weak var presentedView: UIView?
    do {
      let controller = UIViewController()
      controller.modalPresentationStyle = .custom
      controller.transitioningDelegate = delegate
      root.present(controller, animated: true)
      presented = controller
      presentedView = controller.view
    }
    advance(seconds: 1)
    root.dismiss(animated: true)
    advance(seconds: 1)
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(presented, "the presented controller went")
    XCTAssertNil(presentedView, "and its view")
    XCTAssertNil(delegate.lastAnimator, "and the animator")
  }

  func testAPushedControllerGoesWhenPopped() async throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    makeWindow(root: navigation)
    weak var pushed: UIViewController?
    weak var pushedView: UIView?
    do {
      let controller = UIViewController()
      navigation.pushViewController(controller, animated: true)
      pushed = controller
      pushedView = controller.view
    }
    advance(seconds: 1)
    navigation.popViewController(animated: true)
    advance(seconds: 1)
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertNil(pushed, "the pushed controller went")
    XCTAssertNil(pushedView, "and its view")
  }

  func testASheetGoesWhenDismissed() async throws {
    let root = UIViewController()
    makeWindow(root: root)
    weak var presented: UIViewController?
    weak var sheet: UIPresentationController?
    do {
      let controller = UIViewController()
      root.present(controller, animated: true)
      presented = controller
      sheet = controller.presentationController
    }
    advance(seconds: 1)
    root.dismiss(animated: true)
    advance(seconds: 1)
    XCTAssertNil(presented, "the sheet's controller went")
    XCTAssertNil(sheet, "and its presentation controller")
  }
}
