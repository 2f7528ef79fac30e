import Dispatch
@_spi(Host) import MiniUIKit
import XCTest

// Lines from UIKit samples that each failed an otherwise fine file, pasted with only the
// import changed.

/// A controller that overrides the designated initializer and still gets `init()`.
final class NibOverridingViewController: UIViewController {
  var madeBy = ""

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    madeBy = "nib"
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class SignaturePortTests: PortTestCase {
  func testAnimateWithDelayAndNoOptions() {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(
      withDuration: 0.2, delay: 0.1,
      animations: { box.alpha = 0 },
      completion: { finished = $0 })
    UIView.animate(withDuration: 0.2, delay: 0) { box.center.x = 40 }
    XCTAssertEqual(box.alpha, 0)
    XCTAssertEqual(box.center.x, 40)
    advance(seconds: 0.5)
    XCTAssertEqual(finished, true)
  }

  func testAlongsideInViewWithoutCompletion() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    show(navigation)
    var ranAlongside = false
    navigation.pushViewController(UIViewController(), animated: true)
    let coordinator = navigation.transitionCoordinator
    XCTAssertNotNil(coordinator)
    coordinator?.animateAlongsideTransition(in: navigation.view) { _ in ranAlongside = true }
    coordinator?.animate(alongsideTransition: { _ in })
    advance(seconds: 1)
    XCTAssertTrue(ranAlongside)
  }

  func testSubclassOverridingNibInitializerInheritsPlainInit() {
    let controller = NibOverridingViewController()
    XCTAssertEqual(controller.madeBy, "nib")
    XCTAssertNil(controller.nibName)
  }

  func testEmptyInitializers() {
    let navigation = UINavigationController()
    XCTAssertTrue(navigation.viewControllers.isEmpty)
    let image = UIImage()
    XCTAssertEqual(image.size, .zero)
    let imageView = UIImageView(image: image)
    XCTAssertEqual(imageView.image?.size, .zero)
    let constraint = NSLayoutConstraint()
    XCTAssertEqual(constraint.constant, 0)
    XCTAssertFalse(constraint.isActive)
  }

  func testGestureStateRawValueIsInt() {
    let state: UIGestureRecognizer.State = .began
    let raw: Int = state.rawValue
    XCTAssertEqual(raw, 1)
    XCTAssertEqual(UIGestureRecognizer.State(rawValue: 3), .ended)
    XCTAssertEqual(UIGestureRecognizer.State.recognized, .ended)
    XCTAssertEqual(UIView.ContentMode.scaleAspectFill.rawValue, 2)
    XCTAssertEqual(UIView.ContentMode(rawValue: 1), .scaleAspectFit)
  }

  func testClassForCoder() {
    let view = UILabel()
    XCTAssertTrue(view.classForCoder == UILabel.self)
    XCTAssertEqual(String(describing: view.classForCoder), "UILabel")
  }

  func testOffset() {
    let offset = UIOffset(horizontal: 3, vertical: -2)
    XCTAssertEqual(offset.horizontal, 3)
    XCTAssertEqual(offset.vertical, -2)
    XCTAssertEqual(UIOffset.zero, UIOffset(horizontal: 0, vertical: 0))
  }

  func testDarwinTimeConstants() {
    let deadline =
      DispatchTime.now() + Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
    XCTAssertGreaterThan(deadline, DispatchTime.now())
    XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
    XCTAssertEqual(NSEC_PER_MSEC, 1_000_000)
    XCTAssertEqual(USEC_PER_SEC, 1_000_000)
    XCTAssertEqual(NSEC_PER_USEC, 1_000)
  }

  func testDevice() {
    show(UIViewController())
    XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
    XCTAssertEqual(UIDevice.current.orientation, .portrait)
    XCTAssertFalse(UIDevice.current.name.isEmpty)
    XCTAssertFalse(UIDevice.current.systemName.isEmpty)
    window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
    XCTAssertEqual(UIDevice.current.orientation, .landscapeLeft)
    XCTAssertTrue(UIDevice.current.orientation.isLandscape)
  }

  func testScrollViewInsetsAndBehaviours() {
    let controller = UIViewController()
    controller.edgesForExtendedLayout = []
    XCTAssertEqual(controller.edgesForExtendedLayout, [])
    show(controller)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
    let scroll = UIScrollView(frame: controller.view.bounds)
    scroll.contentSize = CGSize(width: 480, height: 2000)
    controller.view.addSubview(scroll)
    scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
    XCTAssertEqual(
      scroll.adjustedContentInset, UIEdgeInsets(top: 35, left: 0, bottom: 17, right: 0))
    scroll.layoutIfNeeded()
    XCTAssertEqual(scroll.contentOffset.y, -35, "resting at the top, it stays at the new top")
    scroll.contentInsetAdjustmentBehavior = .never
    XCTAssertEqual(scroll.adjustedContentInset.top, 5)
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets.bottom, 3)
    XCTAssertEqual(scroll.horizontalScrollIndicatorInsets.right, 4)
  }

  func testDirectionalLockKeepsADragToItsAxis() {
    let controller = UIViewController()
    show(controller)
    let scroll = UIScrollView(frame: controller.view.bounds)
    scroll.contentSize = CGSize(width: 2000, height: 2000)
    scroll.isDirectionalLockEnabled = true
    scroll.decelerationRate = .fast
    controller.view.addSubview(scroll)
    frame()
    drag(CGPoint(x: 200, y: 600), CGPoint(x: 160, y: 300))
    XCTAssertEqual(scroll.contentOffset.x, 0, "a mostly vertical drag does not scroll across")
    XCTAssertGreaterThan(scroll.contentOffset.y, 200)
  }

  func testEmptyImageDrawsNothing() {
    let controller = UIViewController()
    let imageView = UIImageView(image: UIImage())
    imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    imageView.contentMode = .topRight
    controller.view.addSubview(imageView)
    show(controller)
    XCTAssertEqual(
      UIImageView.imageRect(
        for: CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 40, height: 40),
        mode: .topRight),
      CGRect(x: 30, y: 0, width: 10, height: 10))
  }
}

/// `setNavigationBarHidden(_:animated:)`, as a full-screen photo viewer calls it.
final class HiddenNavigationBarPortTests: PortTestCase {
  func testTheBarSlidesAwayAndTheContentFollows() {
    let photo = UIViewController()
    let navigation = UINavigationController(rootViewController: photo)
    show(navigation)
    XCTAssertFalse(navigation.isNavigationBarHidden)
    XCTAssertEqual(photo.view.convert(CGPoint.zero, to: nil).y, 44)
    navigation.setNavigationBarHidden(true, animated: true)
    XCTAssertTrue(navigation.isNavigationBarHidden)
    advance(seconds: 0.1)
    let bar = navigation.navigationBar.layer.presentation()!.frame
    XCTAssertEqual(bar.minY, -22, accuracy: 1.5, "half way up at half time")
    advance(seconds: 0.2)
    XCTAssertTrue(navigation.navigationBar.isHidden)
    XCTAssertEqual(photo.view.convert(CGPoint.zero, to: nil).y, 0)
    XCTAssertEqual(photo.view.bounds.height, 800, "the content fills the view")
    navigation.isNavigationBarHidden = false
    XCTAssertFalse(navigation.navigationBar.isHidden)
    XCTAssertEqual(photo.view.bounds.height, 756)
  }
}

/// A toolbar of the top controller's items, and bars that hide on a swipe, as a reader or a
/// photo browser sets them up.
final class ToolbarPortTests: PortTestCase {
  func testToolbarItemsSlideInAndFollowThePush() {
    let reader = UIViewController()
    var shared = 0
    reader.toolbarItems = [
      UIBarButtonItem(systemItem: .action, primaryAction: UIAction { _ in shared += 1 }),
      .flexibleSpace(),
      UIBarButtonItem(title: "Done", primaryAction: nil),
    ]
    let navigation = UINavigationController(rootViewController: reader)
    show(navigation)
    XCTAssertTrue(navigation.isToolbarHidden, "hidden unless shown, as UIKit's")
    navigation.setToolbarHidden(false, animated: true)
    advance(seconds: 0.1)
    let toolbarTop = navigation.toolbar.layer.presentation()!.frame.minY
    XCTAssertGreaterThan(toolbarTop, 756)
    XCTAssertLessThan(toolbarTop, 800, "sliding up")
    advance(seconds: 0.2)
    XCTAssertEqual(navigation.toolbar.frame.minY, 756)
    XCTAssertEqual(reader.view.bounds.height, 800 - 44 - 44, "the content makes room")
    XCTAssertEqual(navigation.toolbar.items?.count, 3)
    // The flexible space pushes Done to the trailing edge; the share button shares.
    let buttons = navigation.toolbar.subviews.filter { $0 is UIButton }
    XCTAssertGreaterThan(buttons.last!.frame.minX, 380)
    pointer(.down, buttons[0].frame.midX, 756 + 22)
    frame()
    pointer(.up, buttons[0].frame.midX, 756 + 22)
    XCTAssertEqual(shared, 1)
    let next = UIViewController()
    next.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
    navigation.pushViewController(next, animated: true)
    advance(seconds: 1)
    XCTAssertEqual(navigation.toolbar.items?.count, 1)
    navigation.popViewController(animated: false)
    frame()
    XCTAssertEqual(navigation.toolbar.items?.count, 3)
  }

  func testBarsHideOnASwipeUpAndComeBackOnASwipeDown() {
    let list = UITableViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    navigation.hidesBarsOnSwipe = true
    show(navigation)
    XCTAssertTrue(navigation.hidesBarsOnSwipe)
    drag(CGPoint(x: 240, y: 600), CGPoint(x: 240, y: 400))
    advance(seconds: 0.5)
    XCTAssertTrue(navigation.isNavigationBarHidden)
    drag(CGPoint(x: 240, y: 300), CGPoint(x: 240, y: 500))
    advance(seconds: 0.5)
    XCTAssertFalse(navigation.isNavigationBarHidden)
  }
}

// Overrides and calls that UIKit code makes every day, from the review of the signatures.

final class HighlightingButton: UIButton {
  private(set) var highlights: [Bool] = []
  override var isHighlighted: Bool {
    didSet { highlights.append(isHighlighted) }
  }
}

final class GradientBackedView: UIView {
  let gradient = CAGradientLayer()
  private(set) var moves: [UIView?] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(gradient)
  }

  required init?(coder: NSCoder) { nil }

  override var bounds: CGRect {
    didSet { gradient.frame = bounds }
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    moves.append(newSuperview)
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    gradient.colors = [tintColor.cgColor, UIColor.white.cgColor]
  }
}

final class SelfSizingTableView: UITableView {
  override var contentSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    layoutIfNeeded()
    return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
  }
}

final class AppearingViewController: UIViewController {
  private(set) var calls: [String] = []
  override var title: String? { didSet { calls.append("title") } }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("willAppear")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    calls.append("isAppearing")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("didAppear")
  }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    calls.append("dismiss")
    super.dismiss(animated: flag, completion: completion)
  }
}

final class EverydaySignaturePortTests: PortTestCase {
  func testOverridesOfStateAndGeometry() {
    let button = HighlightingButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    button.setTitleColor(nil, for: .normal)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    let view = GradientBackedView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    let controller = UIViewController()
    controller.view.addSubview(button)
    controller.view.addSubview(view)
    XCTAssertEqual(view.moves.count, 1)
    show(controller)
    pointer(.down, 60, 40)
    frame()
    pointer(.up, 60, 40)
    XCTAssertEqual(button.highlights, [true, false])
    XCTAssertEqual(button.state, .normal)
    view.frame.size.width = 300
    XCTAssertEqual(view.gradient.frame.width, 300, "bounds' didSet ran")
    controller.view.tintColor = .systemPink
    XCTAssertEqual(view.tintColor, .systemPink, "inherited")
    XCTAssertEqual(view.gradient.colors?.count, 2, "tintColorDidChange ran")
    view.contentMode = .redraw
    XCTAssertEqual(view.contentMode, .redraw)
    view.removeFromSuperview()
    XCTAssertEqual(view.moves.count, 2)
    XCTAssertNil(view.moves.last!)
    XCTAssertNil(view.gestureRecognizers)
    view.gestureRecognizers = [UITapGestureRecognizer()]
    XCTAssertEqual(view.gestureRecognizers?.count, 1)
    view.gestureRecognizers?.forEach(view.removeGestureRecognizer)
    XCTAssertNil(view.gestureRecognizers)
    let label = UILabel()
    label.textColor = nil
    label.font = nil
    XCTAssertEqual(label.font.pointSize, 17, "nil sets the default back")
    let close = UIButton(type: .close)
    XCTAssertEqual(close.buttonType, .close)
    XCTAssertGreaterThan(close.bounds.width, 0)
  }

  func testActionsTargetsAndAnimators() {
    var added = 0
    let add = UIAction(title: "Add", image: UIImage(), identifier: UIAction.Identifier("add")) {
      _ in
      added += 1
    }
    let control = UIControl()
    control.addAction(add, for: .touchUpInside)
    control.addAction(add, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    XCTAssertEqual(added, 1, "an action of the same identifier replaces the last")
    control.removeAction(add, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    XCTAssertEqual(added, 1)
    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let later = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
    XCTAssertEqual(later.title, "Later")
    XCTAssertNotNil(space)
    let box = UIView()
    var position: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { box.alpha = 0 },
      completion: { position = $0 })
    XCTAssertEqual(animator.delay, 0.1)
    XCTAssertNotNil(animator.timingParameters)
    XCTAssertTrue(animator.isRunning)
    advance(seconds: 0.6)
    XCTAssertEqual(position, .end)
  }

  func testControllersShowAndAppear() {
    let root = AppearingViewController()
    let navigation = UINavigationController(rootViewController: root)
    show(navigation)
    XCTAssertEqual(root.calls, ["willAppear", "isAppearing", "didAppear"])
    root.title = "Inbox"
    XCTAssertEqual(root.calls.last, "title")
    XCTAssertEqual(root.supportedInterfaceOrientations, .portrait)
    let next = UIViewController()
    next.navigationItem.titleView = UISegmentedControl(items: ["All", "Unread"])
    root.navigationItem.backButtonDisplayMode = .minimal
    root.show(next, sender: nil)
    advance(seconds: 1)
    XCTAssertTrue(navigation.topViewController === next, "show pushes in a navigation controller")
    XCTAssertEqual(navigation.navigationBar.backButton.title(for: .normal), "")
    XCTAssertTrue(next.navigationItem.titleView?.superview != nil, "the title view is in the bar")
    let sheet = AppearingViewController()
    next.present(sheet, animated: false)
    XCTAssertTrue(navigation.visibleViewController === sheet)
    sheet.dismiss(animated: false)
    XCTAssertEqual(sheet.calls.last, "dismiss")
    XCTAssertTrue(navigation.visibleViewController === next)
    let table = SelfSizingTableView(frame: .zero, style: .plain)
    XCTAssertEqual(table.intrinsicContentSize.height, 0)
  }
}
