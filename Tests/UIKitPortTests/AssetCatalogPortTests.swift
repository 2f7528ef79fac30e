import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

// An Xcode project's asset catalog read unchanged from a package's resources
// (`Bundle.module`) and from the asset folders: an image set with 1x and 2x files, and colour
// sets (one in a group folder, with a dark variant), as app code asks for them.

final class AssetCatalogPortTests: PortTestCase {
  /// The folder holding the catalog in the source tree (the asset folders' way).
  private let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Resources")

  private func install(scale: CGFloat) {
    UIApplication.shared.environment = HostEnvironment(
      imageDecoder: PNGFile.Decoder(), screenScale: scale)
  }

  func testAnImageSetGivesTheFileForTheScreensScale() throws {
    let bundle = Bundle.module
    install(scale: 1)
    let badge = try XCTUnwrap(UIImage(named: "Badge", in: bundle, with: nil))
    XCTAssertEqual(badge.size, CGSize(width: 8, height: 8))
    XCTAssertEqual(badge.scale, 1)
    XCTAssertEqual(badge.pixels.first, 0xFFFF_0000, "the 1x file: red")

    install(scale: 2)
    let sharp = try XCTUnwrap(UIImage(named: "Badge", in: bundle, with: nil))
    XCTAssertEqual(sharp.size, CGSize(width: 8, height: 8), "the same size in points")
    XCTAssertEqual(sharp.scale, 2)
    XCTAssertEqual(sharp.width, 16)
    XCTAssertEqual(sharp.pixels.first, 0xFF00_00FF, "the 2x file: blue")

    install(scale: 3)
    XCTAssertEqual(
      UIImage(named: "Badge", in: bundle, with: nil)?.scale, 2,
      "no 3x file: the largest there is")
    let messages = recordConsole()
    XCTAssertNil(UIImage(named: "Missing", in: bundle, with: nil))
    XCTAssertEqual(messages.all.count, 1)
  }

  func testColourSetsAreReadInTheirLightAndDarkAppearances() throws {
    install(scale: 1)
    setenv("TRANSITIONS_ASSETS", fixtures.path, 1)
    defer { unsetenv("TRANSITIONS_ASSETS") }
    let accent = try XCTUnwrap(UIColor(named: "Accent"))
    XCTAssertEqual(
      accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
      UIColor(red: 1, green: 0x30 / 255, blue: 0x3B / 255, alpha: 1),
      "hexadecimal components, found in its group, the light variant")
    XCTAssertEqual(
      accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
      UIColor(red: 1, green: 0x45 / 255, blue: 0x30 / 255, alpha: 1), "and the dark one")
    XCTAssertEqual(UIColor(named: "Ink"), UIColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 0.5))
    XCTAssertNil(UIColor(named: "NoSuchColour"))
    XCTAssertNotNil(UIImage(named: "Badge"), "UIImage(named:) finds the catalog too")
  }
}
