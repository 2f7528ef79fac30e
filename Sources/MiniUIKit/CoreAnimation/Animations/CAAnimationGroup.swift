import Foundation

/// Animations that run together on one timeline, as Core Animation's: each child's timing
/// counts from the group's start, and the group's duration cuts them off.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations run together, their times counted from the group's start.
  public var animations: [CAAnimation]?

  public required init() { super.init() }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
  }

  override func validate(on layer: CALayer) -> Bool {
    (animations ?? []).allSatisfy { $0.validate(on: layer) }
  }

  override func apply(to values: inout LayerProperties, at time: CFTimeInterval, layer: CALayer) {
    // The group's timing function paces its children's time.
    guard let fraction = fraction(at: time) else { return }
    let elapsed = Double(fraction) * timing.simpleDuration
    for animation in animations ?? [] {
      animation.apply(to: &values, at: elapsed, layer: layer)
    }
  }
}
