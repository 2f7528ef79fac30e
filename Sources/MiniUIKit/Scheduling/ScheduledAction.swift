import Foundation

/// An action run once the clock reaches a time: the engine's timer.
@MainActor
final class ScheduledAction: AnimationDriver {
  let fireTime: TimeInterval
  private var action: (@MainActor () -> Void)?

  init(fireTime: TimeInterval, action: @escaping @MainActor () -> Void) {
    self.fireTime = fireTime
    self.action = action
  }

  /// Drops the action unrun.
  func cancel() { action = nil }

  var allowsUserInteraction: Bool { true }
  /// Waiting needs no frames: the host sleeps until `fireTime` (see AnimationEngine).
  var isRunning: Bool { false }
  var isPending: Bool { action != nil }

  func progress(at time: TimeInterval, delayFactor: Double) -> Double { 1 }
  func adopt(_ view: UIView) {}
  func animationWasInterrupted() {}

  func tick(at time: TimeInterval) -> Bool {
    guard let action else { return false }
    guard time >= fireTime else { return true }
    self.action = nil
    action()
    return false
  }
}
