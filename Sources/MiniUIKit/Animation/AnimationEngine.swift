import Foundation

/// Runs the animations of a stage against one clock.
@preconcurrency @MainActor
public final class AnimationEngine {
  /// The engine of the application's stage (see `Stage`): a new environment brings another.
  public static var shared: AnimationEngine { UIApplication.shared.stage.engine }

  init() {}

  /// The clock all animations read: the environment's.
  public var clock: AnimationClock { UIApplication.shared.environment.clock }

  private var drivers: [AnimationDriver] = []
  /// While set, block animations follow this timeline instead of the clock.
  var capturingTimeline: AnimationTimeline?

  /// Time of the frame being drawn, fixed for the whole frame so that every view is drawn at
  /// one instant (with the real clock; the virtual clock only moves between frames anyway).
  @exclusivity(unchecked) private var frameTime: TimeInterval?

  /// The time presentation values are computed at.
  var presentationTime: TimeInterval {
    clock.mode == .real ? frameTime ?? now : now
  }

  /// The current media time.
  public var now: TimeInterval { clock.now }

  /// Whether any animation moves on its own and so needs frames. With the virtual clock,
  /// time only passes in frames, so a pending scheduled action needs them too.
  public var needsFrames: Bool {
    // Paused, time stands still: a frame would show the same picture.
    guard !clock.isPaused else { return false }
    return hasRunningDrivers
      || (clock.mode == .virtual && nextScheduledTime != nil)
  }

  /// Whether any animation runs, time paused or not.
  public var hasRunningDrivers: Bool { drivers.contains { $0.isRunning } }

  /// The kinds of the animations that run, for messages.
  var runningDriverNames: String {
    drivers.filter(\.isRunning).map { String(describing: type(of: $0)) }.joined(separator: ", ")
  }

  /// Media time of the earliest pending scheduled action, for a host to wake up at.
  public var nextScheduledTime: TimeInterval? {
    drivers.compactMap { ($0 as? ScheduledAction).flatMap { $0.isPending ? $0.fireTime : nil } }
      .min()
  }

  /// How many drivers run (drivers added later come after this index).
  var driverCount: Int { drivers.count }

  /// The timing of the first driver from `index` on that has one: what an animator's own
  /// animation runs on.
  func timing(ofDriversFrom index: Int) -> TimingCurve? {
    drivers.dropFirst(index).lazy.compactMap(\.timing).first
  }

  func add(_ driver: AnimationDriver) {
    if !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
    UIApplication.shared.setNeedsDisplay()
  }

  func remove(_ driver: AnimationDriver) {
    drivers.removeAll { $0 === driver }
  }

  /// Runs `action` once the clock reaches `delay` seconds from now; cancel it with the
  /// returned object.
  @discardableResult
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    let scheduled = ScheduledAction(fireTime: now + delay, action: action)
    add(scheduled)
    return scheduled
  }

  /// Lets every driver finish what ended by now; completions run here, in start order, and
  /// then the `CATransaction` completions whose animations have all ended.
  public func tick() {
    let time = now
    frameTime = time
    for driver in drivers where !driver.tick(at: time) {
      remove(driver)
    }
    CATransaction.runFinishedCompletions()
  }
}
