import Foundation

/// Hears of an animator pausing (every body at rest) and resuming.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// Tells the delegate that the animator is about to start moving its items again.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Tells the delegate that the animator paused, every body at rest.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Runs UIKit Dynamics, as UIKit's UIDynamicAnimator: the behaviours added to it move their
/// items (views in the reference view's coordinates, or a collection view layout's
/// attributes) through a Box2D world, on the toolkit's clock, in steps of 1/120 s of
/// animation time (so slow motion, pause and the virtual clock all apply). Once every body
/// rests it pauses, and asks for no more frames, until a behaviour or an item changes.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
  /// The view whose coordinates the items move in; nil for a collection view layout's animator.
  public private(set) weak var referenceView: UIView?
  /// The layout whose attributes are the items, for `init(collectionViewLayout:)`.
  private weak var layout: UICollectionViewLayout?
  /// The behaviours added to the animator (not their children).
  public private(set) var behaviors: [UIDynamicBehavior] = []
  /// The object told when the animator pauses and resumes.
  public weak var delegate: UIDynamicAnimatorDelegate?
  /// Animation time run so far.
  public private(set) var elapsedTime: TimeInterval = 0
  /// Whether the animator is stepping (some body is moving).
  public private(set) var isRunning = false

  static let stepDuration: TimeInterval = 1.0 / 120
  /// The most steps one frame takes (after a long stall the world falls behind, not apart).
  static let maximumStepsPerFrame = 8

  let world = PhysicsWorld()
  private var bodies: [ObjectIdentifier: ItemBody] = [:]
  private var itemsByTag: [UInt64: UIDynamicItem] = [:]
  private var nextTag: UInt64 = 1
  /// The boundaries that may be hit, by their bodies' tags.
  var boundariesByTag: [UInt64: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
  private var needsSync = false
  private var link: CADisplayLink?
  private var lastTimestamp: TimeInterval?
  private var pendingTime: TimeInterval = 0

  /// An item's body and what was last written to the item.
  private struct ItemBody {
    let item: UIDynamicItem
    let body: PhysicsWorld.Body
    let tag: UInt64
    var written: (center: CGPoint, angle: CGFloat)
  }

  isolated deinit {
    link?.invalidate()
    for behavior in allBehaviors {
      behavior.forgetWorld()
      behavior.dynamicAnimator = nil
    }
  }

  /// An animator that moves views in `view`'s coordinates.
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// Moves a collection view layout's attributes; the layout is invalidated as they move.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init()
  }

  /// Adds a behaviour, taking it from any other animator it was in.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.dynamicAnimator?.removeBehavior(behavior)
    behaviors.append(behavior)
    behavior.move(to: self)
    setNeedsSync()
  }

  /// Removes a behaviour.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    behavior.move(to: nil)
    setNeedsSync()
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// The items whose frames meet `rect`.
  open func items(in rect: CGRect) -> [UIDynamicItem] {
    bodies.values.map(\.item).filter { item in
      let size = item.bounds.size
      let frame = CGRect(
        x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
        width: size.width, height: size.height
      ).applying(
        CGAffineTransform(translationX: -item.center.x, y: -item.center.y)
          .concatenating(item.transform)
          .concatenating(CGAffineTransform(translationX: item.center.x, y: item.center.y)))
      return frame.intersects(rect)
    }
  }

  /// Takes the item's centre and transform as they are now (an app moved it).
  open func updateItem(usingCurrentState item: UIDynamicItem) {
    guard var entry = bodies[ObjectIdentifier(item)] else { return }
    let angle = Self.angle(of: item.transform)
    entry.body.move(to: item.center, angle: angle)
    entry.body.wake()
    entry.written = (item.center, angle)
    bodies[ObjectIdentifier(item)] = entry
    resume()
  }

  /// The attributes the animator moves for the cell at `indexPath`, if it moves them.
  open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  /// The attributes the animator moves for the supplementary view of `kind` at `indexPath`, if
  /// it moves them.
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes { $0.representedElementKind == kind && $0.indexPath == indexPath }
  }

  private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool)
    -> UICollectionViewLayoutAttributes?
  {
    bodies.values.lazy.compactMap { $0.item as? UICollectionViewLayoutAttributes }.first(
      where: matches)
  }

  // MARK: What behaviours ask

  /// The body of `item`, once the animator has taken it in.
  func body(for item: UIDynamicItem) -> PhysicsWorld.Body? { bodies[ObjectIdentifier(item)]?.body }

  /// The tag a new boundary body gets.
  func makeTag() -> UInt64 {
    defer { nextTag += 1 }
    return nextTag
  }

  /// The area boundaries drawn "round the reference" follow: the reference view's bounds, or
  /// the layout's content.
  var referenceBounds: CGRect {
    if let referenceView { return referenceView.bounds }
    if let layout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
    return .zero
  }

  /// Wakes the items' bodies (something pulls on them differently now), and runs.
  func wake(_ items: [UIDynamicItem]) {
    for item in items { body(for: item)?.wake() }
    resume()
  }

  /// The behaviours changed: take them in before the next step, and run.
  func setNeedsSync() {
    needsSync = true
    resume()
  }

  /// Runs again after a pause.
  func resume() {
    guard !isRunning else { return }
    isRunning = true
    delegate?.dynamicAnimatorWillResume(self)
    lastTimestamp = nil
    pendingTime = 0
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.tick(link)
    }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  private func pause() {
    link?.invalidate()
    link = nil
    isRunning = false
    delegate?.dynamicAnimatorDidPause(self)
  }

  // MARK: Stepping

  private func tick(_ link: CADisplayLink) {
    if needsSync { sync() }
    let now = link.targetTimestamp
    let elapsed = lastTimestamp.map { now - $0 } ?? link.duration
    lastTimestamp = now
    pendingTime = min(
      pendingTime + max(elapsed, 0), Self.stepDuration * Double(Self.maximumStepsPerFrame))
    var steps = 0
    while pendingTime >= Self.stepDuration * 0.999 {
      step()
      pendingTime -= Self.stepDuration
      steps += 1
    }
    guard steps > 0 else { return }
    writeItems()
    for behavior in allBehaviors { behavior.action?() }
    if !bodies.values.contains(where: { $0.body.state.isAwake }),
      !allBehaviors.contains(where: \.keepsAnimatorRunning), !needsSync
    {
      pause()
    }
  }

  /// Runs the world on by one step (1/120 s), the behaviours' changes taken in and their
  /// forces applied first. The clock calls it; the benchmarks time it.
  @_spi(Host) public func step() {
    if needsSync { sync() }
    for behavior in allBehaviors {
      behavior.applyForces(in: self, during: Self.stepDuration)
    }
    world.step(Self.stepDuration)
    elapsedTime += Self.stepDuration
    deliverContacts()
  }

  private var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.flattened) }

  /// Moves the items to their bodies.
  private func writeItems() {
    var moved = false
    for (key, var entry) in bodies {
      let state = entry.body.state
      guard state.center != entry.written.center || state.angle != entry.written.angle else {
        continue
      }
      entry.item.center = state.center
      entry.item.transform = CGAffineTransform(rotationAngle: state.angle)
      entry.written = (state.center, state.angle)
      bodies[key] = entry
      moved = true
    }
    if moved { layout?.invalidateLayout() }
  }

  private func deliverContacts() {
    let collisions = allBehaviors.compactMap { $0 as? UICollisionBehavior }
    for contact in world.takeContacts() {
      let (tagA, tagB) = contact.tags
      if let a = itemsByTag[tagA], let b = itemsByTag[tagB] {
        for behavior in collisions where behavior.collidesItems(a, b) {
          behavior.contact(between: a, and: b, at: contact.point, began: contact.began)
        }
      } else if let item = itemsByTag[tagA] ?? itemsByTag[tagB],
        let boundary = boundariesByTag[tagA] ?? boundariesByTag[tagB]
      {
        boundary.behavior.contact(
          of: item, withBoundary: boundary.identifier, at: contact.point, began: contact.began)
      }
    }
  }

  // MARK: Taking changes in

  /// Brings the world in line with the behaviours: bodies for the items they name (and no
  /// others), materials, collision groups, joints and boundaries; every body wakes.
  private func sync() {
    needsSync = false
    let all = allBehaviors
    for behavior in all { behavior.prepareForSync(in: self) }
    var wanted: [ObjectIdentifier: UIDynamicItem] = [:]
    for item in all.flatMap(\.dynamicItems) { wanted[ObjectIdentifier(item)] = item }
    for (key, entry) in bodies where wanted[key] == nil {
      entry.body.destroy()
      itemsByTag[entry.tag] = nil
      bodies[key] = nil
    }
    for (key, item) in wanted where bodies[key] == nil {
      let tag = makeTag()
      let angle = Self.angle(of: item.transform)
      let body = world.makeBody(kind: .dynamic, center: item.center, angle: angle, tag: tag)
      let material = PhysicsWorld.Material()
      switch item.collisionOutline {
      case .polygon(let points): body.addPolygon(points, material: material)
      case .circle(let radius): body.addCircle(radius: radius, material: material)
      }
      bodies[key] = ItemBody(item: item, body: body, tag: tag, written: (item.center, angle))
      itemsByTag[tag] = item
    }
    applyMaterials(all)
    applyCollisionGroups(all)
    for behavior in all { behavior.attach(to: self) }
    for entry in bodies.values { entry.body.wake() }
  }

  private func applyMaterials(_ all: [UIDynamicBehavior]) {
    var materials: [ObjectIdentifier: PhysicsWorld.Material] = [:]
    for behavior in all.compactMap({ $0 as? UIDynamicItemBehavior }) {
      for item in behavior.items { materials[ObjectIdentifier(item)] = behavior.material }
    }
    for (key, entry) in bodies {
      entry.body.setMaterial(materials[key] ?? PhysicsWorld.Material())
    }
  }

  /// Each collision behaviour is a bit: its items collide with each other (mode `.items`)
  /// and with its boundaries (mode `.boundaries`).
  private func applyCollisionGroups(_ all: [UIDynamicBehavior]) {
    let collisions = all.compactMap { $0 as? UICollisionBehavior }
    if collisions.count > 64 {
      warn("A dynamic animator takes 64 collision behaviours at most; the rest are ignored")
    }
    for behavior in collisions.dropFirst(64) { behavior.group = 0 }
    var groups: [ObjectIdentifier: (items: UInt64, boundaries: UInt64)] = [:]
    for (index, behavior) in collisions.prefix(64).enumerated() {
      let bit: UInt64 = 1 << UInt64(index)
      behavior.group = bit
      for item in behavior.items {
        var group = groups[ObjectIdentifier(item)] ?? (0, 0)
        if behavior.collisionMode.contains(.items) { group.items |= bit }
        if behavior.collisionMode.contains(.boundaries) { group.boundaries |= bit }
        groups[ObjectIdentifier(item)] = group
      }
    }
    for (key, entry) in bodies {
      let group = groups[key] ?? (0, 0)
      entry.body.setFilter(itemGroups: group.items, boundaryGroups: group.boundaries)
    }
  }

  /// The rotation of `transform`.
  static func angle(of transform: CGAffineTransform) -> CGFloat { atan2(transform.b, transform.a) }
}
