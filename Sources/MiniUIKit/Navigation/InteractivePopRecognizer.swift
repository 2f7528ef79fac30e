import Foundation

/// A drag from the left edge of a navigation controller: pops the top controller
/// interactively, as UIKit's `interactivePopGestureRecognizer`.
@MainActor
final class InteractivePopRecognizer: UIPanGestureRecognizer {
  /// How close to the left edge (points) the drag must start.
  static let edgeWidth: CGFloat = 24

  private weak var navigationController: UINavigationController?
  private var interaction: UIPercentDrivenInteractiveTransition?
  private var startsAtEdge = false

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init { recognizer in
      (recognizer as? InteractivePopRecognizer)?.handle()
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    startsAtEdge = location(in: navigationController?.view).x <= Self.edgeWidth
  }

  private func handle() {
    guard let navigationController else { return }
    let width = max(navigationController.view.bounds.width, 1)
    switch state {
    case .began:
      let moved = translation(in: nil)
      guard startsAtEdge, navigationController.canPopInteractively, moved.x > abs(moved.y)
      else {
        state = .failed
        return
      }
      let interaction = UIPercentDrivenInteractiveTransition()
      self.interaction = interaction
      navigationController.pendingPopInteraction = interaction
      navigationController.popViewController(animated: true)
      if navigationController.pendingPopInteraction === interaction {
        // The pop did not take the interaction (a delegate's animator has its own).
        navigationController.pendingPopInteraction = nil
        self.interaction = nil
      }
    case .changed:
      interaction?.update(max(translation(in: nil).x, 0) / width)
    case .ended, .cancelled:
      interaction?.release(
        velocity: velocity(in: nil).x, distance: width, wasCancelled: state == .cancelled)
      interaction = nil
    default:
      break
    }
  }
}
