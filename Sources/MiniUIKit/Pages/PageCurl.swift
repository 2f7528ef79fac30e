import Foundation

/// The shape of a page curling over, seen from above: the model the page curl draws.
///
/// The page runs from its spine (u = 0) to its free edge (u = `width`). A turn has gone
/// `travel` (0 flat, 2·`width` turned right over onto the other side). The page wraps round
/// a cylinder of radius R = min(`maximumRadius`, travel/π, (2·width − travel)/π), whose axis,
/// parallel to the spine, stands at a = width − (travel + πR)/2. A point u of the page:
/// - before the axis (u ≤ a) lies flat where it is;
/// - over the next half turn of the cylinder (a < u < a + πR) lies at a + R·sin θ, raised
///   R·(1 − cos θ), where θ = (u − a)/R; past a quarter turn its back shows;
/// - beyond (u ≥ a + πR) lies turned over, flat on top at a − (u − a − πR), its back up.
/// So the free edge lies at width − travel (the drag sets the travel: see `PageCurler`).
struct PageCurl: Equatable {
  let width: CGFloat
  let travel: CGFloat
  let maximumRadius: CGFloat

  init(width: CGFloat, travel: CGFloat, maximumRadius: CGFloat = 40) {
    self.width = width
    self.travel = min(max(travel, 0), 2 * width)
    self.maximumRadius = maximumRadius
  }

  /// How far the turn has gone, 0…1.
  var progress: CGFloat { width > 0 ? travel / (2 * width) : 0 }

  var radius: CGFloat {
    max(min(maximumRadius, travel / .pi, (2 * width - travel) / .pi), 0)
  }

  var axis: CGFloat { width - (travel + .pi * radius) / 2 }

  /// Where page point `u` lies, seen from above; its height; and whether its back shows.
  func place(_ u: CGFloat) -> (at: CGFloat, height: CGFloat, showsBack: Bool) {
    let a = axis
    let r = radius
    guard u > a else { return (u, 0, false) }
    guard r > 0, u < a + .pi * r else { return (a - (u - a - .pi * r), 2 * r, true) }
    let theta = (u - a) / r
    return (a + r * sin(theta), r * (1 - cos(theta)), theta > .pi / 2)
  }

  /// How far the curl reaches towards the free edge, seen from above: where the page
  /// beneath begins to show.
  var outerEdge: CGFloat { axis + radius }

  /// How much light a point of the cylinder at `u` turns away, 0 (flat) to 1 (on edge).
  func shading(_ u: CGFloat) -> CGFloat {
    let a = axis
    let r = radius
    guard r > 0, u > a, u < a + .pi * r else { return 0 }
    return 1 - abs(cos((u - a) / r))
  }
}
