import Foundation

/// Keys for the two controllers of a transition, as UIKit's.
public enum UITransitionContextViewControllerKey: Sendable {
  /// The controller on show when the transition starts.
  case from
  /// The controller on show when the transition ends.
  case to
}

/// Keys for the two views of a transition, as UIKit's.
public enum UITransitionContextViewKey: Sendable {
  /// The view of the controller on show when the transition starts.
  case from
  /// The view of the controller on show when the transition ends.
  case to
}

/// What an animator knows about the transition it runs, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view in which the transition happens; the animator adds the "to" view here.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled, or is running back to its start.
  var transitionWasCancelled: Bool { get }
  /// The presented controller's presentation style; `.none` for a push, pop or change of tab.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation the transition applies to the window: always `.identity`, as a desktop
  /// window does not rotate.
  var targetTransform: CGAffineTransform { get }

  /// The controller the transition moves away from (`.from`) or to (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view to animate, or nil when the animator must leave it alone (the presenter's view
  /// in a custom presentation).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The frame of a controller's view when the transition starts (`.zero` if unknown).
  func initialFrame(for viewController: UIViewController) -> CGRect
  /// The frame of a controller's view when the transition ends (`.zero` if it is removed).
  func finalFrame(for viewController: UIViewController) -> CGRect

  /// Reports how far the interaction has driven the transition (0…1, clamped).
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Reports that the interaction ended and the transition runs on to its end.
  func finishInteractiveTransition()
  /// Reports that the interaction ended and the transition runs back to its start.
  func cancelInteractiveTransition()
  /// Reports that an interaction took the transition over again.
  func pauseInteractiveTransition()
  /// Ends the transition: true if it completed, false if it was cancelled.
  func completeTransition(_ didComplete: Bool)
}
