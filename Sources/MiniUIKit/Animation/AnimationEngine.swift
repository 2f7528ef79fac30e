import Foundation

/// Runs every animation of the process against one clock.
@MainActor
public final class AnimationEngine {
  public static let shared = AnimationEngine()

  /// The clock all animations read. A host replaces it at start-up (real or virtual).
  public var clock = AnimationClock(mode: .virtual)

  private var drivers: [AnimationDriver] = []

  /// The current media time.
  public var now: TimeInterval { clock.now }

  /// Whether any animation moves on its own and so needs frames.
  public var needsFrames: Bool { drivers.contains { $0.isRunning } }

  func add(_ driver: AnimationDriver) {
    if !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
    UIApplication.shared.setNeedsDisplay()
  }

  func remove(_ driver: AnimationDriver) {
    drivers.removeAll { $0 === driver }
  }

  /// Lets every driver finish what ended by now; completions run here, in start order.
  public func tick() {
    let time = now
    for driver in drivers where !driver.tick(at: time) {
      remove(driver)
    }
  }
}
