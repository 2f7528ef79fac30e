import Foundation

/// What the blocks of `animate(alongsideTransition:completion:)` learn about the transition,
/// as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (an interactive one let go before its end).
  var isCancelled: Bool { get }
  /// The animator's duration for the transition, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interaction has driven the transition, 0…1 (0 without one).
  var percentComplete: CGFloat { get }
  /// The view in which the transition happens.
  var containerView: UIView { get }
  /// The presented controller's presentation style; `.none` for a push, pop or change of tab.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactive.
  var initiallyInteractive: Bool { get }
  /// Whether it can be interrupted (its animator vends an interruptible animator).
  var isInterruptible: Bool { get }
  /// The curve of what runs on its own after an interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// The interaction controller's `completionSpeed` (1 without one).
  var completionVelocity: CGFloat { get }
  /// The rotation the transition makes (identity: windows do not rotate here).
  var targetTransform: CGAffineTransform { get }
  /// The controller the transition moves away from (`.from`) or to (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view the transition moves for `key`, or nil when it leaves that view alone.
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
