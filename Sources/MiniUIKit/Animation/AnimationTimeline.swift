import Foundation

/// A time source other than the clock, for animations an interactive transition scrubs (as
/// Core Animation's layer speed and time offset do for UIKit's percent-driven transitions).
@MainActor
protocol AnimationTimeline: AnyObject {
  /// The timeline's local time at clock time `time`.
  func localTime(at time: TimeInterval) -> TimeInterval
  /// Whether the timeline moves on its own (needs frames).
  var isMoving: Bool { get }
  /// Whether the timeline was run back to its start at clock time `time`: its animations then
  /// end with the views at their start values.
  func hasEndedAtStart(at time: TimeInterval) -> Bool
}
