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
    return controller.view.window?.presentationUnderWay == nil
      && !controller.isModalInPresentation && translation.y > abs(translation.x)
  }

  override func beginTransition(drivenBy interaction: UIPercentDrivenInteractiveTransition) {
    guard let controller else { return }
    PresentationTransition.dismiss(
      controller, animated: true, interaction: interaction, completion: nil)
  }

  override var dragLength: CGFloat { controller?.view.superview?.bounds.height ?? 1 }

  override func forward(_ vector: CGPoint) -> CGFloat { vector.y }
}
