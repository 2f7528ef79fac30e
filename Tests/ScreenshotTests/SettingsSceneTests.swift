import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@testable import DemoScenes

/// The settings scene drawn by the real host on the virtual clock: at rest under its large
/// title, the title half collapsed, a push half way (the large title shrinking into the back
/// button), and a favourite half swiped open, compared with goldens and checked pixel by
/// pixel.
@MainActor
final class SettingsSceneTests: SceneScreenshotTestCase {
  private static let ground: UInt32 = 0xF2F2F7
  private static let white: UInt32 = 0xFFFFFF

  func testAtRest() async throws {
    let stage = try SceneStage(SettingsSceneController())
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "at-rest")
    let bar = stage.controller.navigationBar
    XCTAssertEqual(bar.frame.height, 44 + 52, "the large title's band hangs below the row")
    assertPixel(frame, x: 240, y: 20, is: Self.ground, "the bar shows the list's ground at rest")
    assertPixel(frame, x: 10, y: 200, is: Self.ground, "the ground beside the groups")
    assertPixel(frame, x: 240, y: 160, is: Self.white, "a row")
  }

  /// The list scrolled 26 points: the band is half as tall, the title half under the row.
  func testLargeTitleHalfCollapsed() async throws {
    let stage = try SceneStage(SettingsSceneController())
    _ = try stage.frame(at: 0)
    let table = try XCTUnwrap(stage.controller.settings?.tableView)
    table.contentOffset.y = -table.adjustedContentInset.top + 26
    let frame = try stage.frame(at: 1 / 60)
    assertScreenshot(frame, named: "large-title-half-collapsed")
    XCTAssertEqual(stage.controller.navigationBar.frame.height, 44 + 26)
  }

  /// Wi-Fi pushed, 0.05 s into the 0.35 s push (a third of the way on its fast-starting spring): the copy of the large title is on
  /// its way into the back button, smaller; the band is shrinking.
  func testPushUnderWay() async throws {
    let stage = try SceneStage(SettingsSceneController())
    _ = try stage.frame(at: 0)
    let settings = try XCTUnwrap(stage.controller.settings)
    let wifi = IndexPath(row: 1, section: SettingsViewController.Section.connections.rawValue)
    settings.tableView.selectRow(at: wifi, animated: false, scrollPosition: .none)
    settings.tableView(settings.tableView, didSelectRowAt: wifi)
    let frame = try stage.frame(at: 0.05)
    assertScreenshot(frame, named: "push-under-way")
    let bar = stage.controller.navigationBar
    let height = bar.layer.presentation()!.frame.height
    XCTAssertLessThan(height, 96)
    XCTAssertGreaterThan(height, 44)
  }

  /// The first favourite dragged 60 points left and held: Delete shows behind it.
  func testSwipeHalfOpen() async throws {
    let stage = try SceneStage(SettingsSceneController())
    _ = try stage.frame(at: 0)
    let table = try XCTUnwrap(stage.controller.settings?.tableView)
    let first = IndexPath(row: 0, section: SettingsViewController.Section.favourites.rawValue)
    let row = table.convert(table.rectForRow(at: first), to: nil)
    let app = UIApplication.shared
    app.sendPointerEvent(PointerEvent(kind: .down, location: CGPoint(x: 400, y: row.midY)))
    for step in 1...6 {
      _ = try stage.frame(at: Double(step) / 60)
      app.sendPointerEvent(
        PointerEvent(kind: .moved, location: CGPoint(x: 400 - 10 * CGFloat(step), y: row.midY)))
    }
    let frame = try stage.frame(at: 7 / 60)
    assertScreenshot(frame, named: "swipe-half-open")
    assertPixel(frame, x: Int(row.maxX) - 10, y: Int(row.midY) - 10, is: 0xFF3B30, "Delete")
    app.sendPointerEvent(PointerEvent(kind: .up, location: CGPoint(x: 340, y: row.midY)))
  }
}
