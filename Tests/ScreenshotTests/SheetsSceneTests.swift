import Foundation
@_spi(Host) import X11Host
import XCTest

@testable import DemoScenes
@_spi(Host) @testable import MiniUIKit

/// "Sheets": a page sheet half way in and at rest (the list stepped back behind it, black
/// above), and the monkeys at their medium detent with the grabber, the list undimmed.
@MainActor
final class SheetsSceneTests: SceneScreenshotTestCase {
  func testAPageSheetStepsTheListBack() async throws {
    let stage = try SceneStage(SheetsSceneController())
    _ = try stage.frame(at: 0)
    let list = try XCTUnwrap(stage.controller.list)
    list.present(NoteViewController(level: 1), animated: true)
    let halfWay = try stage.frame(at: 0.12)
    assertScreenshot(halfWay, named: "page-sheet-half-way")
    let rest = try stage.frame(at: 0.8)
    assertScreenshot(rest, named: "page-sheet-at-rest")
    // Black above the stepped-back list, its top row at 30 and the card's at 40.
    assertPixel(rest, x: 240, y: 10, is: 0x000000, "above the list")
    XCTAssertNotEqual(rest.pixel(x: 240, y: 34).r, 0, "the list peeks out")
    assertPixel(rest, x: 240, y: 60, is: 0xFFFFFF, "the card")
  }

  func testTheMonkeysRestAtTheMediumDetent() async throws {
    let stage = try SceneStage(SheetsSceneController())
    _ = try stage.frame(at: 0)
    try XCTUnwrap(stage.controller.list).showMonkeys()
    let medium = try stage.frame(at: 0.8)
    assertScreenshot(medium, named: "medium-detent")
    // The list behind is neither dimmed nor stepped back: its title's ground at full light.
    assertPixel(medium, x: 240, y: 20, is: 0xF2F2F7, "the list's ground")
  }
}
