/// An adjustable element's number, for a host's value interface: a slider's value and
/// range, a stepper's.
@_spi(Host) @preconcurrency @MainActor public protocol AccessibilityRangeValue: AnyObject {
  /// The lowest and highest values.
  var accessibilityRange: ClosedRange<Double> { get }
  /// The smallest change (0: any).
  var accessibilityStep: Double { get }
  /// The value now. Setting it is a user's change: the control sends `.valueChanged`.
  var accessibilityNumber: Double { get set }
}
