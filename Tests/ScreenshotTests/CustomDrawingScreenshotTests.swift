import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// `draw(_:)` drawn by the real host: paths filled and stroked, a clip to a circle, linear
/// and radial gradients, a shadow, dashes, a turned rectangle, text wrapped in a rectangle
/// and an image, compared with a golden and checked pixel by pixel.
@MainActor
final class CustomDrawingScreenshotTests: SceneScreenshotTestCase {
  private static let size = CGSize(width: 360, height: 240)

  /// A view drawing one of each with Core Graphics, as UIKit code does.
  private final class Sampler: UIView {
    override func draw(_ rect: CGRect) {
      let context = UIGraphicsGetCurrentContext()!
      // A pie slice and the rest of the circle, outlined.
      let center = CGPoint(x: 60, y: 60)
      context.move(to: center)
      context.addArc(
        center: center, radius: 50, startAngle: -.pi / 2, endAngle: .pi / 3, clockwise: false)
      context.closePath()
      context.setFillColor(UIColor.systemBlue.cgColor)
      context.fillPath()
      context.move(to: center)
      context.addArc(
        center: center, radius: 50, startAngle: .pi / 3, endAngle: 3 * .pi / 2, clockwise: false)
      context.closePath()
      context.setFillColor(UIColor.orange.cgColor)
      context.setStrokeColor(UIColor.black.cgColor)
      context.setLineWidth(2)
      context.drawPath(using: .fillStroke)

      // A linear gradient clipped to a circle.
      context.saveGState()
      UIBezierPath(ovalIn: CGRect(x: 130, y: 10, width: 100, height: 100)).addClip()
      let linear = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.red.cgColor, UIColor.yellow.cgColor] as CFArray, locations: nil)!
      context.drawLinearGradient(
        linear, start: CGPoint(x: 130, y: 0), end: CGPoint(x: 230, y: 0), options: [])
      context.restoreGState()

      // A radial gradient, white in the middle.
      let radial = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.white.cgColor, UIColor.purple.cgColor] as CFArray,
        locations: [0, 1])!
      context.drawRadialGradient(
        radial, startCenter: CGPoint(x: 300, y: 60), startRadius: 0,
        endCenter: CGPoint(x: 300, y: 60), endRadius: 45, options: [])

      // A rounded card with a shadow.
      context.saveGState()
      context.setShadow(offset: CGSize(width: 0, height: 6), blur: 10)
      UIColor.white.setFill()
      UIBezierPath(roundedRect: CGRect(x: 20, y: 140, width: 100, height: 70), cornerRadius: 12)
        .fill()
      context.restoreGState()

      // A dashed line with round caps, and a rectangle turned by 30°.
      let dashes = UIBezierPath()
      dashes.move(to: CGPoint(x: 140, y: 140))
      dashes.addLine(to: CGPoint(x: 220, y: 140))
      dashes.lineWidth = 6
      dashes.lineCapStyle = .round
      dashes.setLineDash([10, 12], count: 2, phase: 0)
      UIColor.darkGray.setStroke()
      dashes.stroke()
      context.saveGState()
      context.translateBy(x: 180, y: 190)
      context.rotate(by: .pi / 6)
      UIColor.green.setFill()
      context.fill(CGRect(x: -25, y: -15, width: 50, height: 30))
      context.restoreGState()

      // Text wrapped in a rectangle, centred.
      let style = NSMutableParagraphStyle()
      style.alignment = .center
      ("Drawn with Core Graphics" as NSString).draw(
        in: CGRect(x: 240, y: 140, width: 110, height: 80),
        withAttributes: [
          .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black,
          .paragraphStyle: style,
        ])
    }
  }

  func testShapesGradientsClipsShadowsAndText() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.size, title: "ScreenshotTests", programName: "ScreenshotTests",
      clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
    window.backgroundColor = UIColor(white: 0.95)
    window.addSubview(Sampler(frame: window.bounds))
    window.makeKeyAndVisible()
    host.drawFrame()
    let frame = try XCTUnwrap(host.captureFrame(), "cannot read the frame back")
    assertScreenshot(frame, named: "drawing")

    func color(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let pixel = frame.pixel(x: x, y: y)
      return (Int(pixel.r), Int(pixel.g), Int(pixel.b))
    }
    XCTAssertTrue(color(80, 60) == (0, 122, 255), "the blue slice, right of centre")
    XCTAssertTrue(color(40, 60) == (255, 128, 0), "the orange rest, left of it")
    XCTAssertTrue(color(60, 11) == (0, 0, 0), "the black outline on top")
    XCTAssertGreaterThan(color(135, 60).0, 240, "the gradient starts red at the left")
    XCTAssertGreaterThan(color(225, 60).1, 200, "and ends yellow at the right")
    XCTAssertTrue(color(135, 15) == (242, 242, 242), "the circle clips its corners")
    XCTAssertGreaterThan(color(300, 60).1, 245, "the radial gradient is white in the middle")
    XCTAssertLessThan(color(300, 102).1, 40, "and purple at its end circle")
    XCTAssertTrue(color(300, 110) == (242, 242, 242), "nothing past its end circle")
    XCTAssertLessThan(color(70, 214).0, 235, "the card's shadow falls below it")
    XCTAssertTrue(color(180, 190) == (0, 255, 0), "the turned rectangle's middle")
  }

  /// An image drawn offscreen with a clip (a picture of its own) frees the pictures it took.
  func testAnImageRenderedOffscreenFreesItsPictures() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.size, title: "ScreenshotTests", programName: "ScreenshotTests",
      clock: AnimationClock(mode: .virtual))
    let before = host.painter.layerSurfaces.count
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).addClip()
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    XCTAssertEqual(image.width, 40)
    XCTAssertEqual(image.pixels[20 * 40 + 20], 0xFFFF_0000, "red inside the circle")
    XCTAssertEqual(image.pixels[0], 0, "clear in the corner")
    XCTAssertEqual(host.painter.layerSurfaces.count, before)
  }
}
