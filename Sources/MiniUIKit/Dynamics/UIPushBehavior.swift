import Foundation

/// Pushes its items, as UIKit's UIPushBehavior: continuously (a force: `magnitude` 1
/// accelerates a 100 × 100-point item of density 1 at 100 points/s²) or once (an impulse:
/// `magnitude` 1 changes that item's speed by 100 points/s), at each item's centre or an
/// offset from it.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// How a push acts.
  public enum Mode: Int, Sendable {
    /// A force, for as long as the push is active.
    case continuous = 0
    /// An impulse, once each time the push is made active.
    case instantaneous = 1
  }

  /// The items the behaviour pushes.
  public var items: [UIDynamicItem] { itemList.all }
  private var itemList: DynamicItemList
  /// Whether the push is a continuous force or a single impulse.
  public let mode: Mode
  /// The force or impulse, in UIKit's units: `magnitude` along `angle`.
  open var pushDirection: CGVector {
    get { CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
    set {
      let length = hypot(newValue.dx, newValue.dy)
      // A zero push keeps its angle, for a magnitude set next.
      if length > 0 { angle = atan2(newValue.dy, newValue.dx) }
      magnitude = length
    }
  }
  /// Whether it pushes. An instantaneous push turns itself off once it has pushed; turn it on
  /// again to push again.
  open var active = true {
    didSet {
      if active { pendingImpulse = mode == .instantaneous }
      wakeItems()
    }
  }
  private var offsets: [ObjectIdentifier: UIOffset] = [:]
  private var pendingImpulse: Bool

  /// The direction's angle, in radians clockwise from the x axis (0 by default), kept apart
  /// from `magnitude` so that either may be set first.
  open var angle: CGFloat = 0 { didSet { wakeItems() } }
  /// The push's strength, in UIKit's units (0 by default).
  open var magnitude: CGFloat = 0 { didSet { wakeItems() } }

  /// A push behaviour for `items`, acting in `mode`.
  public init(items: [UIDynamicItem], mode: Mode) {
    itemList = DynamicItemList(items)
    self.mode = mode
    pendingImpulse = mode == .instantaneous
    super.init()
  }

  /// Adds an item to the behaviour.
  open func addItem(_ item: UIDynamicItem) {
    if itemList.add(item) { setNeedsSync() }
  }

  /// Removes an item from the behaviour.
  open func removeItem(_ item: UIDynamicItem) {
    if itemList.remove(item) { setNeedsSync() }
  }

  /// Sets the push's direction, in radians clockwise from the x axis, and its strength.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }

  /// Pushes `item` at `offset` from its centre (in the item's own axes), which turns it.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
  }

  /// Where `item` is pushed, from its centre in its own axes (zero unless set).
  open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  override var dynamicItems: [UIDynamicItem] { items }

  override var keepsAnimatorRunning: Bool {
    active && mode == .continuous && magnitude > 0
  }

  override func applyForces(in animator: UIDynamicAnimator, during seconds: TimeInterval) {
    guard active else { return }
    if mode == .instantaneous, !pendingImpulse { return }
    for item in items {
      guard let body = animator.body(for: item) else { continue }
      let state = body.state
      let offset = targetOffsetFromCenter(for: item)
      let turned = CGPoint(x: offset.horizontal, y: offset.vertical)
        .applying(CGAffineTransform(rotationAngle: state.angle))
      let point = CGPoint(x: state.center.x + turned.x, y: state.center.y + turned.y)
      if mode == .continuous {
        body.applyForce(pushDirection, at: point, wakes: true)
      } else {
        body.applyImpulse(pushDirection, at: point)
      }
    }
    if mode == .instantaneous {
      pendingImpulse = false
      active = false
    }
  }
}
