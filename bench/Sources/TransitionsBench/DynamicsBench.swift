import Foundation
@_spi(Host) import MiniUIKit

/// UIKit Dynamics' cost: 1,000 bodies (12-point squares in a grid) falling under gravity into
/// a 1,000-point box for five seconds, piling up, every step of 1/120 s timed: the Box2D
/// world with the behaviours' forces, without drawing.
@MainActor
enum DynamicsBench {
  static func run(steps: Int = 600) -> DynamicsReport {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let items = (0..<1000).map { index in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
      view.center = CGPoint(
        x: 30 + CGFloat(index % 40) * 24 + CGFloat(index / 40 % 2) * 6,
        y: 20 + CGFloat(index / 40) * 24)
      box.addSubview(view)
      return view
    }
    let animator = UIDynamicAnimator(referenceView: box)
    animator.addBehavior(UIGravityBehavior(items: items))
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let properties = UIDynamicItemBehavior(items: items)
    properties.friction = 0.3
    properties.elasticity = 0.2
    animator.addBehavior(properties)
    var times: [Double] = []
    for _ in 0..<steps {
      times.append(milliseconds { animator.step() })
    }
    let resting = items.filter { item in
      let velocity = properties.linearVelocity(for: item)
      return hypot(velocity.x, velocity.y) < 5
    }.count
    animator.removeAllBehaviors()
    return DynamicsReport(
      step: Percentiles(Array(times.dropFirst())), bodies: items.count, atRest: resting)
  }
}

struct DynamicsReport: Codable {
  /// One step of 1/120 s (the first, which builds the world, left out).
  var step: Percentiles
  var bodies: Int
  /// Bodies moving slower than 5 points a second at the end: the pile settled.
  var atRest: Int
}
