import Foundation
@_spi(Host) import X11Host
import XCTest

@testable import DemoScenes
@_spi(Host) @testable import MiniUIKit

/// "Book": the cover curling over under a drag, at three points of the drag (the edge just
/// lifted, half way, and most of the way over), and a two-page spread in a wide window part
/// way through a turn.
@MainActor
final class BookSceneTests: SceneScreenshotTestCase {
  private func send(_ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat) {
    UIApplication.shared.sendPointerEvent(PointerEvent(kind: kind, location: CGPoint(x: x, y: y)))
  }

  func testThePageCurlsAlongTheDrag() async throws {
    let stage = try SceneStage(BookViewController())
    _ = try stage.frame(at: 0)
    send(.down, 440, 420)
    var time = 0.0
    // The pointer's x at each named point of the drag, reached in 20-point moves a frame.
    var x: CGFloat = 440
    for (name, target) in [("lifted", 380.0), ("half-way", 220.0), ("nearly-over", 60.0)] {
      while x > target {
        x -= 20
        time += 1.0 / 60
        send(.moved, x, 420)
        _ = try stage.frame(at: time)
      }
      assertScreenshot(try stage.frame(at: time), named: name)
    }
    send(.up, x, 420)
    _ = try stage.frame(at: time + 1)
    XCTAssertEqual(stage.controller.firstPageShowing, 1, "turned to Coco's page")
  }

  func testAWideWindowOpensIntoSpreads() async throws {
    let stage = try SceneStage(BookViewController(), size: CGSize(width: 1024, height: 700))
    _ = try stage.frame(at: 0)
    XCTAssertEqual(stage.controller.pages.spineLocation, .mid)
    XCTAssertEqual(stage.controller.pages.viewControllers?.count, 2)
    stage.controller.turn(.forward)
    assertScreenshot(try stage.frame(at: 0.15), named: "spread-turning")
    _ = try stage.frame(at: 1)
    XCTAssertEqual(stage.controller.firstPageShowing, 2)
  }
}
