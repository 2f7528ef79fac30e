import Foundation

/// A drag down on a presented controller's view: dismisses it interactively. Released past
/// half way or flung downward, the dismissal finishes; otherwise the view springs back.
@MainActor
final class InteractiveDismissalRecognizer: UIPanGestureRecognizer {
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
      interaction?.release(
        velocity: velocity(in: nil).y, distance: distance, wasCancelled: state == .cancelled)
      interaction = nil
    default:
      break
    }
  }
}
