@_spi(Host) import MiniUIKit
import XCTest

/// The springy collection view of WWDC 2013's "Advanced Techniques with UIKit Dynamics", as
/// apps wrote it: a flow layout whose items hang on springs of a dynamic animator made with
/// `init(collectionViewLayout:)`, so that a scroll leaves them trailing and they catch up.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
  lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

  override func prepare() {
    super.prepare()
    let contentSize = collectionViewContentSize
    guard
      let items = super.layoutAttributesForElements(
        in: CGRect(origin: .zero, size: contentSize))
    else { return }
    if dynamicAnimator.behaviors.isEmpty {
      for item in items {
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        spring.length = 0
        spring.damping = 0.8
        spring.frequency = 1
        dynamicAnimator.addBehavior(spring)
      }
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  /// A scroll pulls each item by how far it is from the touch, as the talk's sample does.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let delta = newBounds.origin.y - (collectionView?.bounds.origin.y ?? 0)
    let touch = collectionView?.panGestureRecognizer.location(in: collectionView) ?? .zero
    for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
      guard let item = spring.items.first as? UICollectionViewLayoutAttributes else { continue }
      let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
      var center = item.center
      center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
      item.center = center
      dynamicAnimator.updateItem(usingCurrentState: item)
    }
    return false
  }
}

final class SpringyViewController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  { 30 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = .systemOrange
    return cell
  }
}

final class SpringyLayoutPortTests: PortTestCase {
  func testItemsTrailAScrollAndSpringBack() {
    let layout = SpringyFlowLayout()
    layout.itemSize = CGSize(width: 440, height: 44)
    layout.minimumLineSpacing = 10
    let controller = SpringyViewController(collectionViewLayout: layout)
    show(controller)
    advance(seconds: 0.5)
    XCTAssertEqual(layout.dynamicAnimator.behaviors.count, 30)
    let first = IndexPath(item: 0, section: 0)
    let resting = layout.layoutAttributesForItem(at: first)!.center.y
    // A scroll as the talk's pan makes it: the items far from the touch lag behind.
    pointer(.down, 240, 100)
    frame()
    controller.collectionView.contentOffset.y += 60
    pointer(.up, 240, 100)
    let displaced = layout.layoutAttributesForItem(at: first)!.center.y
    XCTAssertNotEqual(displaced, resting, "pulled off its anchor")
    XCTAssertTrue(layout.dynamicAnimator.isRunning)
    advance(seconds: 3)
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: first)!.center.y, resting, accuracy: 0.5,
      "back on its spring's anchor")
    XCTAssertNotNil(controller.collectionView.cellForItem(at: first))
  }
}
