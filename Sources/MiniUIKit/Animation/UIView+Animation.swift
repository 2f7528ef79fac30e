import Foundation

/// UIKit's block-based animation API.
extension UIView {
  /// Repeat count and autoreverse set by `modifyAnimations(withRepeatCount:…)`.
  private static var repeatOverride: (count: Double, autoreverses: Bool)?

  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      curve: UICubicTimingParameters(animationCurve: options.curve), duration: duration,
      delay: delay, options: options, animations: animations, completion: completion)
  }

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
    if var context = AnimationContext.current, let block = context.driver as? BlockAnimation {
      context.driver = block.makeChild(repeatCount: Double(count), autoreverses: autoreverses)
      AnimationContext.with(context, animations)
      return
    }
    // Outside a block: applies to `.repeat` animation blocks started in `animations`.
    let saved = repeatOverride
    repeatOverride = (Double(count), autoreverses)
    defer { repeatOverride = saved }
    animations()
  }

  /// Runs `actions` with animations off, even inside an animation block.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    AnimationContext.with(AnimationContext(driver: nil), actions)
  }

  /// Runs `animations` on a curve already resolved for its duration (a transition's own).
  static func animate(resolvedTiming curve: TimingCurve, animations: () -> Void) {
    run(curve: curve, delay: 0, options: [], animations: animations, completion: nil)
  }

  private static func run(
    curve: UITimingCurveProvider, duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    run(
      curve: curve.resolved(duration: max(duration, 0)), delay: delay, options: options,
      animations: animations, completion: completion)
  }

  private static func run(
    curve: TimingCurve, delay: TimeInterval, options: AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    var options = options
    var repeatCount: Double?
    if let override = repeatOverride, options.contains(.repeat) {
      repeatCount = override.count
      if override.autoreverses { options.insert(.autoreverse) }
    }
    let engine = AnimationEngine.shared
    let driver = BlockAnimation(
      timeline: engine.capturingTimeline, delay: delay, curve: curve, options: options,
      repeatCount: repeatCount, completion: completion)
    AnimationContext.with(
      AnimationContext(
        driver: driver, beginFromCurrentState: options.contains(.beginFromCurrentState)),
      animations)
    engine.add(driver)
  }
}
