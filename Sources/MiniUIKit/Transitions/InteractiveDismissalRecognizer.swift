import Foundation

/// A drag down on a presented controller's view: dismisses it interactively. Released past
/// half way or flung downward, the dismissal finishes; otherwise the view springs back.
@MainActor
final class InteractiveDismissalRecognizer: InteractiveTransitionRecognizer {
  private weak var controller: UIViewController?

  init(controller: UIViewController) {
    self.controller = controller
    super.init()
  }

  override func shouldBegin(translation: CGPoint) -> Bool {
    guard let controller else { return false }
    return PresentationTransition.current == nil && !controller.isModalInPresentation
      && translation.y > abs(translation.x)
  }

  override func beginTransition(drivenBy interaction: UIPercentDrivenInteractiveTransition) {
    PresentationTransition.pendingDismissalInteraction = interaction
    controller?.dismiss(animated: true)
    PresentationTransition.pendingDismissalInteraction = nil
  }

  override var dragLength: CGFloat { controller?.view.superview?.bounds.height ?? 1 }

  override func forward(_ vector: CGPoint) -> CGFloat { vector.y }
}
