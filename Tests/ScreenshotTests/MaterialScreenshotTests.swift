import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Every blur style over colour and text, each with a vibrant label, drawn by the real host:
/// a sheet compared with a golden, and checked where a material lies over a stripe.
@MainActor
final class MaterialScreenshotTests: SceneScreenshotTestCase {
  /// Stripes of eight hues crossed by black bars, and a swatch of each style on them: the
  /// system materials in light and dark, a row each, then UIKit's older styles.
  private final class Sheet: UIViewController {
    static let rows: [[UIBlurEffect.Style]] = [
      [.systemUltraThinMaterialLight, .systemUltraThinMaterialDark, .extraLight],
      [.systemThinMaterialLight, .systemThinMaterialDark, .light],
      [.systemMaterialLight, .systemMaterialDark, .dark],
      [.systemThickMaterialLight, .systemThickMaterialDark, .regular],
      [.systemChromeMaterialLight, .systemChromeMaterialDark, .prominent],
    ]
    static let hues: [UInt32] = [
      0xE53935, 0xFB8C00, 0xF9A825, 0x43A047, 0x00897B, 0x1E88E5, 0x5E35B1, 0xD81B60,
    ]

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      for (index, hue) in Self.hues.enumerated() {
        let stripe = UIView(frame: CGRect(x: index * 47, y: 0, width: 47, height: 340))
        stripe.backgroundColor = UIColor(rgb: hue)
        view.addSubview(stripe)
      }
      for row in 0..<5 {
        let bar = UIView(frame: CGRect(x: 0, y: 30 + row * 64, width: 376, height: 6))
        bar.backgroundColor = .black
        view.addSubview(bar)
      }
      for (row, styles) in Self.rows.enumerated() {
        for (column, style) in styles.enumerated() {
          let material = UIVisualEffectView(effect: UIBlurEffect(style: style))
          material.frame = CGRect(x: 8 + column * 122, y: 12 + row * 64, width: 114, height: 44)
          material.layer.cornerRadius = 12
          material.layer.cornerCurve = .continuous
          material.clipsToBounds = true
          let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: style), style: .label))
          vibrancy.frame = material.contentView.bounds
          let label = UILabel(frame: vibrancy.contentView.bounds)
          label.text = "\(style)".replacingOccurrences(of: "system", with: "")
            .replacingOccurrences(of: "Material", with: " ")
          label.font = .systemFont(ofSize: 12)
          label.textAlignment = .center
          vibrancy.contentView.addSubview(label)
          material.contentView.addSubview(vibrancy)
          view.addSubview(material)
        }
      }
    }
  }

  func testEveryStyleOverStripesAndBars() async throws {
    let stage = try SceneStage(Sheet(), size: CGSize(width: 376, height: 340))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "materials")
    // A light material is lighter than the stripes under it, a dark one darker, and neither
    // is a stripe's own colour: what is behind is blurred together.
    func brightness(_ x: Int, _ y: Int) -> Int {
      let pixel = frame.pixel(x: x, y: y)
      return Int(pixel.r) + Int(pixel.g) + Int(pixel.b)
    }
    let stripe = brightness(100, 60)
    let light = brightness(100, 12 + 2 * 64 + 4)
    let dark = brightness(130 + 100, 12 + 2 * 64 + 4)
    XCTAssertGreaterThan(light, stripe + 150, "systemMaterialLight lightens")
    XCTAssertLessThan(dark, 250, "systemMaterialDark darkens")
    XCTAssertEqual(frame.pixel(x: 4, y: 97).r, 0, "a black bar between the swatches")
    let underBar = frame.pixel(x: 60, y: 97)
    XCTAssertGreaterThan(Int(underBar.r), 20, "the black bar is blurred, not drawn as it is")
  }
}
