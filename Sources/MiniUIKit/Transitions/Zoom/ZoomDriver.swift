import Foundation

/// One zoom on screen, from its start to its end. It flies the zoomed view open or closed on
/// a spring, and a finger may take it at any moment — mid-flight too — and let it go again:
/// where it comes to rest decides the transition. A zoom in that comes to rest closed is a
/// cancelled push or presentation; a zoom out that comes to rest open, a cancelled pop or
/// dismissal. Going closed, it asks for the source view again, so it finds the view where it
/// is now; with none on screen it fades where it is.
///
/// It is the interaction controller of a pop or dismissal that a finger starts, and the
/// engine of the zoom's animator otherwise.
@MainActor
final class ZoomDriver: NSObject, UIViewControllerInteractiveTransitioning {
  static let duration: TimeInterval = 0.5
  /// The spring's damping: a soft settle without a bounce.
  static let dampingRatio: CGFloat = 0.9

  let zoom: ZoomRequest
  let isZoomingIn: Bool
  private var context: UIViewControllerContextTransitioning?
  private var stage: ZoomStage?
  /// The source view, hidden while the zoom is on screen, and its rectangle.
  private var source: (view: UIView, rect: CGRect)?
  private var flight: UIViewPropertyAnimator?
  /// Where the finger took it, while a finger holds it.
  private var grabbed: ZoomStage.State?

  init(zoom: ZoomRequest, isZoomingIn: Bool) {
    self.zoom = zoom
    self.isZoomingIn = isZoomingIn
  }

  /// Whether a transition runs it.
  var isDriving: Bool { context != nil }

  /// Sets the stage up in `transitionContext`'s container. Returns false, and sets nothing
  /// up, when `requiringSource` and there is no source view on screen (the animator fades
  /// instead); a finger's dismissal goes on without one.
  @discardableResult
  func prepare(
    _ transitionContext: UIViewControllerContextTransitioning, requiringSource: Bool = true
  ) -> Bool {
    let container = transitionContext.containerView
    ZoomTransitionAnimator.placeComingBack(in: transitionContext)
    // The page that comes back is laid out before its source view is asked for.
    container.layoutIfNeeded()
    let source = zoom.sourceRect(in: container)
    guard let zoomedView = transitionContext.view(forKey: isZoomingIn ? .to : .from),
      source != nil || !requiringSource
    else { return false }
    context = transitionContext
    self.source = source
    source?.view.isHidden = true
    let full =
      isZoomingIn ? transitionContext.finalFrame(for: zoom.zoomed) : zoomedView.frame
    stage = ZoomStage(
      zoomedView: zoomedView, full: full, in: container, dimmingColor: zoom.options?.dimmingColor)
    zoom.zoomed.zoomInFlight = self
    zoom.installDismissalGestures()
    return true
  }

  /// The flight from where the transition starts (closed for a zoom in, open for a zoom out)
  /// to the other end, not started: the animator starts it, or a percent-driven interaction
  /// (the edge drag, a touchpad swipe) scrubs it.
  func firstFlight() -> UIViewPropertyAnimator {
    if let flight { return flight }
    UIView.performWithoutAnimation { show(open: !isZoomingIn) }
    return makeFlight(toOpen: isZoomingIn, asksForSource: false)
  }

  // MARK: UIViewControllerInteractiveTransitioning

  /// A finger started a pop or dismissal: the zoomed view is open, held by it.
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    prepare(transitionContext, requiringSource: false)
    guard let stage else {
      transitionContext.cancelInteractiveTransition()
      return transitionContext.completeTransition(false)
    }
    UIView.performWithoutAnimation { stage.showOpen() }
    grabbed = stage.state
  }

  // MARK: The finger

  /// A finger takes the view where it is now, mid-flight or not.
  func grab() {
    if let flight {
      flight.stopAnimation(false)
      flight.finishAnimation(at: .current)
      self.flight = nil
    }
    grabbed = stage?.state
    context?.pauseInteractiveTransition()
  }

  /// The finger has moved the view by `offset` from where it took it and shrunk it to
  /// `scale` of its size then.
  func follow(offset: CGPoint, scale: CGFloat) {
    guard let grabbed, let stage else { return }
    UIView.performWithoutAnimation {
      stage.show(grabbed.scaled(by: scale, movedBy: offset))
    }
    let openness = min(max(stage.state.frame.width / max(stage.full.width, 1), 0), 1)
    context?.updateInteractiveTransition(isZoomingIn ? openness : 1 - openness)
  }

  /// The finger let go: the view flies open or closed.
  func release(toOpen: Bool) {
    guard grabbed != nil, let context else { return }
    grabbed = nil
    if toOpen == isZoomingIn {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    makeFlight(toOpen: toOpen, asksForSource: true).startAnimation()
  }

  // MARK: Flying

  private func show(open: Bool) {
    guard let stage else { return }
    if open {
      stage.showOpen()
    } else if let source {
      stage.showClosed(
        into: source.rect, align: zoom.alignment(of: source.view, size: stage.full.size),
        cornerRadius: source.view.layer.cornerRadius)
    }
  }

  /// A flight open or closed; closed, into the source view asked for again if
  /// `asksForSource` (the first flight's was asked for just before). Run to its end it lands
  /// where it flew; run back to its start (a cancelled scrub), where it came from.
  private func makeFlight(toOpen: Bool, asksForSource: Bool) -> UIViewPropertyAnimator {
    let flight = UIViewPropertyAnimator(
      duration: Self.duration,
      timingParameters: UISpringTimingParameters(dampingRatio: Self.dampingRatio))
    self.flight = flight
    guard let stage, let context else { return flight }
    if !toOpen, asksForSource {
      // Asked again: the grid may have scrolled, or another photo be the one shown now.
      let now = zoom.sourceRect(in: context.containerView)
      if now?.view !== source?.view {
        source?.view.isHidden = false
        now?.view.isHidden = true
      }
      source = now
    }
    flight.addAnimations { [self] in
      if toOpen || source != nil {
        show(open: toOpen)
        stage.window.alpha = 1
      } else {
        // No source view to go into: it fades where it is.
        stage.window.alpha = 0.02
      }
    }
    flight.addCompletion { [self] position in
      // `.current`: a finger took it, and another flight follows.
      guard position != .current else { return }
      land(open: position == .end ? toOpen : !toOpen)
    }
    return flight
  }

  /// At rest: the stage comes down and the transition completes, or is cancelled.
  private func land(open: Bool) {
    guard let stage, let context else { return }
    flight = nil
    source?.view.isHidden = false
    stage.tearDown(showing: open, in: context.containerView)
    if zoom.zoomed.zoomInFlight === self { zoom.zoomed.zoomInFlight = nil }
    self.stage = nil
    self.context = nil
    context.completeTransition(open == isZoomingIn)
    // The window may have changed size during the zoom: the container places its views anew.
    context.containerView.setNeedsLayout()
  }
}
