import Foundation

/// Hears about a scroll view's scrolling, as UIKit's protocol. Every method is optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// A finger lets go at `velocity` (points per millisecond); the glide will stop at
  /// `targetContentOffset`, which the delegate may change (the glide then stops there).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Whether the scroll to the top (Home) may go (default true), and that it got there.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  /// The view a pinch zooms (default none: the scroll view does not zoom).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
}
