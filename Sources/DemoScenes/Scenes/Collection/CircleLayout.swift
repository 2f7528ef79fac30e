import MiniUIKit

/// The seed's CircleLayout: the items on a circle about the collection view's centre, radius
/// min(width, height) / 2.5, item i at angle 2πi / count (item 0 at 3 o'clock, then
/// clockwise, y pointing down), each `itemSize` and scaled by a half.
@MainActor
open class CircleLayout: UICollectionViewLayout {
  public var itemSize = CGSize(width: 100, height: 100)
  private var size = CGSize.zero
  private var center = CGPoint.zero
  private var radius: CGFloat = 0
  private var cellCount = 0

  open override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    size = collectionView.frame.size
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
    cellCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
  }

  open override var collectionViewContentSize: CGSize { size }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, indexPath.item < cellCount else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    let angle = 2 * CGFloat(indexPath.item) * .pi / CGFloat(cellCount)
    attributes.size = itemSize
    attributes.center = CGPoint(
      x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    return attributes
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  /// A change of size moves the centre and the radius.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != size
  }
}
