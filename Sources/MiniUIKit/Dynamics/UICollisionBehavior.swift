import Foundation

/// Hears of an item touching another item or a boundary, and leaving it.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Tells the delegate that two items began touching, at `p` in the reference's coordinates.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint)
  /// Tells the delegate that two items stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem)
  /// `identifier` is nil for the boundary round the reference view.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
  /// Tells the delegate that an item stopped touching a boundary; `identifier` is nil for the
  /// boundary round the reference view.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?
  ) {}
}

/// Keeps its items from passing through each other and through its boundaries, as UIKit's
/// UICollisionBehavior. Items of different collision behaviours pass through each other.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with the boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Items collide with each other and with the boundaries.
    public static let everything: Mode = [.items, .boundaries]
  }

  /// The items the behaviour keeps apart.
  public var items: [UIDynamicItem] { itemList.all }
  private var itemList: DynamicItemList
  /// What the items collide with, `.everything` by default.
  open var collisionMode = Mode.everything {
    didSet { setNeedsSync() }
  }
  /// Whether the reference view's bounds are a boundary.
  open var translatesReferenceBoundsIntoBoundary = false {
    didSet { setNeedsSync() }
  }
  /// The object told of contacts beginning and ending.
  public weak var collisionDelegate: UICollisionBehaviorDelegate?

  /// The reference bounds' boundary, inset.
  private var referenceInsets = UIEdgeInsets.zero
  private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
  /// The bodies holding the boundaries, while attached.
  private var boundaryBodies: [PhysicsWorld.Body] = []
  /// This behaviour's collision group (a bit), set by the animator.
  var group: UInt64 = 0
  /// What the boundary bodies were built from: they are built again only when it changes
  /// (so that items resting on them hear of no new contact).
  private var builtFrom: BoundaryPlan?

  private struct BoundaryPlan: Equatable {
    let group: UInt64
    let walls: CGRect?
    let paths: [[Polyline]]
  }

  /// A collision behaviour for `items`.
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

  /// Makes the reference bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// A boundary along `bezierPath` (its outline, flattened), named `identifier`.
  open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
    removeBoundary(withIdentifier: identifier)
    boundaries.append((identifier, bezierPath))
    setNeedsSync()
  }

  /// A boundary from `p0` to `p1`.
  open func addBoundary(withIdentifier identifier: NSCopying, from p0: CGPoint, to p1: CGPoint) {
    let path = UIBezierPath()
    path.move(to: p0)
    path.addLine(to: p1)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The path of the boundary named `identifier`, or nil if there is none.
  open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
    boundaries.first { Self.same($0.identifier, identifier) }?.path
  }

  /// Removes the boundary named `identifier`.
  open func removeBoundary(withIdentifier identifier: NSCopying) {
    let count = boundaries.count
    boundaries.removeAll { Self.same($0.identifier, identifier) }
    if boundaries.count != count { setNeedsSync() }
  }

  /// The names of the boundaries added, nil when there are none.
  open var boundaryIdentifiers: [NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  /// Removes every boundary added by name; the reference bounds' boundary stays.
  open func removeAllBoundaries() {
    boundaries = []
    setNeedsSync()
  }

  private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
    guard let a = a as? AnyHashable, let b = b as? AnyHashable else { return false }
    return a == b
  }

  // MARK: The animator's side

  override var dynamicItems: [UIDynamicItem] { items }

  /// Whether this behaviour makes `a` and `b` collide.
  func collidesItems(_ a: UIDynamicItem, _ b: UIDynamicItem) -> Bool {
    collisionMode.contains(.items) && items.contains { $0 === a } && items.contains { $0 === b }
  }

  override func attach(to animator: UIDynamicAnimator) {
    let outlines: [(identifier: NSCopying?, polylines: [Polyline])] = boundaries.map {
      ($0.identifier, PathFlattening.polylines(of: $0.path.cgPath.elements, tolerance: 0.5))
    }
    let plan =
      group != 0 && collisionMode.contains(.boundaries)
      ? BoundaryPlan(
        group: group,
        walls: translatesReferenceBoundsIntoBoundary
          ? animator.referenceBounds.inset(by: referenceInsets) : nil,
        paths: outlines.map(\.polylines)) : nil
    guard plan != builtFrom else { return }
    detach(from: animator)
    guard let plan else { return }
    builtFrom = plan
    if let walls = plan.walls { makeWalls(round: walls, in: animator) }
    for outline in outlines {
      let tag = animator.makeTag()
      let body = animator.world.makeBody(kind: .fixed, center: .zero, angle: 0, tag: tag)
      for polyline in outline.polylines {
        let points = polyline.points + (polyline.isClosed ? polyline.points.prefix(1) : [])
        for (start, end) in zip(points, points.dropFirst()) where start != end {
          body.addEdge(from: start, to: end)
        }
      }
      body.setFilter(itemGroups: 0, boundaryGroups: 0, ownBoundaryGroup: group)
      animator.boundariesByTag[tag] = (self, outline.identifier)
      boundaryBodies.append(body)
    }
  }

  /// How thick the walls round the reference bounds are: thicker than anything moves in a
  /// step, so nothing passes through them.
  static let wallThickness: CGFloat = 1000

  /// The reference bounds' boundary: four thick walls just outside `frame`.
  private func makeWalls(round frame: CGRect, in animator: UIDynamicAnimator) {
    let tag = animator.makeTag()
    let body = animator.world.makeBody(kind: .fixed, center: .zero, angle: 0, tag: tag)
    let t = Self.wallThickness
    let walls = [
      CGRect(x: frame.minX - t, y: frame.minY - t, width: frame.width + 2 * t, height: t),
      CGRect(x: frame.minX - t, y: frame.maxY, width: frame.width + 2 * t, height: t),
      CGRect(x: frame.minX - t, y: frame.minY, width: t, height: frame.height),
      CGRect(x: frame.maxX, y: frame.minY, width: t, height: frame.height),
    ]
    for wall in walls {
      body.addPolygon(
        [
          CGPoint(x: wall.minX, y: wall.minY), CGPoint(x: wall.maxX, y: wall.minY),
          CGPoint(x: wall.maxX, y: wall.maxY), CGPoint(x: wall.minX, y: wall.maxY),
        ], material: PhysicsWorld.Material(friction: 0.2))
    }
    body.setFilter(itemGroups: 0, boundaryGroups: 0, ownBoundaryGroup: group)
    animator.boundariesByTag[tag] = (self, nil)
    boundaryBodies.append(body)
  }

  override func detach(from animator: UIDynamicAnimator) {
    for body in boundaryBodies { body.destroy() }
    forgetWorld()
    animator.boundariesByTag = animator.boundariesByTag.filter { $0.value.behavior !== self }
  }

  /// The boundaries stay unless what they are built from changes (see `attach(to:)`).
  override func prepareForSync(in animator: UIDynamicAnimator) {}

  override func forgetWorld() {
    boundaryBodies = []
    builtFrom = nil
  }

  func contact(between a: UIDynamicItem, and b: UIDynamicItem, at point: CGPoint, began: Bool) {
    if began {
      collisionDelegate?.collisionBehavior(self, beganContactFor: a, with: b, at: point)
    } else {
      collisionDelegate?.collisionBehavior(self, endedContactFor: a, with: b)
    }
  }

  func contact(
    of item: UIDynamicItem, withBoundary identifier: NSCopying?, at point: CGPoint, began: Bool
  ) {
    if began {
      collisionDelegate?.collisionBehavior(
        self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
    } else {
      collisionDelegate?.collisionBehavior(
        self, endedContactFor: item, withBoundaryIdentifier: identifier)
    }
  }
}
