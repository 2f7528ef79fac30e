import Foundation

/// Runs the animations of a stage against one clock.
@preconcurrency @MainActor
@_spi(Host) public final class AnimationEngine {
  /// The engine of the application's stage (see `Stage`): a new environment brings another.
  public static var shared: AnimationEngine { UIApplication.shared.stage.engine }

  init() {}

  /// The clock all animations read: the environment's.
  public var clock: AnimationClock { UIApplication.shared.environment.clock }

  /// What is ticked every frame, in the order added.
  private var tickers: [FrameTicking] = []
  /// Actions waiting for a time, in a queue of their own: waiting needs no frames.
  private var timers: [ScheduledAction] = []
  /// While a capture scope is open (`capturingTiming(_:)`): the timing of the first animation
  /// started in it, if one has started.
  private var capture: (isOpen: Bool, timing: TimingCurve?) = (false, nil)
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
  public var hasRunningDrivers: Bool { tickers.contains { $0.isRunning } }

  /// The kinds of the animations that run, for messages.
  var runningDriverNames: String {
    tickers.filter(\.isRunning).map { String(describing: type(of: $0)) }.joined(separator: ", ")
  }

  /// Media time of the earliest pending scheduled action, for a host to wake up at.
  public var nextScheduledTime: TimeInterval? {
    timers.lazy.filter(\.isPending).map(\.fireTime).min()
  }

  /// Runs `body`, and returns the timing of the first animation it started (a block, a
  /// property animator or a layer animation): what an animator's own animation runs on.
  func capturingTiming(_ body: () -> Void) -> TimingCurve? {
    let saved = capture
    capture = (true, nil)
    defer { capture = saved }
    body()
    return capture.timing
  }

  /// An animation with `timing` started: an open capture scope takes the first.
  func didAdd(_ timing: TimingCurve?) {
    if capture.isOpen, capture.timing == nil { capture.timing = timing }
  }

  /// Adds a view animations' driver, ticked every frame until it is done.
  func add(_ driver: AnimationDriver) {
    didAdd(driver.timing)
    add(driver as FrameTicking)
  }

  /// Adds something to tick every frame until it is done.
  func add(_ ticker: FrameTicking) {
    if !tickers.contains(where: { $0 === ticker }) { tickers.append(ticker) }
    UIApplication.shared.setNeedsDisplay()
  }

  func remove(_ ticker: FrameTicking) {
    tickers.removeAll { $0 === ticker }
  }

  /// Runs `action` once the clock reaches `delay` seconds from now; cancel it with the
  /// returned object.
  @discardableResult
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    let scheduled = ScheduledAction(fireTime: now + delay, action: action)
    timers.append(scheduled)
    return scheduled
  }

  /// Lets every driver finish what ended by now; completions run here, in start order, and
  /// then the `CATransaction` completions whose animations have all ended, and the timers
  /// whose time came.
  public func tick() {
    let time = now
    frameTime = time
    for ticker in tickers where !ticker.tick(at: time) {
      remove(ticker)
    }
    CATransaction.runFinishedCompletions()
    let due = timers
    timers.removeAll { $0.fireTime <= time || !$0.isPending }
    for timer in due where timer.isPending && timer.fireTime <= time { _ = timer.fire(at: time) }
  }
}
