import Foundation
import MiniUIKit
import X11Host
import XCTest

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
    }
    assertScreenshot(frame, named: "gradients")
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
  }
}
