internal import CBox2D
import Foundation

/// Box2D's world, in UIKit's units: points, seconds, and UIKit's masses (a 100 × 100-point
/// item of density 1 weighs 1). Box2D works in metres of 100 points, so that a density of 1
/// gives the same masses, a UIKit force of 1 is 1 newton, and gravity's magnitude 1
/// (1,000 points/s²) is 10 m/s². The only file that talks to Box2D.
@MainActor
final class PhysicsWorld {
  static let pointsPerMeter: CGFloat = 100

  private let world: OpaquePointer

  init() { world = b2s_world_create() }

  isolated deinit { b2s_world_destroy(world) }

  /// Advances the world by `seconds`.
  func step(_ seconds: TimeInterval) {
    b2s_world_step(world, Float(seconds), 8, 3)
  }

  /// The contacts that began or ended since the last call.
  func takeContacts() -> [Contact] {
    let count = b2s_world_contact_count(world)
    let contacts = (0..<count).map { index in
      let event = b2s_world_contact(world, index)
      return Contact(
        tags: (event.tagA, event.tagB), point: Self.point(event.x, event.y),
        began: event.began != 0)
    }
    b2s_world_clear_contacts(world)
    return contacts
  }

  struct Contact {
    let tags: (UInt64, UInt64)
    let point: CGPoint
    let began: Bool
  }

  // MARK: Units

  /// How far in a polygon is given to Box2D (1.5 of its slops of half a point): Box2D's
  /// skin round it, less what resting contacts sink by, brings contacts to the outline.
  static let polygonInset: CGFloat = 0.75
  /// How much larger Box2D's circle is than the one given (see `b2s_body_add_circle`).
  static let circleSkin: CGFloat = 0.25

  /// The area inside `polygon` (the shoelace formula).
  static func area(of polygon: [CGPoint]) -> CGFloat {
    abs(
      zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) {
        $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y
      }) / 2
  }

  /// `polygon` (convex, either way round) with each side moved in by `distance`; too small
  /// to move in, as it is.
  static func inset(_ polygon: [CGPoint], by distance: CGFloat) -> [CGPoint] {
    let count = polygon.count
    let xs = polygon.map(\.x)
    let ys = polygon.map(\.y)
    guard count >= 3, let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(),
      let maxY = ys.max(), min(maxX - minX, maxY - minY) > 4 * distance
    else { return polygon }
    let centre = CGPoint(
      x: polygon.reduce(0) { $0 + $1.x } / CGFloat(count),
      y: polygon.reduce(0) { $0 + $1.y } / CGFloat(count))
    /// The unit normal of the side from `a` to `b`, pointing away from the centre.
    func outward(_ a: CGPoint, _ b: CGPoint) -> CGVector {
      let length = max(hypot(b.x - a.x, b.y - a.y), .ulpOfOne)
      var normal = CGVector(dx: (b.y - a.y) / length, dy: -(b.x - a.x) / length)
      if normal.dx * (a.x - centre.x) + normal.dy * (a.y - centre.y) < 0 {
        normal = CGVector(dx: -normal.dx, dy: -normal.dy)
      }
      return normal
    }
    let moved = (0..<count).map { index -> CGPoint in
      let point = polygon[index]
      let before = outward(polygon[(index + count - 1) % count], point)
      let after = outward(point, polygon[(index + 1) % count])
      // Along the bisector, as far as keeps each side `distance` in.
      let scale = distance / max(1 + before.dx * after.dx + before.dy * after.dy, 0.1)
      return CGPoint(
        x: point.x - (before.dx + after.dx) * scale, y: point.y - (before.dy + after.dy) * scale)
    }
    let shrinks = zip(moved, polygon).allSatisfy {
      hypot($0.x - centre.x, $0.y - centre.y) < hypot($1.x - centre.x, $1.y - centre.y)
    }
    return shrinks ? moved : polygon
  }

  static func meters(_ points: CGFloat) -> Float { Float(points / pointsPerMeter) }
  static func point(_ x: Float, _ y: Float) -> CGPoint {
    CGPoint(x: CGFloat(x) * pointsPerMeter, y: CGFloat(y) * pointsPerMeter)
  }

  // MARK: Bodies

  enum Kind { case fixed, dynamic }

  /// A body at `center` turned by `angle`, tagged for the contacts it makes.
  func makeBody(kind: Kind, center: CGPoint, angle: CGFloat, tag: UInt64) -> Body {
    let handle = b2s_body_create(
      world, kind == .fixed ? B2SStatic : B2SDynamic, Self.meters(center.x),
      Self.meters(center.y), Float(angle), tag)!
    return Body(handle: handle, world: self)
  }

  fileprivate func destroy(_ handle: OpaquePointer) { b2s_body_destroy(world, handle) }

  // MARK: Joints

  /// A joint's handle, to take it down.
  struct Joint { fileprivate let handle: OpaquePointer }

  func distanceJoint(
    _ a: Body, at pointA: CGPoint, _ b: Body, at pointB: CGPoint, length: CGFloat,
    range: ClosedRange<CGFloat>, frequency: CGFloat, damping: CGFloat
  ) -> Joint {
    Joint(
      handle: b2s_distance_joint_create(
        world, a.handle, Self.meters(pointA.x), Self.meters(pointA.y), b.handle,
        Self.meters(pointB.x), Self.meters(pointB.y), Self.meters(length),
        Self.meters(range.lowerBound), Self.meters(range.upperBound), Float(frequency),
        Float(damping))!)
  }

  func updateDistanceJoint(
    _ joint: Joint, length: CGFloat, range: ClosedRange<CGFloat>, frequency: CGFloat,
    damping: CGFloat
  ) {
    b2s_distance_joint_set(
      joint.handle, Self.meters(length), Self.meters(range.lowerBound),
      Self.meters(range.upperBound), Float(frequency), Float(damping))
  }

  func slidingJoint(
    _ a: Body, _ b: Body, anchor: CGPoint, axis: CGVector, range: ClosedRange<CGFloat>?
  ) -> Joint {
    Joint(
      handle: b2s_prismatic_joint_create(
        world, a.handle, b.handle, Self.meters(anchor.x), Self.meters(anchor.y), Float(axis.dx),
        Float(axis.dy), Self.meters(range?.lowerBound ?? 0), Self.meters(range?.upperBound ?? 0),
        range == nil ? 0 : 1)!)
  }

  func fixedJoint(_ a: Body, _ b: Body, anchor: CGPoint) -> Joint {
    Joint(
      handle: b2s_weld_joint_create(
        world, a.handle, b.handle, Self.meters(anchor.x), Self.meters(anchor.y))!)
  }

  /// `frictionTorque` in UIKit's units (a force of 1 at 1 point… taken as newton-metres).
  func pinJoint(
    _ a: Body, _ b: Body, anchor: CGPoint, frictionTorque: CGFloat, range: ClosedRange<CGFloat>?
  ) -> Joint {
    Joint(
      handle: b2s_revolute_joint_create(
        world, a.handle, b.handle, Self.meters(anchor.x), Self.meters(anchor.y),
        Float(frictionTorque), Float(range?.lowerBound ?? 0), Float(range?.upperBound ?? 0),
        range == nil ? 0 : 1)!)
  }

  func destroy(_ joint: Joint) { b2s_joint_destroy(world, joint.handle) }

  /// A Box2D body, in points.
  @MainActor
  final class Body {
    fileprivate let handle: OpaquePointer
    private unowned let world: PhysicsWorld

    fileprivate init(handle: OpaquePointer, world: PhysicsWorld) {
      self.handle = handle
      self.world = world
    }

    func destroy() { world.destroy(handle) }

    /// A convex outline, in points from the body's centre (eight corners at most).
    func addPolygon(_ points: [CGPoint], material: Material) {
      let inset = PhysicsWorld.inset(points, by: PhysicsWorld.polygonInset)
      let coordinates = inset.flatMap { [PhysicsWorld.meters($0.x), PhysicsWorld.meters($0.y)] }
      // Denser by what the inset took off, so that the mass is UIKit's for the outline.
      let compensation = PhysicsWorld.area(of: points) / max(PhysicsWorld.area(of: inset), 1e-9)
      densityCompensation = compensation
      b2s_body_add_polygon(
        handle, coordinates, Int32(points.count), Float(material.density * compensation),
        Float(material.friction), Float(material.elasticity))
    }

    /// What the density given to Box2D is multiplied by: the outline's area over the area of
    /// the shape Box2D was given.
    private var densityCompensation: CGFloat = 1

    func addCircle(radius: CGFloat, material: Material) {
      let drawn = radius + PhysicsWorld.circleSkin
      densityCompensation = (radius * radius) / (drawn * drawn)
      b2s_body_add_circle(
        handle, PhysicsWorld.meters(radius), Float(material.density * densityCompensation),
        Float(material.friction), Float(material.elasticity))
    }

    /// A segment of boundary, in points from the body's origin.
    func addEdge(from start: CGPoint, to end: CGPoint) {
      b2s_body_add_edge(
        handle, PhysicsWorld.meters(start.x), PhysicsWorld.meters(start.y),
        PhysicsWorld.meters(end.x), PhysicsWorld.meters(end.y), 0.2, 0)
    }

    func setMaterial(_ material: Material) {
      b2s_body_set_material(
        handle, Float(material.density * densityCompensation), Float(material.friction),
        Float(material.elasticity))
      b2s_body_set_damping(handle, Float(material.resistance), Float(material.angularResistance))
      b2s_body_set_fixed_rotation(handle, material.allowsRotation ? 0 : 1)
      b2s_body_set_kind(handle, material.isAnchored ? B2SStatic : B2SDynamic)
    }

    /// See `b2s_body_set_filter`.
    func setFilter(itemGroups: UInt64, boundaryGroups: UInt64, ownBoundaryGroup: UInt64 = 0) {
      b2s_body_set_filter(handle, itemGroups, boundaryGroups, ownBoundaryGroup)
    }

    var state: State {
      let state = b2s_body_state(handle)
      return State(
        center: PhysicsWorld.point(state.x, state.y), angle: CGFloat(state.angle),
        velocity: CGVector(
          dx: CGFloat(state.vx) * PhysicsWorld.pointsPerMeter,
          dy: CGFloat(state.vy) * PhysicsWorld.pointsPerMeter),
        angularVelocity: CGFloat(state.angularVelocity), mass: CGFloat(state.mass),
        inertia: CGFloat(state.inertia), isAwake: state.awake != 0)
    }

    func move(to center: CGPoint, angle: CGFloat) {
      b2s_body_set_transform(
        handle, PhysicsWorld.meters(center.x), PhysicsWorld.meters(center.y), Float(angle))
    }

    /// Velocity in points per second, and radians per second.
    func setVelocity(_ velocity: CGVector, angular: CGFloat) {
      b2s_body_set_velocity(
        handle, PhysicsWorld.meters(velocity.dx), PhysicsWorld.meters(velocity.dy),
        Float(angular))
    }

    func wake() { b2s_body_set_awake(handle, 1) }

    /// A force in UIKit's units (mass × 100 points/s²) at `point`; a sleeping body ignores it
    /// unless `wakes`.
    func applyForce(_ force: CGVector, at point: CGPoint, wakes: Bool = false) {
      b2s_body_apply_force(
        handle, Float(force.dx), Float(force.dy), PhysicsWorld.meters(point.x),
        PhysicsWorld.meters(point.y), wakes ? 1 : 0)
    }

    /// An impulse in UIKit's units (mass × 100 points/s) at `point`.
    func applyImpulse(_ impulse: CGVector, at point: CGPoint) {
      b2s_body_apply_impulse(
        handle, Float(impulse.dx), Float(impulse.dy), PhysicsWorld.meters(point.x),
        PhysicsWorld.meters(point.y), 1)
    }

    func applyTorque(_ torque: CGFloat, wakes: Bool = false) {
      b2s_body_apply_torque(handle, Float(torque), wakes ? 1 : 0)
    }
  }

  /// Where a body is and how it moves, in points.
  struct State {
    let center: CGPoint
    let angle: CGFloat
    let velocity: CGVector
    let angularVelocity: CGFloat
    let mass: CGFloat
    let inertia: CGFloat
    let isAwake: Bool
  }

  /// What an item is made of, as `UIDynamicItemBehavior` says.
  struct Material: Equatable {
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false
  }
}
