import Foundation

/// A caret's blink, as iOS's: solid while the text changes or the caret moves, then on and
/// off every half second. Hidden while the window has not the keyboard, so an app in the
/// background wakes for nothing; solid on the virtual clock, whose frames a blink would
/// never let end.
@MainActor
final class CaretBlink {
  private(set) var isVisible = true
  private var toggle: ScheduledAction?

  /// How long the caret stays on, and off.
  static let interval: TimeInterval = 0.5

  /// Shows the caret solid, and blinks it from half a second on.
  func restart() {
    toggle?.cancel()
    isVisible = UIApplication.shared.isHostWindowFocused
    scheduleToggle()
    UIApplication.shared.setNeedsDisplay()
  }

  /// Hides the caret and stops blinking.
  func stop() {
    toggle?.cancel()
    toggle = nil
    isVisible = false
    UIApplication.shared.setNeedsDisplay()
  }

  private func scheduleToggle() {
    let app = UIApplication.shared
    guard app.isHostWindowFocused, app.clock.mode == .real else { return }
    toggle = app.stage.engine.schedule(after: Self.interval, isAmbient: true) { [weak self] in
      guard let self else { return }
      isVisible.toggle()
      app.setNeedsDisplay()
      scheduleToggle()
    }
  }
}
