import Foundation

/// Keys for the two controllers of a transition, as UIKit's.
public enum UITransitionContextViewControllerKey: Sendable {
  case from
  case to
}

/// Keys for the two views of a transition, as UIKit's.
public enum UITransitionContextViewKey: Sendable {
  case from
  case to
}

/// What an animator knows about the transition it runs, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view in which the transition happens; the animator adds the "to" view here.
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation the transition applies to the window: always `.identity`, as a desktop
  /// window does not rotate.
  var targetTransform: CGAffineTransform { get }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view to animate, or nil when the animator must leave it alone (the presenter's view
  /// in a custom presentation).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The frame of a controller's view when the transition starts (`.zero` if unknown).
  func initialFrame(for viewController: UIViewController) -> CGRect
  /// The frame of a controller's view when the transition ends (`.zero` if it is removed).
  func finalFrame(for viewController: UIViewController) -> CGRect

  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  /// Ends the transition: true if it completed, false if it was cancelled.
  func completeTransition(_ didComplete: Bool)
}
