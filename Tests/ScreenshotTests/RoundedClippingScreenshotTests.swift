import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Rounded corners that clip, drawn by the real host: subviews and an image are cut to their
/// parent's rounded corners, anti-aliased, the straight edges untouched, also while the
/// radius animates.
@MainActor
final class RoundedClippingScreenshotTests: SceneScreenshotTestCase {
  private static let ground = (230, 230, 230)
  private static let red = (255, 0, 0)

  /// A card (100 × 100 at 20, 20) whose red subview fills it, and a 64-point image view
  /// rounded to a circle, on a grey ground.
  private final class Cards: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = UIColor(white: 0.9)
      card.backgroundColor = .white
      card.layer.cornerRadius = 20
      card.clipsToBounds = true
      let fill = UIView(frame: card.bounds)
      fill.backgroundColor = .red
      card.addSubview(fill)
      view.addSubview(card)
      let pixels = [UInt32](repeating: 0xFF00_00FF, count: 64 * 64)
      let avatar = UIImageView(image: UIImage(width: 64, height: 64, premultipliedARGB: pixels))
      avatar.frame = CGRect(x: 150, y: 40, width: 64, height: 64)
      avatar.layer.cornerRadius = 32
      avatar.clipsToBounds = true
      view.addSubview(avatar)
    }
  }

  func testSubviewsAndImagesAreCutToTheCornersAlsoWhileTheRadiusAnimates() async throws {
    let stage = try SceneStage(Cards(), size: CGSize(width: 240, height: 160))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "rounded")
    func color(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
      let pixel = image.pixel(x: x, y: y)
      return (Int(pixel.r), Int(pixel.g), Int(pixel.b))
    }
    XCTAssertTrue(color(frame, 70, 20) == Self.red, "the straight top edge is whole")
    XCTAssertTrue(color(frame, 20, 70) == Self.red, "and the left one")
    XCTAssertTrue(color(frame, 23, 23) == Self.ground, "the corner is cut away")
    XCTAssertTrue(color(frame, 27, 27) == Self.red, "inside the curve, the subview")
    XCTAssertTrue(color(frame, 152, 42) == Self.ground, "the image's corner is cut")
    XCTAssertTrue(color(frame, 182, 72) == (0, 0, 255), "its middle shows")
    XCTAssertTrue(color(frame, 182, 41) == (0, 0, 255), "and its top, where the circle is")

    // The radius animates to 50 (a circle) over a second: half way, 35 with the ease.
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      stage.controller.card.layer.cornerRadius = 50
    }
    let halfWay = try stage.frame(at: 0.5)
    XCTAssertTrue(color(halfWay, 27, 27) == Self.ground, "the corner cut deeper (radius 35)")
    XCTAssertTrue(color(halfWay, 32, 32) == Self.red, "inside the radius-35 curve")
    let end = try stage.frame(at: 1.1)
    XCTAssertTrue(color(end, 32, 32) == Self.ground, "a circle: cut further still")
    XCTAssertTrue(color(end, 70, 21) == Self.red, "its top touches the edge")
  }

  /// `cornerCurve = .continuous`: iOS's squircle, whose curve starts 1.53 radii from the
  /// corner and hugs it more closely than a circle's, beside a circular one.
  func testContinuousCornersBesideCircularOnes() async throws {
    final class Corners: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.9)
        for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
          let card = UIView(
            frame: CGRect(x: 20 + CGFloat(index) * 110, y: 20, width: 90, height: 90))
          card.backgroundColor = .systemBlue
          card.layer.cornerRadius = 24
          card.layer.cornerCurve = curve
          view.addSubview(card)
        }
      }
    }
    let stage = try SceneStage(Corners(), size: CGSize(width: 240, height: 130))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "corner-curves")
    func red(_ x: Int, _ y: Int) -> UInt8 { frame.pixel(x: x, y: y).r }
    // Both cut their very corner and keep their middle; their corners' curves differ.
    for left in [20, 130] {
      XCTAssertEqual(red(left + 1, 21), 230, "the corner is cut")
      XCTAssertEqual(red(left + 45, 65), 0, "the middle is blue")
    }
    let differing = (0..<40).flatMap { y in (0..<40).map { x in (x, y) } }.filter { x, y in
      red(20 + x, 20 + y) != red(130 + x, 20 + y)
    }
    XCTAssertGreaterThan(differing.count, 30, "the squircle is not the circle")
  }
}
