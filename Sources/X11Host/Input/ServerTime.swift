import Foundation

/// The X server's event times (milliseconds in 32 bits, wrapping after 49.7 days) as seconds
/// that only go forward: what the toolkit measures gesture speeds with, so that events that
/// arrive late or in a burst keep the pace at which they happened.
struct ServerTime {
  private var last: UInt32?
  private var wraps = 0

  /// Seconds since the server started (plus any wraps seen) for X time `time`.
  mutating func seconds(_ time: UInt) -> TimeInterval {
    let value = UInt32(truncatingIfNeeded: time)
    if let last, value < last, last - value > UInt32.max / 2 { wraps += 1 }
    last = value
    return (Double(wraps) * 4_294_967_296 + Double(value)) / 1000
  }
}
