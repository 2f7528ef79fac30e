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
      let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled()]
      for (index, base) in styles.enumerated() {
        var configuration = base
        configuration.title = "Add"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.frame.origin = CGPoint(
          x: 16 + CGFloat(index % 2) * 110, y: 16 + CGFloat(index / 2) * 50)
        button.sizeToFit()
        view.addSubview(button)
      }
      var capsule = UIButton.Configuration.filled()
      capsule.title = "Download"
      capsule.subtitle = "12 MB"
      capsule.cornerStyle = .capsule
      capsule.baseBackgroundColor = .systemGreen
      capsule.buttonSize = .large
      let download = UIButton(configuration: capsule)
      download.frame.origin = CGPoint(x: 16, y: 116)
      download.sizeToFit()
      view.addSubview(download)
      let old = UIButton(type: .system)
      old.setTitle("Share", for: .normal)
      old.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
      old.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
      old.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
      old.frame.origin = CGPoint(x: 150, y: 126)
      old.sizeToFit()
      view.addSubview(old)
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
