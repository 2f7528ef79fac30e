import Foundation

/// The one source of animation time ("media time", in seconds).
///
/// Real mode follows a monotonic clock; virtual mode advances exactly `1/60 s` per frame
/// whatever the wall time, so a frame at a given time is the same picture on every machine.
/// `speed` scales the passage of time; changing it never makes time jump.
@preconcurrency @MainActor
@_spi(Host) public final class AnimationClock {
  public enum Mode: Sendable {
    case real
    case virtual
  }

  /// Seconds of media time per frame in virtual mode (before `speed`).
  public static let virtualFrameDuration: TimeInterval = 1.0 / virtualFramesPerSecond
  private static let virtualFramesPerSecond: Double = 60

  // Stored properties read for every animated view in a frame: `@exclusivity(unchecked)`,
  // as `UIView`'s are (see there).
  public let mode: Mode
  private var monotonicNow: () -> TimeInterval
  @exclusivity(unchecked) private var baseMediaTime: TimeInterval = 0
  @exclusivity(unchecked) private var baseMonotonicTime: TimeInterval
  /// Virtual frames since `baseMediaTime`: time is computed from the count, not summed frame
  /// by frame, so frame 15 is exactly 0.25 s rather than 0.25 s minus a drifting rounding.
  @exclusivity(unchecked) private var virtualFrames = 0
  /// Virtual frames since the clock was made, whatever the speed.
  private var virtualFramesInAll = 0

  /// Time runs `speed` times as fast as real time (0.1 = ten times slower).
  @exclusivity(unchecked) public var speed: Double = 1 {
    didSet { rebase(speed: oldValue) }
  }

  /// While true, media time stands still (every animation holds its picture); `step(by:)`
  /// moves it by hand. Input time (`eventTime`) runs on, so gestures keep working.
  @exclusivity(unchecked) public var isPaused = false {
    didSet {
      guard isPaused != oldValue else { return }
      rebase(speed: oldValue ? 0 : speed)
    }
  }

  /// The pace of media time now: `speed`, or nothing while paused.
  private var pace: Double { isPaused ? 0 : speed }

  /// Moves the time base to now, counting the time since the last base at `oldPace`, so
  /// that media time stays continuous across a change of pace.
  private func rebase(speed oldPace: Double) {
    switch mode {
    case .real:
      let nowMonotonic = monotonicNow()
      let current = baseMediaTime + (nowMonotonic - baseMonotonicTime) * oldPace
      baseMediaTime = max(current, frameMediaTime ?? current)
      baseMonotonicTime = nowMonotonic
      frameMediaTime = nil
    case .virtual:
      baseMediaTime += Double(virtualFrames) / Self.virtualFramesPerSecond * oldPace
      virtualFrames = 0
    }
  }

  /// Moves media time by `seconds` (negative: back), for stepping frame by frame while
  /// paused. Animations show the picture of the new time; completions that already ran stay
  /// run.
  public func step(by seconds: TimeInterval) {
    baseMediaTime = max(baseMediaTime + seconds, 0)
    frameMediaTime = nil
  }

  /// Creates a clock; `monotonicNow` defaults to the system's monotonic clock.
  public init(mode: Mode, monotonicNow: @escaping () -> TimeInterval = AnimationClock.systemUptime)
  {
    self.mode = mode
    self.monotonicNow = monotonicNow
    self.baseMonotonicTime = monotonicNow()
  }

  /// The current media time. With the real clock, from the start of a frame until its
  /// display time this is the display time: what the frame shows is already under way.
  public var now: TimeInterval {
    switch mode {
    case .real: max(mediaTime(atMonotonic: monotonicNow()), frameMediaTime ?? 0)
    case .virtual: baseMediaTime + Double(virtualFrames) / Self.virtualFramesPerSecond * pace
    }
  }

  /// The media time of the last frame begun with a display time (real mode): time never
  /// reads earlier than the frame on its way to the screen.
  @exclusivity(unchecked) private var frameMediaTime: TimeInterval?

  /// The media time at `monotonicTime` (seconds of the system's monotonic clock), in real
  /// mode: when a frame shown then should be sampled.
  public func mediaTime(atMonotonic monotonicTime: TimeInterval) -> TimeInterval {
    baseMediaTime + (monotonicTime - baseMonotonicTime) * pace
  }

  /// Marks the start of a frame that will be shown at `displayTime` (monotonic seconds;
  /// nil: at once). In virtual mode this advances one frame's worth of time; in real mode,
  /// media time reads the display time from now on (as Core Animation samples a frame for
  /// `CADisplayLink.targetTimestamp`), so motion is evenly spaced on the screen whatever
  /// the time taken to draw.
  public func advanceFrame(shownAt displayTime: TimeInterval? = nil) {
    switch mode {
    case .virtual:
      virtualFrames += 1
      virtualFramesInAll += 1
    case .real:
      guard let displayTime else { return }
      frameMediaTime = max(mediaTime(atMonotonic: displayTime), frameMediaTime ?? 0)
    }
  }

  /// Time stamps for input, in real seconds whatever the speed (monotonic; in virtual mode,
  /// the frames so far at 1/60 s each): gesture velocities stay true in slow motion.
  public var eventTime: TimeInterval {
    switch mode {
    case .real: monotonicNow()
    case .virtual: Double(virtualFramesInAll) / Self.virtualFramesPerSecond
    }
  }

  /// The system's monotonic clock in seconds.
  public nonisolated static func systemUptime() -> TimeInterval {
    ProcessInfo.processInfo.systemUptime
  }
}
