import Foundation

/// The default animator for a presentation or dismissal of `presented`, by its
/// `modalTransitionStyle`.
@MainActor
func defaultModalAnimator(for presented: UIViewController, isPresenting: Bool)
  -> UIViewControllerAnimatedTransitioning
{
  switch presented.modalTransitionStyle {
  case .coverVertical: return CoverVerticalAnimator(isPresenting: isPresenting)
  case .crossDissolve: return CrossDissolveAnimator(isPresenting: isPresenting)
  case .flipHorizontal: return FlipHorizontalAnimator(isPresenting: isPresenting)
  case .partialCurl:
    if isPresenting {
      warn(
        "\(objectName(presented)): the partialCurl transition is not drawn here; it covers "
          + "vertically instead")
    }
    return CoverVerticalAnimator(isPresenting: isPresenting)
  }
}

/// `.crossDissolve`: the presented view fades in over the presenter, and out again.
@MainActor
final class CrossDissolveAnimator: UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.4
  let isPresenting: Bool

  init(isPresenting: Bool) { self.isPresenting = isPresenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key),
      let view = transitionContext.view(forKey: isPresenting ? .to : .from)
    else { return transitionContext.completeTransition(false) }
    if isPresenting {
      transitionContext.containerView.addSubview(view)
      view.frame = transitionContext.finalFrame(for: controller)
      view.alpha = 0
    }
    UIView.animate(
      withDuration: Self.duration, delay: 0,
      options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut,
      animations: { view.alpha = self.isPresenting ? 1 : 0 },
      completion: { _ in
        let completed = !transitionContext.transitionWasCancelled
        // A view that stays (or comes back) shows at full opacity.
        if completed != self.isPresenting { view.alpha = 1 }
        transitionContext.completeTransition(completed)
      })
  }
}

/// `.flipHorizontal`: the screen turns over about its vertical axis, the presented view on
/// its back; dismissal turns it back the other way. Black shows behind the turning page.
@MainActor
final class FlipHorizontalAnimator: UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.75
  let isPresenting: Bool

  init(isPresenting: Bool) { self.isPresenting = isPresenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromController = transitionContext.viewController(forKey: .from),
      let toController = transitionContext.viewController(forKey: .to),
      let presentedView = transitionContext.view(forKey: isPresenting ? .to : .from)
    else { return transitionContext.completeTransition(false) }
    let covered: UIView = isPresenting ? fromController.view : toController.view
    guard let coveredLook = covered.snapshotView(afterScreenUpdates: false) else {
      return transitionContext.completeTransition(false)
    }
    let backdrop = UIView(frame: container.bounds)
    backdrop.backgroundColor = .black
    let stage = UIView(frame: container.bounds)
    container.addSubview(backdrop)
    container.addSubview(stage)
    coveredLook.frame = covered.convert(covered.bounds, to: container)
    let front = isPresenting ? coveredLook : presentedView
    let back = isPresenting ? presentedView : coveredLook
    if isPresenting {
      presentedView.frame = transitionContext.finalFrame(for: toController)
    }
    stage.addSubview(front)
    UIView.transition(
      with: stage, duration: Self.duration,
      options: isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft,
      animations: {
        front.removeFromSuperview()
        stage.addSubview(back)
      },
      completion: { _ in
        let completed = !transitionContext.transitionWasCancelled
        if self.isPresenting, completed { container.addSubview(presentedView) }
        if !self.isPresenting, !completed { container.addSubview(presentedView) }
        stage.removeFromSuperview()
        backdrop.removeFromSuperview()
        transitionContext.completeTransition(completed)
      })
  }
}
