import Foundation

/// A layout between two others, as UIKit's UICollectionViewTransitionLayout: every item's
/// attributes are interpolated from `currentLayout` (progress 0) to `nextLayout` (progress 1).
/// `UICollectionView.startInteractiveTransition(to:completion:)` installs one; a gesture sets
/// `transitionProgress`, then the collection view finishes or cancels it.
///
/// Subclasses may track values of their own with `updateValue(_:forAnimatedKey:)` and read
/// them back in their attribute overrides.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
  /// The layout the transition starts from (progress 0).
  public let currentLayout: UICollectionViewLayout
  /// The layout the transition goes to (progress 1).
  public let nextLayout: UICollectionViewLayout

  /// How far the transition is, 0 (current layout) to 1 (next layout). Setting it lays the
  /// items out again.
  public var transitionProgress: CGFloat = 0 {
    didSet {
      recordProgress()
      collectionView?.setNeedsLayout()
    }
  }

  private var animatedValues: [String: CGFloat] = [:]
  /// Recent progress values with their times, for the speed the gesture left it at.
  private var progressSamples: [(time: TimeInterval, progress: CGFloat)] = []

  /// A transition from `currentLayout` to `newLayout`, at progress 0.
  public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = newLayout
    super.init()
  }

  /// Stores `value` for `key`.
  public func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key] = value
    collectionView?.setNeedsLayout()
  }

  /// The value last stored for `key` (0 when none was).
  public func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

  open override func prepare() {
    for layout in [currentLayout, nextLayout] {
      layout.collectionView = collectionView
      layout.prepareIfNeeded()
    }
  }

  open override var collectionViewContentSize: CGSize {
    let from = currentLayout.collectionViewContentSize
    let to = nextLayout.collectionViewContentSize
    return CGSize(
      width: Self.mix(from.width, to.width, transitionProgress),
      height: Self.mix(from.height, to.height, transitionProgress))
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    return interpolate(
      currentLayout.layoutAttributesForItem(at: indexPath),
      nextLayout.layoutAttributesForItem(at: indexPath))
  }

  /// The items either layout has in `rect`, in between. While an interactive transition
  /// moves the content offset too, each layout is also asked about the rectangle at its own
  /// offset (where its items come from or go to), so no cell is missing on the way.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    prepareIfNeeded()
    var rects: [(UICollectionViewLayout, CGRect)] = [(currentLayout, rect), (nextLayout, rect)]
    if let collectionView, let transition = collectionView.interactiveLayoutTransition,
      transition.layout === self
    {
      let offset = collectionView.contentOffset
      for (layout, own) in [
        (currentLayout, transition.startOffset), (nextLayout, transition.targetOffset),
      ] where own != offset {
        rects.append((layout, rect.offsetBy(dx: own.x - offset.x, dy: own.y - offset.y)))
      }
    }
    var paths = Set<IndexPath>()
    for (layout, area) in rects {
      for attributes in layout.layoutAttributesForElements(in: area) ?? []
      where attributes.representedElementCategory == .cell {
        paths.insert(attributes.indexPath)
      }
    }
    return paths.sorted().compactMap { layoutAttributesForItem(at: $0) }
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    var invalid = false
    for layout in [currentLayout, nextLayout]
    where layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      layout.needsPrepare = true
      invalid = true
    }
    return invalid
  }

  /// The progress per second of the last moment (about 50 ms) of changes.
  var progressVelocity: CGFloat {
    // A finger that held still before letting go has no speed left.
    guard let last = progressSamples.last,
      UIApplication.shared.clock.eventTime - last.time <= 0.05,
      let first = progressSamples.first(where: {
        last.time - $0.time <= 0.05 && $0.time < last.time
      })
    else { return 0 }
    return (last.progress - first.progress) / (last.time - first.time)
  }

  private func recordProgress() {
    let now = UIApplication.shared.clock.eventTime
    progressSamples.append((now, transitionProgress))
    progressSamples.removeAll { now - $0.time > 0.25 }
  }

  /// The attributes at the current progress between `from` and `to` (either alone when the
  /// other layout lacks the item). Stacking order switches half way.
  private func interpolate(
    _ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?
  ) -> UICollectionViewLayoutAttributes? {
    guard let from, let to else { return (from ?? to)?.copied() }
    let t = transitionProgress
    let result = UICollectionViewLayoutAttributes(forCellWith: to.indexPath)
    result.center = CGPoint(
      x: Self.mix(from.center.x, to.center.x, t), y: Self.mix(from.center.y, to.center.y, t))
    result.size = CGSize(
      width: Self.mix(from.size.width, to.size.width, t),
      height: Self.mix(from.size.height, to.size.height, t))
    // As Core Animation interpolates transforms: scale, rotation (the short way) and shear
    // apart.
    let start = from.transform.animatableData
    var change = zip(to.transform.animatableData, start).map { $0 - $1 }
    let rotation = CGAffineTransform.rotationComponent
    change[rotation] = remainder(change[rotation], 2 * .pi)
    result.transform = CGAffineTransform(
      animatableData: zip(start, change).map { $0 + $1 * Double(t) })
    result.alpha = Self.mix(from.alpha, to.alpha, t)
    result.zIndex = t < 0.5 ? from.zIndex : to.zIndex
    result.isHidden = t < 0.5 ? from.isHidden : to.isHidden
    return result
  }

  private static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }
}
