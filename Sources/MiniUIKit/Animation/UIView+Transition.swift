import Foundation

/// UIKit's view transitions: a change to a view's content shown as a flip or a
/// cross-dissolve.
extension UIView {
  /// Makes the changes in `animations` to `view` and its subviews at once and shows them with
  /// the transition the options name (`.transitionFlipFromLeft`, `.transitionCrossDissolve`,
  /// …): the view's old look, a snapshot, turns or fades away to its new one. Without a
  /// transition option the changes animate as with `animate`. The curls are drawn as
  /// cross-dissolves.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let kind = options.transition
    guard kind != 0 else {
      return animate(
        withDuration: duration, delay: 0, options: options, animations: animations ?? {},
        completion: completion)
    }
    guard let before = view.snapshotView(afterScreenUpdates: false) else { return }
    performWithoutAnimation { animations?() }
    switch kind {
    case 1, 2, 6, 7:
      flip(
        view, from: before, kind: kind, duration: duration, options: options, completion: completion
      )
    default:
      crossDissolve(
        view, from: before, duration: duration, options: options, completion: completion)
    }
  }

  /// Replaces `fromView` with `toView` in its superview (or, with
  /// `.showHideTransitionViews`, hides one and shows the other) with the transition the
  /// options name, played on the superview as UIKit does.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    let swap = {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else if let container = fromView.superview {
        if toView.superview !== container {
          let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
          container.insertSubview(toView, at: index)
        }
        fromView.removeFromSuperview()
      }
    }
    guard let container = fromView.superview else {
      swap()
      completion?(true)
      return
    }
    transition(
      with: container, duration: duration, options: options, animations: swap,
      completion: completion)
  }

  /// The old look on top of the view, fading out.
  private static func crossDissolve(
    _ view: UIView, from before: UIView, duration: TimeInterval, options: AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    view.addSubview(before)
    before.frame = view.bounds
    animate(
      withDuration: duration, delay: 0, options: options, animations: { before.alpha = 0 },
      completion: { finished in
        before.removeFromSuperview()
        completion?(finished)
      })
  }

  /// The old look turns a quarter away, then the view turns in from the other side.
  private static func flip(
    _ view: UIView, from before: UIView, kind: UInt, duration: TimeInterval,
    options: AnimationOptions, completion: ((Bool) -> Void)?
  ) {
    guard let container = view.superview else {
      completion?(true)
      return
    }
    container.insertSubview(before, aboveSubview: view)
    performWithoutAnimation {
      before.center = view.center
      before.transform = view.transform
    }
    let vertical = kind == 6 || kind == 7
    let sign: CGFloat = kind == 1 || kind == 6 ? 1 : -1
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / max(2 * max(view.bounds.width, view.bounds.height), 1)
    func turned(_ angle: CGFloat) -> CATransform3D {
      CATransform3DConcat(
        vertical
          ? CATransform3DMakeRotation(angle, 1, 0, 0) : CATransform3DMakeRotation(angle, 0, 1, 0),
        perspective)
    }
    let finalTransform = view.layer.transform
    performWithoutAnimation {
      view.layer.transform = turned(-sign * .pi / 2)
      before.layer.transform = turned(0)
    }
    let keyframeOptions = KeyframeAnimationOptions(
      rawValue: options.rawValue & ~(0x7 << 20) & ~AnimationOptions.showHideTransitionViews.rawValue
    )
    animateKeyframes(
      withDuration: duration, delay: 0, options: keyframeOptions,
      animations: {
        addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          before.layer.transform = turned(sign * .pi / 2)
        }
        addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          view.layer.transform = finalTransform
        }
      },
      completion: { finished in
        before.removeFromSuperview()
        completion?(finished)
      })
  }
}
