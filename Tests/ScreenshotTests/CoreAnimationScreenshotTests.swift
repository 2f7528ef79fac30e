import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Core Animation's layers drawn by the real host: shape layers (fills under both rules, a
/// dashed stroke with round caps and joins), gradients, shadows and a mask, compared with
/// goldens and checked pixel by pixel.
@MainActor
final class CoreAnimationScreenshotTests: SceneScreenshotTestCase {
  private static let size = CGSize(width: 320, height: 240)

  private func render(_ build: (UIWindow) -> Void) throws -> RGBAImage {
    let host = try X11Host(
      displayName: nil, size: Self.size, title: "ScreenshotTests", programName: "ScreenshotTests",
      clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
    window.backgroundColor = .white
    build(window)
    window.makeKeyAndVisible()
    host.drawFrame()
    return try XCTUnwrap(host.captureFrame(), "cannot read the frame back")
  }

  /// A five-pointed star through every second point of a pentagon.
  private static func star(center: CGPoint, radius: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    for index in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.close()
    return path
  }

  func testShapeLayers() async throws {
    let frame = try render { window in
      let winding = CAShapeLayer()
      winding.path = Self.star(center: CGPoint(x: 60, y: 60), radius: 50).cgPath
      winding.fillColor = UIColor.systemBlue.cgColor
      window.layer.addSublayer(winding)

      let evenOdd = CAShapeLayer()
      evenOdd.path = Self.star(center: CGPoint(x: 170, y: 60), radius: 50).cgPath
      evenOdd.fillColor = UIColor.systemBlue.cgColor
      evenOdd.fillRule = .evenOdd
      window.layer.addSublayer(evenOdd)

      let dashed = CAShapeLayer()
      let wave = UIBezierPath()
      wave.move(to: CGPoint(x: 20, y: 170))
      wave.addCurve(
        to: CGPoint(x: 300, y: 170), controlPoint1: CGPoint(x: 100, y: 90),
        controlPoint2: CGPoint(x: 220, y: 250))
      dashed.path = wave.cgPath
      dashed.fillColor = nil
      dashed.strokeColor = UIColor.red.cgColor
      dashed.lineWidth = 8
      dashed.lineCap = .round
      dashed.lineDashPattern = [20, 16]
      window.layer.addSublayer(dashed)

      let corner = CAShapeLayer()
      let bend = UIBezierPath()
      bend.move(to: CGPoint(x: 240, y: 20))
      bend.addLine(to: CGPoint(x: 300, y: 60))
      bend.addLine(to: CGPoint(x: 240, y: 100))
      corner.path = bend.cgPath
      corner.fillColor = nil
      corner.strokeColor = UIColor.black.cgColor
      corner.lineWidth = 12
      corner.lineJoin = .miter
      corner.strokeEnd = 0.75
      window.layer.addSublayer(corner)
    }
    assertScreenshot(frame, named: "shapes")
    let blue: UInt32 = 0x007AFF
    assertPixel(frame, x: 60, y: 60, is: blue, "the winding star's centre is filled")
    assertPixel(frame, x: 170, y: 60, is: 0xFFFFFF, "the even-odd star's centre is not")
    assertPixel(frame, x: 170, y: 25, is: blue, "but its points are")
    assertPixel(frame, x: 20, y: 170, is: 0xFF0000, "the dash's round cap")
    assertPixel(frame, x: 306, y: 60, is: 0x000000, "the miter reaches past the corner")
    assertPixel(frame, x: 247, y: 96, is: 0xFFFFFF, "strokeEnd 0.75 leaves the last part out")
  }

  func testGradientLayers() async throws {
    let frame = try render { window in
      let axial = CAGradientLayer()
      axial.frame = CGRect(x: 20, y: 20, width: 130, height: 200)
      axial.colors = [UIColor.systemBlue.cgColor, UIColor.white.cgColor]
      axial.cornerRadius = 16
      window.layer.addSublayer(axial)

      let radial = CAGradientLayer()
      radial.type = .radial
      radial.frame = CGRect(x: 170, y: 20, width: 130, height: 200)
      radial.colors = [UIColor.yellow.cgColor, UIColor.red.cgColor, UIColor.purple.cgColor]
      radial.locations = [0, 0.5, 1]
      radial.startPoint = CGPoint(x: 0.5, y: 0.5)
      radial.endPoint = CGPoint(x: 1, y: 1)
      window.layer.addSublayer(radial)

      let conic = CAGradientLayer()
      conic.type = .conic
      conic.frame = CGRect(x: 110, y: 140, width: 90, height: 90)
      conic.cornerRadius = 45
      conic.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      conic.startPoint = CGPoint(x: 0.5, y: 0.5)
      conic.endPoint = CGPoint(x: 1, y: 0.5)
      window.layer.addSublayer(conic)
    }
    assertScreenshot(frame, named: "gradients")
    assertPixelNear(frame, x: 85, y: 20, is: 0x007AFF, "the axial gradient starts blue")
    assertPixelNear(frame, x: 85, y: 219, is: 0xFFFFFF, "and ends white")
    assertPixel(frame, x: 21, y: 21, is: 0xFFFFFF, "its corners are rounded")
    assertPixelNear(frame, x: 235, y: 120, is: 0xFFFF00, "the radial gradient's centre")
    assertPixelNear(frame, x: 172, y: 22, is: 0x800080, "beyond its ellipse the last colour")
    let belowSeam = frame.pixel(x: 192, y: 189)
    let aboveSeam = frame.pixel(x: 192, y: 181)
    XCTAssertTrue(belowSeam.r > 200 && belowSeam.b < 60, "the cone starts red at 3 o'clock")
    XCTAssertTrue(aboveSeam.b > 200 && aboveSeam.r < 60, "and comes round clockwise to blue")
  }

  func testShadows() async throws {
    let frame = try render { window in
      window.backgroundColor = UIColor(white: 0.95)
      let card = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 150))
      card.backgroundColor = .white
      card.layer.cornerRadius = 16
      card.layer.shadowColor = UIColor.black.cgColor
      card.layer.shadowOpacity = 0.4
      card.layer.shadowRadius = 10
      card.layer.shadowOffset = CGSize(width: 0, height: 8)
      window.addSubview(card)

      let circle = CAShapeLayer()
      circle.path = UIBezierPath(ovalIn: CGRect(x: 190, y: 60, width: 100, height: 100)).cgPath
      circle.fillColor = UIColor.systemBlue.cgColor
      circle.shadowColor = UIColor.black.cgColor
      circle.shadowOpacity = 0.6
      circle.shadowRadius = 4
      circle.shadowOffset = CGSize(width: 6, height: 6)
      window.layer.addSublayer(circle)
    }
    assertScreenshot(frame, named: "shadows")
    let background = frame.pixel(x: 5, y: 5)
    XCTAssertEqual(background.r, 242, "the window, far from any shadow")
    XCTAssertLessThan(frame.pixel(x: 90, y: 196).r, 200, "the card's shadow falls below it")
    XCTAssertLessThan(frame.pixel(x: 294, y: 112).r, 200, "the circle's falls to its right")
    XCTAssertGreaterThan(frame.pixel(x: 184, y: 104).r, 238, "and not to its left")
    assertPixel(frame, x: 90, y: 115, is: 0xFFFFFF, "the card itself is above its shadow")
  }

  /// A card's opaque background hides the middle of its shadow, which is then not painted
  /// (the pixels are the same); a translucent background still shows it.
  func testAShadowShowsThroughOnlyATranslucentCard() async throws {
    let frame = try render { window in
      for (x, alpha) in [(CGFloat(20), CGFloat(1)), (170, 0.5)] {
        let card = UIView(frame: CGRect(x: x, y: 40, width: 130, height: 150))
        card.backgroundColor = UIColor(white: 1, alpha: alpha)
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 10
        window.addSubview(card)
      }
    }
    assertPixel(frame, x: 85, y: 115, is: 0xFFFFFF, "the opaque card hides its shadow")
    XCTAssertLessThan(frame.pixel(x: 235, y: 115).r, 230, "the translucent one shows it")

    func fill(
      _ color: UIColor, radius: CGFloat = 0, alpha: CGFloat = 1,
      transform: CGAffineTransform = .identity
    ) -> DrawCommand {
      DrawCommand(
        kind: .fill(
          rect: CGRect(x: 10.4, y: 20, width: 100, height: 50), color: color,
          cornerRadius: radius),
        transform: transform, alpha: alpha, clip: nil)
    }
    XCTAssertEqual(
      DeviceGeometry.opaqueArea(of: fill(.white, radius: 16)),
      CGRect(x: 26, y: 36, width: 68, height: 18), "the fill less its corners, whole pixels")
    XCTAssertNil(DeviceGeometry.opaqueArea(of: fill(UIColor(white: 1, alpha: 0.99))))
    XCTAssertNil(DeviceGeometry.opaqueArea(of: fill(.white, alpha: 0.99)), "a fading layer's")
    XCTAssertNil(
      DeviceGeometry.opaqueArea(of: fill(.white, transform: CGAffineTransform(rotationAngle: 0.1))))
  }

  /// A push from the right: half way, the old look has moved half out to the left and the
  /// new one half in, clipped by the container round the panel (as UIKit code clips it: a
  /// transition moves the layer's whole picture, its own bounds do not cut it).
  func testPushTransitionHalfWay() async throws {
    let controller = UIViewController()
    let stage = try SceneStage(controller, size: Self.size)
    controller.view.backgroundColor = .white
    let container = UIView(frame: CGRect(x: 60, y: 70, width: 200, height: 100))
    container.clipsToBounds = true
    let panel = UIView(frame: container.bounds)
    panel.backgroundColor = .systemBlue
    container.addSubview(panel)
    let label = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 20))
    label.text = "Before"
    label.textAlignment = .center
    label.textColor = .white
    panel.addSubview(label)
    controller.view.addSubview(container)
    _ = try stage.frame(at: 0)
    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromRight
    transition.duration = 1
    transition.timingFunction = CAMediaTimingFunction(name: .linear)
    panel.layer.add(transition, forKey: kCATransition)
    panel.backgroundColor = .red
    label.text = "After"
    let frame = try stage.frame(at: 0.5)
    assertScreenshot(frame, named: "push")
    assertPixel(frame, x: 70, y: 80, is: 0x007AFF, "the old look, half gone to the left")
    assertPixel(frame, x: 250, y: 80, is: 0xFF0000, "the new one, half come in")
    assertPixel(frame, x: 270, y: 80, is: 0xFFFFFF, "clipped by the container")
    let end = try stage.frame(at: 1.1)
    assertPixel(end, x: 70, y: 80, is: 0xFF0000, "the new look, whole")
    XCTAssertNil(panel.layer.animation(forKey: kCATransition), "removed at its end")
  }

  /// Shadows and paths with numbers far out of range draw nothing, and the frame goes on.
  func testShapesFarOutOfRangeDrawNothing() async throws {
    XCTAssertEqual(GaussianBlur.padding(forSigma: 1e30), 3 * 4096, "the blur's reach is bounded")
    let frame = try render { window in
      let far = CAShapeLayer()
      far.path = UIBezierPath(rect: CGRect(x: 1e19, y: -1e19, width: 1e19, height: 1e19)).cgPath
      far.fillColor = UIColor.red.cgColor
      far.shadowOpacity = 1
      far.shadowRadius = 1e20
      far.shadowPath = far.path
      window.layer.addSublayer(far)
      let sane = CALayer()
      sane.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      sane.backgroundColor = UIColor.systemBlue.cgColor
      window.layer.addSublayer(sane)
    }
    assertPixel(frame, x: 20, y: 20, is: 0x007AFF, "the sane layer still draws")
    assertPixel(frame, x: 200, y: 200, is: 0xFFFFFF, "and nothing else")
  }

  /// A rounded card's shadow is pieced together from one small blurred corner (the golden
  /// above was made by blurring the whole shape: the pieces match it), so a card that grows
  /// and moves by fractions of a point blurs nothing more.
  func testAGrowingCardsShadowIsBlurredOnce() async throws {
    let controller = UIViewController()
    let stage = try SceneStage(controller, size: Self.size)
    controller.view.backgroundColor = UIColor(white: 0.95)
    let card = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 150))
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.layer.shadowOpacity = 0.4
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    controller.view.addSubview(card)
    _ = try stage.frame(at: 0)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.frame = CGRect(x: 20.3, y: 30.7, width: 270, height: 160)
    }
    let end = try stage.frame(at: 1.1)
    XCTAssertEqual(stage.host.painter.shadowMasks.madeCount, 1, "one blurred corner for all")
    XCTAssertLessThan(end.pixel(x: 150, y: 195).r, 222, "the shadow below the grown card")
    assertPixel(end, x: 150, y: 100, is: 0xFFFFFF, "the card above it")
  }

  /// A rounded border moved by whole points (the pinch's finger markers) is rasterised into a
  /// mask once and composited from it after; the pixels are those of the ring drawn anew by
  /// a host that has not seen it. Moved by part of a point, it is drawn anew.
  func testARingMovedByWholePixelsIsRasterisedOnce() async throws {
    func stage(at x: CGFloat) throws -> (SceneStage<UIViewController>, UIView) {
      let controller = UIViewController()
      let stage = try SceneStage(controller, size: Self.size)
      controller.view.backgroundColor = .white
      let marker = UIView(frame: CGRect(x: x, y: 40, width: 44, height: 44))
      marker.backgroundColor = UIColor(white: 1, alpha: 0.5)
      marker.layer.cornerRadius = 22
      marker.layer.borderWidth = 2
      marker.layer.borderColor = UIColor(white: 0.3, alpha: 0.6).cgColor
      controller.view.addSubview(marker)
      return (stage, marker)
    }
    let places: [CGFloat] = [30, 37, 45, 52, 52.5]
    // Each drawn by a host of its own (the application draws one key window at a time).
    let fresh = try places.map { try stage(at: $0).0.frame(at: 0) }
    let (moving, marker) = try stage(at: 30)
    for (step, x) in places.enumerated() {
      marker.frame.origin.x = x
      let frame = try moving.frame(at: Double(step + 1) / 60)
      XCTAssertTrue(frame.bytes == fresh[step].bytes, "the ring at x = \(x)")
      XCTAssertLessThan(frame.pixel(x: Int(x) + 1, y: 62).r, 200, "the ring's left side")
    }
    XCTAssertEqual(moving.host.painter.stripMasks.madeCount, 1, "rasterised once, when seen again")
  }

  func testMask() async throws {
    let frame = try render { window in
      let purple = UIView(frame: CGRect(x: 40, y: 20, width: 240, height: 200))
      purple.backgroundColor = .purple
      let label = UILabel(frame: CGRect(x: 0, y: 90, width: 240, height: 20))
      label.text = "Masked"
      label.textColor = .white
      label.textAlignment = .center
      purple.addSubview(label)
      let mask = CAShapeLayer()
      mask.frame = purple.bounds
      mask.path = UIBezierPath(ovalIn: CGRect(x: 40, y: 20, width: 160, height: 160)).cgPath
      purple.layer.mask = mask
      window.addSubview(purple)
    }
    assertScreenshot(frame, named: "mask")
    assertPixel(frame, x: 160, y: 60, is: 0x800080, "inside the mask's circle")
    assertPixel(frame, x: 50, y: 30, is: 0xFFFFFF, "the view's corner is cut away")
    assertPixel(frame, x: 270, y: 210, is: 0xFFFFFF, "all of them")
  }
}

/// `image`'s pixel at (x, y) is `rgb` within 8 in each channel (a gradient's dithering).
private func assertPixelNear(
  _ image: RGBAImage, x: Int, y: Int, is rgb: UInt32, _ what: String, line: UInt = #line
) {
  let pixel = image.pixel(x: x, y: y)
  let expected = [Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF)]
  let actual = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
  XCTAssertTrue(
    zip(expected, actual).allSatisfy { abs($0 - $1) <= 8 },
    "\(what) at (\(x), \(y)): \(actual), expected \(expected)", line: line)
}
