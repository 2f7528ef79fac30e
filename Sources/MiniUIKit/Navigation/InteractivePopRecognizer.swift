import Foundation

/// A drag from the left edge of a navigation controller: pops the top controller
/// interactively, as UIKit's `interactivePopGestureRecognizer`.
@MainActor
final class InteractivePopRecognizer: InteractiveTransitionRecognizer {
  /// How close to the left edge (points) the drag must start.
  static let edgeWidth: CGFloat = 24

  private weak var navigationController: UINavigationController?
  private var startsAtEdge = false

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    startsAtEdge = location(in: navigationController?.view).x <= Self.edgeWidth
  }

  override func shouldBegin(translation: CGPoint) -> Bool {
    startsAtEdge && navigationController?.canPopInteractively == true
      && translation.x > abs(translation.y)
  }

  override func beginTransition(drivenBy interaction: UIPercentDrivenInteractiveTransition) {
    navigationController?.pendingPopInteraction = interaction
    navigationController?.popViewController(animated: true)
    navigationController?.pendingPopInteraction = nil
  }

  override var dragLength: CGFloat { navigationController?.view.bounds.width ?? 1 }

  override func forward(_ vector: CGPoint) -> CGFloat { vector.x }
}
