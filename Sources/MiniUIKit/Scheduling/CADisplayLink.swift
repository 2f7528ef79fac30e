import Foundation

/// Calls its target once per frame, as Core Animation's CADisplayLink: for work that follows
/// time itself (a timer label, a simulation) rather than a model value. While it is added and
/// not paused, the host draws frames; the engine keeps it alive until `invalidate()`.
@preconcurrency @MainActor
public final class CADisplayLink: FrameTicking {
  private let action: (CADisplayLink) -> Void
  private var isAdded = false

  /// While paused, the link is not called and asks for no frames.
  public var isPaused = false {
    didSet {
      guard !isPaused else { return }
      lastCall = nil
      UIApplication.shared.setNeedsDisplay()
    }
  }
  /// When the frame being prepared will be shown (animation time): the time to draw for.
  public private(set) var targetTimestamp: TimeInterval = 0
  /// When the frame on the screen now was shown: one call before `targetTimestamp` (a
  /// refresh, or several at a lower preferred rate), so that `targetTimestamp - timestamp` is
  /// the link's frame time, as UIKit says to work it out.
  public var timestamp: TimeInterval { targetTimestamp - duration * Double(refreshesPerCall) }
  /// The time between the screen's refreshes, at the speed animations run: 1 over
  /// `UIScreen.main.maximumFramesPerSecond` (1/60 s a frame on the virtual clock).
  public var duration: TimeInterval {
    let clock = UIApplication.shared.clock
    let refresh =
      clock.mode == .virtual
      ? AnimationClock.virtualFrameDuration : 1 / Double(UIScreen.main.maximumFramesPerSecond)
    return refresh * clock.speed
  }
  /// The frame rate wanted (0: the screen's). The link is called every refresh, or every
  /// second, third… so as to come nearest.
  public var preferredFramesPerSecond = 0
  /// The frame rates wanted; when set, it decides over `preferredFramesPerSecond`.
  public var preferredFrameRateRange = CAFrameRateRange.default
  /// When the link was last called (animation time).
  private var lastCall: TimeInterval?

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
    UIApplication.shared.stage.engine.add(self)
  }

  /// Stops the callbacks for good and lets the link go.
  public func invalidate() {
    isAdded = false
    UIApplication.shared.stage.engine.remove(self)
  }

  // MARK: FrameTicking

  var needsFrames: Bool { isAdded && !isPaused }

  func tick(at time: TimeInterval) -> Bool {
    guard isAdded else { return false }
    let interval = duration * Double(refreshesPerCall)
    // (Time stepped back, while paused: from there on.)
    if let last = lastCall, time < last { lastCall = nil }
    if !isPaused, lastCall.map({ time - $0 >= interval - duration / 2 }) ?? true {
      lastCall = time
      targetTimestamp = time
      action(self)
    }
    return isAdded
  }

  /// Refreshes from one call to the next: the screen's rate divided by a whole number
  /// ("the nearest factor of the maximum refresh rate", as UIKit says) nearest the rate
  /// wanted, within the range's minimum and maximum where one is.
  private var refreshesPerCall: Int {
    let screenRate = 1 / (duration / UIApplication.shared.clock.speed)
    let range = preferredFrameRateRange
    let fallback: Double =
      preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : screenRate
    let given: [Float] = [range.preferred ?? 0, range.maximum]
    let wanted: Double = given.first { $0 > 0 }.map(Double.init) ?? fallback
    let divisors = 1...max(Int(screenRate.rounded()), 1)
    let allowed = divisors.filter { divisor in
      let rate = screenRate / Double(divisor)
      return (range.maximum <= 0 || rate <= Double(range.maximum) + 0.5)
        && rate >= Double(range.minimum) - 0.5
    }
    let closeness = { (divisor: Int) in abs(screenRate / Double(divisor) - wanted) }
    return (allowed.isEmpty ? Array(divisors) : allowed).min { closeness($0) < closeness($1) }
      ?? 1
  }
}
