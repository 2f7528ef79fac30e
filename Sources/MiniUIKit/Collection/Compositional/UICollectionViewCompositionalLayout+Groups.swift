import Foundation

/// A section's groups, repeated until its items run out.
extension UICollectionViewCompositionalLayout {
  /// Repeats the section's group until its items run out, from `position` down (or, in an
  /// orthogonal section, across from the leading inset); appends the items' frames and the
  /// groups' spans to `result`. Returns the groups' thickness across the way they run.
  func placeGroups(
    _ node: LayoutNode, of section: NSCollectionLayoutSection, index: Int, items count: Int,
    in container: CGSize, insets: NSDirectionalEdgeInsets, orthogonal: Bool,
    position: CGFloat, into result: inout SectionLayout
  ) -> CGFloat {
    let measured: (Int) -> CGSize? = { [measuredSizes, isTransposed] item in
      measuredSizes[IndexPath(item: item, section: index)].map {
        isTransposed ? CGSize(width: $0.height, height: $0.width) : $0
      }
    }
    var placer = GroupPlacer(remaining: count, measured: measured)
    // A group without estimates is the same every time: laid out once, then moved.
    var template: (size: CGSize, frames: [CGRect])?
    if !node.hasEstimates {
      var once = GroupPlacer(remaining: max(count, 1), measured: { _ in nil })
      let size = once.place(node, at: .zero, in: container)
      template = (size, once.frames)
    }
    var along = orthogonal ? insets.leading : position
    var thickness: CGFloat = 0
    var item = 0
    while item < count {
      let origin =
        orthogonal ? CGPoint(x: along, y: position) : CGPoint(x: insets.leading, y: along)
      let size: CGSize
      let consumed: Int
      if let template, !template.frames.isEmpty {
        size = template.size
        consumed = min(template.frames.count, count - item)
        for frame in template.frames.prefix(consumed) {
          result.itemFrames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
        }
      } else {
        let before = placer.frames.count
        size = placer.place(node, at: origin, in: container)
        consumed = placer.frames.count - before
        result.itemFrames += placer.frames[before...]
      }
      guard consumed > 0 else { break }
      let length = orthogonal ? size.width : size.height
      result.groups.append((item..<(item + consumed), along, along + length))
      thickness = max(thickness, orthogonal ? size.height : size.width)
      item += consumed
      along += length + section.interGroupSpacing
    }
    return thickness
  }
}
