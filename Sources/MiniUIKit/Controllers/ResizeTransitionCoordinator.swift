import Foundation

/// The coordinator `viewWillTransition(to:with:)` gets when the window is resized: the
/// blocks given to `animate(alongsideTransition:completion:)` run with the new size laid out
/// (a live resize changes the size a little at a time, so nothing animates), then the
/// completions.
@MainActor
final class ResizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let containerView: UIView
  private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(window: UIWindow) { containerView = window }

  var isAnimated: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { 1 }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var completionVelocity: CGFloat { 1 }
  var targetTransform: CGAffineTransform { .identity }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Runs the blocks: the animations (without animation), then the completions.
  func finish() {
    UIView.performWithoutAnimation { for animation in animations { animation(self) } }
    for completion in completions { completion(self) }
    animations = []
    completions = []
  }
}
