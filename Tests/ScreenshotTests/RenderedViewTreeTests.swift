import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// A view tree drawn by the real host (XRender into the back buffer) under the test's
/// `$DISPLAY`, read back and compared with a golden — and checked pixel by pixel, so the test
/// still means something after the golden is re-recorded.
@MainActor
final class RenderedViewTreeTests: SceneScreenshotTestCase {
  private static let size = CGSize(width: 320, height: 300)
  private static let blue: UInt32 = 0x007AFF
  private static let paleYellow: UInt32 = 0xFFF4C0
  private static let clipGray: UInt32 = 0xE0E0E0

  func testViewTree() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.size, title: "ScreenshotTests", programName: "ScreenshotTests",
      clock: AnimationClock(mode: .virtual))

    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
    window.backgroundColor = .white

    let rounded = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
    rounded.backgroundColor = UIColor(rgb: Self.blue)
    rounded.layer.cornerRadius = 16
    window.addSubview(rounded)

    let bordered = UIView(frame: CGRect(x: 160, y: 20, width: 140, height: 80))
    bordered.backgroundColor = UIColor(rgb: Self.paleYellow)
    bordered.layer.borderWidth = 4
    bordered.layer.borderColor = .black
    bordered.layer.cornerRadius = 10
    window.addSubview(bordered)

    // The red child hangs 60 points past the container's right and bottom edges: clipped away.
    let container = UIView(frame: CGRect(x: 20, y: 120, width: 120, height: 100))
    container.backgroundColor = UIColor(rgb: Self.clipGray)
    container.clipsToBounds = true
    let child = UIView(frame: CGRect(x: 60, y: 50, width: 120, height: 100))
    child.backgroundColor = .red
    container.addSubview(child)
    window.addSubview(container)

    let imageView = UIImageView(image: Self.checkerImage())
    imageView.frame = CGRect(x: 190, y: 120, width: 60, height: 60)
    imageView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5).rotated(by: .pi / 6)
    imageView.alpha = 0.5
    window.addSubview(imageView)

    for (index, alignment) in [NSTextAlignment.left, .center, .right].enumerated() {
      let label = UILabel(
        frame: CGRect(x: 20, y: 230 + CGFloat(index) * 22, width: 280, height: 20))
      label.text = "Aligned text"
      label.font = .systemFont(ofSize: 15)
      label.textAlignment = alignment
      window.addSubview(label)
    }

    window.makeKeyAndVisible()
    host.drawFrame()
    let frame = try XCTUnwrap(host.captureFrame(), "cannot read the frame back")
    XCTAssertEqual(frame.width, Int(Self.size.width))
    XCTAssertEqual(frame.height, Int(Self.size.height))

    assertScreenshot(frame, named: "viewTree")

    // Solid fills land exactly.
    assertPixel(frame, x: 80, y: 60, is: Self.blue, "rounded rect's centre")
    assertPixel(frame, x: 230, y: 45, is: Self.paleYellow, "bordered rect's inside")
    assertPixel(frame, x: 161, y: 60, is: 0x000000, "bordered rect's border")
    assertPixel(frame, x: 60, y: 140, is: Self.clipGray, "clip container")
    assertPixel(frame, x: 120, y: 200, is: 0xFF0000, "visible part of the clipped child")
    // Corners are rounded: the rect's corner pixel shows the background.
    assertPixel(frame, x: 21, y: 21, is: 0xFFFFFF, "rounded rect's corner")
    // Clipping: where the child would reach past its container, the background shows.
    assertPixel(frame, x: 150, y: 200, is: 0xFFFFFF, "right of the clip container")
    assertPixel(frame, x: 100, y: 224, is: 0xFFFFFF, "below the clip container")
    // The image at alpha 0.5 over white: every channel at least half bright, but not white.
    let centre = frame.pixel(x: 220, y: 150)
    XCTAssertTrue(
      min(centre.r, centre.g, centre.b) >= 120 && (centre.r, centre.g, centre.b) != (255, 255, 255),
      "image centre should be blended at half alpha, got \(centre)")
    // Rotated 30°: the corner of the unrotated, scaled square stays background.
    assertPixel(frame, x: 178, y: 108, is: 0xFFFFFF, "outside the rotated image")

    // Text alignment: the inked columns of each line sit left, centred, right.
    let left = inkedColumns(frame, rows: 230..<250)
    let centred = inkedColumns(frame, rows: 252..<272)
    let right = inkedColumns(frame, rows: 274..<294)
    XCTAssertLessThanOrEqual(left.lowerBound, 24, "left-aligned text starts at the left")
    XCTAssertGreaterThanOrEqual(right.upperBound, 294, "right-aligned text ends at the right")
    XCTAssertEqual(
      Double(centred.lowerBound + centred.upperBound) / 2, 160, accuracy: 3,
      "centred text is centred")
    XCTAssertEqual(Double(left.count), Double(centred.count), accuracy: 2, "same text, same width")
    XCTAssertEqual(Double(left.count), Double(right.count), accuracy: 2, "same text, same width")
  }

  /// Degenerate geometry (NaN, infinities, a 1e12 scale, a far-away label) is skipped or
  /// clipped by the painter: no crash, and the sane view next to it still draws.
  func testDegenerateGeometryDoesNotBreakTheFrame() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.size, title: "ScreenshotTests", programName: "ScreenshotTests",
      clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
    window.backgroundColor = .white
    let broken = [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
      CGRect(x: 1e15, y: -1e15, width: 50, height: 50),
    ]
    for frame in broken {
      let view = UIView(frame: frame)
      view.backgroundColor = .red
      view.layer.cornerRadius = 8
      window.addSubview(view)
    }
    let huge = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    huge.backgroundColor = .red
    huge.layer.cornerRadius = 4
    huge.transform = CGAffineTransform(scaleX: 1e12, y: 1e12).rotated(by: 0.3)
    window.addSubview(huge)
    let farLabel = UILabel(frame: CGRect(x: -1e12, y: 1e12, width: 100, height: 20))
    farLabel.text = "far away"
    window.addSubview(farLabel)
    // Borders wider than their view (the inner outline of the ring is empty: found by the
    // monkey in a window resized to nothing), and borders of no finite width or radius.
    for (width, radius) in [(4, 2), (CGFloat.nan, 2), (2, CGFloat.nan), (CGFloat.infinity, 3)] {
      let bordered = UIView(frame: CGRect(x: 200, y: 200, width: 3, height: 3))
      bordered.layer.borderWidth = width
      bordered.layer.borderColor = .black
      bordered.layer.cornerRadius = radius
      bordered.transform = CGAffineTransform(rotationAngle: 0.2)
      window.addSubview(bordered)
    }
    let sane = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    sane.backgroundColor = UIColor(rgb: Self.blue)
    window.addSubview(sane)
    window.makeKeyAndVisible()
    host.drawFrame()
    let frame = try XCTUnwrap(host.captureFrame())
    assertPixel(frame, x: 40, y: 40, is: Self.blue, "the sane view")
  }

  /// A 40×40 checkerboard of 8-point red and blue squares whose alpha fades from 1 on the left
  /// to 0.25 on the right.
  private static func checkerImage() -> UIImage? {
    let side = 40
    var pixels: [UInt32] = []
    for y in 0..<side {
      for x in 0..<side {
        let alpha = UInt32(255 - x * 191 / (side - 1))
        let isRed = (x / 8 + y / 8) % 2 == 0
        let colour: UInt32 = isRed ? alpha << 16 : alpha
        pixels.append(alpha << 24 | colour)
      }
    }
    return UIImage(width: side, height: side, premultipliedARGB: pixels)
  }

  /// The span of columns with dark pixels (text ink) in `rows`.
  private func inkedColumns(_ image: RGBAImage, rows: Range<Int>) -> ClosedRange<Int> {
    var columns: [Int] = []
    for x in 0..<image.width {
      for y in rows where image.pixel(x: x, y: y).g < 128 {
        columns.append(x)
        break
      }
    }
    guard let first = columns.first, let last = columns.last else { return 0...0 }
    return first...last
  }
}
