import Foundation

/// What makes a layer's Core Animation animation a view animation: part of one view
/// property, offset from its model value by `(from − to) · (1 − progress)` in vector form,
/// with its progress supplied by a driver (a `UIView.animate` block or a property animator).
/// It rides on the animation in the layer's list (`CAAnimation.viewOffset`); a class, so that
/// the frame's loops over a layer's animations look at it without copying it.
@MainActor
final class ViewAnimationOffset {
  let property: AnimatableProperty
  /// Where `delta` starts in the property's vector: the size of `bounds` starts at 2.
  let firstComponent: Int
  /// from − to, for the components from `firstComponent` on.
  let delta: [Double]
  let driver: AnimationDriver
  /// Fraction of the driver's duration to wait before this animation moves (property
  /// animators' `addAnimations(_:delayFactor:)`).
  let delayFactor: Double
  /// The clock's time and the layer's own when the animation was added: the layer's time
  /// since then (paused, scrubbed, sped up) is the animation's. (The layer's is moved when
  /// its layer's time is moved as a whole: see `CALayer.shiftAnimationsInTree(by:)`.)
  private(set) var addedAt: (clock: TimeInterval, layer: TimeInterval)

  init(
    property: AnimatableProperty, firstComponent: Int, delta: [Double], driver: AnimationDriver,
    delayFactor: Double, addedAt: (clock: TimeInterval, layer: TimeInterval)
  ) {
    self.property = property
    self.firstComponent = firstComponent
    self.delta = delta
    self.driver = driver
    self.delayFactor = delayFactor
    self.addedAt = addedAt
  }

  /// The layer's time moved by `shift` as a whole: the animation stays where it is.
  func layerTimeDidShift(by shift: CFTimeInterval) { addedAt.layer += shift }

  /// The clock time the driver is asked about when the layer's own time is `layerTime`.
  func driverTime(atLayerTime layerTime: TimeInterval) -> TimeInterval {
    addedAt.clock + (layerTime - addedAt.layer)
  }

  /// Adds the offset at `time` to `value`, the property's whole vector (a loop: this runs for
  /// every animated view on every frame).
  func addOffset(at time: TimeInterval, to value: inout [Double]) {
    let remaining = 1 - driver.progress(at: time, delayFactor: delayFactor)
    for index in delta.indices { value[firstComponent + index] += delta[index] * remaining }
  }

  /// Adds the offset at `moment` to `value`: the whole delta at the animation's start, or
  /// what is left of it at a time.
  func add(_ moment: OffsetMoment, to value: inout [Double]) {
    switch moment {
    case .start:
      for index in delta.indices { value[firstComponent + index] += delta[index] }
    case .time(let time):
      addOffset(at: time, to: &value)
    }
  }

  /// Which offset `add(_:to:)` adds.
  enum OffsetMoment {
    case start
    case time(TimeInterval)
  }
}
