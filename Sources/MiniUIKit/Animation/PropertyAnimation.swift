import Foundation

/// One animated property of one view: an additive offset `(from − to) · (1 − progress)`
/// on top of the model value, with its progress supplied by a driver.
@MainActor
final class PropertyAnimation {
  let property: AnimatableProperty
  /// from − to, in the property's vector form.
  let delta: [Double]
  let driver: AnimationDriver
  /// Fraction of the driver's duration to wait before this animation moves (property
  /// animators' `addAnimations(_:delayFactor:)`).
  let delayFactor: Double

  init(property: AnimatableProperty, delta: [Double], driver: AnimationDriver, delayFactor: Double)
  {
    self.property = property
    self.delta = delta
    self.driver = driver
    self.delayFactor = delayFactor
  }

  /// The offset this animation adds to the model value at `time`.
  func offset(at time: TimeInterval) -> [Double] {
    var offset = [Double](repeating: 0, count: delta.count)
    addOffset(at: time, to: &offset)
    return offset
  }

  /// Adds the offset at `time` to `value` (a loop: this runs for every animated view on
  /// every frame).
  func addOffset(at time: TimeInterval, to value: inout [Double]) {
    let remaining = 1 - driver.progress(at: time, delayFactor: delayFactor)
    for index in value.indices { value[index] += delta[index] * remaining }
  }
}
