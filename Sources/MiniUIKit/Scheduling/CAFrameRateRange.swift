import Foundation

/// The frame rates a display link would like, as Core Animation's `CAFrameRateRange`: the
/// link is called at the rate the screen can give nearest to `preferred` (or `maximum`),
/// within `minimum` and `maximum`.
public struct CAFrameRateRange: Equatable, Sendable {
  /// The slowest rate wanted, in frames per second.
  public var minimum: Float
  /// The fastest rate wanted, in frames per second; 0 for no limit.
  public var maximum: Float
  /// The rate wanted, in frames per second; nil or 0 to take `maximum`.
  public var preferred: Float?

  /// A range of frame rates, in frames per second.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// No preference: the screen's own rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
