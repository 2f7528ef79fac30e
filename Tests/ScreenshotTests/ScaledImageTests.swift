import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// An upright image drawn at the same size frame after frame is drawn from a copy made at that
/// size (a copy per pixel instead of a bilinear sample), and looks exactly as drawn scaled.
@MainActor
final class ScaledImageTests: SceneScreenshotTestCase {
  func testAnImageKeptAtOneSizeIsDrawnFromACopyThatLooksTheSame() async throws {
    let size = CGSize(width: 200, height: 160)
    let host = try X11Host(
      displayName: nil, size: size, title: "ScaledImageTests", programName: "ScaledImageTests")
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    // 64×64 pixels of stripes drawn at 37.3 × 51.6 points from (10.4, 20.7): scaled both ways,
    // at a position between pixels.
    var pixels: [UInt32] = []
    for y in 0..<64 {
      for x in 0..<64 { pixels.append((x + y) % 4 < 2 ? 0xFF_C0_20_20 : 0x80_00_00_80) }
    }
    let imageView = UIImageView(
      image: try XCTUnwrap(UIImage(width: 64, height: 64, premultipliedARGB: pixels)))
    imageView.frame = CGRect(x: 10.4, y: 20.7, width: 37.3, height: 51.6)
    window.addSubview(imageView)

    let pixmaps = { host.serverResources()?.counts["PIXMAP"] ?? -1 }
    let scaled = try XCTUnwrap(host.render(window), "first: drawn scaled")
    let before = pixmaps()
    let copied = try XCTUnwrap(host.render(window), "second at that size: the copy is made")
    XCTAssertEqual(pixmaps(), before + 1, "one pixmap more: the copy")
    let fromCopy = try XCTUnwrap(host.render(window), "third: drawn from the copy")
    XCTAssertEqual(pixmaps(), before + 1, "the copy is reused, not made again")
    XCTAssertEqual(scaled.bytes, copied.bytes)
    XCTAssertEqual(scaled.bytes, fromCopy.bytes)
    // The image fills whole pixels: columns 10…47 (10.4 + 37.3 = 47.7 rounds to 48), rows
    // 21…71, and nothing of it outside.
    let white = { (x: Int, y: Int) -> Bool in
      let p = scaled.pixel(x: x, y: y)
      return p.r == 255 && p.g == 255 && p.b == 255
    }
    XCTAssertFalse(white(10, 21), "the image's first column and row")
    XCTAssertTrue(white(9, 21), "white before it")
    XCTAssertTrue(white(48, 40), "white past it")
    XCTAssertTrue(white(20, 72), "white below it")

    imageView.frame.size = CGSize(width: 30, height: 30)
    _ = host.render(window)
    _ = host.render(window)
    XCTAssertEqual(pixmaps(), before + 1, "a new size replaces the copy")
  }
}
