import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// An alert and an action sheet over a page of colour, drawn by the real host: the alert's
/// card of material in the middle, light and dark, and the sheet's two cards at the bottom.
@MainActor
final class AlertScreenshotTests: SceneScreenshotTestCase {
  private final class Page: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      for (index, color) in [UIColor.systemBlue, .systemOrange, .systemGreen].enumerated() {
        let band = UIView(frame: CGRect(x: 0, y: 150 + index * 200, width: 480, height: 100))
        band.backgroundColor = color
        view.addSubview(band)
      }
    }
  }

  private func alert() -> UIAlertController {
    let alert = UIAlertController(
      title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    alert.addAction(delete)
    alert.preferredAction = delete
    return alert
  }

  func testAnAlertInLightAndDarkMode() async throws {
    for style in [UIUserInterfaceStyle.light, .dark] {
      let stage = try SceneStage(Page())
      stage.host.forcedAppearance = style
      _ = try stage.frame(at: 0)
      stage.controller.present(alert(), animated: true)
      if style == .light {
        // Half way in: a little larger than at rest, half faded in.
        assertScreenshot(try stage.frame(at: 0.1), named: "alert-half-way")
      }
      let shown = try stage.frame(at: 0.5)
      assertScreenshot(shown, named: style == .dark ? "alert-dark" : "alert")
      // The card is 270 wide in the middle; the page dims around it.
      let outside = shown.pixel(x: 40, y: 60)
      XCTAssertLessThan(outside.r, style == .dark ? 5 : 250, "dimmed")
      let card = shown.pixel(x: 240, y: 400)
      XCTAssertFalse(card == shown.pixel(x: 100, y: 400), "the card is not the page")
    }
  }

  func testAnActionSheetRisesFromTheBottom() async throws {
    let stage = try SceneStage(Page())
    _ = try stage.frame(at: 0)
    let sheet = UIAlertController(
      title: "Share Photo", message: nil, preferredStyle: .actionSheet)
    for target in ["Messages", "Mail", "Notes"] {
      sheet.addAction(UIAlertAction(title: target, style: .default))
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    stage.controller.present(sheet, animated: true)
    let rising = try stage.frame(at: 0.1)
    let shown = try stage.frame(at: 0.5)
    assertScreenshot(shown, named: "action-sheet")
    XCTAssertFalse(
      rising.pixel(x: 240, y: 780) == shown.pixel(x: 240, y: 780), "still rising at 0.1 s")
  }
}
