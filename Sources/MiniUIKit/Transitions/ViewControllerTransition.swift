import Foundation

/// What a container does in a transition that is its own: a presentation, a dismissal or a
/// navigation controller's push or pop.
@MainActor
protocol ViewControllerTransitionOwner: AnyObject {
  /// Puts the views where the transition leaves them, at once: for a transition that is not
  /// animated, or an animator that never did.
  func placeViewsWithoutAnimation(for transition: ViewControllerTransition)
  /// The animator completed the transition: commit the container's views (`completed`) or
  /// put them back as they were. The appearance callbacks end after this.
  func transition(_ transition: ViewControllerTransition, willFinish completed: Bool)
  /// After the appearance callbacks: the links between controllers, bars and delegates.
  func transition(_ transition: ViewControllerTransition, didFinish completed: Bool)
}

/// One view-controller transition, the same for every container: it begins the appearance
/// changes, runs the interaction controller or the animator (or neither, when not animated),
/// and when the animator completes it, lets its owner commit or roll back and ends the
/// appearance changes, in UIKit's order.
///
/// It watches for an animator that never calls `completeTransition(_:)`: past its duration
/// and a grace period it says so and completes the transition, so that the app stays usable.
@MainActor
final class ViewControllerTransition {
  /// Seconds past the animator's duration after which a transition is called stuck.
  static let completionGrace: TimeInterval = 2

  let context: TransitionContext
  /// "presenting <B: …>", for messages.
  let name: String
  /// The controller whose view leaves and the one whose view comes, where their appearance
  /// changes (nil: it stays on screen, or its container is not shown).
  private let disappearing: UIViewController?
  private let appearing: UIViewController?
  /// Whether the one appearing hears of it first when the transition completes (a modal
  /// presentation), or last (navigation).
  private let appearingEndsFirst: Bool
  /// Whether the transition goes back to a controller shown before (a pop, a dismissal): the
  /// keyboard focus returns to where it was there.
  private let isReturning: Bool
  /// Runs when the transition completes (not when it is cancelled).
  private let completion: (() -> Void)?
  private var owner: ViewControllerTransitionOwner?
  private var watchdog: ScheduledAction?
  /// The registry of the stage it began on (its container's), which hears it ended.
  private var registry: TransitionRegistry?

  init(
    context: TransitionContext, owner: ViewControllerTransitionOwner, name: String,
    disappearing: UIViewController?, appearing: UIViewController?, appearingEndsFirst: Bool,
    isReturning: Bool, completion: (() -> Void)? = nil
  ) {
    self.context = context
    self.owner = owner
    self.name = name
    self.disappearing = disappearing
    self.appearing = appearing
    self.appearingEndsFirst = appearingEndsFirst
    self.isReturning = isReturning
    self.completion = completion
    context.onComplete = { [self] completed in finish(completed) }
  }

  var animator: UIViewControllerAnimatedTransitioning { context.animator }
  var from: UIViewController? { context.viewController(forKey: .from) }
  var to: UIViewController? { context.viewController(forKey: .to) }
  /// Whether it has ended (completed, cancelled or torn down).
  var hasEnded: Bool { context.isComplete }

  // MARK: Begin and run

  /// Begins the appearance changes (the one leaving first), lets the owner prepare with them
  /// under way, and runs the transition.
  func start(prepare: () -> Void = {}) {
    registry = context.containerView.stage.transitions
    registry?.didBegin(self)
    disappearing?.beginAppearance(isAppearing: false, animated: context.isAnimated)
    appearing?.beginAppearance(isAppearing: true, animated: context.isAnimated)
    prepare()
    guard context.isAnimated else {
      owner?.placeViewsWithoutAnimation(for: self)
      context.startAlongsideAnimations()
      context.completeTransition(true)
      return
    }
    let duration = animator.transitionDuration(using: context)
    watch(for: duration + Self.completionGrace)
    // While a finger holds the transition it is not stuck (a grabbed zoom pauses one that
    // began without one, too); once released, the rest runs at the interaction's completion
    // speed, and the watchdog starts counting again.
    let rest = duration / Double(max(context.interaction?.completionSpeed ?? 1, 0.01))
    context.interactionDidEnd = { [weak self] in
      guard let self, !hasEnded else { return }
      watch(for: rest + Self.completionGrace)
    }
    let started = UIApplication.shared.stage.engine.capturing {
      if let interaction = context.interaction {
        interaction.startInteractiveTransition(context)
      } else {
        animator.animateTransition(using: context)
      }
    }
    // A percent-driven interaction captured the animator's timing in a scope of its own.
    if let timing = started.timing { context.animatorTiming = timing }
    // A percent-driven interaction has started them on its paused layer time; others run on
    // the clock.
    context.startAlongsideAnimations()
  }

  /// Completes the transition if the animator has not within `limit` seconds; does nothing
  /// while the transition is interactive.
  private func watch(for limit: TimeInterval) {
    watchdog?.cancel()
    watchdog = UIApplication.shared.stage.engine.schedule(after: limit) { [weak self] in
      guard let self, !hasEnded, !context.isInteractive else { return }
      warn(
        "\(objectName(animator)) did not call completeTransition(_:) within \(limit) s of "
          + "\(name); completing it now")
      let completed = !context.transitionWasCancelled
      if completed, let to, to.view.superview !== context.containerView,
        context.view(forKey: .to) != nil
      {
        // The animator never placed the incoming view: show it where it belongs.
        owner?.placeViewsWithoutAnimation(for: self)
      }
      context.completeTransition(completed)
    }
  }

  // MARK: Finish

  /// The animator called `completeTransition(_:)`.
  private func finish(_ completed: Bool) {
    watchdog?.cancel()
    owner?.transition(self, willFinish: completed)
    if completed {
      let (first, second) =
        appearingEndsFirst ? (appearing, disappearing) : (disappearing, appearing)
      first?.endAppearance()
      second?.endAppearance()
    } else {
      // Each change begun goes back: the one that was appearing first. A will-call never
      // answered by its did-call is answered by the opposite pair.
      for controller in [appearing, disappearing] {
        guard let controller, controller.isInAppearanceTransition else { continue }
        controller.beginAppearance(isAppearing: controller === disappearing, animated: true)
        controller.endAppearance()
      }
    }
    owner?.transition(self, didFinish: completed)
    owner = nil
    registry?.didEnd()
    if completed, let from, let to {
      UIApplication.shared.moveFocusAfterTransition(from: from, to: to, isReturning: isReturning)
      UIAccessibility.post(notification: .screenChanged, argument: nil)
    }
    animator.animationEnded(completed)
    if completed { completion?() }
    UIApplication.shared.setNeedsDisplay()
  }

  /// Ends the transition where it is, without its owner's steps or any callback: its
  /// controllers are being taken down. The animator may still call `completeTransition(_:)`;
  /// it then changes nothing.
  func abandon() {
    guard !hasEnded else { return }
    watchdog?.cancel()
    context.abandon()
    owner = nil
    registry?.didEnd()
    UIApplication.shared.setNeedsDisplay()
  }
}
