import Foundation

/// `items` as a reader goes through them: top to bottom, and left to right along a row (tops
/// within a point of each other); as they were where their tops and left edges both are.
func inReadingOrder<Item>(_ items: [Item], frame: (Item) -> CGRect) -> [Item] {
  let frames = items.map(frame)
  return items.indices.sorted { a, b in
    let (first, second) = (frames[a], frames[b])
    if abs(first.minY - second.minY) >= 1 { return first.minY < second.minY }
    if abs(first.minX - second.minX) >= 1 { return first.minX < second.minX }
    return a < b
  }.map { items[$0] }
}
