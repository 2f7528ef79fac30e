@_spi(Host) import MiniUIKit
import XCTest

// UIKit code that relies on a view's layer holding what it shows and its animations, as
// written for iOS; only the import differs.

/// A view drawn by a gradient layer, the usual way to give a view a gradient.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A ring drawn by a shape layer.
final class RingView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  override func layoutSubviews() {
    super.layoutSubviews()
    let shape = layer as! CAShapeLayer
    shape.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
    shape.fillColor = nil
    shape.strokeColor = UIColor.systemBlue.cgColor
    shape.lineWidth = 4
  }
}

/// A view whose fades are never animated: its layer's delegate answers "opacity" with no
/// action.
final class InstantFadeView: UIView {
  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    if event == "opacity" { return NSNull() }
    return super.action(for: layer, forKey: event)
  }
}

/// Slides the presented view in from the right with `UIView.animate`, linearly over a second.
final class BlockSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 1 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let toView = transitionContext.view(forKey: .to)!
    let finalFrame = transitionContext.finalFrame(
      for: transitionContext.viewController(forKey: .to)!)
    transitionContext.containerView.addSubview(toView)
    toView.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.frame = finalFrame },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// An interaction controller of the kind written before UIPercentDrivenInteractiveTransition
/// did it for you: it pauses the container's layer and scrubs its time offset.
final class LayerScrubbingInteraction: NSObject, UIViewControllerInteractiveTransitioning,
  UIViewControllerTransitioningDelegate
{
  private var context: UIViewControllerContextTransitioning?
  let animator = BlockSlideAnimator()

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { animator }

  func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { self }

  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    transitionContext.containerView.layer.speed = 0
    animator.animateTransition(using: transitionContext)
  }

  func update(_ percentComplete: CGFloat) {
    guard let context else { return }
    context.containerView.layer.timeOffset =
      CFTimeInterval(percentComplete) * animator.transitionDuration(using: context)
    context.updateInteractiveTransition(percentComplete)
  }

  /// Lets the layer's time run on from where the finger left it (Apple's QA1673 resume).
  func finish() {
    guard let context else { return }
    let layer = context.containerView.layer
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    context.finishInteractiveTransition()
  }
}

/// Presents with `BlockSlideAnimator`, driven by a `UIPercentDrivenInteractiveTransition`; the
/// animator also fades in a badge with an explicit Core Animation animation and a dot with a
/// keyframe animation, and dims a view outside the container along the transition.
final class PercentDrivenSlide: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  let interaction = UIPercentDrivenInteractiveTransition()
  let slide = BlockSlideAnimator()
  let badge = CALayer()
  let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  let outside: UIView
  var badgeFadeDuration: CFTimeInterval = 1
  private(set) var badgeFinished: Bool?

  init(outside: UIView) { self.outside = outside }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }

  func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { interaction }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { slide.transitionDuration(using: transitionContext) }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    slide.animateTransition(using: transitionContext)
    transitionContext.containerView.layer.addSublayer(badge)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = badgeFadeDuration
    fade.delegate = self
    badge.add(fade, forKey: "fade")
    let dot = self.dot
    dot.alpha = 0
    transitionContext.containerView.addSubview(dot)
    UIView.animateKeyframes(
      withDuration: badgeFadeDuration, delay: 0, options: [.calculationModeLinear],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { dot.alpha = 1 }
      })
    let outside = self.outside
    transitionContext.viewController(forKey: .to)?.transitionCoordinator?
      .animateAlongsideTransition(
        in: outside, animation: { _ in outside.alpha = 0.2 }, completion: nil)
  }
}

extension PercentDrivenSlide: CAAnimationDelegate {
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { badgeFinished = flag }
}

@MainActor
final class LayerModelPortTests: PortTestCase {
  /// A 100-point box at (20, 20) in a root view controller's view.
  private func makeBox(_ box: UIView? = nil) -> UIView {
    let box = box ?? UIView()
    let controller = UIViewController()
    show(controller)
    box.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
    box.backgroundColor = .systemOrange
    controller.view.addSubview(box)
    return box
  }

  func testUIViewAnimateAddsAnimationsUnderUIKitsKeys() async {
    let box = makeBox()
    UIView.animate(withDuration: 0.4) {
      box.frame = CGRect(x: 200, y: 300, width: 50, height: 60)
      box.alpha = 0.5
    }
    XCTAssertEqual(
      Set(box.layer.animationKeys() ?? []), ["position", "bounds.origin", "bounds.size", "opacity"])
    let move = box.layer.animation(forKey: "position") as? CABasicAnimation
    XCTAssertEqual(move?.keyPath, "position")
    XCTAssertEqual(move?.duration, 0.4)
    XCTAssertEqual(move?.isAdditive, true)
    // From the old centre less the new one, to zero: UIKit's additive animations.
    XCTAssertEqual(move?.fromValue as? CGPoint, CGPoint(x: 70 - 225, y: 70 - 330))
    XCTAssertEqual(move?.toValue as? CGPoint, .zero)
    let resize = box.layer.animation(forKey: "bounds.size") as? CABasicAnimation
    XCTAssertEqual(resize?.fromValue as? CGSize, CGSize(width: 50, height: 40))
    XCTAssertEqual(box.layer.position, CGPoint(x: 225, y: 330), "the model moved at once")
    advance(seconds: 0.25)
    let shown = box.layer.presentation()!.position
    XCTAssertTrue(shown.x > 70 && shown.x < 225, "half-way, on screen: \(shown)")
    advance(seconds: 0.25)
    XCTAssertNil(box.layer.animationKeys(), "the animations are gone once they end")
  }

  func testASpringAnimationIsACASpringAnimation() async {
    let box = makeBox()
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { box.center.x += 100 })
    let spring = box.layer.animation(forKey: "position") as? CASpringAnimation
    XCTAssertNotNil(spring)
    if let spring {
      let dampingRatio = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
      XCTAssertEqual(dampingRatio, 0.5, accuracy: 0.01)
    }
    XCTAssertNil(box.layer.animation(forKey: "opacity"), "only what changed animates")
  }

  func testRemovingAnimationsEndsTheirBlockUnfinished() async {
    let box = makeBox()
    var finished: Bool?
    UIView.animate(
      withDuration: 1, animations: { box.center = CGPoint(x: 300, y: 300) },
      completion: { finished = $0 })
    advance(seconds: 0.25)
    XCTAssertNotEqual(box.layer.presentation()?.position, CGPoint(x: 300, y: 300))
    box.layer.removeAnimation(forKey: "position")
    XCTAssertNil(box.layer.animation(forKey: "position"))
    XCTAssertEqual(
      box.layer.presentation()?.position, CGPoint(x: 300, y: 300), "it shows the model value")
    frame()
    XCTAssertEqual(finished, false)

    var secondFinished: Bool?
    UIView.animate(
      withDuration: 1, animations: { box.alpha = 0.2 }, completion: { secondFinished = $0 })
    box.layer.removeAllAnimations()
    frame()
    XCTAssertEqual(secondFinished, false)
    XCTAssertNil(box.layer.animationKeys())
  }

  func testTheLayersDelegateChoosesTheAction() async {
    let box = makeBox(InstantFadeView())
    UIView.animate(withDuration: 1) {
      box.alpha = 0
      box.center.y += 50
    }
    XCTAssertEqual(box.layer.animationKeys(), ["position"])
    XCTAssertEqual(box.layer.presentation()?.opacity, 0, "the fade was not animated")
    XCTAssertTrue(box.layer.action(forKey: "opacity") == nil)
    XCTAssertTrue(box.layer.action(forKey: "position") == nil, "outside a block, no action")
  }

  func testTransactionCompletionWaitsForUIViewAnimate() async {
    let box = makeBox()
    var order: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { order.append("transaction") }
    UIView.animate(
      withDuration: 0.5, animations: { box.alpha = 0 },
      completion: { _ in order.append("block") })
    CATransaction.commit()
    XCTAssertEqual(order, [], "the animation runs: the completion waits")
    advance(seconds: 0.25)
    XCTAssertEqual(order, [])
    advance(seconds: 0.5)
    XCTAssertEqual(order, ["block", "transaction"])
  }

  /// The usual "push completion" recipe.
  func testTransactionCompletionAroundAPushRunsWhenThePushEnds() async {
    let navigation = UINavigationController(rootViewController: UIViewController())
    show(navigation)
    let detail = UIViewController()
    detail.view.backgroundColor = .white
    var pushEnded: Bool?
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      pushEnded =
        navigation.transitionCoordinator == nil && detail.view.layer.animationKeys() == nil
    }
    navigation.pushViewController(detail, animated: true)
    CATransaction.commit()
    XCTAssertNil(pushEnded, "the push has begun, not ended")
    advance(seconds: 0.1)
    XCTAssertNil(pushEnded)
    advance(seconds: 1)
    XCTAssertEqual(pushEnded, true, "it ran once the push's animations and transition ended")
    XCTAssertEqual(detail.view.frame.minX, 0)
  }

  /// The same recipe around a presentation.
  func testTransactionCompletionAroundAPresentationRunsWhenItEnds() async {
    let root = UIViewController()
    show(root)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .fullScreen
    var presented: Bool?
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      presented = root.presentedViewController === sheet && sheet.transitionCoordinator == nil
    }
    root.present(sheet, animated: true)
    CATransaction.commit()
    XCTAssertNil(presented, "the presentation has begun, not ended")
    advance(seconds: 0.1)
    XCTAssertNil(presented)
    advance(seconds: 1)
    XCTAssertEqual(presented, true)
  }

  func testLayerClassBacksTheViewWithThatLayer() async {
    let gradient = makeBox(GradientView(frame: .zero))
    XCTAssertTrue(gradient.layer is CAGradientLayer)
    gradient.frame = CGRect(x: 10, y: 10, width: 200, height: 80)
    XCTAssertEqual(gradient.layer.frame, gradient.frame, "the view's geometry is its layer's")
    XCTAssertEqual(gradient.layer.bounds.size, CGSize(width: 200, height: 80))
    let ring = RingView(frame: CGRect(x: 10, y: 200, width: 100, height: 100))
    gradient.superview?.addSubview(ring)
    XCTAssertTrue(ring.layer is CAShapeLayer)
    frame()
    let kinds = window.displayList().commands.map(\.kind)
    XCTAssertTrue(
      kinds.contains {
        if case .gradient = $0 { return true }
        return false
      }, "the gradient layer draws its gradient")
    XCTAssertTrue(
      kinds.contains {
        if case .shape = $0 { return true }
        return false
      }, "the shape layer draws its ring")
  }

  func testAnInteractionScrubsTheContainerLayersTimeOffset() async {
    let root = UIViewController()
    show(root)
    let interaction = LayerScrubbingInteraction()
    let presented = UIViewController()
    presented.transitioningDelegate = interaction
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: true)
    frame()
    interaction.update(0.25)
    frame()
    XCTAssertEqual(presented.view.layer.presentation()!.frame.minX, 360, accuracy: 0.5)
    advance(seconds: 2)
    XCTAssertEqual(
      presented.view.layer.presentation()!.frame.minX, 360, accuracy: 0.5,
      "held where the finger is: the layer's time stands still")
    XCTAssertNotNil(presented.transitionCoordinator, "the transition waits for the finger")
    interaction.update(0.5)
    frame()
    XCTAssertEqual(presented.view.layer.presentation()!.frame.minX, 240, accuracy: 0.5)
    interaction.finish()
    advance(seconds: 0.25)
    XCTAssertEqual(presented.view.layer.presentation()!.frame.minX, 120, accuracy: 2)
    advance(seconds: 0.5)
    XCTAssertNil(presented.transitionCoordinator, "it ran on from the middle to its end")
    XCTAssertEqual(presented.view.frame.minX, 0)
    XCTAssertTrue(root.presentedViewController === presented)
  }

  /// QA1673's pause and resume, on a view animation.
  func testPausingTheLayerPausesTheViewsAnimation() async {
    let box = makeBox()
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { box.center.x += 100 }, completion: { finished = $0 })
    advance(seconds: 0.5)
    box.layer.pauseAnimations()
    let held = box.layer.presentation()!.position.x
    XCTAssertEqual(held, 120, accuracy: 2)
    advance(seconds: 2)
    XCTAssertEqual(box.layer.presentation()!.position.x, held, "paused")
    XCTAssertNil(finished, "a paused animation does not end")
    box.layer.resumeAnimations()
    advance(seconds: 0.25)
    XCTAssertEqual(box.layer.presentation()!.position.x, held + 25, accuracy: 2)
    advance(seconds: 0.5)
    XCTAssertEqual(finished, true)
  }

  /// QA1673's pause and resume, under a property animator: its fraction and its completion
  /// follow the layer's time.
  func testPausingTheLayerPausesAPropertyAnimator() async {
    let box = makeBox()
    var position: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x += 100 }
    animator.addCompletion { position = $0 }
    animator.startAnimation()
    advance(seconds: 0.5)
    box.superview!.layer.pauseAnimations()
    let held = animator.fractionComplete
    XCTAssertEqual(held, 0.5, accuracy: 0.02)
    advance(seconds: 2)
    XCTAssertEqual(animator.fractionComplete, held, "paused with its layer")
    XCTAssertEqual(box.layer.presentation()!.position.x, 70 + 100 * held, accuracy: 0.5)
    XCTAssertNil(position, "it does not end while its layer's time stands still")
    box.superview!.layer.resumeAnimations()
    advance(seconds: 0.25)
    XCTAssertEqual(animator.fractionComplete, held + 0.25, accuracy: 0.02)
    advance(seconds: 0.5)
    XCTAssertEqual(position, .end)
    XCTAssertEqual(box.center.x, 170)
  }

  /// Presents a controller with `PercentDrivenSlide`, a 480 × 40 view outside the container.
  private func presentWithPercentDrivenSlide(badgeFadeDuration: CFTimeInterval = 1) -> (
    root: UIViewController, presented: UIViewController, delegate: PercentDrivenSlide
  ) {
    let root = UIViewController()
    show(root)
    let outside = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 40))
    root.view.addSubview(outside)
    let delegate = PercentDrivenSlide(outside: outside)
    delegate.badgeFadeDuration = badgeFadeDuration
    let presented = UIViewController()
    presented.transitioningDelegate = delegate
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: true)
    frame()
    return (root, presented, delegate)
  }

  func testThePercentDrivenTransitionScrubsTheContainerLayersTime() async {
    let (root, presented, delegate) = presentWithPercentDrivenSlide()
    let outside = delegate.outside
    let container = presented.view.superview!
    XCTAssertEqual(container.layer.speed, 0, "the container's layer is paused")
    XCTAssertEqual(outside.layer.speed, 0, "and so is the layer of the view named with in:")
    let pausedAt = container.layer.timeOffset
    delegate.interaction.update(0.25)
    frame()
    XCTAssertEqual(container.layer.timeOffset - pausedAt, 0.25, accuracy: 1e-9)
    XCTAssertEqual(presented.view.layer.presentation()!.frame.minX, 360, accuracy: 0.5)
    XCTAssertEqual(delegate.badge.presentation()!.opacity, 0.25, accuracy: 0.01)
    XCTAssertEqual(outside.layer.presentation()!.opacity, 1 - 0.8 * 0.25, accuracy: 0.01)
    advance(seconds: 2)
    XCTAssertEqual(
      presented.view.layer.presentation()!.frame.minX, 360, accuracy: 0.5,
      "held where the finger is")
    delegate.interaction.finish()
    advance(seconds: 1)
    XCTAssertNil(presented.transitionCoordinator, "it ran on to its end")
    XCTAssertTrue(root.presentedViewController === presented)
    XCTAssertEqual(container.layer.speed, 1, "the container's time runs again")
    XCTAssertEqual(container.layer.timeOffset, 0, "as before the transition")
    XCTAssertEqual(container.layer.beginTime, 0)
    XCTAssertEqual(outside.layer.speed, 1)
    XCTAssertEqual(outside.layer.timeOffset, 0)
    XCTAssertEqual(delegate.badgeFinished, true)
    XCTAssertEqual(outside.alpha, 0.2)
  }

  func testAnAnimationThatOutlastsTheTransitionRunsOnAfterIt() async {
    let (_, presented, delegate) = presentWithPercentDrivenSlide(badgeFadeDuration: 2)
    delegate.interaction.update(0.5)
    frame()
    XCTAssertEqual(delegate.badge.presentation()!.opacity, 0.25, accuracy: 0.01)
    let reasons = UIApplication.shared.unsettledReasons
    XCTAssertFalse(
      reasons.contains { $0.hasPrefix("animations run") },
      "held, nothing moves on its own: \(reasons)")
    advance(seconds: 2)
    delegate.interaction.finish()
    advance(seconds: 0.6)
    XCTAssertNil(presented.transitionCoordinator, "the transition has ended")
    let container = presented.view.superview!
    XCTAssertEqual(container.layer.timeOffset, 0, "the container's time is as before")
    // One second of the fade at the transition's end, and a tenth since.
    XCTAssertEqual(delegate.badge.presentation()!.opacity, 0.55, accuracy: 0.03)
    XCTAssertEqual(
      delegate.dot.layer.presentation()!.opacity, 0.57, accuracy: 0.05,
      "the keyframes run on from where the transition left them, the hold not counted")
    XCTAssertNil(delegate.badgeFinished)
    advance(seconds: 1)
    XCTAssertEqual(delegate.badgeFinished, true)
  }

  func testABlockAlongTheTransitionAfterTheFingerLetGoRunsOnTheAnimatorsCurve() async {
    let (root, presented, delegate) = presentWithPercentDrivenSlide()
    delegate.interaction.update(0.5)
    frame()
    delegate.interaction.finish()
    let late = UIView()
    root.view.addSubview(late)
    presented.transitionCoordinator?.animate(
      alongsideTransition: { _ in late.alpha = 0 }, completion: nil)
    advance(seconds: 0.25)
    // The slide's own curve, linear over its second: a quarter of the way.
    XCTAssertEqual(late.layer.presentation()!.opacity, 0.75, accuracy: 0.02)
  }

  func testACancelledPercentDrivenTransitionEndsAtItsStart() async {
    let (root, presented, delegate) = presentWithPercentDrivenSlide()
    let outside = delegate.outside
    let container = presented.view.superview!
    delegate.interaction.update(0.5)
    frame()
    let late = UIView()
    presented.view.addSubview(late)
    presented.transitionCoordinator?.animate(
      alongsideTransition: { _ in late.alpha = 0.3 }, completion: nil)
    delegate.interaction.cancel()
    advance(seconds: 0.25)
    XCTAssertGreaterThan(
      presented.view.layer.presentation()!.frame.minX, 240, "on its way back to the start")
    advance(seconds: 1)
    XCTAssertNil(root.presentedViewController, "cancelled")
    XCTAssertEqual(delegate.badgeFinished, true, "the badge's fade ended with the transition")
    XCTAssertNil(delegate.badge.animationKeys())
    XCTAssertEqual(outside.alpha, 1, "the view outside is back at its start value")
    XCTAssertEqual(late.alpha, 1, "and so is one animated along the transition late")
    XCTAssertEqual(outside.layer.speed, 1)
    XCTAssertEqual(container.layer.speed, 1)
    XCTAssertEqual(container.layer.timeOffset, 0)
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "nothing is left running")
  }
}
