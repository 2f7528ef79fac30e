import Foundation

/// One pointer in contact with the screen: the mouse while a button is held.
@preconcurrency @MainActor
public final class UITouch: Hashable {
  public enum Phase: Sendable {
    case began
    case moved
    case ended
    case cancelled
  }

  public internal(set) var phase: Phase
  /// The view the touch began in.
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
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
  public let timestamp: TimeInterval
  public let allTouches: Set<UITouch>
  /// Keyboard modifiers held while the event happened.
  public let modifierFlags: UIKeyModifierFlags

  init(timestamp: TimeInterval, touches: Set<UITouch>, modifierFlags: UIKeyModifierFlags) {
    self.timestamp = timestamp
    self.allTouches = touches
    self.modifierFlags = modifierFlags
  }
}
