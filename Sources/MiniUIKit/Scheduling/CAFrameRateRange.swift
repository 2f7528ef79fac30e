import Foundation

/// The frame rates a display link would like, as Core Animation's `CAFrameRateRange`: the
/// link is called at the rate the screen can give nearest to `preferred` (or `maximum`),
/// within `minimum` and `maximum`.
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// No preference: the screen's own rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
