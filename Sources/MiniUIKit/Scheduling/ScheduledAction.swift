import Foundation

/// An action run once the clock reaches a time: the engine's timer.
@MainActor
final class ScheduledAction {
  let fireTime: TimeInterval
  /// Whether it only keeps something ambient going (a caret's blink), which nothing waits
  /// for: the app counts as settled while it waits.
  let isAmbient: Bool
  private var action: (@MainActor () -> Void)?

  init(fireTime: TimeInterval, isAmbient: Bool = false, action: @escaping @MainActor () -> Void) {
    self.fireTime = fireTime
    self.isAmbient = isAmbient
    self.action = action
  }

  /// Drops the action unrun.
  func cancel() { action = nil }

  var isPending: Bool { action != nil }

  /// Runs the action once `time` reaches `fireTime`; returns whether it still waits.
  func fire(at time: TimeInterval) -> Bool {
    guard let action else { return false }
    guard time >= fireTime else { return true }
    self.action = nil
    action()
    return false
  }
}
