import Foundation

/// Raw pointer input from a host, before it becomes touches.
@_spi(Host) public struct PointerEvent: Sendable {
  public enum Kind: Sendable {
    /// The primary button went down.
    case down
    /// The pointer moved (with or without a button held).
    case moved
    /// The primary button went up.
    case up
    /// The wheel turned or a touchpad scrolled: in notches, or in points when `isPrecise`.
    /// Positive values reveal content further right (`dx`) and down (`dy`): a wheel turned
    /// towards the user gives a positive `dy`.
    case scroll(dx: CGFloat, dy: CGFloat, isPrecise: Bool)
  }

  public var kind: Kind
  /// Location in window coordinates.
  public var location: CGPoint
  public var modifierFlags: UIKeyModifierFlags
  /// When the input happened, in seconds on the host's input clock (the X server's time),
  /// or nil for "now" (`AnimationClock.eventTime`). Velocities come from these, so a burst
  /// of events that arrives late still has its real pace.
  public var timestamp: TimeInterval?
  /// Whether a scroll comes from a touchpad's fingers (then precise, and a scroll of zero
  /// means they lifted): sideways, it can swipe back.
  public var isTouchpadScroll: Bool

  public init(
    kind: Kind, location: CGPoint, modifierFlags: UIKeyModifierFlags = [],
    timestamp: TimeInterval? = nil, isTouchpadScroll: Bool = false
  ) {
    self.kind = kind
    self.location = location
    self.modifierFlags = modifierFlags
    self.timestamp = timestamp
    self.isTouchpadScroll = isTouchpadScroll
  }
}
