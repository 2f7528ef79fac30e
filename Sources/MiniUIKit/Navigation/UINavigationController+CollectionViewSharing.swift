import Foundation

/// Layout-to-layout navigation: a `UICollectionViewController` with
/// `useLayoutToLayoutNavigationTransitions` pushed onto another shows that controller's
/// collection view (whose data source and delegate stay in charge) instead of one of its own.
/// The navigation controller starts the sharing when such a push begins, whatever animator
/// runs it, and ends it when the push is cancelled or the borrower leaves the stack.
extension UINavigationController {
  /// The two collection view controllers of a push or pop from `from` to `to` that share a
  /// collection view, or nil. A push of a controller that asks for it starts the sharing.
  func collectionViewSharing(
    for operation: Operation, from: UIViewController, to: UIViewController
  ) -> (from: UICollectionViewController, to: UICollectionViewController)? {
    guard let from = from as? UICollectionViewController,
      let to = to as? UICollectionViewController
    else { return nil }
    switch operation {
    case .push:
      // The flag is read now, before the incoming view loads without a collection view.
      guard to.useLayoutToLayoutNavigationTransitions, to.layoutToLayoutSource == nil,
        to.ownCollectionView == nil
      else { return nil }
      to.layoutToLayoutSource = from
      return (from, to)
    case .pop:
      return from.layoutToLayoutSource === to ? (from, to) : nil
    case .none:
      return nil
    }
  }

  /// After the stack settled, by any route (a pop to the root, `setViewControllers`, a
  /// cancelled push, a delegate's animator): controllers that left stop borrowing, and each
  /// shared collection view is shown by the topmost controller on the stack that shares it,
  /// with its layout.
  func reconcileSharedCollectionViews(leaving: [UIViewController]) {
    for case let borrower as UICollectionViewController in leaving {
      borrower.layoutToLayoutSource = nil
    }
    var shown: [ObjectIdentifier: UICollectionViewController] = [:]
    for case let controller as UICollectionViewController in viewControllers {
      shown[ObjectIdentifier(controller.sharingRoot)] = controller
    }
    // The top's view is loaded if need be: it is about to show.
    for displayer in shown.values where displayer.isViewLoaded || displayer === topViewController {
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
