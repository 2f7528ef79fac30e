import Foundation

/// A search's presentation and dismissal, as iOS's: the bar rises from its place into the top of
/// the screen while the band behind it covers the navigation bar, the Cancel button slides in,
/// and the dimming (or the results) fades in; dismissal plays it back, and the bar goes home.
@MainActor
final class SearchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) { self.isPresenting = isPresenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let search = transitionContext.viewController(forKey: key) as? UISearchController,
      let view = search.view
    else { return transitionContext.completeTransition(false) }
    let bar = search.searchBar
    let faded = [search.dimmingView, search.barBackground, search.searchResultsController?.view]
      .compactMap { $0 }
    let showsCancel = search.automaticallyShowsCancelButton
    var home = search.barFrameWhenActive
    if isPresenting {
      transitionContext.containerView.addSubview(view)
      view.frame = transitionContext.finalFrame(for: search)
      view.layoutIfNeeded()
      search.updateResultsVisibility()
      bar.frame = search.takeBar()
      bar.layoutIfNeeded()
      for part in faded { part.alpha = 0 }
      if !search.hidesNavigationBarDuringPresentation { search.barBackground.isHidden = true }
    } else {
      home = search.barHomeFrame()
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
      animations: {
        bar.frame = self.isPresenting ? search.barFrameWhenActive : home
        bar.alpha = self.isPresenting || search.hasBarHome ? 1 : 0
        bar.showsCancelButton = self.isPresenting && showsCancel
        bar.layoutIfNeeded()
        for part in faded { part.alpha = self.isPresenting ? 1 : 0 }
      },
      completion: { _ in
        let completed = !transitionContext.transitionWasCancelled
        if !self.isPresenting, completed { search.returnBar() }
        transitionContext.completeTransition(completed)
      })
  }
}
