import Foundation

/// A rule of motion for dynamic items, as UIKit's UIDynamicBehavior: the base of gravity,
/// collision, attachment, snap, push, field and item behaviours, and of an app's own
/// behaviours built from them (`addChildBehavior(_:)`). Add it to a `UIDynamicAnimator`.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
  /// The behaviours added to this one with `addChildBehavior(_:)`.
  public private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// Called once a frame while the animator runs, after the items have moved.
  open var action: (() -> Void)?
  /// The animator this behaviour is in, directly or through a parent.
  public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  public override init() { super.init() }

  /// Adds a behaviour that joins and leaves animators with this one.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    if let dynamicAnimator { behavior.move(to: dynamicAnimator) }
    setNeedsSync()
  }

  /// Removes a child behaviour, taking it out of the animator.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: index)
    if dynamicAnimator != nil { behavior.move(to: nil) }
    setNeedsSync()
  }

  /// The behaviour is joining `dynamicAnimator`, or leaving its animator (nil).
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Joins or leaves an animator, with the children.
  func move(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    if let current = dynamicAnimator, current !== animator { detach(from: current) }
    dynamicAnimator = animator
    for child in childBehaviors { child.move(to: animator) }
  }

  /// This behaviour and its children, depth first.
  var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

  // MARK: What the animator asks of a behaviour

  /// The items the behaviour moves (each gets a body while some behaviour names it).
  var dynamicItems: [UIDynamicItem] { [] }

  /// Makes the joints and boundaries the behaviour needs, once its items have bodies.
  func attach(to animator: UIDynamicAnimator) {}

  /// Takes down what `attach(to:)` made.
  func detach(from animator: UIDynamicAnimator) {}

  /// Before the animator takes changes in: takes down what must be made again (by default,
  /// everything `attach(to:)` made, as the items' bodies may go).
  func prepareForSync(in animator: UIDynamicAnimator) { detach(from: animator) }

  /// The animator is going, and its world with it: forget what `attach(to:)` made without
  /// taking it down.
  func forgetWorld() {}

  /// Pushes the items for a step of `seconds` (before the world steps).
  func applyForces(in animator: UIDynamicAnimator, during seconds: TimeInterval) {}

  /// Whether the behaviour keeps the animator running while every body rests (a continuous
  /// push does).
  var keepsAnimatorRunning: Bool { false }

  /// The items are pulled differently now: their bodies wake.
  func wakeItems() { dynamicAnimator?.wake(dynamicItems) }

  /// Something changed that the animator takes in before its next step.
  func setNeedsSync() { dynamicAnimator?.setNeedsSync() }
}
