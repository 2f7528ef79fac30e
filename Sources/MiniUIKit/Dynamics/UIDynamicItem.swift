import Foundation

/// How a dynamic item's outline is taken for collisions, as UIKit's.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// Its bounds.
  case rectangle = 0
  /// The ellipse inside its bounds.
  case ellipse = 1
  /// `collisionBoundingPath`, a convex path round the centre.
  case path = 2
}

/// Something UIKit Dynamics moves, as UIKit's protocol: a view, a collection view's layout
/// attributes, or an object of an app's own. The animator reads its bounds once, and writes
/// its centre and its transform (a rotation) as it moves.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
  /// The item's centre, which the animator writes as the item moves.
  var center: CGPoint { get set }
  /// The item's bounds, whose size the animator reads once.
  var bounds: CGRect { get }
  /// The item's transform, which the animator writes as a rotation as the item turns.
  var transform: CGAffineTransform { get set }
  /// How the item's outline is taken for collisions.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// With `.path`: a convex outline, in points from the centre (eight corners at most are
  /// kept).
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// The outline collisions take: the item's bounds (`.rectangle`).
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  public var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIDynamicItem {
  /// The outline collisions use, in points from the centre: a polygon of eight corners at
  /// most, or a circle's radius.
  var collisionOutline: DynamicItemOutline {
    let size = bounds.size
    switch collisionBoundsType {
    case .rectangle:
      return .polygon(DynamicItemOutline.box(size))
    case .ellipse:
      if abs(size.width - size.height) < 0.5 { return .circle(radius: size.width / 2) }
      return .polygon(
        (0..<8).map { index in
          let angle = CGFloat(index) * .pi / 4
          return CGPoint(x: cos(angle) * size.width / 2, y: sin(angle) * size.height / 2)
        })
    case .path:
      let points = PathFlattening.polylines(
        of: collisionBoundingPath.cgPath.elements, tolerance: 1
      ).flatMap(\.points)
      let hull = DynamicItemOutline.convexHull(points)
      return .polygon(
        hull.count >= 3 ? DynamicItemOutline.reduced(hull) : DynamicItemOutline.box(size))
    }
  }
}

/// A dynamic item's outline for collisions.
enum DynamicItemOutline: Equatable {
  case polygon([CGPoint])
  case circle(radius: CGFloat)

  /// A box of `size` round the centre (at least a point across).
  static func box(_ size: CGSize) -> [CGPoint] {
    let w = max(size.width, 1) / 2
    let h = max(size.height, 1) / 2
    return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
  }

  /// The convex hull of `points`, counter-clockwise (Andrew's monotone chain).
  static func convexHull(_ points: [CGPoint]) -> [CGPoint] {
    let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    guard sorted.count > 2 else { return sorted }
    func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    var lower: [CGPoint] = []
    for point in sorted {
      while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 {
        lower.removeLast()
      }
      lower.append(point)
    }
    var upper: [CGPoint] = []
    for point in sorted.reversed() {
      while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 {
        upper.removeLast()
      }
      upper.append(point)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }

  /// At most eight of `hull`'s corners, spread evenly round it (Box2D's limit).
  static func reduced(_ hull: [CGPoint]) -> [CGPoint] {
    guard hull.count > 8 else { return hull }
    return (0..<8).map { hull[$0 * hull.count / 8] }
  }
}

/// The items a behaviour acts on, each once, in the order they came.
struct DynamicItemList {
  private(set) var all: [UIDynamicItem]

  init(_ items: [UIDynamicItem]) {
    all = []
    for item in items { add(item) }
  }

  /// Adds `item`; false if it was there already.
  @discardableResult
  mutating func add(_ item: UIDynamicItem) -> Bool {
    guard !all.contains(where: { $0 === item }) else { return false }
    all.append(item)
    return true
  }

  /// Removes `item`; false if it was not there.
  @discardableResult
  mutating func remove(_ item: UIDynamicItem) -> Bool {
    let count = all.count
    all.removeAll { $0 === item }
    return all.count != count
  }
}
