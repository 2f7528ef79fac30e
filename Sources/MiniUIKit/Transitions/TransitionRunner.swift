import Foundation

/// Starts a transition the way UIKit does, for presentations and navigation alike: through
/// the interaction controller or the animator, or at once when not animated. It watches for
/// an animator that never calls `completeTransition(_:)`: after its duration plus a grace
/// period it says so and completes the transition, so that the app stays usable.
@MainActor
final class TransitionRunner {
  /// Seconds past the animator's duration after which a transition is called stuck.
  static let completionGrace: TimeInterval = 2

  private var watchdog: ScheduledAction?

  /// Runs the transition. `describing` names it in the warning; `placeWithoutAnimation` puts
  /// the views in their final places (when not animated, or when a stuck animator never did).
  func start(
    _ context: TransitionContext, animator: UIViewControllerAnimatedTransitioning,
    interaction: UIViewControllerInteractiveTransitioning?, animated: Bool,
    describing: String, placeWithoutAnimation: @escaping () -> Void
  ) {
    guard animated else {
      placeWithoutAnimation()
      context.startAlongsideAnimations()
      context.completeTransition(true)
      return
    }
    let duration = animator.transitionDuration(using: context)
    let watch = { [weak self, weak context] (limit: TimeInterval) in
      guard let self, let context else { return }
      watchForStuck(
        context, animator: animator, limit: limit, describing: describing,
        place: placeWithoutAnimation)
    }
    watch(duration + Self.completionGrace)
    context.interaction = interaction
    let driversBefore = AnimationEngine.shared.driverCount
    defer {
      context.timingSummary = AnimationEngine.shared.timingSummary(ofDriversFrom: driversBefore)
    }
    if let interaction {
      // While a finger holds the transition it is not stuck; once released, the rest runs at
      // the interaction's completion speed, and the watchdog starts counting again.
      let rest = duration / Double(max(interaction.completionSpeed, 0.01))
      context.interactionDidEnd = { [weak context] in
        guard let context, !context.isComplete else { return }
        watch(rest + Self.completionGrace)
      }
      interaction.startInteractiveTransition(context)
    } else {
      animator.animateTransition(using: context)
    }
    // A percent-driven interaction has started them on its timeline; others run on the clock.
    context.startAlongsideAnimations()
  }

  /// Stops watching (the transition ended).
  func stopWatching() {
    watchdog?.cancel()
    watchdog = nil
  }

  /// Completes the transition if the animator has not within `limit` seconds; does nothing
  /// while the transition is interactive.
  private func watchForStuck(
    _ context: TransitionContext, animator: UIViewControllerAnimatedTransitioning,
    limit: TimeInterval, describing: String, place: @escaping () -> Void
  ) {
    watchdog?.cancel()
    watchdog = AnimationEngine.shared.schedule(after: limit) { [weak context] in
      guard let context, !context.isComplete, !context.isInteractive else { return }
      transitionWarning(
        "\(objectName(animator)) did not call completeTransition(_:) within \(limit) s of "
          + "\(describing); completing it now")
      let didComplete = !context.transitionWasCancelled
      if didComplete, let to = context.viewController(forKey: .to),
        to.view.superview !== context.containerView, context.view(forKey: .to) != nil
      {
        // The animator never placed the incoming view: show it where it belongs.
        place()
      }
      context.completeTransition(didComplete)
    }
  }
}

/// Writes a warning to standard error, as UIKit's console warnings.
func transitionWarning(_ message: String) {
  FileHandle.standardError.write(Data("Warning: \(message).\n".utf8))
}

/// A short name for an object in messages: its type and identity.
func objectName(_ object: AnyObject) -> String {
  "<\(type(of: object)): \(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))>"
}
