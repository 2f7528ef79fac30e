import Foundation

/// A controller that shows a collection view and is its data source and delegate, as UIKit's
/// UICollectionViewController. Subclasses `override` the data source, delegate and scroll
/// view delegate methods.
///
/// With `useLayoutToLayoutNavigationTransitions` set before it is pushed onto a navigation
/// controller whose top is another collection view controller, this controller shows that
/// controller's collection view (whose data source and delegate stay in charge), and the
/// push animates the collection view to this controller's layout instead of sliding; the pop
/// animates it back. The flag is read at push time.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the controller was made with.
  public let collectionViewLayout: UICollectionViewLayout
  /// Whether a push of this controller animates the layout of the collection view below.
  public var useLayoutToLayoutNavigationTransitions = false
  /// Whether the selection is cleared each time the view is about to appear (and given back
  /// if the transition that shows it is cancelled).
  public var clearsSelectionOnViewWillAppear = true

  private(set) var ownCollectionView: UICollectionView?
  /// The controller whose collection view this one shows after a layout-to-layout push.
  weak var layoutToLayoutSource: UICollectionViewController?

  /// A controller whose collection view `layout` lays out.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout, as UIKit's without a nib.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view shown: the controller's own, or after a layout-to-layout push the
  /// one of the controller below. Setting it replaces the controller's own.
  public var collectionView: UICollectionView! {
    get {
      if let source = layoutToLayoutSource { return source.collectionView }
      _ = view
      return ownCollectionView
    }
    set {
      ownCollectionView?.removeFromSuperview()
      ownCollectionView = newValue
      guard isViewLoaded, let newValue else { return }
      newValue.frame = view.bounds
      newValue.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(newValue)
    }
  }

  /// A clear view holding the collection view, filling it.
  open override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    guard layoutToLayoutSource == nil else { return }
    installOwnCollectionView()
  }

  /// Makes (or re-adds) the controller's own collection view, filling its view.
  private func installOwnCollectionView() {
    let collectionView =
      ownCollectionView
      ?? UICollectionView(frame: view.bounds, collectionViewLayout: collectionViewLayout)
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    ownCollectionView = collectionView
    view.addSubview(collectionView)
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Shown again without borrowing (it borrowed last time): it gets a collection view of
    // its own.
    if layoutToLayoutSource == nil, ownCollectionView == nil { installOwnCollectionView() }
    guard clearsSelectionOnViewWillAppear, let collectionView else { return }
    let selected = collectionView.indexPathsForSelectedItems ?? []
    for indexPath in selected {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
    // As UIKit's: a transition that is cancelled (a pop let go early) gives the selection
    // back.
    transitionCoordinator?.animate(alongsideTransition: nil) { context in
      guard context.isCancelled else { return }
      for indexPath in selected {
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
      }
    }
  }

  /// Keys go to the collection view first: arrows move focus between cells, Enter selects,
  /// Page Up/Down and Home/End scroll.
  open override func keyPressed(_ key: UIKey) -> Bool {
    if let collectionView, collectionView.window != nil,
      collectionView.handleSelectionKey(key) || collectionView.handleScrollKey(key)
    {
      return true
    }
    return super.keyPressed(key)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items: subclasses that have items override this.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// Subclasses that have items override this; the default gives a plain cell.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// Subclasses whose layout places headers or footers override this.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.unmadeSupplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: UICollectionViewDelegate

  /// Whether a touch may highlight the item: true.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// A touch highlighted the item.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// The item is no longer highlighted.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Whether a tap or key may select the item: true.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Whether a tap or key may deselect the item: true.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// A tap or key selected the item.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// A tap or key deselected the item.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// The item's cell was added, on screen or in the margin laid out around it.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// The item's cell was taken away, to be reused.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// A supplementary view was added, on screen or in the margin laid out around it.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// A supplementary view was taken away, to be reused.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }

  // MARK: UIScrollViewDelegate

  /// The content offset changed, by a drag, a glide, an animation or code.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// A drag is about to scroll the content.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// The finger let go; `decelerate` says whether the content glides on (or springs back).
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// The content starts to glide on (or spring back) after a drag.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// A glide (or spring back) came to rest.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// An animated `setContentOffset(_:animated:)` finished.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// The scroll to the top (Home) got there.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// The adjusted content insets changed (the safe area, or the content insets).
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// A pinch is about to zoom `view`.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// The zoom scale changed, by a pinch or code.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// A pinch ended; `scale` is where the zoom settles, within the scales.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
}
