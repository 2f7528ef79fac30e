import Foundation

/// What its items are made of and how they move, as UIKit's UIDynamicItemBehavior: bounce,
/// friction, density (mass per 10,000 square points), resistance to moving and turning,
/// whether they turn at all or are anchored in place, their charge (for electric and magnetic
/// fields), and velocities to add. An item in several of these takes the last one added.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// The items the behaviour describes.
  public var items: [UIDynamicItem] { itemList.all }
  private var itemList: DynamicItemList
  /// How much of its speed a collision gives back: 0 none, 1 all.
  open var elasticity: CGFloat = 0 { didSet { setNeedsSync() } }
  /// How much the items resist sliding against each other: 0 (the default) not at all.
  open var friction: CGFloat = 0 { didSet { setNeedsSync() } }
  /// The items' density, which with their area gives their mass (1 by default).
  open var density: CGFloat = 1 { didSet { setNeedsSync() } }
  /// Linear damping: 0 none, and more the more it slows the items.
  open var resistance: CGFloat = 0 { didSet { setNeedsSync() } }
  /// Angular damping: 0 none, and more the more it slows the items' turning.
  open var angularResistance: CGFloat = 0 { didSet { setNeedsSync() } }
  /// Whether the items turn (true by default).
  open var allowsRotation = true { didSet { setNeedsSync() } }
  /// An anchored item stays where it is, and others collide with it.
  open var isAnchored = false { didSet { setNeedsSync() } }
  /// The items' charge, for electric and magnetic fields.
  open var charge: CGFloat = 0

  /// Velocities added before the items had bodies, to add once they do.
  private var pendingVelocities: [(item: UIDynamicItem, linear: CGPoint, angular: CGFloat)] = []

  /// A behaviour for `items`.
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

  /// Adds `velocity` (points per second) to the item's.
  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
    add(linear: velocity, angular: 0, to: item)
  }

  /// The item's velocity in points per second, zero when the animator is not moving it.
  open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
    guard let state = dynamicAnimator?.body(for: item)?.state else { return .zero }
    return CGPoint(x: state.velocity.dx, y: state.velocity.dy)
  }

  /// Adds `velocity` (radians per second) to the item's turning.
  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
    add(linear: .zero, angular: velocity, to: item)
  }

  /// The item's turning velocity in radians per second, 0 when the animator is not moving it.
  open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
    dynamicAnimator?.body(for: item)?.state.angularVelocity ?? 0
  }

  private func add(linear: CGPoint, angular: CGFloat, to item: UIDynamicItem) {
    guard let animator = dynamicAnimator, let body = animator.body(for: item) else {
      pendingVelocities.append((item, linear, angular))
      setNeedsSync()
      return
    }
    let state = body.state
    body.setVelocity(
      CGVector(dx: state.velocity.dx + linear.x, dy: state.velocity.dy + linear.y),
      angular: allowsRotation ? state.angularVelocity + angular : 0)
    body.wake()
    animator.resume()
  }

  // MARK: The animator's side

  override var dynamicItems: [UIDynamicItem] { items }

  var material: PhysicsWorld.Material {
    PhysicsWorld.Material(
      elasticity: elasticity, friction: friction, density: max(density, 0.0001),
      resistance: resistance, angularResistance: angularResistance,
      allowsRotation: allowsRotation, isAnchored: isAnchored)
  }

  override func attach(to animator: UIDynamicAnimator) {
    let pending = pendingVelocities
    pendingVelocities = []
    for velocity in pending where animator.body(for: velocity.item) != nil {
      add(linear: velocity.linear, angular: velocity.angular, to: velocity.item)
    }
  }
}
