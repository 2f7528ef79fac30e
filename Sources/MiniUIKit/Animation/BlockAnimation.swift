import Foundation

/// The driver behind one `UIView.animate` call: a delay, a timing curve, repeats, and a
/// completion that learns whether the animation ran to its end.
@MainActor
final class BlockAnimation: AnimationDriver {
  /// When it began (media time): what its animations count their time from.
  let beginTime: TimeInterval
  private let delay: TimeInterval
  private let curve: TimingCurve
  private let options: UIView.AnimationOptions
  /// Forward runs to make (infinite for `.repeat` without a count).
  private let repeatCount: Double
  private var completion: ((Bool) -> Void)?
  private var views: [UIView] = [] {
    didSet { if views.isEmpty { adoptedViews.removeAll() } }
  }
  /// The views in `views`, for a constant-time `adopt`: an animation of many views (a layout
  /// change of a thousand cells) would otherwise scan the list once per view and property.
  private var adoptedViews: Set<ObjectIdentifier> = []
  private var wasInterrupted = false
  /// Drivers of the animations made inside `UIView.modifyAnimations(withRepeatCount:…)` in
  /// this block: same start and curve, their own repeats. This block completes after them.
  private var children: [BlockAnimation] = []
  private weak var parent: BlockAnimation?
  /// For a keyframe: the part of the block's (curved) progress it spans, and whether it
  /// jumps rather than interpolates.
  private var keyframe: (start: Double, length: Double, isDiscrete: Bool)?
  /// Media times closer than this count as equal, so that an end lands on its frame.
  private static let timeTolerance: TimeInterval = 1e-9

  init(
    beginTime: TimeInterval = UIApplication.shared.clock.now, delay: TimeInterval,
    curve: TimingCurve, options: UIView.AnimationOptions, repeatCount: Double?,
    completion: ((Bool) -> Void)?
  ) {
    self.beginTime = beginTime
    self.delay = max(delay, 0)
    self.curve = curve
    self.options = options
    // A count of 0 runs once, as Core Animation's repeatCount.
    self.repeatCount =
      repeatCount.map { $0 > 0 ? $0 : 1 } ?? (options.contains(.repeat) ? .infinity : 1)
    self.completion = completion
  }

  /// A driver for animations of this block with their own repeat count and autoreverse.
  func makeChild(repeatCount count: Double, autoreverses: Bool) -> BlockAnimation {
    var childOptions = options
    childOptions.insert(.repeat)
    if autoreverses { childOptions.insert(.autoreverse) } else { childOptions.remove(.autoreverse) }
    let child = BlockAnimation(
      beginTime: beginTime, delay: delay, curve: curve, options: childOptions,
      repeatCount: count, completion: nil)
    child.parent = self
    children.append(child)
    return child
  }

  /// A driver for one keyframe of this block: its animations run while the block's progress
  /// goes from `start` to `start + length` (fractions of the whole).
  func makeKeyframe(start: Double, length: Double, isDiscrete: Bool) -> BlockAnimation {
    let child = BlockAnimation(
      beginTime: beginTime, delay: delay, curve: curve, options: options,
      repeatCount: repeatCount, completion: nil)
    child.keyframe = (min(max(start, 0), 1), min(max(length, 0), 1), isDiscrete)
    child.parent = self
    children.append(child)
    return child
  }

  var timing: TimingCurve? { curve }

  /// What is left of one run of the block (its delay aside): what a block nested in it
  /// inherits, as UIKit's nested blocks take the in-flight animation's remaining duration.
  var remainingDuration: TimeInterval {
    let time = UIApplication.shared.clock.now
    return min(max(beginTime + delay + curve.duration - time, 0), curve.duration)
  }

  /// The options a block nested in this one inherits.
  var inheritableOptions: UIView.AnimationOptions { options.inheritable }

  var allowsUserInteraction: Bool { options.contains(.allowUserInteraction) }
  /// Whether some view it animates, or one its keyframes or repeats animate, is on a layer
  /// whose time runs.
  var needsFrames: Bool {
    guard views.isEmpty, !children.isEmpty else { return views.isLayerTimeRunning }
    return children.contains { $0.needsFrames }
  }

  /// Duration of one forward (and, with autoreverse, backward) run.
  private var cycleDuration: Double {
    curve.duration * (options.contains(.autoreverse) ? 2 : 1)
  }

  private var endTime: TimeInterval {
    beginTime + delay + cycleDuration * repeatCount
  }

  /// The curve's last answer: every view the block animates asks for the same time in a frame,
  /// and a curve is solved numerically.
  @exclusivity(unchecked) private var lastCurveSample: (fraction: Double, progress: Double)?

  func progress(at time: TimeInterval, delayFactor: Double) -> Double {
    let elapsed = time - beginTime - delay
    guard elapsed > 0 else { return 0 }
    guard curve.duration > 0, time + Self.timeTolerance < endTime else { return 1 }
    var fraction = elapsed / curve.duration
    if options.contains(.autoreverse) {
      fraction = fraction.truncatingRemainder(dividingBy: 2)
      if fraction > 1 { fraction = 2 - fraction }
    } else {
      fraction = fraction.truncatingRemainder(dividingBy: 1)
    }
    let progress: Double
    if let last = lastCurveSample, last.fraction == fraction {
      progress = last.progress
    } else {
      progress = curve.progress(atFraction: fraction)
      lastCurveSample = (fraction, progress)
    }
    guard let keyframe else { return progress }
    if keyframe.isDiscrete { return progress >= keyframe.start ? 1 : 0 }
    guard keyframe.length > 0 else { return progress >= keyframe.start ? 1 : 0 }
    return min(max((progress - keyframe.start) / keyframe.length, 0), 1)
  }

  func adopt(_ view: UIView) {
    if adoptedViews.insert(ObjectIdentifier(view)).inserted { views.append(view) }
  }

  func animationWasInterrupted() {
    wasInterrupted = true
    parent?.animationWasInterrupted()
  }

  func endAtStart() {
    for child in children { child.endAtStart() }
    children.removeAll()
    let now = UIApplication.shared.clock.now
    for view in views { view.settleAnimations(of: self, at: .start, time: now) }
    views.removeAll()
    if let completion {
      self.completion = nil
      completion(true)
    }
  }

  func tick(at clockTime: TimeInterval) -> Bool {
    children = children.filter { $0.tick(at: clockTime) }
    let time = views.driverTime(of: self, at: clockTime)
    if wasInterrupted, let completion {
      // Fire at once; the animation's offsets fade out on schedule so nothing jumps.
      self.completion = nil
      completion(false)
    }
    let hasAnimations = views.contains { $0.hasAnimations(of: self) }
    let ownDone =
      time + Self.timeTolerance >= endTime || (!hasAnimations && wasInterrupted) || views.isEmpty
    guard ownDone, children.isEmpty else { return true }
    for view in views { view.removeAnimations(of: self) }
    views.removeAll()
    if let completion {
      self.completion = nil
      completion(true)
    }
    return false
  }
}
