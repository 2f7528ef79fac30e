import DemoScenes
import Foundation
import TestSupport
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Presses, keys, drags, pinches and resizes at any moment of any transition: once everything
/// settles, one controller is on top, no view is left in a container, the navigation stack and
/// the presentation chain agree, and every transition begun has ended exactly once.
@MainActor
final class ReentrancyTests: PresentationTestCase {
  /// Esc and the other back keys dismiss the top presented controller, as the demo's.
  private final class BackKeyHandler: UIResponder, UIApplicationDelegate {
    weak var window: UIWindow?

    override func keyPressed(_ key: UIKey) -> Bool {
      guard key.isBack, let top = window?.topViewController, top.presentingViewController != nil
      else { return false }
      top.dismiss(animated: true)
      return true
    }
  }

  private let backKeys = BackKeyHandler()

  override func setUp() async throws {
    UIApplication.shared.delegate = backKeys
  }

  override func tearDown() async throws {
    UIApplication.shared.delegate = nil
  }

  private func show(_ scene: String) throws -> DemoScene {
    let controller = try XCTUnwrap(SceneCatalog.scene(named: scene)).make()
    backKeys.window = makeWindow(root: controller)
    frame()
    return controller
  }

  /// Runs frames until everything settles (at most a minute of media time), then checks.
  private func assertSettlesConsistently(
    _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let app = UIApplication.shared
    var frames = 0
    while !app.isSettled, frames < 3600 {
      frame()
      frames += 1
    }
    XCTAssertTrue(app.isSettled, "\(what): settles", file: file, line: line)
    XCTAssertEqual(
      app.consistencyProblems(), [], "\(what): \(app.stateSummary())", file: file, line: line)
  }

  private func key(_ input: UIKey.Input, _ flags: UIKeyModifierFlags = []) {
    UIApplication.shared.sendKey(UIKey(input, modifierFlags: flags))
  }

  private func pointer(
    _ kind: PointerEvent.Kind, _ point: CGPoint, _ flags: UIKeyModifierFlags = []
  ) {
    UIApplication.shared.sendPointerEvent(
      PointerEvent(kind: kind, location: point, modifierFlags: flags))
  }

  // MARK: The check itself

  func testTheCheckFindsAStrayViewInAContainerAndAStuckTransition() async throws {
    let scene = try show("default")
    scene.autoplay()
    assertSettlesConsistently("presented")
    let container = try XCTUnwrap(window.topViewController?.view.superview)
    container.addSubview(UIView())
    XCTAssertTrue(
      UIApplication.shared.consistencyProblems().contains { $0.contains("still holds UIView") },
      "\(UIApplication.shared.consistencyProblems())")
    container.subviews.last?.removeFromSuperview()
    XCTAssertEqual(UIApplication.shared.consistencyProblems(), [])

    // An animator that never calls completeTransition(_:): the transition never ends.
    final class Forgetful: NSObject, UIViewControllerAnimatedTransitioning,
      UIViewControllerTransitioningDelegate
    {
      func transitionDuration(using context: UIViewControllerContextTransitioning?)
        -> TimeInterval
      { 0.1 }
      func animateTransition(using context: UIViewControllerContextTransitioning) {}
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { self }
    }
    let forgetful = Forgetful()
    let next = UIViewController()
    next.transitioningDelegate = forgetful
    window.topViewController?.present(next, animated: true)
    advance(seconds: 1)
    XCTAssertFalse(UIApplication.shared.isSettled)
    XCTAssertTrue(
      UIApplication.shared.consistencyProblems().contains {
        $0.contains("never completed: Forgetful")
      }, "\(UIApplication.shared.consistencyProblems())")
    window.rootViewController = nil
    XCTAssertTrue(UIApplication.shared.isSettled, "tearing the presentation down ends it")
  }

  // MARK: The cases the issue names

  func testASecondPresentationWhileOneRuns() async throws {
    let scene = try show("bouncy")
    for _ in 0..<3 {
      scene.autoplay()
      frames(7)
    }
    assertSettlesConsistently("three presses during the spring")
    XCTAssertNotNil(window.topViewController?.presentingViewController, "one presentation")
  }

  func testEscMashedDuringTheSpringAndDuringItsDismissal() async throws {
    let scene = try show("bouncy")
    scene.autoplay()
    // For a second and a half: during the spring of one second, then during the dismissal.
    for _ in 0..<45 {
      key(.escape)
      frames(2)
    }
    assertSettlesConsistently("Esc mashed")
    XCTAssertNil(window.topViewController?.presentingViewController, "dismissed in the end")
    scene.autoplay()
    for step in 0..<40 {
      key(step % 3 == 0 ? .backspace : .escape)
      if step % 5 == 0 { scene.autoplay() }
      frames(1)
    }
    assertSettlesConsistently("Esc and presses mashed together")
  }

  func testAPopDuringAPushAndAPushDuringAPop() async throws {
    let scene = try show("push")
    scene.autoplay()
    frames(3)
    key(.escape)
    frames(1)
    key(.leftArrow, .alternate)
    assertSettlesConsistently("pop during a push")
    let navigation = try XCTUnwrap(scene as? UINavigationController)
    XCTAssertEqual(navigation.viewControllers.count, 2, "back keys mid-push are swallowed")
    scene.autoplay()
    assertSettlesConsistently("pushed")
    XCTAssertEqual(navigation.viewControllers.count, 3)
    key(.escape)
    frames(3)
    scene.autoplay()
    // An edge drag starting during the pop.
    pointer(.down, CGPoint(x: 2, y: 400))
    for x in stride(from: 10, through: 300, by: 30) {
      pointer(.moved, CGPoint(x: x, y: 400))
      frame()
    }
    pointer(.up, CGPoint(x: 300, y: 400))
    assertSettlesConsistently("push and edge drag during a pop")
  }

  func testAPinchDuringALayoutToLayoutPushAndBack() async throws {
    let scene = try show("navigation")
    scene.autoplay()
    frames(5)
    // Ctrl + drag: a pinch, while the grid becomes a circle.
    pointer(.down, CGPoint(x: 200, y: 400), .control)
    for step in 1...20 {
      pointer(.moved, CGPoint(x: 200 + step * 8, y: 400 + step * 8), .control)
      frame()
    }
    pointer(.up, CGPoint(x: 360, y: 560), .control)
    key(.escape)
    frames(4)
    scene.autoplay()
    assertSettlesConsistently("pinch, pop and select during layout-to-layout")
  }

  /// Found by the resize storm: a monkey clicked while the circle popped back was selected,
  /// its push refused, and it stayed yellow in the grid.
  func testAMonkeyClickedDuringThePopIsNotSelected() async throws {
    let scene = try show("navigation")
    let navigation = try XCTUnwrap(scene as? LayoutNavigationSceneController)
    scene.autoplay()
    assertSettlesConsistently("circle")
    key(.escape)
    frames(3)
    let collectionView = try XCTUnwrap(navigation.grid.collectionView)
    let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
    pointer(.down, centre)
    pointer(.up, centre)
    assertSettlesConsistently("the click during the pop")
    XCTAssertEqual(navigation.viewControllers.count, 1, "back in the grid")
    XCTAssertEqual(collectionView.indexPathsForSelectedItems ?? [], [], "nothing stays selected")
  }

  func testFinishAndCancelTwice() async throws {
    let scene = try show("pinch")
    let collectionView = try XCTUnwrap(
      (scene as? PinchSceneController)?.imagesController.collectionView)
    var completions: [Bool] = []
    let transition = collectionView.startInteractiveTransition(to: CircleLayout()) {
      completed, _ in completions.append(completed)
    }
    transition.transitionProgress = 0.5
    collectionView.finishInteractiveTransition()
    collectionView.finishInteractiveTransition()
    collectionView.cancelInteractiveTransition()
    frames(3)
    collectionView.cancelInteractiveTransition()
    assertSettlesConsistently("finish twice, then cancel twice")
    XCTAssertEqual(completions, [true], "the completion runs once")
  }

  // MARK: Storms

  /// A seeded storm of input on every scene: taps (on controls or anywhere), drags, edge
  /// drags, Ctrl-drag pinches, the wheel, keys and resizes, with 0 to 30 frames between them.
  func testSeededStormsOnEveryScene() async throws {
    let begun = UIApplication.shared.transitionCounts.begun
    defer {
      // The storms reach the transitions: dozens begin (and, checked above, end).
      XCTAssertGreaterThan(UIApplication.shared.transitionCounts.begun - begun, 30)
    }
    for scene in SceneCatalog.names {
      for seed in 1...3 {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ UInt64(scene.count))
        _ = try show(scene)
        for _ in 0..<150 { storm(&random) }
        window.frame = Self.windowFrame
        assertSettlesConsistently("\(scene), seed \(seed)")
        XCTAssertEqual(window.bounds.size, Self.windowFrame.size)
      }
    }
  }

  private static let stormKeys: [UIKey] = [
    UIKey(.escape), UIKey(.backspace), UIKey(.leftArrow, modifierFlags: .alternate),
    UIKey(.tab), UIKey(.tab, modifierFlags: .shift), UIKey(.enter), UIKey(.space),
    UIKey(.leftArrow), UIKey(.rightArrow), UIKey(.upArrow), UIKey(.downArrow),
    UIKey(.pageDown), UIKey(.home), UIKey(.character("+")), UIKey(.character("-")),
    UIKey(.character("0")), UIKey(.character("1")),
  ]

  /// One random input, then a random number of frames.
  private func storm(_ random: inout SeededGenerator) {
    let size = window.bounds.size
    func anywhere() -> CGPoint {
      CGPoint(
        x: CGFloat.random(in: -20...size.width + 20, using: &random),
        y: CGFloat.random(in: -20...size.height + 20, using: &random))
    }
    switch Int.random(in: 0..<9, using: &random) {
    case 0, 1:
      // A tap, on a control half the time.
      let controls = window.focusableViews()
      let point =
        controls.isEmpty || Bool.random(using: &random)
        ? anywhere()
        : controls[Int.random(in: 0..<controls.count, using: &random)].convert(
          CGPoint(x: 5, y: 5), to: window)
      pointer(.down, point)
      frames(Int.random(in: 0...2, using: &random))
      pointer(.up, point)
    case 2, 3:
      // A drag (from the left edge a third of the time), with Ctrl (a pinch) a third.
      var start = anywhere()
      if Int.random(in: 0..<3, using: &random) == 0 { start.x = 2 }
      let flags: UIKeyModifierFlags = Int.random(in: 0..<3, using: &random) == 0 ? .control : []
      let end = anywhere()
      let steps = Int.random(in: 1...12, using: &random)
      pointer(.down, start, flags)
      for step in 1...steps {
        let t = CGFloat(step) / CGFloat(steps)
        pointer(
          .moved,
          CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), flags)
        frame()
      }
      pointer(.up, end, flags)
    case 4:
      let flags: UIKeyModifierFlags = Bool.random(using: &random) ? .control : []
      pointer(
        .scroll(dx: 0, dy: CGFloat(Int.random(in: -3...3, using: &random)), isPrecise: false),
        anywhere(), flags)
    case 5, 6, 7:
      UIApplication.shared.sendKey(
        Self.stormKeys[Int.random(in: 0..<Self.stormKeys.count, using: &random)])
    default:
      // A resize, down to nothing now and then.
      func side(_ limit: CGFloat) -> CGFloat {
        Int.random(in: 0..<5, using: &random) == 0
          ? CGFloat.random(in: 0...40, using: &random)
          : CGFloat.random(in: 100...limit, using: &random)
      }
      UIApplication.shared.windowDidResize(to: CGSize(width: side(900), height: side(1000)))
    }
    frames(Int.random(in: 0...30, using: &random))
  }
}
