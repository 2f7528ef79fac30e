import Foundation

/// The drawing attributes of a view that UIKit keeps on its layer, and access to the
/// animations and presentation values.
@preconcurrency @MainActor
public final class CALayer {
  unowned let view: UIView

  init(view: UIView) { self.view = view }

  /// Radius of the rounded corners of the background (and of the clip when masking).
  public var cornerRadius: CGFloat = 0 { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var borderWidth: CGFloat = 0 { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var borderColor: UIColor = .black { didSet { UIApplication.shared.setNeedsDisplay() } }
  /// Whether sublayers are clipped to the bounds; the same as the view's `clipsToBounds`.
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    set { view.clipsToBounds = newValue }
  }

  /// Removes every animation of the view; their completions get `finished == false` and the
  /// view shows its model values at once.
  public func removeAllAnimations() { view.removeAllAnimations() }

  /// The values on screen now, as Core Animation's presentation layer.
  public func presentation() -> PresentationValues { view.presentationValues() }
}

/// A view's values as they are drawn at the current media time.
public struct PresentationValues: Equatable, Sendable {
  public var center: CGPoint
  public var bounds: CGRect
  public var transform: CGAffineTransform
  public var alpha: CGFloat
  public var backgroundColor: UIColor?

  /// The frame these values give (the bounding box of the transformed bounds).
  public var frame: CGRect {
    UIView.frame(center: center, size: bounds.size, transform: transform)
  }
}
