import Foundation

/// Zooming, as UIKit's: the delegate's `viewForZooming(in:)` is scaled by `zoomScale`
/// (between `minimumZoomScale` and `maximumZoomScale`), its frame's origin at the
/// content's and the content size its scaled size. A pinch (Ctrl + drag or Ctrl + wheel
/// with a mouse) zooms about the point under it, resisting past the scales and springing
/// back when it ends; `setZoomScale(_:animated:)` and `zoom(to:animated:)` zoom from code.
extension UIScrollView {
  /// How long an animated zoom, and the spring back from past a scale, take.
  static let zoomDuration: TimeInterval = 0.3

  /// The view the delegate zooms, if any.
  var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

  /// Zooms to `scale` (kept between the scales) about the middle of what shows.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard zoomingView != nil else { return }
    let spot = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let middle = CGPoint(x: bounds.midX / zoomScale, y: bounds.midY / zoomScale)
    zoom(to: clampedZoomScale(scale), anchor: middle, spot: spot, animated: animated)
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills what shows, as far as
  /// the scales allow, centred.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard zoomingView != nil, rect.width > 0, rect.height > 0 else { return }
    let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
    zoom(
      to: scale, anchor: CGPoint(x: rect.midX, y: rect.midY),
      spot: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
  }

  func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
    guard scale.isFinite else { return zoomScale }
    return min(max(scale, minimumZoomScale), max(maximumZoomScale, minimumZoomScale))
  }

  private func zoom(to scale: CGFloat, anchor: CGPoint, spot: CGPoint, animated: Bool) {
    stopMotion()
    guard animated else { return showZoom(scale, anchor: anchor, spot: spot) }
    UIView.animate(withDuration: Self.zoomDuration, delay: 0, options: [.curveEaseInOut]) {
      self.showZoom(scale, anchor: anchor, spot: spot)
    }
  }

  /// Shows the zooming view at `scale`, its point `anchor` (in its own coordinates) at
  /// `spot` of the visible area (from its top left), the offset within range.
  func showZoom(_ scale: CGFloat, anchor: CGPoint, spot: CGPoint) {
    guard let view = zoomingView, scale > 0, scale.isFinite else { return }
    storedZoomScale = scale
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    view.center = CGPoint(x: size.width / 2, y: size.height / 2)
    contentSize = size
    contentOffset = clampedContentOffset(
      CGPoint(x: anchor.x * scale - spot.x, y: anchor.y * scale - spot.y))
    delegate?.scrollViewDidZoom(self)
  }

  /// Puts the pinch on as zooming becomes possible, and off when it no longer is.
  func updatePinch() {
    let zooms = maximumZoomScale > minimumZoomScale
    if zooms, pinchGestureRecognizer == nil {
      let pinch = UIPinchGestureRecognizer { [weak self] recognizer in
        guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
        self.followPinch(pinch)
      }
      pinchGestureRecognizer = pinch
      addGestureRecognizer(pinch)
    } else if !zooms, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }

  private func followPinch(_ pinch: UIPinchGestureRecognizer) {
    guard let view = zoomingView else { return }
    let under = pinch.location(in: self)
    let spot = CGPoint(x: under.x - bounds.minX, y: under.y - bounds.minY)
    switch pinch.state {
    case .began:
      stopMotion()
      pinchAnchor = (CGPoint(x: under.x / zoomScale, y: under.y / zoomScale), zoomScale, spot)
      delegate?.scrollViewWillBeginZooming(self, with: view)
      showZoom(zoomScale, anchor: pinchAnchor!.point, spot: spot)
    case .changed:
      guard let anchor = pinchAnchor else { return }
      pinchAnchor?.spot = spot
      showZoom(resisted(anchor.scale * pinch.scale), anchor: anchor.point, spot: spot)
    case .ended, .cancelled:
      guard let anchor = pinchAnchor else { return }
      pinchAnchor = nil
      let scale = clampedZoomScale(zoomScale)
      if scale != zoomScale {
        zoom(to: scale, anchor: anchor.point, spot: anchor.spot, animated: true)
      }
      delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
    default:
      break
    }
  }

  /// A pinch's scale past the scales, resisting as UIKit's does (or stopped there, without
  /// `bouncesZoom`).
  private func resisted(_ scale: CGFloat) -> CGFloat {
    let clamped = clampedZoomScale(scale)
    guard bouncesZoom, scale != clamped, scale > 0, clamped > 0 else { return clamped }
    return clamped * pow(scale / clamped, 0.3)
  }
}
