import Foundation

/// A drag down on a presented controller's view: dismisses it interactively. Released past
/// half way or flung downward, the dismissal finishes; otherwise the view springs back.
@MainActor
final class InteractiveDismissalRecognizer: UIPanGestureRecognizer {
  /// Downward speed (points per second) that finishes the dismissal whatever the distance.
  static let flingVelocity: CGFloat = 600

  private weak var controller: UIViewController?
  private var interaction: UIPercentDrivenInteractiveTransition?

  init(controller: UIViewController) {
    self.controller = controller
    super.init { recognizer in
      (recognizer as? InteractiveDismissalRecognizer)?.handle()
    }
  }

  private func handle() {
    guard let controller, let container = controller.view.superview else { return }
    let distance = max(container.bounds.height, 1)
    switch state {
    case .began:
      guard PresentationTransition.current == nil, !controller.isModalInPresentation,
        translation(in: nil).y > abs(translation(in: nil).x)
      else {
        state = .failed
        return
      }
      let interaction = UIPercentDrivenInteractiveTransition()
      self.interaction = interaction
      PresentationTransition.pendingDismissalInteraction = interaction
      controller.dismiss(animated: true)
      if PresentationTransition.pendingDismissalInteraction === interaction {
        // The dismissal did not start (the delegate took over or it was refused).
        PresentationTransition.pendingDismissalInteraction = nil
        self.interaction = nil
      }
    case .changed:
      interaction?.update(max(translation(in: nil).y, 0) / distance)
    case .ended, .cancelled:
      guard let interaction else { return }
      self.interaction = nil
      let velocity = velocity(in: nil).y
      let finishes =
        state == .ended && (interaction.percentComplete > 0.5 || velocity > Self.flingVelocity)
      // A critically damped spring that starts at the drag's own speed: no jump in velocity.
      let remaining = finishes ? 1 - interaction.percentComplete : interaction.percentComplete
      // The velocity is in real seconds, the spring runs in animation time (slow motion).
      let speed = AnimationEngine.shared.clock.speed
      let relative = remaining > 0.01 ? abs(velocity / distance) / remaining / speed : 0
      let towardTarget = (velocity > 0) == finishes ? relative : 0
      interaction.timingCurve = UISpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: towardTarget, dy: towardTarget))
      if finishes { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }
}
