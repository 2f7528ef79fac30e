import Foundation

/// Pulls an item to a point and turns it upright, as UIKit's UISnapBehavior: a damped spring
/// of 2 Hz, on the centre and on the angle, whose damping ratio is `damping` (0.5 by
/// default: it overshoots a little; 1 settles without overshooting).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  /// The item the behaviour snaps.
  public let item: UIDynamicItem
  /// The point the item is pulled to, in the reference view's coordinates.
  open var snapPoint: CGPoint {
    didSet { wakeItems() }
  }
  /// How quickly the oscillation dies, 0…1.
  open var damping: CGFloat = 0.5 {
    didSet { wakeItems() }
  }

  /// The spring's natural frequency.
  static let frequency: CGFloat = 2

  /// A behaviour that snaps `item` to `point`.
  public init(item: UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var dynamicItems: [UIDynamicItem] { [item] }

  /// The spring's damping ratio: `damping`, but never quite 0.
  var dampingRatio: CGFloat { min(max(damping, 0.05), 1) }

  override func applyForces(in animator: UIDynamicAnimator, during seconds: TimeInterval) {
    guard let body = animator.body(for: item) else { return }
    let state = body.state
    guard state.isAwake else { return }
    let omega = 2 * .pi * Self.frequency
    let zeta = dampingRatio
    // m·(ω²·offset − 2ζω·v), in UIKit's units of force (mass × 100 points/s²).
    let pull = { (offset: CGFloat, velocity: CGFloat) in
      state.mass * (omega * omega * offset - 2 * zeta * omega * velocity) / 100
    }
    body.applyForce(
      CGVector(
        dx: pull(snapPoint.x - state.center.x, state.velocity.dx),
        dy: pull(snapPoint.y - state.center.y, state.velocity.dy)),
      at: state.center)
    let upright = remainder(-state.angle, 2 * .pi)
    body.applyTorque(
      state.inertia * (omega * omega * upright - 2 * zeta * omega * state.angularVelocity))
  }
}
