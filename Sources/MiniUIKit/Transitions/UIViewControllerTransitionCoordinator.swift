import Foundation

/// What the blocks of `animate(alongsideTransition:completion:)` learn about the transition,
/// as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (an interactive one let go before its end).
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var containerView: UIView { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The transition under way, as UIKit's UIViewControllerTransitionCoordinator: other views
/// can animate along with it. Alongside animations share the transition's duration and curve
/// (linear while a finger drives it) and are scrubbed with it when it is interactive; a
/// cancelled transition takes them back too.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition, and `completion` once it has ended. Returns true
  /// (the blocks are always taken).
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
