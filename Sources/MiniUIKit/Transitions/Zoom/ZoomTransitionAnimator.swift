import Foundation

/// iOS 18's zoom, for a push or a presentation and back: the zoomed controller's view grows
/// out of the source view's rectangle on a spring and shrinks back into it, the source view
/// hidden meanwhile (`ZoomDriver` flies it, and lets a finger take it mid-flight). Without a
/// source view in a window, or with reduce motion on, it cross-fades instead.
@MainActor
final class ZoomTransitionAnimator: UIViewControllerAnimatedTransitioning {
  let zoom: ZoomRequest
  let isZoomingIn: Bool
  /// The zoom on screen, once the transition has asked for it; nil: it fades instead.
  private var driver: ZoomDriver?
  private var isPrepared = false

  init(zoom: ZoomRequest, isZoomingIn: Bool) {
    self.zoom = zoom
    self.isZoomingIn = isZoomingIn
  }

  /// The zoom's first flight, set up once for the transition; nil without a source view on
  /// screen or with reduce motion on.
  private func flight(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewPropertyAnimator?
  {
    if !isPrepared {
      isPrepared = true
      let driver = ZoomDriver(zoom: zoom, isZoomingIn: isZoomingIn)
      if !UIAccessibility.isReduceMotionEnabled, driver.prepare(transitionContext) {
        self.driver = driver
      }
    }
    return driver?.firstFlight()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { ZoomDriver.duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let flight = flight(using: transitionContext) else {
      return CrossDissolveAnimator(isPresenting: isZoomingIn, duration: ZoomDriver.duration)
        .animateTransition(using: transitionContext)
    }
    flight.startAnimation()
  }

  /// The flight, for a percent-driven interaction to scrub (an edge drag pops a zoomed page
  /// this way); without one, the default, and the interaction runs the fade.
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    flight(using: transitionContext) ?? NoInterruptibleAnimator()
  }

  /// A pop or dismissal: the controller that comes back waits under the zoom, where it goes.
  static func placeComingBack(in transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let back = transitionContext.view(forKey: .to),
      let controller = transitionContext.viewController(forKey: .to),
      back.superview !== container,
      transitionContext.view(forKey: .from) != nil
    else { return }
    container.insertSubview(back, at: 0)
    let frame = transitionContext.finalFrame(for: controller)
    if !frame.isEmpty { back.frame = frame }
  }
}

/// A zoom asked for with `preferredTransition`: the two controllers, the options, and the
/// source view provider.
@MainActor
struct ZoomRequest {
  let zoomed: UIViewController
  let source: UIViewController
  let options: UIViewController.Transition.ZoomOptions?
  let provider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?

  /// The zoom `zoomed` asks for, coming out of (or going back into) `source`.
  init?(zoomed: UIViewController, source: UIViewController) {
    guard case .zoom(let options, let provider) = zoomed.preferredTransition?.kind else {
      return nil
    }
    self.zoomed = zoomed
    self.source = source
    self.options = options
    self.provider = provider
  }

  /// The source view, asked for now, and its rectangle in `container`; nil when the provider
  /// gives none or one that is not on screen.
  func sourceRect(in container: UIView) -> (view: UIView, rect: CGRect)? {
    let context = UIViewController.Transition.ZoomSourceViewProviderContext(
      sourceViewController: source, zoomedViewController: zoomed)
    guard let view = provider(context), view.window != nil, view.window === container.window
    else { return nil }
    return (view, view.convert(view.bounds, to: container))
  }

  /// The part of the zoomed view that lines up with `sourceView`.
  func alignment(of sourceView: UIView, size: CGSize) -> CGRect {
    let context = UIViewController.Transition.ZoomOptions.AlignmentRectContext(
      sourceView: sourceView, zoomedViewController: zoomed)
    if let rect = options?.alignmentRectProvider?(context), !rect.isEmpty { return rect }
    return ZoomStage.defaultAlignment(for: size, source: sourceView.bounds.size)
  }

  /// Lets a drag and a pinch on the zoomed view take it (once each).
  func installDismissalGestures() {
    let view: UIView = zoomed.view
    if !view.attachedRecognizers.contains(where: { $0 is ZoomPanRecognizer }) {
      view.addGestureRecognizer(ZoomPanRecognizer(zoomed: zoomed))
    }
    if !view.attachedRecognizers.contains(where: { $0 is ZoomPinchRecognizer }) {
      view.addGestureRecognizer(ZoomPinchRecognizer(zoomed: zoomed))
    }
  }
}
