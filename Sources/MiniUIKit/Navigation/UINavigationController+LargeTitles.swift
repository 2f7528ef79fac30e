import Foundation

/// Large titles, as iOS has shown them since iOS 11: with the bar's `prefersLargeTitles`,
/// a controller whose item resolves to a large title gets the band's height in its safe
/// area (so its scroll view rests with its content below the title), and the bar follows
/// that scroll view: the band shrinks as the content scrolls up and grows as it is pulled
/// down.
extension UINavigationController {
  /// Whether `controller`'s title shows large: its item's mode, or the mode of the item
  /// below for `.automatic` (large at the root).
  func showsLargeTitle(for controller: UIViewController) -> Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    let stack = viewControllers
    var index = stack.firstIndex { $0 === controller } ?? stack.count
    var mode = controller.navigationItem.largeTitleDisplayMode
    while mode == .automatic, index > 0 {
      index -= 1
      mode = stack[index].navigationItem.largeTitleDisplayMode
    }
    return mode != .never
  }

  /// The scroll view a large title follows: the controller's view, or the first of its
  /// subviews that scrolls (UIKit's content scroll view).
  func contentScrollView(of controller: UIViewController) -> UIScrollView? {
    guard let view = controller.viewIfLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
  }

  /// How tall `controller`'s large-title band is now: none, the full band while its
  /// content rests at the top, less as it scrolls up, more as it is pulled down.
  func largeTitleBand(for controller: UIViewController) -> CGFloat {
    guard showsLargeTitle(for: controller) else { return 0 }
    let full = UINavigationBar.largeTitleHeight
    guard let scroll = contentScrollView(of: controller) else { return full }
    let rest = -scroll.adjustedContentInset.top
    return max(full + rest - scroll.contentOffset.y, 0)
  }

  /// Gives `controller` the band's room in its safe area (before it shows, on a push).
  func prepareLargeTitle(of controller: UIViewController) {
    controller.containerSafeAreaInsets.top =
      showsLargeTitle(for: controller) ? UINavigationBar.largeTitleHeight : 0
  }

  /// Sets the top controller up for its large title and has the bar follow its scroll
  /// view.
  func updateLargeTitle() {
    guard isViewLoaded, let top = topViewController else { return }
    prepareLargeTitle(of: top)
    navigationBar.scrollEdgeColor = top.viewIfLoaded?.backgroundColor
    let scroll = showsLargeTitle(for: top) ? contentScrollView(of: top) : nil
    if followedScrollView !== scroll {
      followedScrollView?.observer = nil
      followedScrollView = scroll
      scroll?.observer = self
    }
    followLargeTitle()
  }

  /// The band for the top controller's scroll, now (not during a push or pop, which
  /// animates the band itself).
  func followLargeTitle() {
    guard !isTransitioning, let top = topViewController else { return }
    let band = largeTitleBand(for: top)
    guard band != navigationBar.largeTitleBand else { return }
    navigationBar.largeTitleBand = band
    UIView.performWithoutAnimation {
      layOutBars()
      navigationBar.layoutIfNeeded()
    }
  }
}

extension UINavigationController: ScrollViewObserver {
  func scrollViewDidScroll(_ scrollView: UIScrollView) { followLargeTitle() }

  /// A release never leaves a large title half collapsed: it comes to rest with the title
  /// all there or all gone, whichever is nearer, as on iOS.
  func restingOffset(of scrollView: UIScrollView, proposed: CGPoint) -> CGPoint {
    guard let top = topViewController, showsLargeTitle(for: top) else { return proposed }
    let rest = -scrollView.adjustedContentInset.top
    let full = UINavigationBar.largeTitleHeight
    guard proposed.y > rest, proposed.y < rest + full else { return proposed }
    let collapsed = scrollView.clampedContentOffset(CGPoint(x: proposed.x, y: rest + full))
    return proposed.y - rest < full / 2 ? CGPoint(x: proposed.x, y: rest) : collapsed
  }
}
