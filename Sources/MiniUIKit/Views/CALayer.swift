import Foundation

/// The drawing attributes of a view that UIKit keeps on its layer, and access to the
/// animations and presentation values.
@preconcurrency @MainActor
public final class CALayer {
  unowned let view: UIView

  init(view: UIView) { self.view = view }

  /// Radius of the rounded corners of the background and the border; animates inside
  /// animation blocks, as Core Animation's.
  public var cornerRadius: CGFloat {
    get { modelCornerRadius }
    set {
      let old = modelCornerRadius
      modelCornerRadius = newValue
      view.modelDidChange(.cornerRadius, from: old, to: newValue)
    }
  }
  private var modelCornerRadius: CGFloat = 0
  public var borderWidth: CGFloat = 0 { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var borderColor: UIColor = .black { didSet { UIApplication.shared.setNeedsDisplay() } }
  /// The layer's transform, in 3D: the same property as the view's `transform` (setting an
  /// affine one sets that), and a perspective one draws the layer as a projected plane.
  /// Animates inside animation blocks, as in UIKit.
  public var transform: CATransform3D {
    get {
      view.transform3D == CATransform3DIdentity ? CATransform3D(view.transform) : view.transform3D
    }
    set {
      if newValue.isAffine {
        view.transform3D = CATransform3DIdentity
        view.transform = newValue.affinePart
      } else {
        if view.transform != .identity { view.transform = .identity }
        view.transform3D = newValue
      }
    }
  }

  /// The point of the bounds, in unit coordinates, that the view's `center` (the layer's
  /// position) places and transforms turn about; (0.5, 0.5) is the middle.
  public var anchorPoint: CGPoint {
    get { view.anchorPoint }
    set { view.anchorPoint = newValue }
  }

  /// The layer's position: the view's `center`.
  public var position: CGPoint {
    get { view.center }
    set { view.center = newValue }
  }

  /// A transform applied to the sublayers, about the anchor point: give it an `m34` to see
  /// the sublayers' 3D transforms in one shared perspective.
  public var sublayerTransform = CATransform3DIdentity {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// When false, the layer is not drawn while its back faces the viewer.
  public var isDoubleSided = true { didSet { UIApplication.shared.setNeedsDisplay() } }

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
  /// The non-affine 3D transform, if any (identity otherwise).
  public var transform3D: CATransform3D
  public var alpha: CGFloat
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat

  /// The frame these values give (the bounding box of the transformed bounds).
  public var frame: CGRect {
    UIView.frame(center: center, size: bounds.size, transform: transform)
  }
}
