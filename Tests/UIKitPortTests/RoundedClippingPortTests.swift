@_spi(Host) import MiniUIKit
import XCTest

// An avatar whose corners round into a circle, as UIKit code animates one: an image view
// with `clipsToBounds`, its layer's `cornerRadius` set in an animation block.

final class AvatarController: UIViewController {
  let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))

  override func viewDidLoad() {
    super.viewDidLoad()
    avatar.image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
    }
    avatar.clipsToBounds = true
    view.addSubview(avatar)
  }

  func becomeCircle() {
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.avatar.layer.cornerRadius = 40
    }
  }
}

final class RoundedClippingPortTests: HostedPortTestCase {
  /// Whether the avatar, drawn as it shows now, is red at (`x`, `y`).
  private func isRed(_ avatar: UIView, _ x: Int, _ y: Int) -> Bool {
    let picture = UIGraphicsImageRenderer(bounds: avatar.bounds).image { _ in
      avatar.drawHierarchy(in: avatar.bounds, afterScreenUpdates: false)
    }
    let pixel = picture.pixels[y * picture.width + x]
    return pixel >> 24 == 0xFF && (pixel >> 16) & 0xFF == 0xFF && pixel & 0xFFFF == 0
  }

  func testTheImageIsClippedToItsCornersWhileTheRadiusAnimates() throws {
    XCTAssertNotNil(host, "an X server to paint with")
    let controller = AvatarController()
    show(controller)
    let avatar = controller.avatar
    XCTAssertTrue(isRed(avatar, 1, 1), "square: the corner shows")
    controller.becomeCircle()
    for _ in 0..<30 { frame() }
    // Half way, a radius of 20: its curve passes 5.9 points in from the corner, diagonally.
    XCTAssertFalse(isRed(avatar, 2, 2), "half way, the corner is cut")
    XCTAssertTrue(isRed(avatar, 8, 8), "inside the radius-20 curve")
    for _ in 0..<40 { frame() }
    XCTAssertEqual(avatar.layer.cornerRadius, 40)
    XCTAssertFalse(isRed(avatar, 10, 10), "a circle: cut further")
    XCTAssertTrue(isRed(avatar, 40, 2), "its top touches the edge")
  }
}
