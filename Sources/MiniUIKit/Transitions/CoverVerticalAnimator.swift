import Foundation

/// UIKit's default modal animation: the presented view slides up from the bottom, and slides
/// down again on dismissal.
@MainActor
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.5
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key) else {
      return transitionContext.completeTransition(false)
    }
    // The presented view: the controller's, or what wraps it (a sheet's).
    let view: UIView = transitionContext.view(forKey: isPresenting ? .to : .from) ?? controller.view
    let shown = isPresenting ? transitionContext.finalFrame(for: controller) : view.frame
    let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
    if isPresenting {
      container.addSubview(view)
      view.frame = hidden
    }
    // UIKit's own spring; driven by a finger, linear, so that the views follow it (the
    // finger's release then finishes on the spring).
    let timing: UITimingCurveProvider =
      transitionContext.isInteractive
      ? UICubicTimingParameters(animationCurve: .linear) : UISpringTimingParameters()
    UIView.animate(
      withDuration: Self.duration, delay: 0, timingParameters: timing,
      animations: { view.frame = self.isPresenting ? shown : hidden },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
