@_spi(Host) import MiniUIKit
import XCTest

// UIKit's deferred layout pass as view controllers rely on it; only the import differs.

/// A controller that writes down UIKit's layout callbacks in the order they come.
final class LayoutLoggingViewController: UIViewController {
  var log: [String] = []
  let badge = UIView()
  var badgeWidth: NSLayoutConstraint!
  let pinned = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.translatesAutoresizingMaskIntoConstraints = false
    pinned.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    view.addSubview(pinned)
    badgeWidth = badge.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
      badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      badgeWidth,
      badge.heightAnchor.constraint(equalToConstant: 20),
      pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      pinned.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      pinned.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  override func updateViewConstraints() {
    log.append("updateViewConstraints")
    super.updateViewConstraints()
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews")
  }
}

/// A view that asks for `updateConstraints()` though it starts with no constraints.
final class ConstraintBuildingView: UIView {
  override class var requiresConstraintBasedLayout: Bool { true }
  var updates = 0

  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

/// A view whose layout changes its own constraint every time: it never settles.
final class RestlessView: UIView {
  var width: NSLayoutConstraint!

  override func layoutSubviews() {
    super.layoutSubviews()
    width.constant = width.constant == 10 ? 20 : 10
  }
}

@MainActor
final class LayoutPassPortTests: PortTestCase {
  func testASubviewsConstraintChangeLaysOutTheControllersView() async {
    let controller = LayoutLoggingViewController()
    show(controller)
    XCTAssertEqual(controller.badge.frame.width, 40)
    controller.log.removeAll()
    controller.badgeWidth.constant = 90
    frame()
    XCTAssertEqual(controller.badge.frame.width, 90)
    XCTAssertEqual(controller.log.last, "viewDidLayoutSubviews")
    XCTAssertTrue(controller.log.contains("viewWillLayoutSubviews"))
  }

  func testTheCallbacksComeInUIKitsOrder() async {
    let controller = LayoutLoggingViewController()
    show(controller)
    controller.log.removeAll()
    controller.view.setNeedsUpdateConstraints()
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    XCTAssertEqual(
      controller.log, ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
  }

  func testAdditionalSafeAreaInsetsMovePinnedViews() async {
    let controller = LayoutLoggingViewController()
    show(controller)
    let top = controller.pinned.frame.minY
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 10, bottom: 0, right: 10)
    frame()
    XCTAssertEqual(controller.pinned.frame.minY, top + 30)
    XCTAssertEqual(controller.pinned.frame.minX, 10)
    XCTAssertEqual(controller.pinned.frame.width, 480 - 20)
  }

  func testRequiresConstraintBasedLayoutAsksForUpdateConstraints() async {
    let controller = UIViewController()
    show(controller)
    let view = ConstraintBuildingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(view)
    frame()
    XCTAssertGreaterThanOrEqual(view.updates, 1)
    XCTAssertTrue(ConstraintBuildingView.requiresConstraintBasedLayout)
    XCTAssertFalse(UIView.requiresConstraintBasedLayout)
  }

  func testALayoutThatNeverSettlesStopsAfterEightRoundsAndSaysSoOnce() async {
    let controller = UIViewController()
    show(controller)
    let messages = recordConsole()
    let restless = RestlessView()
    restless.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(restless)
    restless.width = restless.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      restless.width, restless.heightAnchor.constraint(equalToConstant: 10),
      restless.topAnchor.constraint(equalTo: controller.view.topAnchor),
      restless.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
    ])
    controller.view.layoutIfNeeded()
    frame()
    frame()
    let unsettled = messages.all.filter { $0.message.contains("did not settle in 8 rounds") }
    XCTAssertEqual(unsettled.count, 1, "\(messages.all)")
  }

  /// Two windows in two scenes, on a screen at 1 pixel a point and on one at 2 (a host's
  /// second display): each rounds its constraints to its own screen's pixels.
  func testTwoWindowsRoundToTheirOwnScreensPixels() async {
    func badge(in window: UIWindow) -> UIView {
      let controller = UIViewController()
      window.rootViewController = controller
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10.3),
        badge.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20.8),
        badge.widthAnchor.constraint(equalToConstant: 33.4),
        badge.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      return badge
    }
    // The scenes a host connects (held, as the application holds them).
    let scenes = (0..<2).map { _ in
      UIWindowScene(
        session: UISceneSession(role: .windowApplication),
        connectionOptions: UIScene.ConnectionOptions())
    }
    let first = UIWindow(windowScene: scenes[0])
    let second = UIWindow(windowScene: scenes[1])
    first.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    second.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    second.screen = UIScreen(scale: 2)
    XCTAssertTrue(first.screen === UIScreen.main)
    XCTAssertEqual(first.screen.scale, 1)
    XCTAssertEqual(second.screen.scale, 2)
    XCTAssertEqual(badge(in: first).frame, CGRect(x: 10, y: 21, width: 34, height: 10))
    XCTAssertEqual(badge(in: second).frame, CGRect(x: 10.5, y: 21, width: 33, height: 10))
    XCTAssertTrue(first.windowScene === scenes[0] && second.windowScene === scenes[1])
  }
}
