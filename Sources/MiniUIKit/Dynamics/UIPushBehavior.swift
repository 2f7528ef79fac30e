import Foundation

/// Pushes its items, as UIKit's UIPushBehavior: continuously (a force: `magnitude` 1
/// accelerates a 100 × 100-point item of density 1 at 100 points/s²) or once (an impulse:
/// `magnitude` 1 changes that item's speed by 100 points/s), at each item's centre or an
/// offset from it.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  public enum Mode: Int, Sendable {
    case continuous = 0
    case instantaneous = 1
  }

  public var items: [UIDynamicItem] { itemList.all }
  private var itemList: DynamicItemList
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

  /// The push's direction, in radians clockwise from the x axis, and its strength: kept
  /// apart, so that either may be set first.
  open var angle: CGFloat = 0 { didSet { wakeItems() } }
  open var magnitude: CGFloat = 0 { didSet { wakeItems() } }

  public init(items: [UIDynamicItem], mode: Mode) {
    itemList = DynamicItemList(items)
    self.mode = mode
    pendingImpulse = mode == .instantaneous
    super.init()
  }

  open func addItem(_ item: UIDynamicItem) {
    if itemList.add(item) { setNeedsSync() }
  }

  open func removeItem(_ item: UIDynamicItem) {
    if itemList.remove(item) { setNeedsSync() }
  }

  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }

  /// Pushes `item` at `offset` from its centre (in the item's own axes), which turns it.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
  }

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
