import Foundation

/// The state of an animator, as UIKit's UIViewAnimatingState.
public enum UIViewAnimatingState: Sendable {
  /// Not started, or finished: the animations have not been applied or are done.
  case inactive
  /// Started or paused.
  case active
  /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
  case stopped
}

/// Where an animator ended, as UIKit's UIViewAnimatingPosition.
public enum UIViewAnimatingPosition: Sendable {
  /// At the end: the views at their final values.
  case end
  /// At the start: the views back at their initial values.
  case start
  /// Where the animation was: the views at their values on screen.
  case current
}

/// An interruptible, scrubbable, reversible animation, as UIKit's UIViewPropertyAnimator.
///
/// Its progress is kept as a pair: the time fraction (`fractionComplete`) and the value
/// progress on screen. Each run moves both from where they are toward the start or the end
/// along the timing curve, so pausing, scrubbing, reversing and continuing never jump.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, AnimationDriver, UIViewImplicitlyAnimating {
  /// One stretch of running time: from (fraction, progress) toward a target end.
  private struct Run {
    var startTime: TimeInterval
    var duration: TimeInterval
    var fromFraction: Double
    var fromProgress: Double
    var toFraction: Double
    var curve: TimingCurve
  }

  /// The duration asked for, in seconds; a physical spring runs for its own settling time.
  public let duration: TimeInterval
  /// The curve the animator was made with (optional, as UIKit declares it).
  public var timingParameters: UITimingCurveProvider? { timingCurve }
  private let timingCurve: UITimingCurveProvider
  /// The delay of the run under way (`startAnimation(afterDelay:)`).
  public private(set) var delay: TimeInterval = 0
  /// The animator's state: inactive, active or stopped.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animation is moving on its own (started and not paused).
  public private(set) var isRunning = false
  /// When true, an animation that reaches its end stays active and paused there.
  public var pausesOnCompletion = false
  /// When true (the default), `fractionComplete` set while paused maps linearly to the
  /// values; when false, through the timing curve.
  public var scrubsLinearly = true
  /// Whether the animated views take touches meanwhile.
  public var isUserInteractionEnabled = true
  /// Whether the animator can be paused, stopped, scrubbed or turned round (the default). One
  /// that is not runs to completion once started; set it before that, as in UIKit.
  public var isInterruptible = true {
    didSet {
      guard state == .active, oldValue != isInterruptible else { return }
      warn(
        "It is not allowed to set the interruptible property of an active animator "
          + "(\(objectName(self)))")
      isInterruptible = oldValue
    }
  }
  /// Whether the app hit-tests the animated views itself. When false (the default), touches
  /// find them where they are on screen, mid-flight; when true, at their final (model) frames,
  /// and the app's `hitTest(_:with:)` overrides look at `layer.presentation()` if they wish.
  public var isManualHitTestingEnabled = false

  private var pendingAnimations: [(delayFactor: Double, block: () -> Void)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var views: [UIView] = []
  private var fraction = 0.0
  private var valueProgress = 0.0
  /// The paused progress of animations added with each delay factor (> 0); like
  /// `valueProgress`, each run moves it from there so that nothing jumps.
  private var delayedProgress: [Double: Double] = [:]
  private var run: Run?
  private let baseCurve: TimingCurve

  var timing: TimingCurve? { baseCurve }

  /// An animator of `duration` seconds on the given timing curve, to add animations to and start.
  public init(duration: TimeInterval, timingParameters: UITimingCurveProvider) {
    self.duration = duration
    timingCurve = timingParameters
    baseCurve = timingParameters.resolved(duration: duration)
  }

  /// An animator of `duration` seconds on one of UIKit's curves, with optional first animations.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator of `duration` seconds on a cubic Bézier curve with the given control points,
  /// with optional first animations.
  public convenience init(
    duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(
        controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    if let animations { addAnimations(animations) }
  }

  /// An animator on a spring of the given damping ratio that settles in exactly `duration`
  /// seconds, with optional first animations.
  public convenience init(
    duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: dampingRatio))
    if let animations { addAnimations(animations) }
  }

  // MARK: Animations and completions

  /// Adds animations; when the animator is already active they join at the current point.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds animations that start once `delayFactor` of the whole duration has passed (at once
  /// if it already has).
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard state != .stopped else {
      return warnStopped("addAnimations(_:) does nothing until finishAnimation(at:)")
    }
    if state == .active {
      // Joining late, the animation runs from its current value over the remaining time.
      let joined = currentFraction(at: now)
      apply(animation, delayFactor: max(Double(delayFactor), isReversed ? 0 : joined))
    } else {
      pendingAnimations.append((Double(delayFactor), animation))
    }
  }

  /// Adds a block to run when the animator ends, with the position it ended at.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  private func apply(_ block: () -> Void, delayFactor: Double) {
    if delayFactor > 0, delayedProgress[delayFactor] == nil {
      delayedProgress[delayFactor] = 0
    }
    AnimationContext.with(AnimationContext(driver: self, delayFactor: delayFactor), block)
  }

  private func activateIfNeeded() {
    guard state == .inactive else { return }
    state = .active
    fraction = 0
    valueProgress = 0
    delayedProgress = [:]
    let blocks = pendingAnimations
    pendingAnimations.removeAll()
    for pending in blocks { apply(pending.block, delayFactor: pending.delayFactor) }
    UIApplication.shared.stage.engine.add(self)
  }

  // MARK: Control

  /// Starts the animation, or resumes it when paused.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animation after `delay` seconds; on a running animator, does nothing.
  public func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped else {
      return warnStopped("startAnimation() does nothing until finishAnimation(at:)")
    }
    guard !isRunning else { return }
    if state == .active, delay > 0 {
      warn("A paused animator (\(objectName(self))) cannot be started with a delay!")
    }
    activateIfNeeded()
    self.delay = delay
    beginRun(curve: baseCurve, delay: delay)
  }

  /// An animator already running `animations` on `options`' curve after `delay`, that ends
  /// with `completion`: UIKit's usual way to start one (it is not interruptible).
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.isInterruptible = false
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Pauses the animation where it is. An animator that is not interruptible warns and runs on.
  public func pauseAnimation() {
    guard state != .stopped else {
      return warnStopped("pauseAnimation() does nothing until finishAnimation(at:)")
    }
    guard isInterruptible else {
      return warn("An animator \(objectName(self)) that is not interruptible cannot be paused!")
    }
    activateIfNeeded()
    freeze()
    UIApplication.shared.setNeedsDisplay()
  }

  /// Resumes a paused animator with new timing (nil keeps the animator's own). As UIKit's,
  /// what remains takes `durationFactor` times the original duration; a factor of 0 keeps
  /// the time that remains at the original pace.
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    guard state == .active else {
      return warn(
        "An animator \(objectName(self)) that is not active cannot be continued: "
          + "start or pause it first")
    }
    guard isInterruptible else { return warnNotInterruptible() }
    freeze()
    guard durationFactor > 0 else {
      return beginRun(curve: parameters?.resolved(duration: duration) ?? baseCurve, delay: 0)
    }
    let length = duration * Double(durationFactor)
    let curve = (parameters ?? timingCurve).resolved(duration: length)
    beginRun(curve: curve, delay: 0, length: curve.duration)
  }

  /// Stops where it is. Without finishing, the views keep their current values and no
  /// completion runs; otherwise the animator waits in `.stopped` for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state != .stopped else { return warn("Animator \(objectName(self)) is already stopped!") }
    guard isInterruptible else {
      return warn("An animator \(objectName(self)) that is not interruptible cannot be stopped!")
    }
    guard state == .active else { return }
    freeze()
    if withoutFinishing {
      settle(at: .current)
      state = .inactive
      UIApplication.shared.stage.engine.remove(self)
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animator with the views at `position`, then runs the completions. On an
  /// active animator, UIKit raises; here it says so and finishes it all the same.
  public func finishAnimation(at position: UIViewAnimatingPosition) {
    if state == .active {
      warn("finishAnimationAtPosition: should only be called on a stopped animator!")
      freeze()
      state = .stopped
    }
    guard state == .stopped else { return }
    end(at: position)
  }

  private func warnStopped(_ consequence: String) {
    warn("Animator \(objectName(self)) is already stopped! \(consequence)")
  }

  private func warnNotInterruptible() {
    warn(
      "An animator \(objectName(self)) that is not interruptible cannot be continued or reversed!")
  }

  // MARK: Progress

  /// The time fraction of the animation, 0 at the start and 1 at the end. Setting it
  /// pauses the animator there (activating it if needed).
  public var fractionComplete: CGFloat {
    get { CGFloat(currentFraction(at: now)) }
    set {
      guard state != .stopped else {
        return warnStopped("fractionComplete cannot change until finishAnimation(at:)")
      }
      guard isInterruptible else {
        return warn("An animator \(objectName(self)) that is not interruptible cannot be paused!")
      }
      activateIfNeeded()
      freeze()
      fraction = min(max(Double(newValue), 0), 1)
      valueProgress = scrubsLinearly ? fraction : baseCurve.progress(atFraction: fraction)
      for delayFactor in delayedProgress.keys {
        let local = Self.localFraction(fraction, delayFactor: delayFactor)
        delayedProgress[delayFactor] =
          scrubsLinearly ? local : baseCurve.progress(atFraction: local)
      }
      UIApplication.shared.setNeedsDisplay()
    }
  }

  /// Whether the animation runs (or will run) toward its start. Changing it while running
  /// turns the animation around from where it is.
  public var isReversed = false {
    didSet {
      guard isRunning, oldValue != isReversed, let run else { return }
      guard isInterruptible else {
        warnNotInterruptible()
        isReversed = oldValue
        return
      }
      freeze()
      beginRun(curve: run.curve, delay: 0)
    }
  }

  private func currentFraction(at time: TimeInterval) -> Double {
    guard let run else { return fraction }
    let u = runFraction(run, at: time)
    return run.fromFraction + (run.toFraction - run.fromFraction) * u
  }

  private func currentProgress(at time: TimeInterval) -> Double {
    guard let run else { return valueProgress }
    let eased = run.curve.progress(atFraction: runFraction(run, at: time))
    return run.fromProgress + (run.toFraction - run.fromProgress) * eased
  }

  private func runFraction(_ run: Run, at time: TimeInterval) -> Double {
    guard run.duration > 0 else { return time >= run.startTime ? 1 : 0 }
    return min(max((time - run.startTime) / run.duration, 0), 1)
  }

  /// Runs from where the animator is toward its start or end, over `length` seconds, or by
  /// default over what remains of the curve's duration (a spring keeps its own time scale).
  private func beginRun(curve: TimingCurve, delay: TimeInterval, length: TimeInterval? = nil) {
    let target: Double = isReversed ? 0 : 1
    let remaining = abs(target - fraction)
    let isSpring: Bool
    if case .spring = curve.kind { isSpring = true } else { isSpring = false }
    let length = length ?? (isSpring ? curve.duration : curve.duration * remaining)
    run = Run(
      startTime: now + max(delay, 0), duration: length,
      fromFraction: fraction, fromProgress: valueProgress, toFraction: target, curve: curve)
    isRunning = true
    UIApplication.shared.stage.engine.add(self)
  }

  /// Captures the running position as the paused position.
  private func freeze() {
    let time = now
    fraction = currentFraction(at: time)
    valueProgress = currentProgress(at: time)
    for delayFactor in delayedProgress.keys {
      delayedProgress[delayFactor] = progress(at: time, delayFactor: delayFactor)
    }
    run = nil
    isRunning = false
  }

  /// The animator's time: the clock's, or, where its views' layers' time runs apart from the
  /// clock (paused, scrubbed, sped up), as far as its animations on the layer furthest behind.
  private var now: TimeInterval { views.driverTime(of: self, at: UIApplication.shared.clock.now) }

  // MARK: AnimationDriver

  var needsFrames: Bool { isRunning && views.isLayerTimeRunning }

  var allowsUserInteraction: Bool { isUserInteractionEnabled }
  var isHitTestedOnScreen: Bool { !isManualHitTestingEnabled }

  func progress(at time: TimeInterval, delayFactor: Double) -> Double {
    guard delayFactor > 0 else { return currentProgress(at: time) }
    // Animations added with a delay factor start late and catch up by the end: in a run,
    // they move from where they were along the curve over their part of the run's time.
    let paused = delayedProgress[delayFactor] ?? 0
    guard let run else { return paused }
    let from = Self.localFraction(run.fromFraction, delayFactor: delayFactor)
    let to = Self.localFraction(run.toFraction, delayFactor: delayFactor)
    let local = Self.localFraction(currentFraction(at: time), delayFactor: delayFactor)
    let u = to == from ? runFraction(run, at: time) : min(max((local - from) / (to - from), 0), 1)
    return paused + (run.toFraction - paused) * run.curve.progress(atFraction: u)
  }

  /// The time fraction of an animation that waits for `delayFactor` of the whole.
  private static func localFraction(_ fraction: Double, delayFactor: Double) -> Double {
    guard delayFactor < 1 else { return fraction >= 1 ? 1 : 0 }
    return min(max((fraction - delayFactor) / (1 - delayFactor), 0), 1)
  }

  func adopt(_ view: UIView) {
    if !views.contains(where: { $0 === view }) { views.append(view) }
  }

  func animationWasInterrupted() {}

  func endAtStart() {
    guard state != .inactive else { return }
    freeze()
    end(at: .start)
  }

  func tick(at clockTime: TimeInterval) -> Bool {
    guard state != .inactive else { return false }
    let time = views.driverTime(of: self, at: clockTime)
    guard let run, isRunning, runFraction(run, at: time) >= 1 else { return true }
    freeze()
    fraction = run.toFraction
    valueProgress = run.toFraction
    for delayFactor in delayedProgress.keys { delayedProgress[delayFactor] = run.toFraction }
    if pausesOnCompletion { return true }
    end(at: run.toFraction == 1 ? .end : .start)
    return false
  }

  /// Puts the views' model values at `position` and drops this animator's animations.
  private func settle(at position: UIViewAnimatingPosition) {
    let time = now
    for view in views {
      view.settleAnimations(of: self, at: position, time: time)
    }
    views.removeAll()
  }

  private func end(at position: UIViewAnimatingPosition) {
    settle(at: position)
    state = .inactive
    isRunning = false
    run = nil
    UIApplication.shared.stage.engine.remove(self)
    let finished = completions
    completions.removeAll()
    for completion in finished { completion(position) }
  }
}
