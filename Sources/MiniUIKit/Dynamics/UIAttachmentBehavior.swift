import Foundation

/// A range of values, as UIKit's UIFloatRange.
public struct UIFloatRange: Hashable, Sendable {
  /// The lower end.
  public var minimum: CGFloat
  /// The upper end.
  public var maximum: CGFloat

  /// A range from `minimum` to `maximum`.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range from 0 to 0.
  public static let zero = UIFloatRange(minimum: 0, maximum: 0)
  /// The widest finite range, from `-greatestFiniteMagnitude` to `greatestFiniteMagnitude`.
  public static let infinite = UIFloatRange(
    minimum: -.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude)

  /// Whether it leaves the value free: either end infinite (or not a number), or the ends
  /// the wrong way round.
  public var isInfinite: Bool {
    !(minimum.isFinite && maximum.isFinite && minimum <= maximum)
  }
}

/// Ties an item to a point or to another item, as UIKit's UIAttachmentBehavior: a rod of
/// `length` (`frequency` 0) or a spring (`frequency` in Hz, `damping` its damping ratio),
/// or, from the class methods, a slide along an axis, a fixed weld, a pin that turns, or a
/// rope that only limits the distance. Moving `anchorPoint` drags the item along: the usual
/// way to make a view follow the pointer.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// Whether the item is tied to another item or to a point.
  public enum AttachmentType: Int, Sendable {
    /// Tied to another item.
    case items = 0
    /// Tied to a point.
    case anchor = 1
  }

  enum Kind {
    case distance
    case sliding(axis: CGVector)
    case limit, fixed, pin
  }

  /// The attached items: one for an attachment to a point, two otherwise.
  public let items: [UIDynamicItem]
  /// Whether the attachment is to a second item or to `anchorPoint`.
  public let attachedBehaviorType: AttachmentType
  private let kind: Kind
  /// Where the attachment holds each item, from its centre (in the item's axes).
  private let offsets: [UIOffset]
  /// The point the item is tied to (anchor attachments), or where a slide, weld or pin
  /// between two items is.
  open var anchorPoint: CGPoint {
    didSet {
      anchorBody?.move(to: anchorPoint, angle: 0)
      wakeItems()
    }
  }
  /// The distance held between the attachment points.
  open var length: CGFloat { didSet { updateJoint() } }
  /// A spring's damping ratio.
  open var damping: CGFloat = 0 { didSet { updateJoint() } }
  /// A spring's frequency, in Hz; 0 is a rigid rod.
  open var frequency: CGFloat = 0 { didSet { updateJoint() } }
  /// A pin's resistance to turning.
  open var frictionTorque: CGFloat = 0 { didSet { setNeedsSync() } }
  /// A slide's travel, or a pin's angles, allowed.
  open var attachmentRange = UIFloatRange.infinite { didSet { setNeedsSync() } }

  private var joint: PhysicsWorld.Joint?
  private var anchorBody: PhysicsWorld.Body?

  /// An attachment of `item`'s centre to `point`, by a rod as long as they are now apart.
  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// An attachment of the point `offset` from `item`'s centre to `point`, by a rod as long as
  /// they are now apart.
  public convenience init(
    item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    self.init(items: [item], type: .anchor, kind: .distance, offsets: [offset], anchor: point)
  }

  /// An attachment of two items' centres, by a rod as long as they are now apart.
  public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
    self.init(
      item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// An attachment of a point on each item, offset from its centre, by a rod as long as the
  /// points are now apart.
  public convenience init(
    item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    self.init(
      items: [item1, item2], type: .items, kind: .distance, offsets: [offset1, offset2],
      anchor: .zero)
  }

  /// `item1` slides along `axis` through `point` relative to `item2`, without turning.
  open class func slidingAttachment(
    with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
    axisOfTranslation axis: CGVector
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      items: [item1, item2], type: .items, kind: .sliding(axis: axis), offsets: [.zero, .zero],
      anchor: point, length: 0)
  }

  /// `item` slides along `axis` through `point`, without turning.
  open class func slidingAttachment(
    with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      items: [item], type: .anchor, kind: .sliding(axis: axis), offsets: [.zero], anchor: point,
      length: 0)
  }

  /// A rope: the attachment points stay no further apart than they are now.
  open class func limitAttachment(
    with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      items: [item1, item2], type: .items, kind: .limit, offsets: [offset1, offset2],
      anchor: .zero)
  }

  /// The two items held together at `point`, as one.
  open class func fixedAttachment(
    with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      items: [item1, item2], type: .items, kind: .fixed, offsets: [.zero, .zero], anchor: point,
      length: 0)
  }

  /// The two items pinned together at `point`, each free to turn about it.
  open class func pinAttachment(
    with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      items: [item1, item2], type: .items, kind: .pin, offsets: [.zero, .zero], anchor: point,
      length: 0)
  }

  /// Every attachment is made here.
  private init(
    items: [UIDynamicItem], type: AttachmentType, kind: Kind, offsets: [UIOffset],
    anchor: CGPoint, length: CGFloat? = nil
  ) {
    self.items = items
    attachedBehaviorType = type
    self.kind = kind
    self.offsets = offsets
    anchorPoint = anchor
    self.length = length ?? 0
    super.init()
    if length == nil { self.length = attachmentDistance() }
  }

  // MARK: Geometry

  /// Where the attachment holds item `index`, in the reference's coordinates.
  private func attachmentPoint(_ index: Int, center: CGPoint, angle: CGFloat) -> CGPoint {
    let offset = offsets[index]
    let turned = CGPoint(x: offset.horizontal, y: offset.vertical)
      .applying(CGAffineTransform(rotationAngle: angle))
    return CGPoint(x: center.x + turned.x, y: center.y + turned.y)
  }

  /// How far apart the attachment points are now.
  private func attachmentDistance() -> CGFloat {
    let first = attachmentPoint(
      0, center: items[0].center, angle: UIDynamicAnimator.angle(of: items[0].transform))
    let second =
      attachedBehaviorType == .anchor
      ? anchorPoint
      : attachmentPoint(
        1, center: items[1].center, angle: UIDynamicAnimator.angle(of: items[1].transform))
    return hypot(second.x - first.x, second.y - first.y)
  }

  // MARK: The animator's side

  override var dynamicItems: [UIDynamicItem] { items }

  override func attach(to animator: UIDynamicAnimator) {
    guard joint == nil, let first = animator.body(for: items[0]) else { return }
    let second: PhysicsWorld.Body
    if attachedBehaviorType == .anchor {
      let anchor = animator.world.makeBody(kind: .fixed, center: anchorPoint, angle: 0, tag: 0)
      anchorBody = anchor
      second = anchor
    } else {
      guard let body = animator.body(for: items[1]) else { return }
      second = body
    }
    let firstState = first.state
    let firstPoint = attachmentPoint(0, center: firstState.center, angle: firstState.angle)
    let secondPoint: CGPoint
    if attachedBehaviorType == .anchor {
      secondPoint = anchorPoint
    } else {
      let state = second.state
      secondPoint = attachmentPoint(1, center: state.center, angle: state.angle)
    }
    let range = attachmentRange.isInfinite ? nil : attachmentRange.minimum...attachmentRange.maximum
    let world = animator.world
    switch kind {
    case .distance:
      joint = world.distanceJoint(
        second, at: secondPoint, first, at: firstPoint, length: clampedLength,
        range: distanceRange, frequency: frequency, damping: damping)
    case .limit:
      joint = world.distanceJoint(
        second, at: secondPoint, first, at: firstPoint, length: clampedLength,
        range: 0...clampedLength, frequency: 0, damping: 0)
    case .sliding(let axis):
      joint = world.slidingJoint(second, first, anchor: anchorPoint, axis: axis, range: range)
    case .fixed:
      joint = world.fixedJoint(second, first, anchor: anchorPoint)
    case .pin:
      joint = world.pinJoint(
        second, first, anchor: anchorPoint, frictionTorque: frictionTorque, range: range)
    }
  }

  /// A rod holds its length exactly; a spring stretches freely about it.
  private var distanceRange: ClosedRange<CGFloat> {
    frequency > 0 ? 0...100_000 : clampedLength...clampedLength
  }

  /// `length`, never below 0.
  private var clampedLength: CGFloat { length.isFinite ? max(length, 0) : 0 }

  override func detach(from animator: UIDynamicAnimator) {
    if let joint { animator.world.destroy(joint) }
    anchorBody?.destroy()
    forgetWorld()
  }

  override func forgetWorld() {
    joint = nil
    anchorBody = nil
  }

  private func updateJoint() {
    guard let joint, let animator = dynamicAnimator else { return }
    if case .distance = kind {
      animator.world.updateDistanceJoint(
        joint, length: clampedLength, range: distanceRange, frequency: frequency, damping: damping)
    } else if case .limit = kind {
      animator.world.updateDistanceJoint(
        joint, length: clampedLength, range: 0...clampedLength, frequency: 0, damping: 0)
    }
    wakeItems()
  }
}
