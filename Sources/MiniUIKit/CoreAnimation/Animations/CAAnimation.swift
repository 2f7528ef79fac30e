import Foundation

/// What an animation tells its delegate, as Core Animation's `CAAnimationDelegate`; both
/// methods are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began (its begin time came).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: `flag` is true when it ran its whole active duration, false when it
  /// was removed before.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit animation of a layer, as Core Animation's: timing (`CAMediaTiming`), a timing
/// function, a delegate; added with `layer.add(_:forKey:)`, which takes a copy.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, MediaTimingStorage,
  @preconcurrency NSCopying
{
  var timing = MediaTimingValues()

  public override required init() { super.init() }

  /// A new animation, as Core Animation's `CAAnimation.animation()`.
  public class func animation() -> Self { Self() }

  /// The pace of each pass (nil: linear).
  public var timingFunction: CAMediaTimingFunction?
  /// Told when the animation starts and stops; kept strongly, as Core Animation does.
  public var delegate: CAAnimationDelegate?
  /// Whether the layer drops the animation when it ends (true). Keep it with a forwards
  /// fill mode to hold the last frame.
  public var isRemovedOnCompletion = true

  func timingDidChange() {}

  /// On a view animation, what its driver moves (see `ViewAnimationOffset`); not copied, so
  /// that a copy runs as a plain animation on layer time.
  @exclusivity(unchecked) var viewOffset: ViewAnimationOffset?
  /// Whether `animationDidStart` was sent.
  var didStart = false
  /// Whether `animationDidStop` was sent.
  var didStop = false
  /// The layer it was added to (the copy the layer holds), for an explicit animation (not
  /// set on a view animation: a weak reference would make every retain of an animated
  /// view's layer take the slow path).
  weak var layer: CALayer?

  /// Whether it is on its layer and not yet over; a view animation runs until its driver
  /// removes it.
  var isRunning: Bool {
    if viewOffset != nil { return !didStop }
    guard let layer, layer.animationEntries.contains(where: { $0.animation === self }) else {
      return false
    }
    return !isFinished(layerTime: layer.currentTime)
  }

  /// Tells the delegate it stopped (once), then runs the `CATransaction` completions that
  /// waited for it alone.
  func didStop(finished: Bool) {
    guard !didStop else { return }
    didStop = true
    delegate?.animationDidStop(self, finished: finished)
    UIApplication.shared.stage.transactions.runFinishedCompletions()
  }

  /// Whether the animation is over at `layerTime`: its active duration passed.
  func isFinished(layerTime: CFTimeInterval) -> Bool {
    timing.isFinished(atParentTime: layerTime)
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self()
    copy.copyValues(from: self)
    return copy
  }

  /// Takes `other`'s settings; subclasses add theirs (calling super).
  func copyValues(from other: CAAnimation) {
    timing = other.timing
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
  }

  /// The fraction of a pass shown at `time` (the layer's time), through the timing function;
  /// nil when the animation has no effect then.
  func fraction(at time: CFTimeInterval) -> CGFloat? {
    guard let progress = timing.progress(atParentTime: time) else { return nil }
    return CGFloat(timingFunction?.evaluate(at: progress) ?? progress)
  }

  /// Seconds into the current pass at `time`, for animations that run on real time (springs).
  func elapsed(at time: CFTimeInterval) -> CFTimeInterval? {
    timing.progress(atParentTime: time).map { $0 * timing.simpleDuration }
  }

  /// The animation's curve and duration, as the inspector shows them.
  var timingCurve: TimingCurve {
    var points: [Float] = [0, 0]
    var cubic = UICubicTimingParameters(animationCurve: .linear)
    if let timingFunction {
      timingFunction.getControlPoint(at: 1, values: &points)
      let first = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
      timingFunction.getControlPoint(at: 2, values: &points)
      cubic = UICubicTimingParameters(
        controlPoint1: first, controlPoint2: CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1])))
    }
    return TimingCurve(duration: timing.simpleDuration, kind: .cubic(cubic))
  }

  /// Changes `values` as the animation shows them at `time` (the layer's time).
  func apply(to values: inout LayerProperties, at time: CFTimeInterval, layer: CALayer) {}

  /// Whether the key paths it animates are all known; warns about the others.
  func validate(on layer: CALayer) -> Bool { true }
}
