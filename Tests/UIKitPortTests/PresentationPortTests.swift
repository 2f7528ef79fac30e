import MiniUIKit
import XCTest

// UIKit code as tutorials write it; only the import differs.

final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var animator: UIViewImplicitlyAnimating?
  private(set) var vendedAnimators = 0

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 1 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let animator = animator { return animator }
    vendedAnimators += 1
    let toView = transitionContext.view(forKey: .to)!
    let finalFrame = transitionContext.finalFrame(
      for: transitionContext.viewController(forKey: .to)!)
    transitionContext.containerView.addSubview(toView)
    toView.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      toView.frame = finalFrame
    }
    animator.addCompletion { position in
      transitionContext.completeTransition(position == .end)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

final class HalfHeightPresentationController: UIPresentationController {
  let dimmingView = UIView()
  private(set) var events: [String] = []

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return CGRect(
      x: 0, y: container.bounds.height / 2, width: container.bounds.width,
      height: container.bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    events.append("willBegin")
    guard let container = containerView else { return }
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    events.append("didEnd(\(completed))")
  }

  override func dismissalTransitionWillBegin() {
    events.append("dismissalWillBegin")
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    events.append("dismissalDidEnd(\(completed))")
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

final class HalfHeightTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  private(set) var controller: HalfHeightPresentationController?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = HalfHeightPresentationController(
      presentedViewController: presented, presenting: presenting)
    self.controller = controller
    return controller
  }
}

final class PresentationPortTests: PortTestCase {
  func testInterruptibleAnimatorIsDrivenByThePercentDrivenTransition() {
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      let animator = SlideInAnimator()
      let interaction = UIPercentDrivenInteractiveTransition()
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { animator }
      func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? { interaction }
    }
    let root = UIViewController()
    show(root)
    let delegate = Delegate()
    let presented = UIViewController()
    presented.transitioningDelegate = delegate
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: true)
    XCTAssertEqual(delegate.animator.vendedAnimators, 1, "UIKit's signature is the one called")
    delegate.interaction.update(0.25)
    frame()
    XCTAssertEqual(presented.view.layer.presentation()!.frame.minX, 360, accuracy: 0.5)
    delegate.interaction.finish()
    advance(seconds: 1.2)
    XCTAssertNil(presented.transitionCoordinator)
    XCTAssertEqual(presented.view.frame.minX, 0)
  }

  func testCustomPresentationControllerPlacesAndDims() {
    let root = UIViewController()
    show(root)
    let transitioning = HalfHeightTransitioning()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitioning
    root.present(sheet, animated: true)
    advance(seconds: 0.7)
    let controller = try! XCTUnwrap(transitioning.controller)
    XCTAssertTrue(sheet.presentationController === controller)
    XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 400, width: 480, height: 400))
    XCTAssertEqual(controller.dimmingView.alpha, 1)
    XCTAssertTrue(root.view.window != nil, "custom: the presenter's view stays")
    sheet.dismiss(animated: true)
    advance(seconds: 0.7)
    XCTAssertEqual(
      controller.events,
      ["willBegin", "didEnd(true)", "dismissalWillBegin", "dismissalDidEnd(true)"])
    XCTAssertNil(controller.dimmingView.superview)
  }

  func testFormSheetOnALargeWindowAndCrossDissolve() {
    let root = UIViewController()
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    form.modalTransitionStyle = .crossDissolve
    root.present(form, animated: true)
    // The sheet's view, which holds the controller's, fades and is rounded.
    let sheetView = form.presentationController!.presentedView!
    advance(seconds: 0.2)
    XCTAssertGreaterThan(sheetView.layer.presentation()!.opacity, 0.1)
    XCTAssertLessThan(sheetView.layer.presentation()!.opacity, 0.9)
    advance(seconds: 0.5)
    XCTAssertEqual(
      form.view.convert(form.view.bounds, to: nil), CGRect(x: 242, y: 74, width: 540, height: 620))
    XCTAssertEqual(sheetView.layer.cornerRadius, 10)
    XCTAssertTrue(root.view.window != nil, "a sheet leaves the presenter in place")
  }

  func testOverCurrentContextCoversTheContextOnly() {
    let child = UIViewController()
    child.definesPresentationContext = true
    let parent = UIViewController()
    show(parent)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.view.frame = CGRect(x: 0, y: 100, width: 480, height: 300)
    child.didMove(toParent: parent)
    let overlay = UIViewController()
    overlay.modalPresentationStyle = .overCurrentContext
    child.present(overlay, animated: false)
    XCTAssertTrue(overlay.presentingViewController === child)
    XCTAssertEqual(
      overlay.view.convert(overlay.view.bounds, to: nil),
      CGRect(x: 0, y: 100, width: 480, height: 300))
  }

  func testFlipHorizontalTurnsThePageInPerspective() {
    let root = UIViewController()
    show(root)
    let back = UIViewController()
    back.modalTransitionStyle = .flipHorizontal
    root.present(back, animated: true)
    // A sheet: the controller's view is in the sheet's.
    let sheetView = back.presentationController!.presentedView!
    advance(seconds: 0.6)
    let transform = sheetView.superview!.layer.presentation()!.transform
    XCTAssertFalse(CATransform3DIsAffine(transform), "in the second half, turning in 3D")
    advance(seconds: 0.5)
    XCTAssertNil(back.transitionCoordinator)
    XCTAssertTrue(sheetView.superview?.superview === window, "in the container, flat again")
  }
}
