import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A new environment brings a new stage: nothing of what one test left running reaches the
/// next.
@MainActor
final class StageTests: XCTestCase {
  func testANewEnvironmentStartsOnAFreshStage() async {
    let app = UIApplication.shared
    app.environment = HostEnvironment()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(view)
    var completed = false
    CATransaction.begin()
    CATransaction.setAnimationDuration(3)
    CATransaction.setCompletionBlock { completed = true }
    UIView.animate(withDuration: 10) { view.alpha = 0 }
    CATransaction.commit()
    CATransaction.setDisableActions(true)  // an implicit transaction left open
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(pinned)
    pinned.widthAnchor.constraint(equalToConstant: 10).isActive = true
    view.addGestureRecognizer(UITapGestureRecognizer())
    let old = app.stage
    XCTAssertTrue(UIApplication.shared.hasRunningAnimations)
    XCTAssertFalse(old.transactions.open.isEmpty)
    XCTAssertFalse(old.transactions.waiting.isEmpty)
    XCTAssertFalse(old.layoutEnginesWithChanges.isEmpty)
    XCTAssertFalse(old.attachedRecognizers.isEmpty)

    app.environment = HostEnvironment()
    XCTAssertFalse(app.stage === old)
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations)
    XCTAssertFalse(CATransaction.disableActions())
    XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    XCTAssertTrue(app.stage.layoutEnginesWithChanges.isEmpty)
    XCTAssertTrue(app.stage.attachedRecognizers.isEmpty)
    XCTAssertFalse(completed, "the old stage's completion does not run on the new one")
    window.isHidden = true
  }

  /// Two windows in two scenes: each has its own stage, reached through the window, and the
  /// host serves each window's stage for its part of the frame.
  func testEachWindowSceneHasItsOwnStage() async {
    let app = UIApplication.shared
    app.environment = HostEnvironment()
    func scene() -> UIWindowScene {
      UIWindowScene(
        session: UISceneSession(role: .windowApplication),
        connectionOptions: UIScene.ConnectionOptions())
    }
    // Held here, as the application holds its connected scenes (a window's is weak).
    let scenes = [scene(), scene()]
    let first = UIWindow(windowScene: scenes[0])
    let second = UIWindow(windowScene: scenes[1])
    second.screen = UIScreen(scale: 2)
    first.makeKeyAndVisible()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    first.addSubview(box)
    let other = UIView()
    second.addSubview(other)
    XCTAssertFalse(first.stage === second.stage)
    XCTAssertFalse(first.stage === app.stage, "a scene's stage is not the application's own")
    XCTAssertTrue(box.stage === first.stage, "a view reaches its stage through its window")
    XCTAssertTrue(other.layer.stage === second.stage, "and so does its layer")
    XCTAssertEqual(app.stages.count, 3)

    // Served for the first window (as its input is), an animation runs on its stage alone.
    app.serve(first.stage) { UIView.animate(withDuration: 1) { box.alpha = 0 } }
    XCTAssertTrue(first.stage.engine.needsFrames)
    XCTAssertFalse(second.stage.engine.needsFrames)
    XCTAssertTrue(app.hasRunningAnimations)
    // A layout change in the second window is its stage's to take in.
    other.translatesAutoresizingMaskIntoConstraints = false
    other.widthAnchor.constraint(equalToConstant: 10).isActive = true
    XCTAssertFalse(second.stage.layoutEnginesWithChanges.isEmpty)
    XCTAssertTrue(first.stage.layoutEnginesWithChanges.isEmpty)
    second.layoutIfNeeded()
    XCTAssertEqual(other.frame.width, 10)

    // Frames tick every stage: the animation ends.
    for _ in 0..<70 {
      app.clock.advanceFrame()
      _ = app.renderFrame()
    }
    XCTAssertFalse(app.hasRunningAnimations)
    XCTAssertEqual(box.layer.presentation()?.opacity, 0)

    // A new environment brings the scenes new stages too.
    let old = first.stage
    app.environment = HostEnvironment()
    XCTAssertFalse(first.stage === old)
    first.isHidden = true
    second.isHidden = true
    withExtendedLifetime(scenes) {}
  }

  /// A transition that takes over layers another one still holds (it ended in this frame,
  /// and gives them their time back at the frame's end) gives them back first: neither
  /// leaves them paused.
  func testALayerHeldByAnEndedTransitionIsGivenBackBeforeTheNextHoldsIt() async {
    let app = UIApplication.shared
    app.environment = HostEnvironment()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let first = InteractiveLayerTime(layers: [container.layer], duration: 1, stage: app.stage)
    first.set(0.5)
    XCTAssertEqual(container.layer.speed, 0)
    let second = InteractiveLayerTime(layers: [container.layer], duration: 1, stage: app.stage)
    XCTAssertTrue(first.hasResumed, "the first gave the layer back")
    XCTAssertEqual(container.layer.speed, 0, "the second holds it")
    second.resume()
    first.resume()
    XCTAssertEqual(container.layer.speed, 1)
    XCTAssertEqual(container.layer.timeOffset, 0)
    XCTAssertEqual(container.layer.beginTime, 0)
    window.isHidden = true
  }
}
