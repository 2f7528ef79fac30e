import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// The layout-to-layout scene and the gallery drawn by the real host on the virtual clock:
/// the grid, the push at 0.25 s and its end, the circle, and the pop half way, compared with
/// goldens, with the cells' places checked pixel by pixel.
@MainActor
final class CollectionSceneTests: SceneScreenshotTestCase {
  private static let white: UInt32 = 0xFFFFFF
  private static let black: UInt32 = 0x000000
  private static let yellow: UInt32 = 0xFFFF00
  /// Item 0's centre in the window: in the grid (5, 10) + 50 below the 44-point bar, and on
  /// the circle (480 × 756 below the bar: centre (240, 378), radius 192) at 3 o'clock.
  private static let gridCentre = CGPoint(x: 55, y: 104)
  private static let circleCentre = CGPoint(x: 432, y: 422)

  func testGridToCircleAndBack() async throws {
    let stage = try SceneStage(LayoutNavigationSceneController())
    let grid = try stage.frame(at: 0)
    assertScreenshot(grid, named: "grid")
    // The first cell's black border (the image is scaled to 0.9 inside it), white around.
    assertPixel(grid, x: 7, y: 104, is: Self.black, "item 0's left border")
    assertPixel(grid, x: 3, y: 104, is: Self.white, "the section inset")
    assertPixel(grid, x: 240, y: 600, is: Self.white, "below the three rows")

    stage.controller.autoplay()
    let quarter = try stage.frame(at: 0.25)
    assertScreenshot(quarter, named: "push-0.25")
    // Ease-in-out(0.5) = 0.5: item 0 is half way, at three quarters of its size (75 × 75,
    // its 3.75-point border yellow: it is selected). Items drawn after it cover all but its
    // top-left corner.
    let halfway = Self.mix(Self.gridCentre, Self.circleCentre, 0.5)
    let corner = (x: Int(halfway.x - 37.5) + 2, y: Int(halfway.y - 37.5) + 2)
    assertPixel(quarter, x: corner.x, y: corner.y, is: Self.yellow, "its border's corner")
    assertPixel(quarter, x: corner.x - 3, y: corner.y - 3, is: Self.white, "outside it")
    assertPixel(quarter, x: 7, y: 104, is: Self.white, "the grid's place is empty")

    let end = try stage.frame(at: 0.5)
    assertScreenshot(end, named: "push-0.5")
    assertCircle(end)

    let circle = try stage.frame(at: 0.75)
    assertScreenshot(circle, named: "circle")
    assertCircle(circle)

    stage.controller.popViewController(animated: true)
    let popped = try stage.frame(at: 1.0)
    assertScreenshot(popped, named: "pop-halfway")
    let back = Self.mix(Self.circleCentre, Self.gridCentre, 0.5)
    let backCorner = (x: Int(back.x - 37.5) + 2, y: Int(back.y - 37.5) + 2)
    assertPixel(popped, x: backCorner.x, y: backCorner.y, is: Self.black, "deselected on return")

    let home = try stage.frame(at: 1.3)
    assertPixel(home, x: 7, y: 104, is: Self.black, "the grid is back")
    assertPixel(home, x: 408, y: 422, is: Self.white, "the circle is gone")
  }

  /// The pinch scene's synthetic pinch out (Ctrl + drag through the real emulation): the
  /// progress is 1.25 t, so 0.3 at 0.24 s and 0.7 at 0.56 s, with the two markers showing;
  /// let go at 1 s, it finishes in the circle.
  func testPinchScrubsFromGridToCircle() async throws {
    let stage = try SceneStage(PinchSceneController())
    _ = try stage.frame(at: 0)
    stage.controller.autoplay()
    let collectionView: UICollectionView = stage.controller.imagesController.collectionView
    for (time, progress, name) in [(0.24, 0.3, "pinch-0.3"), (0.56, 0.7, "pinch-0.7")] {
      let image = try stage.frame(at: time)
      assertScreenshot(image, named: name)
      let transition = try XCTUnwrap(
        collectionView.collectionViewLayout as? UICollectionViewTransitionLayout)
      XCTAssertEqual(Double(transition.transitionProgress), progress, accuracy: 0.03, name)
      // The markers: the pointer's at (340 + 50 t, 400), its mirror at (140 − 50 t, 400);
      // their dark rims are 13 points to each side of their centres.
      let offset = 50 * time
      for x in [340 + offset, 140 - offset] {
        let rim = image.pixel(x: Int(x.rounded()) - 13, y: 400)
        XCTAssertLessThan(Int(rim.r), 200, "\(name): a marker's rim at x = \(x)")
      }
    }
    let end = try stage.frame(at: 1.5)
    assertScreenshot(end, named: "pinch-end")
    XCTAssertTrue(collectionView.collectionViewLayout is CircleLayout)
    // Item 0 at 3 o'clock of the 480 × 800 circle: centre (240, 400), radius 192.
    assertPixel(end, x: 432 - 24, y: 400, is: Self.black, "item 0's border on the circle")
  }

  func testGalleryShowsNumberedTiles() async throws {
    let stage = try SceneStage(GalleryViewController())
    let top = try stage.frame(at: 0)
    assertScreenshot(top, named: "gallery")
    // Tile 1 (orange, 0xFB8C00) at (8, 8), 108 × 108; tile 5 (blue) starts the second row.
    assertPixel(top, x: 12, y: 40, is: 0xFB8C00, "tile 1")
    assertPixel(top, x: 12, y: 160, is: 0x1E88E5, "tile 5")
    assertPixel(top, x: 4, y: 40, is: Self.white, "the inset")
  }

  /// Item 0 rests on the circle, half size (50 × 50) with a 2.5-point yellow border.
  private func assertCircle(_ image: RGBAImage, line: UInt = #line) {
    let centre = Self.circleCentre
    assertPixel(
      image, x: Int(centre.x) - 24, y: Int(centre.y), is: Self.yellow, "border", line: line)
    assertPixel(
      image, x: Int(centre.x) - 27, y: Int(centre.y), is: Self.white, "outside", line: line)
    assertPixel(image, x: 7, y: 104, is: Self.white, "the grid's place", line: line)
  }

  private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}
