@_spi(Host) import MiniUIKit
import XCTest

// UIKit code as accessibility guides write it; only the import differs.

/// An animator that slides, or fades when the user asked for less motion.
final class MotionAwareAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    let finalFrame = transitionContext.finalFrame(for: toVC)
    transitionContext.containerView.addSubview(toView)
    if UIAccessibility.isReduceMotionEnabled {
      toView.frame = finalFrame
      toView.alpha = 0
    } else {
      toView.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        toView.frame = finalFrame
        toView.alpha = 1
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

final class MotionSettingsViewController: UIViewController {
  private var observer: NSObjectProtocol?
  private(set) var reduceMotionChanges: [Bool] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil,
      queue: .main
    ) { [weak self] _ in
      // Foundation declares this block @Sendable; on the main queue it runs on the main actor.
      MainActor.assumeIsolated {
        self?.reduceMotionChanges.append(UIAccessibility.isReduceMotionEnabled)
      }
    }
  }

  deinit {
    if let observer = observer { NotificationCenter.default.removeObserver(observer) }
  }
}

final class ReduceMotionPortTests: PortTestCase {
  func testAnAnimatorFadesInsteadOfSlidingWhenAskedTo() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let delegate = MotionAwareNavigationDelegate()
    navigation.delegate = delegate
    show(navigation)
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: true)
    let next = UIViewController()
    navigation.pushViewController(next, animated: true)
    advance(seconds: 0.15)
    XCTAssertEqual(next.view.layer.presentation()!.frame.minX, 0, "no slide")
    XCTAssertGreaterThan(next.view.layer.presentation()!.opacity, 0.2)
    XCTAssertLessThan(next.view.layer.presentation()!.opacity, 0.8)
    advance(seconds: 0.3)
    XCTAssertTrue(navigation.topViewController === next)
  }

  func testTheNotificationTellsAControllerOfEachChange() {
    let controller = MotionSettingsViewController()
    show(controller)
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: true)
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: false)
    // Queued on the main queue, as UIKit's block observers are.
    RunLoop.main.run(until: Date().addingTimeInterval(0.05))
    XCTAssertEqual(controller.reduceMotionChanges, [true, false])
  }
}

final class MotionAwareNavigationDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    MotionAwareAnimator()
  }
}
