import DemoScenes
import Foundation
@_spi(Host) import X11Host
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The gestures scene's photo, turned: its edge blends the page's tint into the picture, with
/// no darker rim between them (a fill under the picture once showed through both edges).
@MainActor
final class GesturesSceneTests: SceneScreenshotTestCase {
  func testATurnedPhotosEdgeBlendsBetweenThePageAndThePicture() async throws {
    let stage = try SceneStage(GesturesViewController())
    _ = try stage.frame(at: 0)
    let photo = try XCTUnwrap(imageViews(in: stage.controller.view).first)
    photo.transform = CGAffineTransform(rotationAngle: 0.5)
    let image = try stage.frame(at: 1.0 / 60)
    // Along the row through the photo's centre, from the page into the picture.
    let centre = photo.convert(CGPoint(x: photo.bounds.midX, y: photo.bounds.midY), to: nil)
    let y = Int(centre.y)
    let edge = Int(centre.x - photo.bounds.width / 2 / cos(0.5))
    func brightness(_ x: Int) -> Int {
      let pixel = image.pixel(x: x, y: y)
      return Int(pixel.r) + Int(pixel.g) + Int(pixel.b)
    }
    let page = brightness(edge - 12)
    let picture = brightness(edge + 12)
    for x in (edge - 8)...(edge + 8) {
      XCTAssertGreaterThanOrEqual(
        brightness(x), min(page, picture) - 6,
        "x = \(x): no darker than the page (\(page)) and the picture (\(picture)) on either side")
    }
  }

  private func imageViews(in view: UIView) -> [UIImageView] {
    (view as? UIImageView).map { [$0] } ?? view.subviews.flatMap(imageViews)
  }
}
