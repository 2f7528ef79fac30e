import Foundation

/// Where a section that scrolls across its collection view lies, as its layout computed it:
/// the band it takes (full width, in the collection view's content coordinates), how wide its
/// content is, and where its groups start (for snapping).
struct OrthogonalSectionGeometry: Equatable {
  var frame: CGRect
  var contentWidth: CGFloat
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// The leading and trailing edges of each group, in content coordinates.
  var groupEdges: [ClosedRange<CGFloat>]
  /// The section's leading content inset: a group snaps with its edge there.
  var leadingInset: CGFloat
  /// Mirrors the section's content in a right-to-left collection view: its first group at
  /// the right, where it starts scrolled to.
  var mirror = HorizontalMirror()
}

/// The scroll view of one section that scrolls sideways inside a vertical collection view,
/// as UIKit nests one: its cells are its subviews, so a drag, a flick or a touchpad swipe
/// along the section moves them with the scroll view's own momentum and rubber band, and a
/// drag down the collection view scrolls the collection view. Each offset change lays the
/// collection view out, which gives the items coming in their cells.
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
  weak var collectionView: UICollectionView?
  var geometry: OrthogonalSectionGeometry {
    didSet {
      guard geometry != oldValue else { return }
      applyGeometry()
      switch (oldValue.mirror.width, geometry.mirror.width) {
      case (let old?, let width?) where width != old:
        // Mirrored content grows to the left: what shows stays where it is.
        contentOffset.x += width - old
      case (nil, _?): contentOffset.x = max(geometry.contentWidth - geometry.frame.width, 0)
      case (_?, nil): contentOffset.x = 0
      default: break
      }
      let clamped = clampedContentOffset(contentOffset)
      if clamped != contentOffset, !isDragging { contentOffset = clamped }
    }
  }

  init(geometry: OrthogonalSectionGeometry, collectionView: UICollectionView) {
    self.geometry = geometry
    self.collectionView = collectionView
    super.init(frame: geometry.frame)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    delegate = self
    applyGeometry()
    if geometry.mirror.width != nil {
      contentOffset.x = max(geometry.contentWidth - geometry.frame.width, 0)
    }
  }

  /// Takes the section's place, size and way of settling.
  private func applyGeometry() {
    frame = geometry.frame
    contentSize = CGSize(width: geometry.contentWidth, height: geometry.frame.height)
    isPagingEnabled = geometry.behavior == .paging
    decelerationRate = geometry.behavior == .continuous ? .normal : .fast
  }

  required init?(coder: NSCoder) { nil }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    collectionView?.setNeedsLayout()
  }

  /// Where a release comes to rest: a group's leading edge for the group behaviours.
  override func targetContentOffset(
    forProposedContentOffset proposed: CGPoint, withVelocity velocity: CGPoint
  ) -> CGPoint {
    let stops = geometry.groupEdges.map { edges -> CGFloat in
      let group = geometry.mirror(
        CGRect(x: edges.lowerBound, y: 0, width: edges.upperBound - edges.lowerBound, height: 0))
      switch geometry.behavior {
      case .groupPagingCentered: return group.midX - bounds.width / 2
      default:
        // The group's leading edge at the leading inset: its left, or its right when mirrored.
        return geometry.mirror.width == nil
          ? group.minX - geometry.leadingInset
          : group.maxX + geometry.leadingInset - bounds.width
      }
    }.sorted()
    guard !stops.isEmpty else { return proposed }
    func nearest(to x: CGFloat) -> Int {
      stops.indices.min { abs(stops[$0] - x) < abs(stops[$1] - x) } ?? 0
    }
    var x = proposed.x
    switch geometry.behavior {
    case .continuousGroupLeadingBoundary:
      x = stops[nearest(to: proposed.x)]
    case .groupPaging, .groupPagingCentered:
      // One group a flick, as a page; a slow release settles on the nearest.
      let start = nearest(to: dragStartOffset.x)
      let index =
        velocity.x > Self.pageFlickSpeed
        ? start + 1 : velocity.x < -Self.pageFlickSpeed ? start - 1 : nearest(to: contentOffset.x)
      x = stops[min(max(index, 0), stops.count - 1)]
    default:
      break
    }
    return CGPoint(x: x, y: proposed.y)
  }
}

extension UICollectionView {
  /// The view a section's cells go in: its sideways scroll view, or the collection view.
  func container(forSection section: Int) -> UIView {
    orthogonalScrollers[section] ?? self
  }

  /// How far a section that scrolls sideways is scrolled (0 for other sections).
  func orthogonalContentOffset(forSection section: Int) -> CGFloat {
    orthogonalScrollers[section]?.contentOffset.x ?? 0
  }

  /// Where an element's centre goes in `container`: in a section's scroll view, its own
  /// coordinates; in the collection view, moved by how far its section is scrolled.
  func center(of attributes: UICollectionViewLayoutAttributes, in container: UIView?) -> CGPoint {
    guard attributes.representedElementCategory == .cell,
      let scroller = orthogonalScrollers[attributes.indexPath.section]
    else { return attributes.center }
    if container === scroller {
      return CGPoint(x: attributes.center.x, y: attributes.center.y - scroller.frame.minY)
    }
    return CGPoint(x: attributes.center.x - scroller.contentOffset.x, y: attributes.center.y)
  }

  /// Where an element shows, in the collection view's content coordinates.
  func onScreenCenter(of attributes: UICollectionViewLayoutAttributes) -> CGPoint {
    center(of: attributes, in: self)
  }

  /// Makes a scroll view for each section the layout scrolls sideways, and drops the others;
  /// the ones kept take their new place unless `movingKept` is false (a layout change moves
  /// them inside its animation).
  func updateOrthogonalScrollers(movingKept: Bool = true) {
    let sections = layout.orthogonalSections
    guard !sections.isEmpty || !orthogonalScrollers.isEmpty else { return }
    for (section, scroller) in orthogonalScrollers where sections[section] == nil {
      // Its cells stay where they show, in the collection view (a layout change may be
      // moving them); the next layout pass keeps or recycles them.
      orthogonalScrollers[section] = nil
      for case let cell as UICollectionViewCell in scroller.subviews {
        moveToContainer(cell, container: self)
      }
      scroller.removeFromSuperview()
    }
    for (section, geometry) in sections {
      if let scroller = orthogonalScrollers[section] {
        if movingKept { scroller.geometry = geometry }
      } else {
        let scroller = OrthogonalScrollView(geometry: geometry, collectionView: self)
        orthogonalScrollers[section] = scroller
        insertSubview(scroller, at: backgroundView?.superview === self ? 1 : 0)
      }
    }
  }

  /// Moves a cell into the view its section's cells go in, where it shows now.
  func moveToContainer(_ cell: UICollectionViewCell, section: Int) {
    moveToContainer(cell, container: container(forSection: section))
  }

  /// Moves a cell into `container`, where it shows now.
  func moveToContainer(_ cell: UICollectionViewCell, container: UIView) {
    guard cell.superview !== container else { return }
    UIView.performWithoutAnimation {
      let position = cell.superview?.convert(cell.center, to: container) ?? cell.center
      container.addSubview(cell)
      cell.center = position
    }
  }

  /// Scrolls a sideways section just enough (or as `scrollPosition` says) to show an item.
  func scrollOrthogonalSection(
    toShow frame: CGRect, section: Int, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let scroller = orthogonalScrollers[section] else { return }
    let width = scroller.bounds.width
    var x = scroller.contentOffset.x
    if scrollPosition.contains(.left) {
      x = frame.minX
    } else if scrollPosition.contains(.centeredHorizontally) {
      x = frame.midX - width / 2
    } else if scrollPosition.contains(.right) {
      x = frame.maxX - width
    } else if frame.minX < x {
      x = frame.minX - scroller.geometry.leadingInset
    } else if frame.maxX > x + width {
      x = frame.maxX - width + scroller.geometry.leadingInset
    }
    let target = scroller.clampedContentOffset(CGPoint(x: x, y: 0))
    if target != scroller.contentOffset { scroller.setContentOffset(target, animated: animated) }
  }
}
