import Foundation

/// The default animator for a presentation or dismissal of `presented`: its
/// `preferredTransition` (the zoom, or a style), else its `modalTransitionStyle`.
@MainActor
func defaultModalAnimator(for presented: UIViewController, isPresenting: Bool)
  -> UIViewControllerAnimatedTransitioning
{
  if let presenter = presented.presentingViewController,
    let zoom = ZoomRequest(zoomed: presented, source: presenter)
  {
    return ZoomTransitionAnimator(zoom: zoom, isZoomingIn: isPresenting)
  }
  let style = presented.preferredTransition?.modalStyle ?? presented.modalTransitionStyle
  if style == .partialCurl, isPresenting {
    warn(
      "\(objectName(presented)): the partialCurl transition is not drawn here; it covers "
        + "vertically instead")
  }
  let animator: UIViewControllerAnimatedTransitioning
  switch style {
  case .coverVertical, .partialCurl: animator = CoverVerticalAnimator(isPresenting: isPresenting)
  case .crossDissolve: return CrossDissolveAnimator(isPresenting: isPresenting)
  case .flipHorizontal: animator = FlipHorizontalAnimator(isPresenting: isPresenting)
  }
  return UIAccessibility.isReduceMotionEnabled
    ? CrossDissolveAnimator(isPresenting: isPresenting, standingInFor: animator) : animator
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
