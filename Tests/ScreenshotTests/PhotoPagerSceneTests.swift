import Foundation
@_spi(Host) import X11Host
import XCTest

@testable import DemoScenes
@_spi(Host) @testable import MiniUIKit

/// The photos scene's pager: the zoom opens Coco's photo; a double-click zooms into it, two
/// and a half times, about the click.
@MainActor
final class PhotoPagerSceneTests: SceneScreenshotTestCase {
  private func send(_ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat) {
    UIApplication.shared.sendPointerEvent(PointerEvent(kind: kind, location: CGPoint(x: x, y: y)))
  }

  func testADoubleClickZoomsIntoThePhoto() async throws {
    let stage = try SceneStage(PhotosSceneController())
    _ = try stage.frame(at: 0)
    stage.controller.autoplay()
    _ = try stage.frame(at: 1)
    let pager = try XCTUnwrap(stage.controller.topViewController as? PhotoPagerViewController)
    let photo = try XCTUnwrap(pager.currentPhoto)
    // Twice on Coco's left eye.
    for frame in [61, 64] {
      send(.down, 170, 270)
      send(.up, 170, 270)
      _ = try stage.frame(at: Double(frame) / 60)
    }
    let zoomed = try stage.frame(at: 1.6)
    XCTAssertEqual(photo.scrollView.zoomScale, 2.5, accuracy: 0.01)
    assertScreenshot(zoomed, named: "zoomed")
  }
}
