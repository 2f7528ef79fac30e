import Foundation

/// A drag that drives a transition through a percent-driven interaction: the drag-down
/// dismissal (a pan) and the edge-drag pop (an edge pan). Each says when the drag may begin,
/// how it starts the transition, and along which axis it counts; released past half way or
/// flung forward, the transition finishes, otherwise it goes back (see
/// `release(velocity:distance:wasCancelled:)`).
@MainActor
protocol InteractiveTransitionDragging: UIPanGestureRecognizer {
  /// The interaction the drag under way drives, if it started one.
  var interaction: UIPercentDrivenInteractiveTransition? { get set }
  /// Whether a drag that has moved by `translation` may start the transition now.
  func shouldBegin(translation: CGPoint) -> Bool
  /// Starts the transition, offering `interaction` to drive it.
  func beginTransition(drivenBy interaction: UIPercentDrivenInteractiveTransition)
  /// How far (points) a drag goes for the whole transition.
  var dragLength: CGFloat { get }
  /// The part of `vector` that counts: forward along the drag's axis.
  func forward(_ vector: CGPoint) -> CGFloat
}

extension InteractiveTransitionDragging {
  /// The recognizer's action: starts, scrubs and lets go of the transition.
  func handleDrag() {
    switch state {
    case .began:
      guard shouldBegin(translation: translation(in: nil)) else {
        state = .failed
        return
      }
      let interaction = UIPercentDrivenInteractiveTransition()
      beginTransition(drivenBy: interaction)
      // A delegate's own interaction controller, or a refusal, leaves this one idle.
      self.interaction = interaction.isDriving ? interaction : nil
    case .changed:
      interaction?.update(max(forward(translation(in: nil)), 0) / max(dragLength, 1))
    case .ended, .cancelled:
      interaction?.release(
        velocity: forward(velocity(in: nil)), distance: max(dragLength, 1),
        wasCancelled: state == .cancelled)
      interaction = nil
    default:
      break
    }
  }
}
