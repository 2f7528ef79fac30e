import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// Layers under a perspective `layer.transform`, drawn by the real host: painted flat into
/// their own picture and drawn through XRender's projective picture transform.
@MainActor
final class Transform3DRenderingTests: SceneScreenshotTestCase {
  private static let size = CGSize(width: 400, height: 260)
  private static let green: UInt32 = 0x34C759

  func testPerspectiveRotationDrawsAProjectedCard() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.size, title: "ScreenshotTests", programName: "ScreenshotTests",
      clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
    window.backgroundColor = .white

    // A card turned 50° about its vertical axis, seen from 500 points away: its left edge
    // comes towards the viewer, its right edge goes away.
    let card = UIView(frame: CGRect(x: 40, y: 40, width: 160, height: 180))
    card.backgroundColor = UIColor(rgb: Self.green)
    card.layer.cornerRadius = 12
    let label = UILabel(frame: CGRect(x: 10, y: 70, width: 140, height: 40))
    label.text = "Flip"
    label.font = .boldSystemFont(ofSize: 32)
    label.textAlignment = .center
    card.addSubview(label)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    card.layer.transform = CATransform3DRotate(perspective, .pi * 50 / 180, 0, 1, 0)
    window.addSubview(card)

    // The same card, turned its back to the viewer and single sided: not drawn.
    let back = UIView(frame: CGRect(x: 220, y: 40, width: 160, height: 180))
    back.backgroundColor = .red
    back.layer.isDoubleSided = false
    back.layer.transform = CATransform3DRotate(perspective, .pi * 0.9, 0, 1, 0)
    window.addSubview(back)

    window.makeKeyAndVisible()
    host.drawFrame()
    let frame = try XCTUnwrap(host.captureFrame())
    assertScreenshot(frame, named: "perspectiveCard")

    // Narrower than the flat card, and the near (left) edge taller than the far one.
    let columns = (0..<200).filter { x in isGreen(frame.pixel(x: x, y: 130)) }
    let width = (columns.last ?? 0) - (columns.first ?? 0)
    XCTAssertLessThan(width, 120, "the turned card is foreshortened")
    XCTAssertGreaterThan(width, 80, "the turned card is drawn")
    let leftHeight = greenRows(frame, x: (columns.first ?? 0) + 6)
    let rightHeight = greenRows(frame, x: (columns.last ?? 0) - 6)
    XCTAssertGreaterThan(leftHeight, rightHeight + 20, "the near edge is taller")
    // The label is drawn on the card, projected with it.
    let ink = (100..<160).contains { y in
      (60..<160).contains { x in frame.pixel(x: x, y: y).g < 60 }
    }
    XCTAssertTrue(ink, "the label's text shows on the turned card")
    // The single-sided card facing away leaves the background.
    assertPixel(frame, x: 300, y: 130, is: 0xFFFFFF, "the back of a single-sided layer")
  }

  private func isGreen(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    pixel.g > 150 && pixel.r < 120 && pixel.b < 140
  }

  private func greenRows(_ frame: RGBAImage, x: Int) -> Int {
    (0..<Int(Self.size.height)).filter { isGreen(frame.pixel(x: x, y: $0)) }.count
  }
}
