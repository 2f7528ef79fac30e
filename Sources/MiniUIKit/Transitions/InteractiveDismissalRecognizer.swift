import Foundation

/// A drag down on a presented controller's view that is not a sheet (a sheet has its own,
/// `SheetDragRecognizer`) and has no enabled pan of the app's (which drives the dismissal it
/// wants): dismisses it interactively, the presentation controller's delegate told as for a
/// sheet. Released past half way or flung downward, the dismissal finishes; otherwise the
/// view springs back.
@MainActor
final class InteractiveDismissalRecognizer: UIPanGestureRecognizer, InteractiveTransitionDragging {
  private weak var controller: UIViewController?
  var interaction: UIPercentDrivenInteractiveTransition?

  init(controller: UIViewController) {
    self.controller = controller
    super.init()
    isBuiltIn = true
    addTarget(self, action: InteractiveDismissalRecognizer.handleDrag)
  }

  func shouldBegin(translation: CGPoint) -> Bool {
    guard let controller, let presentation = controller.presentationController,
      controller.view.window?.presentationUnderWay == nil, translation.y > abs(translation.x),
      // A pan of the app's own on the view drives the dismissal it wants (UIKit has no drag
      // of its own for a custom presentation).
      !controller.view.attachedRecognizers.contains(where: {
        $0 is UIPanGestureRecognizer && !$0.isBuiltIn && $0.isEnabled
      })
    else { return false }
    // Refused (`isModalInPresentation`, or the delegate): the delegate hears of the attempt.
    guard presentation.userMayDismiss else {
      presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return false
    }
    return true
  }

  func beginTransition(drivenBy interaction: UIPercentDrivenInteractiveTransition) {
    controller?.presentationController?.dismissForUser(interaction: interaction)
  }

  var dragLength: CGFloat { controller?.view.superview?.bounds.height ?? 1 }

  func forward(_ vector: CGPoint) -> CGFloat { vector.y }
}
