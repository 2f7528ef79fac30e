import MiniUIKit
import XCTest

// UIKit code as tutorials write it; only the import differs (and target-action takes a
// method in place of a selector, as the README says).

final class InboxViewController: UIViewController {
  private(set) var composed = 0
  private(set) var edits = 0
  private(set) var pans = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    navigationItem.backButtonTitle = "Mail"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.composed += 1 })
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: self, action: InboxViewController.edit)
    let pan = UIPanGestureRecognizer(target: self, action: InboxViewController.handlePan)
    pan.maximumNumberOfTouches = 1
    view.addGestureRecognizer(pan)
  }

  func edit(_ sender: UIBarButtonItem) { edits += 1 }

  func handlePan(_ recognizer: UIGestureRecognizer) {
    if recognizer.state == .ended { pans += 1 }
  }
}

final class ViewPortTests: PortTestCase {
  func testViewIsImplicitlyUnwrappedAndLoadsOnDemand() {
    let controller = UIViewController()
    XCTAssertNil(controller.viewIfLoaded)
    controller.loadViewIfNeeded()
    XCTAssertNotNil(controller.viewIfLoaded)
    let view: UIView = controller.view
    view.backgroundColor = .red
    XCTAssertEqual(controller.view!.backgroundColor, .red)
  }

  func testScreenBoundsAreTheWindowsSize() {
    show(UIViewController())
    XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 480, height: 800))
    XCTAssertEqual(UIScreen.main.scale, 1)
  }

  func testNavigationItemFillsTheBarAndItsButtonsAct() {
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    show(navigation)
    XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Inbox")
    let compose = window.hitTest(CGPoint(x: 460, y: 22), with: nil)
    (compose as? UIControl ?? compose?.superview as? UIControl)?.sendActions(for: .touchUpInside)
    XCTAssertEqual(inbox.composed, 1, "the right item's action")
    let edit = window.hitTest(CGPoint(x: 30, y: 22), with: nil)
    (edit as? UIControl ?? edit?.superview as? UIControl)?.sendActions(for: .touchUpInside)
    XCTAssertEqual(inbox.edits, 1, "the left item's target-action")
    let message = UIViewController()
    message.title = "Message"
    navigation.pushViewController(message, animated: false)
    frame()
    XCTAssertEqual(navigation.navigationBar.backButton.currentTitle, "Mail")
  }

  /// The usual place to name a page: its `viewDidLoad`, which a push calls as it begins.
  func testATitleSetInViewDidLoadComesInFromTheRightOnAPush() {
    final class Detail: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
      }
    }
    let root = UIViewController()
    root.title = "Layers"
    let navigation = UINavigationController(rootViewController: root)
    show(navigation)
    navigation.pushViewController(Detail(), animated: true)
    frame()
    func labels(_ view: UIView) -> [UILabel] {
      view.subviews.flatMap { [$0 as? UILabel].compactMap { $0 } + labels($0) }
    }
    let texts = labels(navigation.navigationBar).filter { !$0.isHidden }.compactMap(\.text)
    XCTAssertEqual(texts.filter { $0 == "Detail" }.count, 1, "one incoming title: \(texts)")
    XCTAssertTrue(texts.contains("Layers"), "the old title goes to the back button: \(texts)")
    advance(seconds: 1)
    XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Detail")
    XCTAssertEqual(navigation.navigationBar.backButton.currentTitle, "Layers")
  }

  func testKeyframesRunInTheirSpans() {
    show(UIViewController())
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(box)
    let linear = UIView.KeyframeAnimationOptions(
      rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    var finished = false
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          box.center = CGPoint(x: 105, y: 5)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          box.center = CGPoint(x: 105, y: 205)
        }
      },
      completion: { finished = $0 })
    advance(seconds: 0.25)
    XCTAssertEqual(box.layer.presentation()!.position.x, 55, accuracy: 0.01)
    XCTAssertEqual(box.layer.presentation()!.position.y, 5, accuracy: 0.01)
    advance(seconds: 0.5)
    XCTAssertEqual(box.layer.presentation()!.position.x, 105, accuracy: 0.01)
    XCTAssertEqual(box.layer.presentation()!.position.y, 105, accuracy: 0.01)
    advance(seconds: 0.3)
    XCTAssertTrue(finished)
  }

  func testTransitionWithViewFlipsAndSnapshotsKeepTheOldLook() {
    show(UIViewController())
    let card = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 120))
    card.backgroundColor = .blue
    window.addSubview(card)
    let snapshot = card.snapshotView(afterScreenUpdates: false)!
    XCTAssertEqual(snapshot.bounds.size, card.bounds.size)
    var done = false
    UIView.transition(
      with: card, duration: 0.6, options: .transitionFlipFromLeft,
      animations: { card.backgroundColor = .red }, completion: { done = $0 })
    XCTAssertEqual(card.backgroundColor, .red, "the change is made at once")
    XCTAssertEqual(window.subviews.count, 3, "the old look turns away in a snapshot")
    advance(seconds: 0.15)
    XCTAssertFalse(CATransform3DIsAffine(window.subviews[2].layer.presentation()!.transform))
    advance(seconds: 0.6)
    XCTAssertTrue(done)
    XCTAssertEqual(window.subviews.count, 2, "the snapshot is gone")
    XCTAssertTrue(CATransform3DIsIdentity(card.layer.transform))
  }

  func testLayerTransformAnimatesInPerspective() {
    show(UIViewController())
    let door = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 300))
    door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    door.center = CGPoint(x: 100, y: 250)
    window.addSubview(door)
    XCTAssertEqual(door.frame, CGRect(x: 100, y: 100, width: 200, height: 300))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    door.layer.transform = perspective
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        door.layer.transform = CATransform3DRotate(perspective, -.pi / 2, 0, 1, 0)
      })
    advance(seconds: 0.5)
    let halfway = CATransform3DRotate(perspective, -.pi / 4, 0, 1, 0)
    let shown = door.layer.presentation()!.transform
    XCTAssertEqual(shown.m11, halfway.m11, accuracy: 1e-6, "turned 45° half way")
    XCTAssertEqual(shown.m34 / shown.m44, halfway.m34 / halfway.m44, accuracy: 1e-6)
  }
}
