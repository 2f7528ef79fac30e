import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Configured buttons drawn by the real host: plain, gray, tinted and filled with a symbol, a
/// green capsule with a subtitle, and an older button with an image and insets.
@MainActor
final class ButtonScreenshotTests: SceneScreenshotTestCase {
  private final class Buttons: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      /// A symbol and a title in the style of `base`.
      func add(_ base: UIButton.Configuration) -> UIButton.Configuration {
        var configuration = base
        (configuration.title, configuration.image) = ("Add", UIImage(systemName: "plus"))
        configuration.imagePadding = 6
        return configuration
      }
      var capsule = UIButton.Configuration.filled()
      (capsule.title, capsule.subtitle) = ("Download", "12 MB")
      (capsule.cornerStyle, capsule.buttonSize) = (.capsule, .large)
      capsule.baseBackgroundColor = .systemGreen
      let configured: [(UIButton.Configuration, CGPoint)] = [
        (add(.plain()), CGPoint(x: 16, y: 16)), (add(.gray()), CGPoint(x: 126, y: 16)),
        (add(.tinted()), CGPoint(x: 16, y: 66)), (add(.filled()), CGPoint(x: 126, y: 66)),
        (capsule, CGPoint(x: 16, y: 116)),
      ]
      for (configuration, origin) in configured {
        place(UIButton(configuration: configuration), at: origin)
      }
      let old = UIButton(type: .system)
      old.setTitle("Share", for: .normal)
      old.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
      old.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
      old.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
      place(old, at: CGPoint(x: 150, y: 126))
    }

    private func place(_ button: UIButton, at origin: CGPoint) {
      button.frame.origin = origin
      button.sizeToFit()
      view.addSubview(button)
    }
  }

  func testConfiguredButtonsInEachStyle() async throws {
    let stage = try SceneStage(Buttons(), size: CGSize(width: 260, height: 200))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "buttons")
    // The filled button (the second of the second row): blue behind white text.
    let filled = frame.pixel(x: 126 + 4, y: 66 + 4)
    XCTAssertEqual([filled.r, filled.g, filled.b], [0, 122, 255], "filled: the tint")
    let plain = frame.pixel(x: 16 + 4, y: 16 + 4)
    XCTAssertEqual([plain.r, plain.g, plain.b], [255, 255, 255], "plain: no background")
  }
}
