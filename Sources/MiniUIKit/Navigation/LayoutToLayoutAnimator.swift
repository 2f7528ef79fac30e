import Foundation

/// The navigation transition between two collection view controllers that share a
/// collection view (`useLayoutToLayoutNavigationTransitions`; the navigation controller
/// starts and ends the sharing): instead of sliding, the collection view moves into the
/// incoming controller's view and animates to its layout. A pop animates back to the layout
/// of the controller below. Interactive (an edge pop), the layout change is scrubbed with the
/// finger; cancelled, it goes back as it was.
@MainActor
final class LayoutToLayoutAnimator: UIViewControllerAnimatedTransitioning {
  private let operation: UINavigationController.Operation
  private let incoming: UICollectionViewController
  private let outgoing: UICollectionViewController

  /// The animator for a push or pop from `from` to `to`, which share a collection view.
  init(
    operation: UINavigationController.Operation, from: UICollectionViewController,
    to: UICollectionViewController
  ) {
    self.operation = operation
    outgoing = from
    incoming = to
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { UICollectionView.layoutAnimationDuration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let incomingView: UIView = incoming.view
    incomingView.frame = container.bounds
    if operation == .push {
      container.addSubview(incomingView)
    } else {
      container.insertSubview(incomingView, aboveSubview: outgoing.view)
    }
    let collectionView = outgoing.collectionView
    move(collectionView, into: incoming)
    // Driven by a finger, the cells follow it: linear time is linear distance.
    let timing: UITimingCurveProvider =
      transitionContext.isInteractive
      ? UICubicTimingParameters(animationCurve: .linear) : UICollectionView.layoutAnimationTiming
    collectionView?.setCollectionViewLayout(
      incoming.collectionViewLayout, animated: true, timing: timing
    ) { [self] _ in
      let cancelled = transitionContext.transitionWasCancelled
      if cancelled { showWithoutAnimation(outgoing) }
      transitionContext.completeTransition(!cancelled)
    }
  }

  /// Puts the collection view back in `controller`'s view with `controller`'s layout.
  private func showWithoutAnimation(_ controller: UICollectionViewController) {
    guard let collectionView = controller.collectionView else { return }
    move(collectionView, into: controller)
    collectionView.setCollectionViewLayout(controller.collectionViewLayout, animated: false)
  }

  private func move(
    _ collectionView: UICollectionView?, into controller: UICollectionViewController
  ) {
    guard let collectionView, collectionView.superview !== controller.view else { return }
    collectionView.frame = controller.view.bounds
    controller.view.addSubview(collectionView)
  }
}
