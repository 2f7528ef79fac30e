import Foundation

/// Hears about a scroll view's scrolling, as UIKit's protocol. Every method is optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed, by a drag, a glide, an animation or code.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to scroll the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// A finger lets go at `velocity` (points per millisecond); the glide will stop at
  /// `targetContentOffset`, which the delegate may change (the glide then stops there).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The finger let go; `decelerate` says whether the content glides on (or springs back).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts to glide on (or spring back) after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// A glide (or spring back) came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Whether the scroll to the top (Home) may go (default true).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The scroll to the top (Home) got there.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content insets changed (the safe area, or the content insets).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  /// The view a pinch zooms (default none: the scroll view does not zoom).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// A pinch is about to zoom `view`.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// The zoom scale changed, by a pinch or code.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A pinch ended; `scale` is where the zoom settles, within the scales.
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
