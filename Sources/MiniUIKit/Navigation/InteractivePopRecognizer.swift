import Foundation

/// A drag from the left edge of the window over a navigation controller: pops the top
/// controller interactively, as UIKit's `interactivePopGestureRecognizer`, a screen-edge pan.
/// As in UIKit, it does not begin while the top controller hides its back button or puts an
/// item of its own in its place, unless its delegate says it should.
@MainActor
final class InteractivePopRecognizer: UIScreenEdgePanGestureRecognizer,
  InteractiveTransitionDragging
{
  private weak var navigationController: UINavigationController?
  var interaction: UIPercentDrivenInteractiveTransition?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
    isBuiltIn = true
    edges = .left
    addTarget(self, action: InteractivePopRecognizer.handleDrag)
  }

  func shouldBegin(translation: CGPoint) -> Bool {
    guard let navigationController, navigationController.canPopInteractively,
      translation.x > abs(translation.y)
    else { return false }
    // UIKit's own rule, which a delegate of the app's replaces.
    return delegate != nil
      || navigationController.topViewController?.navigationItem.keepsBackButton != false
  }

  func beginTransition(drivenBy interaction: UIPercentDrivenInteractiveTransition) {
    navigationController?.pendingPopInteraction = interaction
    navigationController?.popViewController(animated: true)
    navigationController?.pendingPopInteraction = nil
  }

  var dragLength: CGFloat { navigationController?.view.bounds.width ?? 1 }

  func forward(_ vector: CGPoint) -> CGFloat { vector.x }
}
