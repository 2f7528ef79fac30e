import Foundation

/// The navigation transition between two collection view controllers that share a
/// collection view (`useLayoutToLayoutNavigationTransitions`): instead of sliding, the
/// collection view moves into the incoming controller's view and animates to its layout.
/// A pop animates back to the layout of the controller below. Interactive (an edge pop),
/// the layout change is scrubbed with the finger; cancelled, it goes back as it was.
@MainActor
final class LayoutToLayoutAnimator: UIViewControllerAnimatedTransitioning {
  private let operation: UINavigationController.Operation
  /// The controller that owns the collection view (the lower one) and the one that borrows it.
  private let owner: UICollectionViewController
  private let borrower: UICollectionViewController

  /// The animator for a push of a controller that wants a layout-to-layout transition onto a
  /// collection view controller, or for the pop of such a controller; nil otherwise. A push
  /// makes the incoming controller share the collection view at once (before its view loads).
  init?(
    operation: UINavigationController.Operation, from: UIViewController, to: UIViewController
  ) {
    switch operation {
    case .push:
      guard let incoming = to as? UICollectionViewController,
        incoming.useLayoutToLayoutNavigationTransitions,
        let below = from as? UICollectionViewController,
        incoming.layoutToLayoutSource == nil, incoming.ownCollectionView == nil
      else { return nil }
      incoming.layoutToLayoutSource = below
      owner = below
      borrower = incoming
    case .pop:
      guard let outgoing = from as? UICollectionViewController,
        let below = to as? UICollectionViewController, outgoing.layoutToLayoutSource === below
      else { return nil }
      owner = below
      borrower = outgoing
    case .none:
      return nil
    }
    self.operation = operation
  }

  private var incoming: UICollectionViewController { operation == .push ? borrower : owner }
  private var outgoing: UICollectionViewController { operation == .push ? owner : borrower }

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
    let collectionView = owner.collectionView
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

  func animationEnded(_ transitionCompleted: Bool) {
    // A finished pop ends the sharing: the borrower is off the stack.
    if transitionCompleted, operation == .pop { borrower.layoutToLayoutSource = nil }
  }

  /// Shows the transition's end at once (a push or pop that is not animated).
  func completeWithoutAnimation() {
    showWithoutAnimation(incoming)
  }

  /// Puts the collection view in `controller`'s view with `controller`'s layout.
  private func showWithoutAnimation(_ controller: UICollectionViewController) {
    guard let collectionView = owner.collectionView else { return }
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

extension UINavigationController {
  /// After the stack changed by any route (a pop to the root, `setViewControllers`, a
  /// delegate's animator): controllers that left stop borrowing, and each shared collection
  /// view is shown by the topmost controller on the stack that shares it, with its layout.
  func reconcileSharedCollectionViews(removed: [UIViewController]) {
    for case let borrower as UICollectionViewController in removed {
      borrower.layoutToLayoutSource = nil
    }
    var shown: [ObjectIdentifier: UICollectionViewController] = [:]
    for case let controller as UICollectionViewController in viewControllers {
      shown[ObjectIdentifier(controller.sharingRoot)] = controller
    }
    for displayer in shown.values where displayer.isViewLoaded {
      guard let collectionView = displayer.sharingRoot.ownCollectionView,
        collectionView.superview !== displayer.view
      else { continue }
      collectionView.frame = displayer.view.bounds
      displayer.view.addSubview(collectionView)
      collectionView.setCollectionViewLayout(displayer.collectionViewLayout, animated: false)
    }
  }
}

extension UICollectionViewController {
  /// The controller that owns the collection view this one shows.
  var sharingRoot: UICollectionViewController { layoutToLayoutSource?.sharingRoot ?? self }
}
