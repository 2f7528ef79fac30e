@_spi(Host) import MiniUIKit
import XCTest

// What real transition and collection-view code calls, pasted with only the import changed
// (`@objc` and `#selector` dropped, as the README says).

protocol InteractiveDismissing: NSObject {
  var dismissalProgress: CGFloat { get set }
}

final class PhotoViewController: UIViewController, InteractiveDismissing {
  var dismissalProgress: CGFloat = 0
  private(set) var pinchScales: [CGFloat] = []
  private(set) var rotations: [CGFloat] = []
  private(set) var swipes = 0
  private(set) var edgePans = 0
  private(set) var tappedBy: UIButton?
  private(set) var sizes: [CGSize] = []
  private(set) var alongside: [CGSize] = []
  let button = UIButton(type: .system)

  override var description: String { "PhotoViewController(\(dismissalProgress))" }
  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UIPinchGestureRecognizer(target: self, action: PhotoViewController.handlePinch))
    view.addGestureRecognizer(
      UIRotationGestureRecognizer(target: self, action: PhotoViewController.handleRotation))
    let swipe = UISwipeGestureRecognizer(target: self, action: PhotoViewController.handleSwipe)
    swipe.direction = .left
    view.addGestureRecognizer(swipe)
    let edge = UIScreenEdgePanGestureRecognizer(
      target: self, action: PhotoViewController.handleEdgePan)
    edge.edges = .right
    view.addGestureRecognizer(edge)
    button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
    button.addTarget(self, action: PhotoViewController.buttonTapped, for: .touchUpInside)
    view.addSubview(button)
    setNeedsStatusBarAppearanceUpdate()
  }

  func handlePinch(_ gesture: UIPinchGestureRecognizer) {
    if gesture.state == .changed { pinchScales.append(gesture.scale) }
  }

  func handleRotation(_ gesture: UIRotationGestureRecognizer) {
    if gesture.state == .changed || gesture.state == .ended { rotations.append(gesture.rotation) }
  }

  func handleSwipe(_ gesture: UISwipeGestureRecognizer) {
    if gesture.state == .ended { swipes += 1 }
  }

  func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
    if gesture.state == .began { edgePans += 1 }
  }

  func buttonTapped(_ sender: UIButton) { tappedBy = sender }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
    coordinator.animate(
      alongsideTransition: { _ in self.alongside.append(self.view.bounds.size) }, completion: nil)
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    dismissalProgress = -1
  }
}

/// A pan that starts itself, as UIKit code does through UIGestureRecognizerSubclass.
final class ImmediatePanGestureRecognizer: UIPanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    state = .began
  }
}

/// A layout that snaps to whole rows and fades deleted items, reading UIKit's update items.
final class SnappingFlowLayout: UICollectionViewFlowLayout {
  private(set) var calls: [String] = []
  private var deleting: [IndexPath] = []

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    calls.append("prepare(\(updateItems.count))")
    deleting = updateItems.filter { $0.updateAction == .delete }.compactMap {
      $0.indexPathBeforeUpdate
    }
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    calls.append("final(\(itemIndexPath.item))")
    let attributes =
      super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)?.copy()
      as? UICollectionViewLayoutAttributes
    if deleting.contains(itemIndexPath) {
      attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    }
    return attributes
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    calls.append("finalize")
    deleting = []
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let row = itemSize.height + minimumLineSpacing
    return CGPoint(x: 0, y: (proposedContentOffset.y / row).rounded() * row)
  }
}

/// The carousel layout of many tutorials: items grow towards the middle of the screen,
/// changing copies of what the flow layout hands out (its own are handed out again).
final class ZoomingFlowLayout: UICollectionViewFlowLayout {
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView = collectionView,
      let attributes = super.layoutAttributesForElements(in: rect)?.map({
        $0.copy() as! UICollectionViewLayoutAttributes
      })
    else { return nil }
    let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
    for attribute in attributes where attribute.frame.intersects(visibleRect) {
      let distance = abs(visibleRect.midX - attribute.center.x)
      let normalized = min(distance / (collectionView.bounds.width / 2), 1)
      let zoom = 1 + 0.3 * (1 - normalized)
      attribute.transform = CGAffineTransform(scaleX: zoom, y: zoom)
    }
    return attributes
  }
}

final class Numbers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var count = 200
  var endTargets: [CGPoint] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    endTargets.append(targetContentOffset.pointee)
  }
}

final class EverydayUIKitPortTests: PortTestCase {
  func testNSObjectRootsAndTypedActions() {
    let photo = PhotoViewController()
    show(photo)
    let dismissing: InteractiveDismissing = photo
    dismissing.dismissalProgress = 0.5
    XCTAssertEqual(photo.description, "PhotoViewController(0.5)")
    XCTAssertTrue(photo.isEqual(photo))
    XCTAssertTrue(photo.prefersStatusBarHidden)
    photo.didReceiveMemoryWarning()
    XCTAssertEqual(photo.dismissalProgress, -1)
    let objects: [NSObject] = [
      photo, UIPanGestureRecognizer(), UICollectionViewFlowLayout(), UIBarButtonItem(),
      UIPresentationController(presentedViewController: photo, presenting: nil),
      UIViewPropertyAnimator(duration: 1, curve: .linear), UINavigationItem(title: "x"),
    ]
    XCTAssertEqual(objects.count, 7)
    pointer(.down, 80, 60)
    pointer(.up, 80, 60)
    XCTAssertTrue(photo.tappedBy === photo.button, "the sender, as a UIButton")
  }

  func testPinchRotationSwipeAndEdgePanWithTheirOwnSenderTypes() {
    let photo = PhotoViewController()
    show(photo)
    // Ctrl-drag out from 100 to 150 points right of the centre: the pinch scales.
    drag(CGPoint(x: 340, y: 400), CGPoint(x: 390, y: 400), ctrl: true)
    XCTAssertEqual(photo.pinchScales.last ?? 0, 1.5, accuracy: 0.01)
    // Ctrl-drag a quarter turn about the centre (240, 400): the mirrored fingers turn.
    pointer(.down, 340, 400, ctrl: true)
    for step in 1...9 {
      frame()
      let angle = CGFloat(step) / 9 * .pi / 2
      pointer(.moved, 240 + 100 * cos(angle), 400 + 100 * sin(angle), ctrl: true)
    }
    pointer(.up, 240, 500, ctrl: true)
    XCTAssertEqual(photo.rotations.last ?? 0, .pi / 2, accuracy: 0.01, "clockwise, in radians")
    // A quick stroke left swipes once; a slow one does not.
    drag(CGPoint(x: 400, y: 600), CGPoint(x: 250, y: 600), steps: 4)
    XCTAssertEqual(photo.swipes, 1)
    drag(CGPoint(x: 400, y: 600), CGPoint(x: 250, y: 600), steps: 60)
    XCTAssertEqual(photo.swipes, 1, "too slow")
    // From within 20 points of the right edge the edge pan begins; from 30 points it does not.
    drag(CGPoint(x: 465, y: 300), CGPoint(x: 380, y: 300))
    XCTAssertEqual(photo.edgePans, 1)
    drag(CGPoint(x: 450, y: 300), CGPoint(x: 365, y: 300))
    XCTAssertEqual(photo.edgePans, 1, "30 points in: no edge pan")
  }

  func testASubclassSetsItsOwnState() {
    let view = UIViewController()
    show(view)
    var began = 0
    let pan = ImmediatePanGestureRecognizer { recognizer in
      if recognizer.state == .began { began += 1 }
    }
    view.view.addGestureRecognizer(pan)
    pointer(.down, 100, 100)
    XCTAssertEqual(began, 1, "began on touch down")
    pointer(.up, 100, 100)
  }

  func testUpdateItemsReachTheLayoutInUIKitsOrder() {
    let layout = SnappingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    let data = Numbers()
    data.count = 12
    let controller = UIViewController()
    let collectionView = UICollectionView(
      frame: controller.view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = data
    controller.view.addSubview(collectionView)
    show(controller)
    let deleted = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    data.count = 11
    collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    XCTAssertEqual(layout.calls, ["prepare(1)", "final(1)", "finalize"])
    advance(seconds: 0.25)
    XCTAssertLessThan(deleted?.layer.presentation()!.affineTransform().a ?? 1, 0.9, "shrinking")
    advance(seconds: 0.5)
    let all = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
    let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
    XCTAssertEqual(all.firstIndex(of: second), 1, "attributes compare by what they describe")
  }

  func testACarouselThatZoomsCopiesOfItsAttributesZoomsThemTheSameWhereverItScrolls() {
    let layout = ZoomingFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 20
    let data = Numbers()
    let controller = UIViewController()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 480, height: 200), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = data
    controller.view.addSubview(collectionView)
    show(controller)
    func scaleOfItem(at x: CGFloat) -> CGFloat? {
      collectionView.visibleCells.first { abs($0.center.x - x) < 1 }?.transform.a
    }
    // Item 2 (centre x 290) is 50 points from the middle (240).
    let expected = 1 + 0.3 * (1 - 50 / 240.0)
    XCTAssertEqual(scaleOfItem(at: 290) ?? 0, expected, accuracy: 1e-9)
    for offset in [120.0, 240, 0] {
      collectionView.contentOffset = CGPoint(x: offset, y: 0)
      collectionView.layoutIfNeeded()
    }
    XCTAssertEqual(scaleOfItem(at: 290) ?? 0, expected, accuracy: 1e-9, "the same, not compounded")
    let own = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
    XCTAssertEqual(own?.transform, .identity, "the flow layout's own attributes are unchanged")
  }

  func testAFlickEndsExactlyWhereTheLayoutSnaps() {
    let layout = SnappingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    let data = Numbers()
    let controller = UIViewController()
    let collectionView = UICollectionView(
      frame: controller.view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = data
    collectionView.delegate = data
    collectionView.decelerationRate = .fast
    controller.view.addSubview(collectionView)
    show(controller)
    drag(CGPoint(x: 240, y: 700), CGPoint(x: 240, y: 437), steps: 5)
    advance(seconds: 3)
    XCTAssertEqual(data.endTargets.count, 1, "the delegate was asked")
    XCTAssertEqual(collectionView.contentOffset.y.truncatingRemainder(dividingBy: 110), 0)
    XCTAssertEqual(collectionView.contentOffset.y, data.endTargets.first?.y)
    XCTAssertGreaterThan(collectionView.contentOffset.y, 263)
  }

  func testAPagingScrollViewLandsOnAPage() {
    let controller = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    scrollView.contentSize = CGSize(width: 480 * 5, height: 800)
    scrollView.isPagingEnabled = true
    controller.view.addSubview(scrollView)
    show(controller)
    // A short flick left: the next page, not where a free glide would stop.
    drag(CGPoint(x: 400, y: 400), CGPoint(x: 300, y: 400), steps: 4)
    advance(seconds: 2)
    XCTAssertEqual(scrollView.contentOffset.x, 480)
    // Dragged most of a page and let go still: the nearest page.
    drag(CGPoint(x: 400, y: 400), CGPoint(x: 100, y: 400), steps: 10, pause: 20)
    advance(seconds: 2)
    XCTAssertEqual(scrollView.contentOffset.x, 960)
  }

  func testViewWillTransitionRunsWithTheNewSize() {
    let photo = PhotoViewController()
    show(photo)
    UIApplication.shared.windowDidResize(to: CGSize(width: 600, height: 700))
    XCTAssertEqual(photo.sizes, [CGSize(width: 600, height: 700)])
    XCTAssertEqual(photo.alongside, [CGSize(width: 600, height: 700)], "laid out at the new size")
  }

  func testASettableNavigationStack() {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    show(navigation)
    navigation.viewControllers = [first, second]
    XCTAssertTrue(navigation.topViewController === second)
    XCTAssertTrue(second.parent === navigation)
  }

  func testFontsColoursLiteralsAndHaptics() {
    XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).weight, .semibold)
    XCTAssertTrue(UIFont.italicSystemFont(ofSize: 12).isItalic)
    XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium).pointSize, 13)
    XCTAssertEqual(UIColor.systemBackground.inLight, .white)
    XCTAssertEqual(UIColor.secondaryLabel.alpha, 0.6, accuracy: 1e-9)
    XCTAssertEqual(
      UIColor.systemGray6.inLight, UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    // swift-format-ignore: NoPlaygroundLiterals
    let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    XCTAssertEqual(literal.green, 0.4, accuracy: 1e-6)
    // swift-format-ignore: NoPlaygroundLiterals
    let missing = #imageLiteral(resourceName: "no-such-picture")
    XCTAssertEqual(missing.size, CGSize(width: 1, height: 1), "a clear pixel, not a crash")
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }

  /// iOS 17's springs with Apple's mapping: at bounce 0, critically damped at ω₀ = 2π / 0.5;
  /// at bounce 0.3, damping ratio 0.7. Checked against the closed-form oscillator.
  func testDurationAndBounceSprings() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    show(UIViewController())
    window.addSubview(view)
    UIView.animate(springDuration: 0.5, bounce: 0) { view.center.x = 150 }
    advance(seconds: 0.1)
    let omega = 2 * Double.pi / 0.5
    let critical = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
    XCTAssertEqual(
      Double(view.layer.presentation()!.position.x), 50 + 100 * critical, accuracy: 1e-6)
    advance(seconds: 2)
    let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
    let animator = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
    animator.addAnimations { view.center.x = 250 }
    animator.startAnimation()
    advance(seconds: 0.1)
    let zeta = 0.7
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let under =
      1 - exp(-zeta * omega * 0.1)
      * (cos(damped * 0.1) + zeta * omega / damped * sin(damped * 0.1))
    XCTAssertEqual(Double(view.layer.presentation()!.position.x), 150 + 100 * under, accuracy: 1e-6)
  }
}
