@_spi(Host) import MiniUIKit
import XCTest

// A custom animator that flies a snapshot of a thumbnail to the middle of the screen while
// the presented controller fades in, as UIKit transition code writes it, pasted with only the
// import changed.

final class ThumbnailController: UIViewController {
  let thumbnail = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 80))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    thumbnail.backgroundColor = .red
    view.addSubview(thumbnail)
  }
}

final class SnapshotFlyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to),
      let fromVC = transitionContext.viewController(forKey: .from) as? ThumbnailController,
      let snapshot = fromVC.thumbnail.snapshotView(afterScreenUpdates: false)
    else {
      transitionContext.completeTransition(false)
      return
    }
    toView.frame = transitionContext.finalFrame(for: toVC)
    toView.alpha = 0
    container.addSubview(toView)
    snapshot.frame = container.convert(fromVC.thumbnail.frame, from: fromVC.thumbnail.superview)
    container.addSubview(snapshot)
    fromVC.thumbnail.isHidden = true
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: .curveLinear,
      animations: {
        snapshot.frame = CGRect(x: 100, y: 300, width: 280, height: 280)
        toView.alpha = 1
      },
      completion: { _ in
        fromVC.thumbnail.isHidden = false
        snapshot.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

final class SnapshotTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SnapshotFlyAnimator()
  }
}

final class SnapshotAnimatorPortTests: PortTestCase {
  /// The red fills the window draws, in window coordinates.
  private func redFills() -> [CGRect] {
    window.displayList().commands.compactMap { command in
      guard case .fill(let rect, let color, _) = command.kind, color == .red else { return nil }
      return rect.applying(command.transform)
    }
  }

  func testASnapshotFliesFromTheThumbnailWhileTheThumbnailIsHidden() {
    let source = ThumbnailController()
    show(source)
    XCTAssertEqual(redFills(), [CGRect(x: 20, y: 100, width: 80, height: 80)])
    let delegate = SnapshotTransitionDelegate()
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    source.present(presented, animated: true)
    for _ in 0..<12 { frame() }
    let flying = redFills()
    XCTAssertEqual(flying.count, 1, "the snapshot alone: the thumbnail is hidden")
    let halfway = flying.first ?? .zero
    XCTAssertGreaterThan(halfway.width, 80, "growing: \(halfway)")
    XCTAssertLessThan(halfway.width, 280, "not there yet: \(halfway)")
    XCTAssertGreaterThan(halfway.minY, 100)
    for _ in 0..<30 { frame() }
    XCTAssertTrue(source.presentedViewController === presented)
    XCTAssertFalse(source.thumbnail.isHidden, "shown again")
    XCTAssertEqual(
      redFills(), [CGRect(x: 20, y: 100, width: 80, height: 80)],
      "the snapshot gone; the thumbnail back, under the presented page")
  }
}
