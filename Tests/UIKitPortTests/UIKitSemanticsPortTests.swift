@_spi(Host) import MiniUIKit
import XCTest

// UIKit code that depends on what UIKit does, not only on what it declares; each test names
// the documentation it follows. Only the import differs from an iOS project.

/// Records what a controller sees in its appearance callbacks.
final class WatchedController: UIViewController {
  private(set) var seen: [String] = []
  private(set) var cleanedUp = false

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("willAppear presented=\(isBeingPresented) moving=\(isMovingToParent)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    seen.append("didAppear presented=\(isBeingPresented) moving=\(isMovingToParent)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("willDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    seen.append("didDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
    if isBeingDismissed || isMovingFromParent { cleanedUp = true }
  }
}

/// A container that sends its child's appearance callbacks itself.
final class ManualContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// Vends an animator and an interaction controller for presentations.
final class PresentationTransitioner: NSObject, UIViewControllerTransitioningDelegate {
  let animator: UIViewControllerAnimatedTransitioning
  let interactor: UIPercentDrivenInteractiveTransition?

  init(
    animator: UIViewControllerAnimatedTransitioning,
    interactor: UIPercentDrivenInteractiveTransition?
  ) {
    self.animator = animator
    self.interactor = interactor
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { animator }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { interactor }
}

/// Slides the presented view in from the right with `UIView.animate`, linearly; records what
/// the context says.
final class LinearSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var wasInteractive: Bool?
  private(set) var wasInitiallyInteractive: Bool?
  private(set) var targetTransform: CGAffineTransform?
  private(set) var helperDuration: TimeInterval?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 1 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    wasInteractive = transitionContext.isInteractive
    targetTransform = transitionContext.targetTransform
    let toController = transitionContext.viewController(forKey: .to)!
    wasInitiallyInteractive = toController.transitionCoordinator?.initiallyInteractive
    let toView = transitionContext.view(forKey: .to)!
    let finalFrame = transitionContext.finalFrame(for: toController)
    transitionContext.containerView.addSubview(toView)
    toView.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        toView.frame = finalFrame
        self.helperDuration = UIView.inheritedAnimationDuration
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// Lets the navigation controller's edge pop begin, as apps do to keep it with a custom back
/// button.
final class AlwaysPop: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

final class UIKitSemanticsPortTests: PortTestCase {
  // MARK: Appearance

  /// UIViewController.isBeingPresented / isBeingDismissed: "true in viewWillAppear and
  /// viewDidAppear" (and the disappear pair) of the controller being presented or dismissed.
  func testBeingPresentedAndBeingDismissedHoldInTheDidCallbacksToo() {
    let root = UIViewController()
    show(root)
    let sheet = WatchedController()
    sheet.modalPresentationStyle = .fullScreen
    root.present(sheet, animated: true)
    advance(seconds: 1)
    sheet.dismiss(animated: true)
    advance(seconds: 1)
    XCTAssertEqual(
      sheet.seen,
      [
        "willAppear presented=true moving=false", "didAppear presented=true moving=false",
        "willDisappear dismissed=true moving=false", "didDisappear dismissed=true moving=false",
      ])
    XCTAssertTrue(sheet.cleanedUp, "the common `if isBeingDismissed { cleanup() }` runs")
    XCTAssertFalse(sheet.isBeingDismissed, "and not after")
  }

  /// UIViewController.isMovingToParent / isMovingFromParent: true in the appearance
  /// callbacks of a push, a pop, addChild and removeFromParent.
  func testMovingToAndFromAParentOnPushPopAndByHand() {
    let root = WatchedController()
    let navigation = UINavigationController(rootViewController: root)
    show(navigation)
    let pushed = WatchedController()
    navigation.pushViewController(pushed, animated: true)
    advance(seconds: 1)
    _ = navigation.popViewController(animated: true)
    advance(seconds: 1)
    XCTAssertEqual(
      pushed.seen,
      [
        "willAppear presented=false moving=true", "didAppear presented=false moving=true",
        "willDisappear dismissed=false moving=true", "didDisappear dismissed=false moving=true",
      ])
    XCTAssertEqual(
      root.seen.dropFirst(2),
      [
        "willDisappear dismissed=false moving=false", "didDisappear dismissed=false moving=false",
        "willAppear presented=false moving=false", "didAppear presented=false moving=false",
      ], "the controller underneath stays in the stack")

    // A custom container, as Apple's guide writes it.
    let child = WatchedController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    XCTAssertFalse(child.isMovingToParent, "only until didMove(toParent:)")
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    XCTAssertEqual(
      child.seen,
      [
        "willAppear presented=false moving=true", "didAppear presented=false moving=true",
        "willDisappear dismissed=false moving=true", "didDisappear dismissed=false moving=true",
      ])
    XCTAssertFalse(child.isMovingFromParent)
  }

  /// shouldAutomaticallyForwardAppearanceMethods: "If you override this method and return
  /// false, you are responsible for telling the child when its views are going to appear or
  /// disappear", with beginAppearanceTransition(_:animated:) and endAppearanceTransition().
  func testAContainerThatForwardsAppearanceItself() {
    let container = ManualContainer()
    show(container)
    let child = WatchedController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    XCTAssertEqual(child.seen, [], "not forwarded on its own")
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    XCTAssertEqual(child.seen.count, 2)
    XCTAssertEqual(child.seen.first?.hasPrefix("willAppear"), true)
    container.present(UIViewController(), animated: false)
    XCTAssertEqual(child.seen.count, 2, "the container's own disappearance is not forwarded")
  }

  // MARK: Interactive transitions

  /// UIViewControllerInteractiveTransitioning.wantsInteractiveStart: with false, "the
  /// transition starts as a non-interactive transition" and runs on the animator's timing.
  func testAnInteractionThatDoesNotWantAnInteractiveStartRunsOnTheAnimatorsTiming() {
    let root = UIViewController()
    show(root)
    let animator = LinearSlideAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = false
    let transitioner = PresentationTransitioner(animator: animator, interactor: interactor)
    let card = UIViewController()
    card.modalPresentationStyle = .fullScreen
    card.transitioningDelegate = transitioner
    root.present(card, animated: true)
    XCTAssertEqual(animator.wasInteractive, false)
    XCTAssertEqual(animator.wasInitiallyInteractive, false)
    XCTAssertEqual(animator.targetTransform, .identity, "a desktop window does not rotate")
    advance(seconds: 0.5)
    XCTAssertEqual(card.view.layer.presentation()!.frame.minX, 240, accuracy: 1, "linear, halfway")
    advance(seconds: 0.6)
    XCTAssertTrue(root.presentedViewController === card)
    XCTAssertEqual(card.view.frame.minX, 0)
  }

  /// The same with an interruptible animator: it keeps its own curve rather than the
  /// completion curve.
  func testAnInterruptibleAnimatorStartedNonInteractivelyKeepsItsCurve() {
    let root = UIViewController()
    show(root)
    let interactor = UIPercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = false
    let transitioner = PresentationTransitioner(animator: SlideInAnimator(), interactor: interactor)
    let card = UIViewController()
    card.modalPresentationStyle = .fullScreen
    card.transitioningDelegate = transitioner
    root.present(card, animated: true)
    advance(seconds: 0.25)
    XCTAssertEqual(
      card.view.layer.presentation()!.frame.minX, 360, accuracy: 1, "linear, a quarter")
    advance(seconds: 0.9)
    XCTAssertTrue(root.presentedViewController === card)
  }

  /// UIPercentDrivenInteractiveTransition: a finish() that comes before the transition has
  /// started (a very quick swipe) must not leave it stuck.
  func testAFinishBeforeTheTransitionStartsIsKept() {
    let root = UIViewController()
    show(root)
    let interactor = UIPercentDrivenInteractiveTransition()
    let transitioner = PresentationTransitioner(
      animator: LinearSlideAnimator(), interactor: interactor)
    let card = WatchedController()
    card.modalPresentationStyle = .fullScreen
    card.transitioningDelegate = transitioner
    interactor.update(0.3)
    interactor.finish()
    root.present(card, animated: true)
    advance(seconds: 1.5)
    XCTAssertTrue(root.presentedViewController === card)
    XCTAssertEqual(card.seen.last, "didAppear presented=true moving=false")
    XCTAssertEqual(card.view.frame.minX, 0)
  }

  // MARK: Block animations

  /// UIView.AnimationOptions.overrideInheritedDuration and .overrideInheritedCurve: "If this
  /// key is not present, the animation inherits the remaining duration [and the curve] of the
  /// in-flight animation, if any."
  func testANestedBlockInheritsTheOuterDurationAndCurveUnlessItOverridesThem() {
    let root = UIViewController()
    show(root)
    let inheriting = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let overriding = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(inheriting)
    root.view.addSubview(overriding)
    var inherited: TimeInterval = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        inherited = UIView.inheritedAnimationDuration
        UIView.animate(withDuration: 0.2) { inheriting.center.x = 105 }
        UIView.animate(
          withDuration: 0.2, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve],
          animations: { overriding.center.x = 105 })
      })
    XCTAssertEqual(inherited, 1)
    XCTAssertEqual(UIView.inheritedAnimationDuration, 0, "outside a block")
    advance(seconds: 0.5)
    XCTAssertEqual(inheriting.layer.presentation()!.position.x, 55, accuracy: 0.5, "1 s, linear")
    XCTAssertEqual(overriding.layer.presentation()!.position.x, 105, "its own 0.2 s are over")
  }

  /// UIView.setAnimationsEnabled(_:) and performWithoutAnimation(_:): blocks make their changes
  /// at once, and their completion still runs.
  func testAnimationsCanBeTurnedOff() {
    let root = UIViewController()
    show(root)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(box)
    var finished: Bool?
    UIView.setAnimationsEnabled(false)
    XCTAssertFalse(UIView.areAnimationsEnabled)
    UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished = $0 })
    UIView.setAnimationsEnabled(true)
    XCTAssertEqual(box.layer.presentation()!.opacity, 0, "at once")
    frame()
    XCTAssertEqual(finished, true)
    UIView.performWithoutAnimation {
      XCTAssertFalse(UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 1) { box.alpha = 1 }
    }
    XCTAssertTrue(UIView.areAnimationsEnabled)
    XCTAssertEqual(box.layer.presentation()!.opacity, 1)
  }

  /// Additive animations (iOS 8, WWDC 2014 session 236, "Building Interruptible and
  /// Responsive Interactions"): a newer animation of the same property does not cancel the
  /// older one; both run to their ends and both completions report finished.
  func testARetargetedAnimationStillCompletesAsFinished() {
    let root = UIViewController()
    show(root)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(box)
    var first: Bool?
    var second: Bool?
    UIView.animate(withDuration: 1, animations: { box.center.x = 200 }, completion: { first = $0 })
    advance(seconds: 0.5)
    UIView.animate(withDuration: 1, animations: { box.center.x = 0 }, completion: { second = $0 })
    frame()
    XCTAssertNil(first, "not reported at once")
    advance(seconds: 0.55)
    XCTAssertEqual(first, true)
    XCTAssertNil(second)
    advance(seconds: 0.5)
    XCTAssertEqual(second, true)
  }

  // MARK: Property animators

  /// UIViewPropertyAnimator's state rules: UIKit raises on these; here each is said in
  /// UIKit's words and nothing breaks.
  func testPropertyAnimatorMisuseIsReported() {
    let root = UIViewController()
    show(root)
    let console = recordConsole()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(box)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    animator.startAnimation()
    animator.finishAnimation(at: .end)
    XCTAssertEqual(animator.state, .inactive, "finished all the same")
    XCTAssertEqual(box.alpha, 0)
    let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 1 }
    second.startAnimation()
    second.stopAnimation(false)
    second.startAnimation()
    second.pauseAnimation()
    second.fractionComplete = 0.5
    second.addAnimations { box.center.x = 50 }
    XCTAssertEqual(second.state, .stopped)
    second.finishAnimation(at: .current)
    XCTAssertEqual(
      console.warnings.map {
        $0.replacingOccurrences(of: #"<[^>]*>"#, with: "A", options: .regularExpression)
      },
      [
        "An animator A that is not active cannot be continued: start or pause it first",
        "finishAnimationAtPosition: should only be called on a stopped animator!",
        "Animator A is already stopped! startAnimation() does nothing until finishAnimation(at:)",
        "Animator A is already stopped! pauseAnimation() does nothing until finishAnimation(at:)",
        "Animator A is already stopped! fractionComplete cannot change until finishAnimation(at:)",
        "Animator A is already stopped! addAnimations(_:) does nothing until finishAnimation(at:)",
      ])
  }

  /// UIViewPropertyAnimator.isInterruptible: "Defaults to YES. Raises if set on an active
  /// animator"; one that is not interruptible cannot be paused, stopped or reversed.
  func testANonInterruptibleAnimatorRunsToTheEnd() {
    let root = UIViewController()
    show(root)
    let console = recordConsole()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(box)
    var ended: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 105 }
    animator.isInterruptible = false
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    animator.isInterruptible = true
    animator.pauseAnimation()
    animator.isReversed = true
    animator.stopAnimation(true)
    XCTAssertFalse(animator.isInterruptible)
    XCTAssertFalse(animator.isReversed)
    advance(seconds: 1.05)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(console.warnings.count, 4)
    XCTAssertEqual(
      console.warnings.last?.hasSuffix("that is not interruptible cannot be stopped!"), true)
  }

  /// UIViewPropertyAnimator.isManualHitTestingEnabled: "Set if you need to manage the
  /// hit-testing of animating view hierarchies"; by default touches find an animating view
  /// where it is on screen.
  func testTouchesFindAnAnimatingViewWhereItIsUnlessTheAppHitTestsItself() {
    let root = UIViewController()
    show(root)
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
    root.view.addSubview(box)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      box.frame.origin.x = 400
    }
    animator.startAnimation()
    advance(seconds: 0.5)
    XCTAssertTrue(root.view.hitTest(CGPoint(x: 220, y: 120), with: nil) === box, "on screen")
    XCTAssertTrue(root.view.hitTest(CGPoint(x: 420, y: 120), with: nil) !== box)
    animator.isManualHitTestingEnabled = true
    XCTAssertTrue(root.view.hitTest(CGPoint(x: 420, y: 120), with: nil) === box, "the model")
  }

  // MARK: Navigation and presentation

  /// UINavigationController.interactivePopGestureRecognizer: UIKit turns the edge pop off
  /// when the top controller hides its back button or replaces it; a delegate brings it back.
  func testTheEdgePopFollowsTheBackButton() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    show(navigation)
    let locked = UIViewController()
    locked.navigationItem.hidesBackButton = true
    navigation.pushViewController(locked, animated: false)
    drag(CGPoint(x: 4, y: 400), CGPoint(x: 400, y: 400), steps: 10)
    advance(seconds: 1)
    XCTAssertTrue(navigation.topViewController === locked, "a hidden back button blocks it")
    locked.navigationItem.hidesBackButton = false
    locked.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
    drag(CGPoint(x: 4, y: 400), CGPoint(x: 400, y: 400), steps: 10)
    advance(seconds: 1)
    XCTAssertTrue(navigation.topViewController === locked, "so does a custom left item")
    let keepPop = AlwaysPop()
    navigation.interactivePopGestureRecognizer?.delegate = keepPop
    drag(CGPoint(x: 4, y: 400), CGPoint(x: 400, y: 400), steps: 10)
    advance(seconds: 1)
    XCTAssertEqual(navigation.viewControllers.count, 1, "the app's delegate lets it pop")
  }

  /// UIModalPresentationStyle.automatic: "For most view controllers, UIKit maps this style to
  /// the UIModalPresentationStyle.pageSheet style."
  func testAnAutomaticPresentationIsAPageSheet() {
    let root = UIViewController()
    show(root)
    let animator = LinearSlideAnimator()
    let transitioner = PresentationTransitioner(animator: animator, interactor: nil)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .automatic
    root.present(sheet, animated: true)
    advance(seconds: 1)
    XCTAssertEqual(sheet.presentationController?.presentationStyle, .pageSheet)
    XCTAssertEqual(
      sheet.view.convert(sheet.view.bounds, to: nil), CGRect(x: 0, y: 40, width: 480, height: 760),
      "a card")
    XCTAssertTrue(root.view.window != nil, "the presenter stays underneath")
    _ = transitioner
  }

  // MARK: Focus

  /// UICollectionView.remembersLastFocusedIndexPath: "When true, the collection view returns
  /// focus to the most recently focused index path."
  func testFocusComesBackToTheItemFocusedLast() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = UICollectionViewController(collectionViewLayout: layout)
    grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = NumberedCells()
    grid.collectionView.dataSource = source
    grid.collectionView.remembersLastFocusedIndexPath = true
    show(grid)
    let right = UIKey(.rightArrow)
    UIApplication.shared.sendKey(right)
    UIApplication.shared.sendKey(right)
    UIApplication.shared.sendKey(right)
    let third = grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    XCTAssertTrue(UIApplication.shared.focusedView === third)
    UIApplication.shared.setFocus(nil)
    UIApplication.shared.sendKey(UIKey(.tab))
    XCTAssertTrue(UIApplication.shared.focusedView === third, "back to the third, not the first")
    grid.collectionView.remembersLastFocusedIndexPath = false
    UIApplication.shared.setFocus(nil)
    UIApplication.shared.sendKey(UIKey(.tab))
    XCTAssertTrue(
      UIApplication.shared.focusedView
        === grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
  }
}

/// Twenty plain cells.
final class NumberedCells: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 20 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}
