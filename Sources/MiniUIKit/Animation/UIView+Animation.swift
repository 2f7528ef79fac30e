import Foundation

/// UIKit's block-based animation API.
extension UIView {
  /// Animates the changes made in `animations` after `delay`, on the curve `options` names, then
  /// calls `completion` with whether the animation ran to its end.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      curve: UICubicTimingParameters(animationCurve: options.curve), duration: duration,
      delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Animates the changes made in `animations` with no delay, on the default ease-in-out curve.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// A spring animation that lasts `duration`: `dampingRatio` 1 settles without
  /// overshoot, lower values oscillate; `velocity` is in distances per second.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      curve: UISpringTimingParameters(
        dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity)),
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// iOS 17's spring animation by perceptual duration and bounce (see
  /// `UISpringTimingParameters(duration:bounce:initialVelocity:)`); `initialSpringVelocity`
  /// is in distances per second.
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      curve: UISpringTimingParameters(
        duration: duration, bounce: bounce,
        initialVelocity: CGVector(dx: initialSpringVelocity, dy: initialSpringVelocity)),
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Runs `animations` with any timing curve (cubic or spring).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    timingParameters: UITimingCurveProvider, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      curve: timingParameters, duration: duration, delay: delay, options: options,
      animations: animations, completion: completion)
  }

  /// Sets the repeat count and autoreverse of the changes made in `animations`, called
  /// inside a `.repeat` animation block, as UIKit's iOS 13 API. The block's completion
  /// runs once these repeats are done.
  public static func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    if var context = UIApplication.shared.stage.animationContext,
      let block = context.driver as? BlockAnimation
    {
      context.driver = block.makeChild(repeatCount: Double(count), autoreverses: autoreverses)
      AnimationContext.with(context, animations)
      return
    }
    // Outside a block: applies to `.repeat` animation blocks started in `animations`.
    let stage = UIApplication.shared.stage
    let saved = stage.animationRepeatOverride
    stage.animationRepeatOverride = (Double(count), autoreverses)
    defer { stage.animationRepeatOverride = saved }
    animations()
  }

  /// Runs `actions` with animations off, even inside an animation block: blocks started in
  /// it make their changes at once, as with `setAnimationsEnabled(false)`.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let saved = areAnimationsEnabled
    areAnimationsEnabled = false
    defer { areAnimationsEnabled = saved }
    AnimationContext.with(AnimationContext(driver: nil), actions)
  }

  /// Whether animation blocks animate; when not, their changes happen at once and their
  /// completion runs on the next frame, with `true`.
  public private(set) static var areAnimationsEnabled = true

  /// Turns animation blocks on or off, as UIKit's.
  public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

  /// The duration of the animation block being run, 0 outside one.
  public static var inheritedAnimationDuration: TimeInterval {
    (UIApplication.shared.stage.animationContext?.driver as? BlockAnimation)?.timing?.duration ?? 0
  }

  /// Runs `animations` on a curve already resolved for its duration (a transition's own).
  static func animate(resolvedTiming curve: TimingCurve, animations: () -> Void) {
    run(curve: curve, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs a block with its own timing, or, nested in another block, with what it inherits
  /// from it unless the options override it: the remaining duration, the curve and the
  /// options (UIView.AnimationOptions' documentation).
  private static func run(
    curve provider: UITimingCurveProvider, duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    var duration = max(duration, 0)
    var options = options
    var inheritedCurve: TimingCurve?
    if let outer = UIApplication.shared.stage.animationContext?.driver as? BlockAnimation,
      let outerCurve = outer.timing
    {
      if !options.contains(.overrideInheritedDuration) { duration = outer.remainingDuration }
      if !options.contains(.overrideInheritedCurve) {
        inheritedCurve = TimingCurve(duration: duration, kind: outerCurve.kind)
      }
      if !options.contains(.overrideInheritedOptions) {
        options.formUnion(outer.inheritableOptions)
      }
    }
    run(
      curve: inheritedCurve ?? provider.resolved(duration: duration), delay: delay,
      options: options, animations: animations, completion: completion)
  }

  private static func run(
    curve: TimingCurve, delay: TimeInterval, options: AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    var options = options
    var repeatCount: Double?
    if let override = UIApplication.shared.stage.animationRepeatOverride,
      options.contains(.repeat)
    {
      repeatCount = override.count
      if override.autoreverses { options.insert(.autoreverse) }
    }
    let engine = UIApplication.shared.stage.engine
    guard areAnimationsEnabled else {
      // The changes at once; a driver with nothing to animate completes on the next frame.
      AnimationContext.with(AnimationContext(driver: nil), animations)
      return engine.add(
        BlockAnimation(
          delay: 0, curve: TimingCurve(duration: 0, kind: curve.kind), options: [],
          repeatCount: nil, completion: completion))
    }
    let driver = BlockAnimation(
      delay: delay, curve: curve, options: options, repeatCount: repeatCount,
      completion: completion)
    AnimationContext.with(
      AnimationContext(
        driver: driver, beginFromCurrentState: options.contains(.beginFromCurrentState),
        beginTime: driver.beginTime)
    ) {
      animations()
      // Layout made now is part of the block: it animates.
      if options.contains(.layoutSubviews) { UIApplication.shared.keyWindow?.layoutIfNeeded() }
    }
    engine.add(driver)
  }
}
