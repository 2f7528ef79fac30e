import Foundation

/// A drag down on a presented controller's view: dismisses it interactively. Released past
/// half way or flung downward, the dismissal finishes; otherwise the view springs back.
@MainActor
final class InteractiveDismissalRecognizer: UIPanGestureRecognizer, InteractiveTransitionDragging {
  private weak var controller: UIViewController?
  var interaction: UIPercentDrivenInteractiveTransition?

  init(controller: UIViewController) {
    self.controller = controller
    super.init()
    addTarget(self, action: InteractiveDismissalRecognizer.handleDrag)
  }

  func shouldBegin(translation: CGPoint) -> Bool {
    guard let controller else { return false }
    return controller.view.window?.presentationUnderWay == nil
      && !controller.isModalInPresentation && translation.y > abs(translation.x)
  }

  func beginTransition(drivenBy interaction: UIPercentDrivenInteractiveTransition) {
    guard let controller else { return }
    PresentationTransition.dismiss(
      controller, animated: true, interaction: interaction, completion: nil)
  }

  var dragLength: CGFloat { controller?.view.superview?.bounds.height ?? 1 }

  func forward(_ vector: CGPoint) -> CGFloat { vector.y }
}
