import Foundation
@_spi(Host) import X11Host
import XCTest

@testable import DemoScenes
@_spi(Host) @testable import MiniUIKit

/// "Toss", played by its autoplay on the virtual clock: the card swinging on the pointer's
/// attachment, mid-flight after the flick, and the next card snapped back in the middle
/// after a gentle drag.
@MainActor
final class TossSceneTests: SceneScreenshotTestCase {
  func testACardIsThrownAndTheNextSnapsBack() async throws {
    let stage = try SceneStage(TossViewController())
    let rest = try stage.frame(at: 0)
    let center = stage.controller.restingCenter
    stage.controller.autoplay()
    let held = try stage.frame(at: 0.35)
    assertScreenshot(held, named: "held")
    XCTAssertNotEqual(
      atan2(stage.controller.card.transform.b, stage.controller.card.transform.a), 0,
      "held off centre, the card turns")
    let flying = try stage.frame(at: 0.5)
    assertScreenshot(flying, named: "mid-flight")
    XCTAssertGreaterThan(stage.controller.card.center.x, center.x + 100, "on its way out")
    let settled = try stage.frame(at: 4)
    assertScreenshot(settled, named: "snapped-back")
    XCTAssertEqual(stage.controller.tossed, 1)
    XCTAssertEqual(stage.controller.card.center.x, center.x, accuracy: 1)
    XCTAssertEqual(stage.controller.card.center.y, center.y, accuracy: 1)
    XCTAssertNotEqual(rest, settled, "another monkey")
  }
}
