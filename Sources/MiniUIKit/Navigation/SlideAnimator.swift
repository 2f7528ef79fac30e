import Foundation

/// A navigation controller's standard transition: a push slides the new controller in from
/// the trailing edge (the right; the left in a right-to-left layout) while the old one moves
/// a third of the way towards the leading edge; a pop does the reverse.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.35
  /// How far the controller underneath moves, as a share of the width.
  static let parallax: CGFloat = 0.3
  /// How dark the covered page gets (black at this alpha over it).
  static let dimming: CGFloat = 0.1

  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let container = transitionContext.containerView
    let bounds = container.bounds
    let trailing = bounds.width * container.trailingSign
    let isPush = operation == .push
    let behind = bounds.offsetBy(dx: -trailing * Self.parallax, dy: 0)
    let outside = bounds.offsetBy(dx: trailing, dy: 0)
    // As iOS: the covered page dims a little, the upper page casts a soft shadow on it.
    let dim = UIView(frame: bounds)
    dim.backgroundColor = .black
    dim.isUserInteractionEnabled = false
    let shadow = EdgeShadowView(isLeft: trailing > 0)
    let upper = isPush ? toView : fromView
    let lower = isPush ? fromView : toView
    if isPush {
      container.addSubview(toView)
      toView.frame = outside
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      toView.frame = behind
    }
    container.insertSubview(dim, aboveSubview: lower)
    container.insertSubview(shadow, belowSubview: upper)
    UIView.performWithoutAnimation {
      dim.alpha = isPush ? 0 : Self.dimming
      shadow.frame = shadow.frame(besides: upper.frame)
    }
    // UIKit's own spring; driven by a finger, linear, so that the views follow it (the
    // finger's release then finishes on the spring).
    let timing: UITimingCurveProvider =
      transitionContext.isInteractive
      ? UICubicTimingParameters(animationCurve: .linear) : UISpringTimingParameters()
    UIView.animate(
      withDuration: Self.duration, delay: 0, timingParameters: timing,
      animations: {
        toView.frame = bounds
        fromView.frame = isPush ? behind : outside
        dim.alpha = isPush ? Self.dimming : 0
        shadow.frame = shadow.frame(besides: upper.frame)
      },
      completion: { _ in
        dim.removeFromSuperview()
        shadow.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// A soft shadow along the left edge of a page (or its right edge): black fading out away
/// from the page.
final class EdgeShadowView: UIView {
  static let width: CGFloat = 8
  /// Opacity next to the page.
  static let darkest: CGFloat = 0.12
  /// Whether the shadow lies along the page's left edge, else its right.
  private var isLeft = true

  /// A shadow along the page's left edge (`isLeft`), else its right.
  convenience init(isLeft: Bool) {
    self.init(frame: .zero)
    self.isLeft = isLeft
    isUserInteractionEnabled = false
  }

  /// Where the shadow goes for a page at `pageFrame`.
  func frame(besides pageFrame: CGRect) -> CGRect {
    let x = isLeft ? pageFrame.minX - Self.width : pageFrame.maxX
    return CGRect(x: x, y: pageFrame.minY, width: Self.width, height: pageFrame.height)
  }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    // One-point strips, each darker towards the page.
    let strips = Int(Self.width)
    for index in 0..<strips {
      let fromPage = isLeft ? strips - 1 - index : index
      let closeness = CGFloat(strips - fromPage) / CGFloat(strips)
      context.fill(
        CGRect(x: rect.minX + CGFloat(index), y: rect.minY, width: 1, height: rect.height),
        color: UIColor(white: 0, alpha: Self.darkest * closeness * closeness))
    }
  }
}
