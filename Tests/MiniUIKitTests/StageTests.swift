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
    XCTAssertTrue(AnimationEngine.shared.hasRunningDrivers)
    XCTAssertFalse(old.transactions.isEmpty)
    XCTAssertFalse(old.transactionCompletions.isEmpty)
    XCTAssertFalse(old.layoutEnginesWithChanges.isEmpty)
    XCTAssertFalse(old.attachedRecognizers.isEmpty)

    app.environment = HostEnvironment()
    XCTAssertFalse(app.stage === old)
    XCTAssertFalse(AnimationEngine.shared.hasRunningDrivers)
    XCTAssertFalse(AnimationEngine.shared.needsFrames)
    XCTAssertFalse(CATransaction.disableActions())
    XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    XCTAssertTrue(app.stage.layoutEnginesWithChanges.isEmpty)
    XCTAssertTrue(app.stage.attachedRecognizers.isEmpty)
    XCTAssertFalse(completed, "the old stage's completion does not run on the new one")
    window.isHidden = true
  }
}
