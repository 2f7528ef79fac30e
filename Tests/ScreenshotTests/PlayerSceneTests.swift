import Foundation
@_spi(Host) import X11Host
import XCTest

@testable import DemoScenes
@_spi(Host) @testable import MiniUIKit

/// "Now playing": the mini player at rest, the artwork half way through its flight, and the
/// full player, in light and dark mode; the artwork's corners are rounded where it lands.
@MainActor
final class PlayerSceneTests: SceneScreenshotTestCase {
  private func play(
    in style: UIUserInterfaceStyle, named name: String, testName: String = #function
  ) throws {
    let stage = try SceneStage(PlayerSceneController())
    stage.host.forcedAppearance = style
    let rest = try stage.frame(at: 0)
    assertScreenshot(rest, named: "rest-\(name)", testName: testName)
    stage.controller.expand()
    assertScreenshot(
      try stage.frame(at: 0.25), named: "mid-expand-\(name)", testName: testName)
    let expanded = try stage.frame(at: 0.6)
    assertScreenshot(expanded, named: "expanded-\(name)", testName: testName)
    XCTAssertNotNil(stage.controller.presentedViewController)

    let player = try XCTUnwrap(stage.controller.presentedViewController?.view)
    let artwork = NowPlayingViewController.artworkFrame(
      in: player.bounds, safe: player.bounds.inset(by: player.safeAreaInsets))
    let top = expanded.pixel(x: Int(artwork.midX), y: Int(artwork.minY) + 2)
    let corner = expanded.pixel(x: Int(artwork.minX) + 1, y: Int(artwork.minY) + 1)
    XCTAssertFalse(corner == top, "the artwork's corner is rounded off: \(corner)")
    // The player's ground is the artwork blurred under a material: light, or dark.
    let ground = expanded.pixel(x: 10, y: Int(artwork.maxY) + 200)
    let brightness = Int(ground.r) + Int(ground.g) + Int(ground.b)
    if style == .dark {
      XCTAssertLessThan(brightness, 200, "a dark material")
    } else {
      XCTAssertGreaterThan(brightness, 600, "a light material")
    }
  }

  func testTheArtworkGrowsIntoThePlayerInLightMode() async throws {
    try play(in: .light, named: "light")
  }

  func testTheArtworkGrowsIntoThePlayerInDarkMode() async throws {
    try play(in: .dark, named: "dark")
  }
}
