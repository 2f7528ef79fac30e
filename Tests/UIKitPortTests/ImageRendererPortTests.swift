@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

// Pictures of drawings and views as UIKit samples make them: an avatar drawn with
// UIGraphicsImageRenderer and saved as PNG, the older image context, and a view drawn with
// drawHierarchy, pasted with only the import changed. A real host paints them.

func makeAvatar(initials: String, size: CGFloat) -> UIImage {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: size, height: size))
  return renderer.image { context in
    UIColor.systemBlue.setFill()
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: size, height: size)).fill()
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.boldSystemFont(ofSize: size * 0.4),
      .foregroundColor: UIColor.white,
    ]
    let text = initials as NSString
    let textSize = text.size(withAttributes: attributes)
    text.draw(
      at: CGPoint(x: (size - textSize.width) / 2, y: (size - textSize.height) / 2),
      withAttributes: attributes)
  }
}

func tintedSquare(_ color: UIColor, side: CGFloat) -> UIImage? {
  UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 0)
  defer { UIGraphicsEndImageContext() }
  color.setFill()
  UIRectFill(CGRect(x: 0, y: 0, width: side, height: side / 2))
  return UIGraphicsGetImageFromCurrentImageContext()
}

final class ImageRendererPortTests: HostedPortTestCase {
  /// The pixel at (`x`, `y`) as (alpha, red, green, blue), unpremultiplied.
  private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
    let value = image.pixels[y * image.width + x]
    let alpha = Int(value >> 24)
    func channel(_ shift: UInt32) -> Int {
      alpha == 0 ? 0 : (Int((value >> shift) & 0xFF) * 255 + alpha / 2) / alpha
    }
    return (alpha, channel(16), channel(8), channel(0))
  }

  func testAnAvatarIsDrawnIntoAnImageAndSavedAsPNG() throws {
    XCTAssertNotNil(host, "an X server to paint with")
    let avatar = makeAvatar(initials: "AL", size: 64)
    XCTAssertEqual(avatar.size, CGSize(width: 64, height: 64))
    XCTAssertEqual(avatar.scale, 1)
    XCTAssertEqual(pixel(avatar, 1, 1).0, 0, "outside the circle: transparent")
    XCTAssertTrue(pixel(avatar, 32, 6) == (255, 0, 122, 255), "the blue disc")
    let whiteInText = (20..<44).contains { x in pixel(avatar, x, 32) == (255, 255, 255, 255) }
    XCTAssertTrue(whiteInText, "the initials, white, across the middle")

    let png = try XCTUnwrap(avatar.pngData())
    XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let decoded = try PNGFile.decode(png)
    XCTAssertEqual(decoded.width, 64)
    XCTAssertEqual(decoded.pixel(x: 32, y: 6).b, 255)
    XCTAssertEqual(decoded.pixel(x: 1, y: 1).a, 0)
  }

  func testTheOlderImageContextAndAFormatsScale() throws {
    XCTAssertNotNil(host)
    let square = try XCTUnwrap(tintedSquare(.red, side: 10))
    XCTAssertEqual(square.size, CGSize(width: 10, height: 10))
    XCTAssertTrue(pixel(square, 5, 2) == (255, 255, 0, 0), "the top half red")
    XCTAssertEqual(pixel(square, 5, 8).0, 0, "the bottom half clear")
    XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "ended")
    XCTAssertNil(UIGraphicsGetCurrentContext())

    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let sharp = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
      .image { context in
        UIColor.green.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
      }
    XCTAssertEqual(sharp.size, CGSize(width: 10, height: 10), "points")
    XCTAssertEqual(sharp.width, 20, "pixels")
    XCTAssertTrue(pixel(sharp, 9, 10) == (255, 0, 255, 0))
    XCTAssertEqual(pixel(sharp, 10, 10).0, 0, "the left half, in pixels")
  }

  func testAViewIsDrawnIntoAnImageWithDrawHierarchy() throws {
    XCTAssertNotNil(host)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    card.backgroundColor = .white
    let badge = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    badge.backgroundColor = .red
    card.addSubview(badge)
    let renderer = UIGraphicsImageRenderer(bounds: card.bounds)
    let picture = renderer.image { _ in
      card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
    }
    XCTAssertTrue(pixel(picture, 5, 10) == (255, 255, 255, 255))
    XCTAssertTrue(pixel(picture, 30, 10) == (255, 255, 0, 0))
    let layerPicture = renderer.image { context in
      card.layer.render(in: context.cgContext)
    }
    XCTAssertTrue(pixel(layerPicture, 30, 10) == (255, 255, 0, 0), "layer.render(in:) too")
  }

  func testWithoutAHostTheImageIsEmptyAndSaysSo() {
    host = nil
    UIApplication.shared.environment = HostEnvironment()
    let messages = recordConsole()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
      UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    XCTAssertEqual(image.size, .zero)
    XCTAssertNil(image.pngData())
    XCTAssertEqual(messages.all.count, 1)
    XCTAssertTrue(messages.all.first?.message.contains("UIGraphicsImageRenderer") ?? false)
  }
}
