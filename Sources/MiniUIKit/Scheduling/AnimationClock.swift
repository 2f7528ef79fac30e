import Foundation

/// The one source of animation time ("media time", in seconds).
///
/// Real mode follows a monotonic clock; virtual mode advances exactly `1/60 s` per frame
/// whatever the wall time, so a frame at a given time is the same picture on every machine.
/// `speed` scales the passage of time; changing it never makes time jump.
@MainActor
public final class AnimationClock {
  public enum Mode: Sendable {
    case real
    case virtual
  }

  /// Seconds of media time per frame in virtual mode (before `speed`).
  public static let virtualFrameDuration: TimeInterval = 1.0 / 60.0

  public let mode: Mode
  private var monotonicNow: () -> TimeInterval
  private var baseMediaTime: TimeInterval = 0
  private var baseMonotonicTime: TimeInterval

  /// Time runs `speed` times as fast as real time (0.1 = ten times slower).
  public var speed: Double = 1 {
    didSet {
      guard mode == .real else { return }
      // Re-base so that the media time stays continuous across the change.
      let nowMonotonic = monotonicNow()
      baseMediaTime += (nowMonotonic - baseMonotonicTime) * oldValue
      baseMonotonicTime = nowMonotonic
    }
  }

  /// Creates a clock; `monotonicNow` defaults to the system's monotonic clock.
  public init(mode: Mode, monotonicNow: @escaping () -> TimeInterval = AnimationClock.systemUptime)
  {
    self.mode = mode
    self.monotonicNow = monotonicNow
    self.baseMonotonicTime = monotonicNow()
  }

  /// The current media time.
  public var now: TimeInterval {
    switch mode {
    case .real: baseMediaTime + (monotonicNow() - baseMonotonicTime) * speed
    case .virtual: baseMediaTime
    }
  }

  /// Marks the start of a frame: in virtual mode, advances one frame's worth of time.
  public func advanceFrame() {
    if mode == .virtual { baseMediaTime += Self.virtualFrameDuration * speed }
  }

  /// The system's monotonic clock in seconds.
  public nonisolated static func systemUptime() -> TimeInterval {
    ProcessInfo.processInfo.systemUptime
  }
}
