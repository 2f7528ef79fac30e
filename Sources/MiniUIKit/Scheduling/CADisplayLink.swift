import Foundation

/// Calls its target once per frame, as Core Animation's CADisplayLink: for work that follows
/// time itself (a timer label, a simulation) rather than a model value. While it is added and
/// not paused, the host draws frames; the engine keeps it alive until `invalidate()`.
@preconcurrency @MainActor
public final class CADisplayLink: AnimationDriver {
  private let action: (CADisplayLink) -> Void
  private var isAdded = false

  /// While paused, the link is not called and asks for no frames.
  public var isPaused = false {
    didSet { if !isPaused { UIApplication.shared.setNeedsDisplay() } }
  }
  /// Animation time of the frame being prepared, in seconds.
  public private(set) var timestamp: TimeInterval = 0
  /// Time between frames at the speed animations run (1/60 s at normal speed).
  public var duration: TimeInterval {
    AnimationClock.virtualFrameDuration * AnimationEngine.shared.clock.speed
  }
  /// Time of the frame after this one.
  public var targetTimestamp: TimeInterval { timestamp + duration }

  /// Calls `action` on `target` each frame; the target is held weakly.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> (CADisplayLink) -> Void
  ) {
    self.init { [weak target] link in
      if let target { action(target)(link) }
    }
  }

  /// Calls `action` each frame.
  public init(_ action: @escaping (CADisplayLink) -> Void) {
    self.action = action
  }

  /// Starts the callbacks. The toolkit has one run loop: the arguments are there so that
  /// UIKit code reads the same.
  public func add(to runLoop: RunLoop = .main, forMode mode: RunLoop.Mode = .common) {
    guard !isAdded else { return }
    isAdded = true
    AnimationEngine.shared.add(self)
  }

  /// Stops the callbacks for good and lets the link go.
  public func invalidate() {
    isAdded = false
    AnimationEngine.shared.remove(self)
  }

  // MARK: AnimationDriver

  var allowsUserInteraction: Bool { true }
  var isRunning: Bool { isAdded && !isPaused }
  func progress(at time: TimeInterval, delayFactor: Double) -> Double { 1 }
  func adopt(_ view: UIView) {}
  func animationWasInterrupted() {}

  func tick(at time: TimeInterval) -> Bool {
    guard isAdded else { return false }
    if !isPaused {
      timestamp = time
      action(self)
    }
    return isAdded
  }
}
