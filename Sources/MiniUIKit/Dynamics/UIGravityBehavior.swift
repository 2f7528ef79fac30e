import Foundation

/// Pulls its items in one direction, as UIKit's UIGravityBehavior: `magnitude` 1 is
/// 1,000 points/s², straight down by default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  /// The items the behaviour pulls.
  public var items: [UIDynamicItem] { itemList.all }
  private var itemList: DynamicItemList
  /// The acceleration, in thousands of points per second squared: `magnitude` along `angle`.
  open var gravityDirection: CGVector {
    get { CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
    set {
      let length = hypot(newValue.dx, newValue.dy)
      // No gravity keeps its angle, for a magnitude set next.
      if length > 0 { angle = atan2(newValue.dy, newValue.dx) }
      magnitude = length
    }
  }

  /// The direction's angle, in radians clockwise from the x axis (down by default), kept
  /// apart from `magnitude` so that either may be set first.
  open var angle: CGFloat = .pi / 2 { didSet { wakeItems() } }
  /// The strength of gravity, in thousands of points per second squared (1 by default).
  open var magnitude: CGFloat = 1 { didSet { wakeItems() } }

  /// Points per second squared for a magnitude of 1.
  static let pointsPerSecondSquared: CGFloat = 1000

  /// A gravity behaviour for `items`, pulling straight down at 1,000 points/s².
  public init(items: [UIDynamicItem]) {
    itemList = DynamicItemList(items)
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  /// Adds an item to the behaviour.
  open func addItem(_ item: UIDynamicItem) {
    if itemList.add(item) { setNeedsSync() }
  }

  /// Removes an item from the behaviour.
  open func removeItem(_ item: UIDynamicItem) {
    if itemList.remove(item) { setNeedsSync() }
  }

  /// Sets the direction's angle, in radians clockwise from the x axis, and the strength.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }

  override var dynamicItems: [UIDynamicItem] { items }

  override func applyForces(in animator: UIDynamicAnimator, during seconds: TimeInterval) {
    // In UIKit's units a force of 1 moves a mass of 1 at 100 points/s².
    let perMass = CGVector(
      dx: gravityDirection.dx * Self.pointsPerSecondSquared / 100,
      dy: gravityDirection.dy * Self.pointsPerSecondSquared / 100)
    for item in items {
      guard let body = animator.body(for: item) else { continue }
      let state = body.state
      guard state.isAwake else { continue }
      body.applyForce(
        CGVector(dx: perMass.dx * state.mass, dy: perMass.dy * state.mass), at: state.center)
    }
  }
}
