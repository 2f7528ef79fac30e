import Foundation

/// An area a field acts in, as UIKit's UIRegion: a circle, a rectangle, everywhere, or what
/// their unions, intersections, differences and inverses make, round the field's position.
@preconcurrency @MainActor
public final class UIRegion: NSObject {
  private indirect enum Shape {
    case everywhere
    case circle(radius: CGFloat)
    case rectangle(CGSize)
    case inverse(Shape)
    case union(Shape, Shape)
    case intersection(Shape, Shape)
    case difference(Shape, Shape)

    func contains(_ point: CGPoint) -> Bool {
      switch self {
      case .everywhere: return true
      case .circle(let radius): return hypot(point.x, point.y) <= radius
      case .rectangle(let size):
        return abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
      case .inverse(let shape): return !shape.contains(point)
      case .union(let a, let b): return a.contains(point) || b.contains(point)
      case .intersection(let a, let b): return a.contains(point) && b.contains(point)
      case .difference(let a, let b): return a.contains(point) && !b.contains(point)
      }
    }
  }

  private let shape: Shape

  private init(shape: Shape) { self.shape = shape }

  /// A circle of `radius` round the centre.
  public convenience init(radius: CGFloat) { self.init(shape: .circle(radius: radius)) }
  /// A rectangle of `size` round the centre.
  public convenience init(size: CGSize) { self.init(shape: .rectangle(size)) }

  /// The region that holds every point.
  public static let infinite = UIRegion(shape: .everywhere)

  /// The points outside this region.
  public func inverse() -> Self { Self(shape: .inverse(shape)) }
  /// The points in this region or in `region`.
  public func union(with region: UIRegion) -> Self { Self(shape: .union(shape, region.shape)) }
  /// The points in both this region and `region`.
  public func intersection(with region: UIRegion) -> Self {
    Self(shape: .intersection(shape, region.shape))
  }
  /// The points in this region but not in `region`.
  public func difference(from region: UIRegion) -> Self {
    Self(shape: .difference(shape, region.shape))
  }

  /// Whether `point`, relative to the region's centre, is in it.
  public func contains(_ point: CGPoint) -> Bool { shape.contains(point) }
}

/// A field that pushes the items in it by where they are and how they move, as UIKit's
/// UIFieldBehavior. The kinds, in UIKit's units (a force of 1 accelerates a mass of 1 at
/// 100 points/s²; `strength` 1 by default):
/// - a **spring** pulls towards `position`: an acceleration of 100·`strength` points/s² per
///   point away (so it swings with a period of 2π/√(100·`strength`) seconds);
/// - **radial gravity** pulls towards `position` at 1,000·`strength` points/s², divided by
///   (distance/100)^`falloff` beyond `minimumRadius`;
/// - **linear gravity** pulls along `direction` at 1,000 points/s² per unit of it;
/// - a **velocity** field steers the items' velocity towards `direction` (points per
///   second), at a rate of `strength` per second;
/// - **drag** slows them by `strength` per second;
/// - a **vortex** pushes them round `position`, at 100·`strength` points/s²;
/// - **electric** and **magnetic** fields push charged items (`UIDynamicItemBehavior.charge`):
///   away from `position`, and across their motion;
/// - an app's own field gives the force from its evaluation block.
/// A field acts within `region`, round `position`.
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
  /// What an app's own field computes: the force on an item from the field, its position
  /// relative to the field's, its velocity, mass and charge, and the step's duration.
  public typealias EvaluationBlock = (
    UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval
  ) -> CGVector

  private enum Kind {
    case spring, radialGravity, linearGravity, velocity, drag, vortex, electric, magnetic
    case custom(EvaluationBlock)
  }

  private let kind: Kind
  /// The items the field acts on.
  public var items: [UIDynamicItem] { itemList.all }
  private var itemList = DynamicItemList([])
  /// The field's centre, in the reference view's coordinates ((0, 0) by default).
  open var position = CGPoint.zero { didSet { wakeItems() } }
  /// The area the field acts in, round `position` (everywhere by default).
  open var region = UIRegion.infinite { didSet { wakeItems() } }
  /// How strongly the field acts (1 by default).
  open var strength: CGFloat = 1 { didSet { wakeItems() } }
  /// How fast radial gravity, vortex and electric fields weaken with distance: the power of the
  /// distance in hundreds of points they are divided by (0 by default: not at all).
  open var falloff: CGFloat = 0 { didSet { wakeItems() } }
  /// The distance within which the field stops growing stronger as items come nearer (0 by
  /// default).
  open var minimumRadius: CGFloat = 0 { didSet { wakeItems() } }
  /// The direction and size of linear gravity, or the velocity, in points per second, that a
  /// velocity field steers towards.
  open var direction = CGVector.zero { didSet { wakeItems() } }

  private init(kind: Kind) {
    self.kind = kind
    super.init()
  }

  /// A field that pulls items towards `position` like a spring.
  open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

  /// A field that pulls items towards `position`.
  open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .radialGravity)
    field.position = position
    return field
  }

  /// A field that pulls items along `direction`.
  open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .linearGravity)
    field.direction = direction
    return field
  }

  /// A field that steers items' velocity towards `direction`, in points per second.
  open class func velocityField(direction: CGVector) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .velocity)
    field.direction = direction
    return field
  }

  /// A field that slows items in proportion to their speed.
  open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
  /// A field that pushes items round `position`.
  open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }
  /// A field that pushes positively charged items away from `position` and pulls negatively
  /// charged ones towards it.
  open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }
  /// A field that pushes moving charged items across their motion.
  open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

  /// A field whose force on each item `block` computes.
  open class func field(evaluationBlock block: @escaping EvaluationBlock) -> UIFieldBehavior {
    UIFieldBehavior(kind: .custom(block))
  }

  /// Adds an item to the field.
  open func addItem(_ item: UIDynamicItem) {
    if itemList.add(item) { setNeedsSync() }
  }

  /// Removes an item from the field.
  open func removeItem(_ item: UIDynamicItem) {
    if itemList.remove(item) { setNeedsSync() }
  }

  override var dynamicItems: [UIDynamicItem] { items }

  override func applyForces(in animator: UIDynamicAnimator, during seconds: TimeInterval) {
    let charges = Dictionary(
      animator.behaviors.flatMap(\.flattened).compactMap { $0 as? UIDynamicItemBehavior }
        .flatMap { behavior in behavior.items.map { (ObjectIdentifier($0), behavior.charge) } },
      uniquingKeysWith: { _, last in last })
    for item in items {
      guard let body = animator.body(for: item) else { continue }
      let state = body.state
      guard state.isAwake else { continue }
      let offset = CGPoint(x: state.center.x - position.x, y: state.center.y - position.y)
      guard region.contains(offset) else { continue }
      let force = self.force(
        at: offset, velocity: state.velocity, mass: state.mass,
        charge: charges[ObjectIdentifier(item)] ?? 0, seconds: seconds)
      body.applyForce(force, at: state.center)
    }
  }

  /// The force (UIKit's units) on an item at `offset` from the field.
  private func force(
    at offset: CGPoint, velocity: CGVector, mass: CGFloat, charge: CGFloat, seconds: TimeInterval
  ) -> CGVector {
    let distance = hypot(offset.x, offset.y)
    let away =
      distance > 0 ? CGVector(dx: offset.x / distance, dy: offset.y / distance) : .zero
    let reach = pow(max(distance, minimumRadius, 1) / 100, falloff)
    // Accelerations in points/s² become forces of mass × (a / 100).
    func pushing(_ acceleration: CGVector, mass: CGFloat) -> CGVector {
      CGVector(dx: acceleration.dx * mass / 100, dy: acceleration.dy * mass / 100)
    }
    switch kind {
    case .spring:
      return pushing(
        CGVector(dx: -offset.x * strength * 100, dy: -offset.y * strength * 100), mass: mass)
    case .radialGravity:
      let pull = 1000 * strength / reach
      return pushing(CGVector(dx: -away.dx * pull, dy: -away.dy * pull), mass: mass)
    case .linearGravity:
      return pushing(
        CGVector(dx: direction.dx * 1000 * strength, dy: direction.dy * 1000 * strength),
        mass: mass)
    case .velocity:
      return pushing(
        CGVector(
          dx: (direction.dx - velocity.dx) * strength, dy: (direction.dy - velocity.dy) * strength),
        mass: mass)
    case .drag:
      return pushing(
        CGVector(dx: -velocity.dx * strength, dy: -velocity.dy * strength), mass: mass)
    case .vortex:
      return pushing(
        CGVector(dx: -away.dy * 100 * strength / reach, dy: away.dx * 100 * strength / reach),
        mass: mass)
    case .electric:
      let push = 100 * strength * charge / reach
      return CGVector(dx: away.dx * push / 100, dy: away.dy * push / 100)
    case .magnetic:
      return CGVector(
        dx: -velocity.dy * charge * strength / 100, dy: velocity.dx * charge * strength / 100)
    case .custom(let block):
      return block(self, offset, velocity, mass, charge, seconds)
    }
  }
}
