import Foundation

/// One pointer in contact with the screen: the mouse while a button is held.
@preconcurrency @MainActor
public final class UITouch: Hashable {
  /// The stage of a touch in its sequence.
  public enum Phase: Sendable {
    /// The touch went down.
    case began
    /// The touch moved.
    case moved
    /// The touch lifted.
    case ended
    /// The touch was cancelled, as by a gesture recognizer claiming it.
    case cancelled
  }

  /// The touch's stage at its latest change.
  public internal(set) var phase: Phase
  /// The view the touch began in.
  public internal(set) weak var view: UIView?
  /// The window the touch began in.
  public internal(set) weak var window: UIWindow?
  /// When the touch last changed, in seconds on the input clock.
  public internal(set) var timestamp: TimeInterval
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint
  /// Which finger this is among those down together (0 the mouse; the emulated fingers 1
  /// and 2), for a stable order.
  var source = 0

  init(phase: Phase, location: CGPoint, timestamp: TimeInterval) {
    self.phase = phase
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.timestamp = timestamp
  }

  /// The touch's location in `view`'s coordinates (window coordinates for nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The touch's location before its latest change, in `view`'s coordinates (window
  /// coordinates for nil).
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// An input event with its touches.
@preconcurrency @MainActor
public final class UIEvent {
  /// When the event happened, in seconds on the input clock.
  public let timestamp: TimeInterval
  /// The touches of the event: every one down, and those that just lifted.
  public let allTouches: Set<UITouch>
  /// Keyboard modifiers held while the event happened.
  public let modifierFlags: UIKeyModifierFlags

  init(timestamp: TimeInterval, touches: Set<UITouch>, modifierFlags: UIKeyModifierFlags) {
    self.timestamp = timestamp
    self.allTouches = touches
    self.modifierFlags = modifierFlags
  }
}
