import Foundation

/// Runs the animations of a stage against one clock.
@preconcurrency @MainActor
@_spi(Host) public final class AnimationEngine {
  init() {}

  /// The clock all animations read: the environment's.
  public var clock: AnimationClock { UIApplication.shared.environment.clock }

  /// What is ticked every frame, in the order added.
  private var tickers: [FrameTicking] = []
  /// Actions waiting for a time, in a queue of their own: waiting needs no frames.
  private var timers: [ScheduledAction] = []
  /// Actions to run once this frame's tickers have all ticked (the next frame's, outside one).
  private var endOfTickActions: [() -> Void] = []
  /// The innermost capture scope open (`capturing(_:)`), if any.
  private var capture: AnimationCapture?

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
  public var hasRunningDrivers: Bool { tickers.contains { $0.needsFrames } }

  /// The kinds of the animations that run, for messages.
  var runningDriverNames: String {
    tickers.filter(\.needsFrames).map { String(describing: type(of: $0)) }.joined(separator: ", ")
  }

  /// Media time of the earliest pending scheduled action, for a host to wake up at.
  public var nextScheduledTime: TimeInterval? {
    timers.lazy.filter(\.isPending).map(\.fireTime).min()
  }

  /// Media time of the earliest pending action that something waits for (not an ambient one,
  /// such as a caret's blink).
  var nextAwaitedTime: TimeInterval? {
    timers.lazy.filter { $0.isPending && !$0.isAmbient }.map(\.fireTime).min()
  }

  /// Runs `body`, and returns the animations it started: what an animator's transition runs
  /// on (its first animation's timing), and what a percent-driven transition ends when it is
  /// run back to its start. A scope opened inside another captures for itself alone.
  func capturing(_ body: () -> Void) -> AnimationCapture {
    let saved = capture
    let scope = AnimationCapture()
    capture = scope
    defer { capture = saved }
    body()
    return scope
  }

  /// A layer animation was added: an open capture scope takes it.
  func didAdd(_ animation: CAAnimation, to layer: CALayer) {
    capture?.add(animation, to: layer)
  }

  /// Adds a view animations' driver, ticked every frame until it is done.
  func add(_ driver: AnimationDriver) {
    capture?.add(driver)
    add(driver as FrameTicking)
  }

  /// Adds something to tick every frame until it is done.
  func add(_ ticker: FrameTicking) {
    if !tickers.contains(where: { $0 === ticker }) { tickers.append(ticker) }
    UIApplication.shared.setNeedsDisplay()
  }

  /// Adds something that moves layers' time (a percent-driven transition's run to its end):
  /// ticked before the animations that read that time, so that they end on the frame it
  /// reaches their end.
  func addTimeSource(_ ticker: FrameTicking) {
    if !tickers.contains(where: { $0 === ticker }) { tickers.insert(ticker, at: 0) }
    UIApplication.shared.setNeedsDisplay()
  }

  func remove(_ ticker: FrameTicking) {
    tickers.removeAll { $0 === ticker }
  }

  /// Runs `action` once the clock reaches `delay` seconds from now; cancel it with the
  /// returned object. An `isAmbient` action keeps something ambient going, which nothing
  /// waits for.
  @discardableResult
  func schedule(
    after delay: TimeInterval, isAmbient: Bool = false,
    _ action: @escaping @MainActor () -> Void
  ) -> ScheduledAction {
    let scheduled = ScheduledAction(fireTime: now + delay, isAmbient: isAmbient, action: action)
    timers.append(scheduled)
    return scheduled
  }

  /// Runs `action` once every ticker has ticked in this frame (in the next frame, when
  /// called between frames): after every animation that ends in the frame has ended.
  func atEndOfTick(_ action: @escaping () -> Void) {
    endOfTickActions.append(action)
  }

  /// Lets every driver finish what ended by now; completions run here, in start order, then
  /// the actions waiting for the end of the tick, the `CATransaction` completions whose
  /// animations have all ended, and the timers whose time came.
  public func tick() {
    let time = now
    frameTime = time
    for ticker in tickers where !ticker.tick(at: time) {
      remove(ticker)
    }
    let endOfTick = endOfTickActions
    endOfTickActions = []
    for action in endOfTick { action() }
    UIApplication.shared.stage.transactions.runFinishedCompletions()
    let due = timers
    timers.removeAll { $0.fireTime <= time || !$0.isPending }
    for timer in due where timer.isPending && timer.fireTime <= time { _ = timer.fire(at: time) }
  }
}
