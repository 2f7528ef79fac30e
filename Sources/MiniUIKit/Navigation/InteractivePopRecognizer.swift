import Foundation

/// A drag from the leading edge of the window (the left, or the right in a right-to-left
/// layout) over a navigation controller: pops the top controller interactively, as UIKit's `interactivePopGestureRecognizer`, a screen-edge pan.
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

  /// Starts from the leading edge, looked up as each touch goes down.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let isRightToLeft = navigationController?.view.trailingSign == -1
    edges = isRightToLeft ? .right : .left
    super.touchesBegan(touches, with: event)
  }

  func shouldBegin(translation: CGPoint) -> Bool {
    guard let navigationController, navigationController.canPopInteractively,
      forward(translation) > abs(translation.y)
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

  /// Towards the trailing edge, where the top controller leaves.
  func forward(_ vector: CGPoint) -> CGFloat {
    vector.x * (navigationController?.view.trailingSign ?? 1)
  }
}
