import Foundation

/// Coordinates, as UIKit's: converting points and rectangles between views (and the window),
/// through each view's center, bounds, transform and anchor point in model values.
extension UIView {
  /// Local (bounds) coordinates → superview coordinates, from model or presentation values.
  nonisolated static func transformToSuperview(
    center: CGPoint, bounds: CGRect, transform: CGAffineTransform,
    anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  ) -> CGAffineTransform {
    CGAffineTransform(translationX: -anchorX(bounds, anchorPoint), y: -anchorY(bounds, anchorPoint))
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// The anchor point in bounds coordinates (the middle exactly as `midX` for the default).
  nonisolated static func anchorX(_ bounds: CGRect, _ anchor: CGPoint) -> CGFloat {
    anchor.x == 0.5 ? bounds.midX : bounds.minX + anchor.x * bounds.width
  }

  nonisolated static func anchorY(_ bounds: CGRect, _ anchor: CGPoint) -> CGFloat {
    anchor.y == 0.5 ? bounds.midY : bounds.minY + anchor.y * bounds.height
  }

  /// Local → window coordinates, using model values.
  var transformToWindow: CGAffineTransform {
    var result = Self.transformToSuperview(
      center: center, bounds: bounds, transform: transform, anchorPoint: anchorPoint)
    var ancestor = superview
    while let view = ancestor, !(view is UIWindow) {
      result = result.concatenating(
        Self.transformToSuperview(
          center: view.center, bounds: view.bounds, transform: view.transform,
          anchorPoint: view.anchorPoint))
      ancestor = view.superview
    }
    return result
  }

  /// Converts a point from this view's coordinates to `view`'s (window coordinates if nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = point.applying(windowTransform)
    guard let view else { return inWindow }
    return inWindow.applying(view.windowTransform.inverted())
  }

  /// Converts a point from `view`'s coordinates (window coordinates if nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inWindow = view.map { point.applying($0.windowTransform) } ?? point
    return inWindow.applying(windowTransform.inverted())
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (window coordinates if nil):
  /// the smallest rectangle that holds its converted corners.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let toWindow = windowTransform
    let transform = view.map { toWindow.concatenating($0.windowTransform.inverted()) } ?? toWindow
    return rect.applying(transform)
  }

  /// Converts a rectangle from `view`'s coordinates (window coordinates if nil) to this view's:
  /// the smallest rectangle that holds its converted corners.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let fromWindow = windowTransform.inverted()
    let transform = view.map { $0.windowTransform.concatenating(fromWindow) } ?? fromWindow
    return rect.applying(transform)
  }

  /// Local → window coordinates; identity for a window itself.
  private var windowTransform: CGAffineTransform {
    self is UIWindow ? .identity : transformToWindow
  }
}
