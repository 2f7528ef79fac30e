import Foundation

/// What a timed object shows outside its active duration, as Core Animation's
/// CAMediaTimingFillMode (the raw values are those of iOS's Swift overlay).
///
/// See Apple's "CAMediaTiming" reference (fillMode: "Determines if the receiver's presentation
/// is frozen or removed once its active duration has completed").
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// The object has no effect outside its active duration (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The object keeps showing its final state after its active duration.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The object shows its initial state before its begin time.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both `backwards` and `forwards`.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  /// Whether the object fills before its begin time.
  var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the object fills after its active duration.
  var fillsForwards: Bool { self == .forwards || self == .both }
}
