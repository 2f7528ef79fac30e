import Foundation

/// The scroll style: a paging scroll view, as wide as a page and the spacing, that holds the
/// page showing and, while a drag turns, the pages either side (asked of the data source as
/// the drag starts). Once the scroll view comes to rest the page it rests on is the page
/// showing, and the others go.
@MainActor
final class PageScroller: NSObject, PageTurning, UIScrollViewDelegate {
  private unowned let pager: UIPageViewController
  let scrollView = UIScrollView()
  private let pageControl = UIPageControl()
  /// The pages in the scroll view, in order, and which of them is showing.
  private var strip: [UIViewController] = []
  private var showingIndex = 0
  /// A drag is turning: its pages were asked for, and the delegate told of the turn.
  private var isUserTurn = false
  private var announced = false
  /// An animated `setViewControllers`: its completion.
  private var turnCompletion: ((Bool) -> Void)?

  init(pager: UIPageViewController) {
    self.pager = pager
  }

  var recognizers: [UIGestureRecognizer] { [scrollView.panGestureRecognizer] }

  private var isHorizontal: Bool { pager.navigationOrientation == .horizontal }

  func install() {
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.alwaysBounceHorizontal = isHorizontal
    scrollView.alwaysBounceVertical = !isHorizontal
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.scrollsToTop = false
    scrollView.delegate = self
    pager.view.addSubview(scrollView)
    pageControl.isUserInteractionEnabled = false
    pageControl.pageIndicatorTintColor = .tertiaryLabel
    pageControl.currentPageIndicatorTintColor = .label
    pager.view.addSubview(pageControl)
  }

  /// A page's length along the axis, with the spacing.
  private var step: CGFloat {
    let bounds = pager.view.bounds
    return (isHorizontal ? bounds.width : bounds.height) + pager.interPageSpacing
  }

  private func offset(of index: Int) -> CGPoint {
    let along = CGFloat(index) * step
    return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
  }

  func layout() {
    let bounds = pager.view.bounds
    let spacing = pager.interPageSpacing
    scrollView.frame =
      isHorizontal
      ? bounds.insetBy(dx: -spacing / 2, dy: 0) : bounds.insetBy(dx: 0, dy: -spacing / 2)
    let count = CGFloat(max(strip.count, 1))
    scrollView.contentSize =
      isHorizontal
      ? CGSize(width: step * count, height: bounds.height)
      : CGSize(width: bounds.width, height: step * count)
    for (index, page) in strip.enumerated() {
      let origin = offset(of: index)
      page.view.frame = CGRect(
        x: origin.x + (isHorizontal ? spacing / 2 : 0),
        y: origin.y + (isHorizontal ? 0 : spacing / 2),
        width: bounds.width, height: bounds.height)
      if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
    }
    if !scrollView.isDragging, !scrollView.isDecelerating, turnCompletion == nil {
      scrollView.contentOffset = offset(of: showingIndex)
    }
    let size = pageControl.sizeThatFits(bounds.size)
    pageControl.frame = CGRect(
      x: bounds.midX - size.width / 2, y: bounds.maxY - pager.view.safeAreaInsets.bottom - 37,
      width: size.width, height: 37)
    pager.view.bringSubviewToFront(pageControl)
  }

  func show(
    _ pages: [UIViewController], direction: UIPageViewController.NavigationDirection,
    animated: Bool, completion: @escaping (Bool) -> Void
  ) {
    let page = pages[0]
    guard animated, let showing = pager.viewControllers?.first, showing !== page,
      !scrollView.isDragging, step > 0
    else {
      reset(showing: page)
      pager.becomeShowing([page])
      layout()
      updatePageControl()
      return completion(true)
    }
    reset(showing: showing)
    strip = direction == .forward ? [showing, page] : [page, showing]
    showingIndex = direction == .forward ? 0 : 1
    pager.adoptPage(page)
    layout()
    scrollView.contentOffset = offset(of: showingIndex)
    turnCompletion?(false)
    turnCompletion = completion
    scrollView.setContentOffset(offset(of: direction == .forward ? 1 : 0), animated: true)
  }

  /// Ends any turn under way (its completion hears it did not finish) and leaves `page` the
  /// only one in the scroll view, letting the others go.
  private func reset(showing page: UIViewController) {
    scrollView.stopMotion()
    let others = strip.filter { $0 !== page }
    strip = [page]
    showingIndex = 0
    for other in others { pager.releasePage(other) }
    isUserTurn = false
    announced = false
    let completion = turnCompletion
    turnCompletion = nil
    completion?(false)
  }

  // MARK: UIScrollViewDelegate

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    guard let showing = pager.viewControllers?.first else { return }
    // A drag that catches a turn still gliding starts from the page it rests nearest.
    let before = pager.neighbour(of: showing, .reverse)
    let after = pager.neighbour(of: showing, .forward)
    let drift = along(scrollView.contentOffset) - CGFloat(showingIndex) * step
    let kept = [before, showing, after].compactMap { $0 }
    // A drag that caught a turn on its way: the pages it brought go, but for those kept.
    for page in strip where !kept.contains(where: { $0 === page }) { pager.releasePage(page) }
    strip = kept
    showingIndex = before == nil ? 0 : 1
    for page in strip where page !== showing { pager.adoptPage(page) }
    isUserTurn = true
    announced = false
    layout()
    let start = CGFloat(showingIndex) * step + drift
    scrollView.rebaseDrag(to: isHorizontal ? CGPoint(x: start, y: 0) : CGPoint(x: 0, y: start))
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard isUserTurn, !announced else { return }
    let moved = along(scrollView.contentOffset) - CGFloat(showingIndex) * step
    let index = showingIndex + (moved > 0 ? 1 : -1)
    guard abs(moved) > 0.5, strip.indices.contains(index) else { return }
    announced = true
    pager.delegate?.pageViewController(pager, willTransitionTo: [strip[index]])
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { settle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

  private func along(_ point: CGPoint) -> CGFloat { isHorizontal ? point.x : point.y }

  /// The scroll view came to rest: the page there is the one showing.
  private func settle() {
    guard !strip.isEmpty, step > 0 else { return }
    let index = min(
      max(Int((along(scrollView.contentOffset) / step).rounded()), 0), strip.count - 1)
    let previous = pager.viewControllers ?? []
    let page = strip[index]
    let others = strip.filter { $0 !== page }
    strip = [page]
    showingIndex = 0
    pager.becomeShowing([page])
    for other in others { pager.releasePage(other) }
    layout()
    if isUserTurn {
      isUserTurn = false
      if announced { pager.userTurnDidFinish(from: previous, completed: previous.first !== page) }
    }
    // Asked after the delegate heard of the turn, as a data source keeping the index there
    // expects.
    updatePageControl()
    let completion = turnCompletion
    turnCompletion = nil
    completion?(true)
  }

  private func updatePageControl() {
    guard let dataSource = pager.dataSource else {
      pageControl.isHidden = true
      return
    }
    let count = dataSource.presentationCount(for: pager)
    pageControl.isHidden = count <= 0
    pageControl.numberOfPages = max(count, 0)
    pageControl.currentPage = dataSource.presentationIndex(for: pager)
    layout()
  }
}
