import Foundation

extension UIView {
  /// Options of keyframe animations, as UIKit's UIView.KeyframeAnimationOptions. The curve
  /// of the whole animation comes from `UIView.AnimationOptions`' curve bits, as in UIKit
  /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`): ease in
  /// and out when none is given.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted but ignored: keyframe animations make no layout pass inside the block (call
    /// `layoutIfNeeded()` in a keyframe).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Views under the animation still receive touches.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen, replacing running animations of the property.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backward after each forward run.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Inside another block: keep this animation's own duration. Accepted: keyframe animations
    /// here never inherit from an outer block.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Inside another block: inherit none of its options. Accepted: keyframe animations here never
    /// inherit from an outer block.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Each keyframe moves its values in a straight line over its time (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// Each keyframe's values take effect at its start time, without interpolation.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Core Animation's even pacing; interpolated as linear here.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Core Animation's Catmull-Rom spline; interpolated as linear here.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Core Animation's paced spline; interpolated as linear here.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
  }

  /// Animates the keyframes that `animations` adds with
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, as UIKit's.
  /// Changes made in `animations` outside any keyframe span the whole duration.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let blockOptions = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
    let curve = UICubicTimingParameters(animationCurve: blockOptions.curve)
    let animation = BlockAnimation(
      delay: delay, curve: curve.resolved(duration: max(duration, 0)), options: blockOptions,
      repeatCount: nil, completion: completion)
    let stage = UIApplication.shared.stage
    let saved = stage.openKeyframeAnimation
    stage.openKeyframeAnimation = (animation, options.isDiscrete)
    AnimationContext.with(
      AnimationContext(
        driver: animation, beginFromCurrentState: options.contains(.beginFromCurrentState),
        beginTime: animation.beginTime),
      animations)
    stage.openKeyframeAnimation = saved
    stage.engine.add(animation)
  }

  /// Adds a keyframe: the changes `animations` makes run from `frameStartTime` for
  /// `frameDuration`, both fractions of the keyframe animation's duration. Called outside
  /// `animateKeyframes`, the changes are made at once, with a warning.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let (animation, isDiscrete) = UIApplication.shared.stage.openKeyframeAnimation else {
      warn("addKeyframe called outside UIView.animateKeyframes: applied at once")
      return performWithoutAnimation(animations)
    }
    let keyframe = animation.makeKeyframe(
      start: frameStartTime, length: frameDuration, isDiscrete: isDiscrete)
    var context = UIApplication.shared.stage.animationContext ?? AnimationContext(driver: keyframe)
    context.driver = keyframe
    AnimationContext.with(context, animations)
  }
}
