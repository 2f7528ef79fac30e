@_spi(Host) import MiniUIKit
import XCTest

/// UIKit Dynamics as apps write it, each behaviour checked against a trajectory worked out
/// by hand from UIKit's documented units (gravity 1 = 1,000 points/s²; a force of 1 moves a
/// 100 × 100-point item of density 1 at 100 points/s²) and the engine's step of 1/120 s.

final class CollisionLog: NSObject, UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
  var events: [String] = []

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
  ) {
    // To the nearest 10 points: the first contact is found a little way in.
    events.append(
      "began \(identifier.map { "\($0)" } ?? "bounds") at \(Int((p.y / 10).rounded()) * 10)")
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint
  ) {
    events.append("items")
  }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("paused") }
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resumed") }
}

final class DynamicsPortTests: PortTestCase {
  private var root: UIViewController!
  private var animator: UIDynamicAnimator!

  override func setUp() {
    super.setUp()
    root = UIViewController()
    show(root)
    animator = UIDynamicAnimator(referenceView: root.view)
  }

  override func tearDown() {
    animator = nil
    super.tearDown()
  }

  private func box(at center: CGPoint, side: CGFloat = 100) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    view.center = center
    view.backgroundColor = .systemOrange
    root.view.addSubview(view)
    return view
  }

  /// y after n steps of 1/120 s from rest under g (semi-implicit Euler, as Box2D steps):
  /// y₀ + g·h²·n(n+1)/2.
  private func fallen(_ steps: Int, g: CGFloat) -> CGFloat {
    let h: CGFloat = 1.0 / 120
    return g * h * h * CGFloat(steps * (steps + 1)) / 2
  }

  func testGravityFallsAtAThousandPointsPerSecondSquared() {
    let view = box(at: CGPoint(x: 240, y: 100))
    animator.addBehavior(UIGravityBehavior(items: [view]))
    advance(seconds: 0.5)
    XCTAssertEqual(animator.elapsedTime, 0.5, accuracy: 1e-9)
    // ½·1000·0.5² = 125 points, and the steps' own half step more.
    XCTAssertEqual(view.center.y, 100 + fallen(60, g: 1000), accuracy: 0.5)
    XCTAssertEqual(view.center.x, 240, accuracy: 0.01)
  }

  func testGravityAtAnAngleAndMagnitude() {
    let view = box(at: CGPoint(x: 100, y: 100))
    let gravity = UIGravityBehavior(items: [view])
    gravity.setAngle(0, magnitude: 0.5)
    animator.addBehavior(gravity)
    advance(seconds: 0.5)
    XCTAssertEqual(view.center.x, 100 + fallen(60, g: 500), accuracy: 0.5, "to the right")
    XCTAssertEqual(view.center.y, 100, accuracy: 0.01)
  }

  func testAPushOfOneMovesADensityOneSquareAtAHundredPointsPerSecond() {
    let view = box(at: CGPoint(x: 100, y: 400))
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    let item = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(push)
    animator.addBehavior(item)
    advance(seconds: 0.5)
    XCTAssertEqual(item.linearVelocity(for: view).x, 100, accuracy: 0.01)
    XCTAssertFalse(push.active, "an instantaneous push turns itself off")
    XCTAssertEqual(view.center.x, 150, accuracy: 1)

    let heavy = box(at: CGPoint(x: 100, y: 200), side: 200)
    let continuous = UIPushBehavior(items: [heavy], mode: .continuous)
    continuous.setAngle(.pi / 2, magnitude: 2)
    let heavyItem = UIDynamicItemBehavior(items: [heavy])
    animator.addBehavior(continuous)
    animator.addBehavior(heavyItem)
    advance(seconds: 1)
    // Mass 4 (200 × 200 points), force 2: 50 points/s² for a second.
    XCTAssertEqual(heavyItem.linearVelocity(for: heavy).y, 50, accuracy: 0.5)
  }

  func testASnapSettlesOnItsPointAndStandsUpright() {
    let view = box(at: CGPoint(x: 100, y: 100))
    view.transform = CGAffineTransform(rotationAngle: 0.5)
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 300, y: 500))
    snap.damping = 1
    animator.addBehavior(snap)
    // Critically damped at 2 Hz: e^(−ωt)(1 + ωt) of the way left after t.
    advance(seconds: 0.5)
    let omega = 2 * CGFloat.pi * 2
    let left = exp(-omega * 0.5) * (1 + omega * 0.5)
    XCTAssertEqual(view.center.x, 300 - 200 * left, accuracy: 4)
    XCTAssertEqual(view.center.y, 500 - 400 * left, accuracy: 6)
    advance(seconds: 1.5)
    XCTAssertEqual(view.center.x, 300, accuracy: 0.5)
    XCTAssertEqual(view.center.y, 500, accuracy: 0.5)
    XCTAssertEqual(atan2(view.transform.b, view.transform.a), 0, accuracy: 0.01)
  }

  func testALightlyDampedSnapOvershoots() {
    let view = box(at: CGPoint(x: 100, y: 400))
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 300, y: 400))
    snap.damping = 0.2
    animator.addBehavior(snap)
    var furthest: CGFloat = 0
    for _ in 0..<60 {
      frame()
      furthest = max(furthest, view.center.x)
    }
    // Overshoot of a damped spring: e^(−πζ/√(1−ζ²)) of the distance.
    let expected = 200 * exp(-CGFloat.pi * 0.2 / sqrt(1 - 0.04))
    XCTAssertEqual(furthest - 300, expected, accuracy: 8)
  }

  func testASpringAttachmentSwingsAtItsFrequency() {
    let view = box(at: CGPoint(x: 240, y: 400))
    let spring = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 240, y: 200))
    spring.frequency = 2
    spring.damping = 0
    XCTAssertEqual(spring.length, 200, "the distance when made")
    animator.addBehavior(spring)
    animator.updateItem(usingCurrentState: view)
    view.center.y = 460
    animator.updateItem(usingCurrentState: view)
    // Peaks of y, a frame (1/60 s) apart at best: four periods take about two seconds.
    var peaks: [Int] = []
    var previous = view.center.y
    var rising = false
    for index in 0..<150 {
      frame()
      let y = view.center.y
      if rising, y < previous { peaks.append(index) }
      rising = y > previous
      previous = y
    }
    XCTAssertGreaterThanOrEqual(peaks.count, 4)
    let period = Double(peaks[3] - peaks[0]) / 3 / 60
    XCTAssertEqual(period, 0.5, accuracy: 0.03, "1 / 2 Hz")
  }

  func testARodAttachmentKeepsItsLengthAndTheAnchorDrags() {
    let view = box(at: CGPoint(x: 240, y: 400), side: 60)
    let rod = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 240, y: 300))
    animator.addBehavior(rod)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    rod.anchorPoint = CGPoint(x: 100, y: 300)
    advance(seconds: 2)
    let distance = hypot(view.center.x - 100, view.center.y - 300)
    XCTAssertEqual(distance, 100, accuracy: 1, "a rod")
    XCTAssertGreaterThan(view.center.y, 300, "hanging below the moved anchor")
  }

  func testCollisionsWithTheReferenceBoundsAndTheDelegate() {
    let log = CollisionLog()
    animator.delegate = log
    let view = box(at: CGPoint(x: 240, y: 600))
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = log
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    advance(seconds: 3)
    XCTAssertEqual(view.frame.maxY, 800, accuracy: 1, "resting on the bottom edge")
    XCTAssertEqual(log.events.first, "resumed")
    XCTAssertTrue(log.events.contains("began bounds at 800"), "\(log.events)")
    XCTAssertEqual(log.events.last, "paused", "asleep: the animator pauses")
    XCTAssertFalse(animator.isRunning)
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "no frames while it rests")
  }

  func testANamedBoundaryAndItemsOfOtherBehavioursPassThrough() {
    let log = CollisionLog()
    let a = box(at: CGPoint(x: 240, y: 100), side: 50)
    let b = box(at: CGPoint(x: 240, y: 300), side: 50)
    let falling = UICollisionBehavior(items: [a])
    falling.addBoundary(
      withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 500),
      to: CGPoint(x: 480, y: 500))
    falling.addBoundary(
      withIdentifier: "gone" as NSCopying, from: CGPoint(x: 0, y: 200),
      to: CGPoint(x: 480, y: 200))
    falling.removeBoundary(withIdentifier: "gone" as NSCopying)
    falling.collisionDelegate = log
    let other = UICollisionBehavior(items: [b])
    animator.addBehavior(UIGravityBehavior(items: [a]))
    animator.addBehavior(falling)
    animator.addBehavior(other)
    XCTAssertEqual(falling.boundaryIdentifiers?.count, 1)
    advance(seconds: 2)
    XCTAssertEqual(a.frame.maxY, 500, accuracy: 1, "on the shelf, through b")
    XCTAssertEqual(log.events.filter { $0.hasPrefix("began shelf") }.count, 1)
    XCTAssertFalse(log.events.contains("items"))
  }

  func testElasticityBouncesAndRotationCanBeLocked() {
    let view = box(at: CGPoint(x: 240, y: 400), side: 80)
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = UIDynamicItemBehavior(items: [view])
    properties.elasticity = 1
    properties.allowsRotation = false
    properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: view)
    properties.addAngularVelocity(3, for: view)
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    advance(seconds: 1)
    XCTAssertLessThan(properties.linearVelocity(for: view).x, -290, "back off the right edge")
    XCTAssertEqual(view.transform, .identity, "it never turns")
  }

  func testASpringFieldPullsItemsToItsPosition() {
    let view = box(at: CGPoint(x: 340, y: 400), side: 40)
    let field = UIFieldBehavior.springField()
    field.position = CGPoint(x: 240, y: 400)
    field.strength = 1
    field.addItem(view)
    animator.addBehavior(field)
    // ω = √(100·strength) = 10: half a period is π/10 s, when it is furthest the other way.
    advance(seconds: 0.314)
    XCTAssertEqual(view.center.x, 140, accuracy: 6)
  }

  func testARadialGravityFieldPullsWithinItsRegion() {
    let near = box(at: CGPoint(x: 240, y: 300), side: 20)
    let far = box(at: CGPoint(x: 240, y: 700), side: 20)
    let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 240, y: 400))
    field.region = UIRegion(radius: 200)
    field.addItem(near)
    field.addItem(far)
    animator.addBehavior(field)
    advance(seconds: 0.2)
    XCTAssertGreaterThan(near.center.y, 310, "pulled down towards the centre")
    XCTAssertEqual(far.center.y, 700, "outside the region")
  }

  func testACustomBehaviourOfChildrenAndItsAction() {
    let view = box(at: CGPoint(x: 240, y: 100))
    let parent = UIDynamicBehavior()
    parent.addChildBehavior(UIGravityBehavior(items: [view]))
    var steps = 0
    parent.action = { steps += 1 }
    animator.addBehavior(parent)
    advance(seconds: 0.25)
    XCTAssertGreaterThan(view.center.y, 120)
    XCTAssertEqual(steps, 15, "an action a frame")
    animator.removeBehavior(parent)
    let stopped = view.center.y
    advance(seconds: 0.25)
    XCTAssertEqual(view.center.y, stopped)
    XCTAssertNil(parent.dynamicAnimator)
  }
}
