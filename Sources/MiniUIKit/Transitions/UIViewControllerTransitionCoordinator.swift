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
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactive.
  var initiallyInteractive: Bool { get }
  /// Whether it can be interrupted (its animator vends an interruptible animator).
  var isInterruptible: Bool { get }
  /// The curve and speed of what runs on its own after an interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  var completionVelocity: CGFloat { get }
  /// The rotation the transition makes (identity: windows do not rotate here).
  var targetTransform: CGAffineTransform { get }
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

  /// As `animate(alongsideTransition:completion:)`, for views outside the container (`view`
  /// names where they are; every view is drawn with the transition here).
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` when a finger lets an interactive transition go (finished or
  /// cancelled), before the rest runs on its own.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with no completion, as UIKit's default.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// `animateAlongsideTransition(in:animation:completion:)` with no completion.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }

  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
}
