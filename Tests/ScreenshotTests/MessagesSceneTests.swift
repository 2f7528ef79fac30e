import Foundation
@_spi(Host) import X11Host
import XCTest

@testable import DemoScenes
@_spi(Host) @testable import MiniUIKit

/// "Messages": the field being edited (its last word selected, the placeholder gone), and a
/// sent message's bubble half way from the field to its place in the list, the list sliding
/// up to make room.
@MainActor
final class MessagesSceneTests: SceneScreenshotTestCase {
  private func type(_ text: String) {
    for character in text {
      UIApplication.shared.sendKey(UIKey(.character(character), characters: String(character)))
    }
  }

  func testTheSentMessageFliesFromTheFieldIntoTheList() async throws {
    let stage = try SceneStage(MessagesSceneController())
    _ = try stage.frame(at: 0)
    let conversation = try XCTUnwrap(stage.controller.conversation)
    XCTAssertTrue(conversation.field.becomeFirstResponder())
    type("See you at eight!")
    UIApplication.shared.sendKey(UIKey(.leftArrow, modifierFlags: [.shift, .control]))
    assertScreenshot(try stage.frame(at: 0.5), named: "editing")
    UIApplication.shared.sendKey(UIKey(.enter))
    XCTAssertEqual(conversation.field.text, "")
    assertScreenshot(try stage.frame(at: 0.6), named: "mid-send")
    _ = try stage.frame(at: 2)
    XCTAssertNil(conversation.flyingBubble, "landed")
    XCTAssertEqual(conversation.messages.last?.text, "See you at eight!")
  }

  func testTheSearchBarRisesIntoTheNavigationBarAndEscCancels() async throws {
    let stage = try SceneStage(MessagesSceneController())
    _ = try stage.frame(at: 0)
    let conversation = try XCTUnwrap(stage.controller.conversation)
    let search = conversation.searchController
    let offsetBefore = conversation.tableView.contentOffset
    let before = try stage.frame(at: 0.01)
    stage.controller.beginSearch()
    XCTAssertTrue(search.isActive)
    // Half way: the bar rising and fading in over the navigation bar, the dimming coming.
    let halfway = try stage.frame(at: 0.12)
    assertScreenshot(halfway, named: "search-halfway")
    _ = try stage.frame(at: 0.6)
    XCTAssertTrue(search.searchBar.searchTextField.isFirstResponder, "the field is typed in")
    XCTAssertEqual(search.searchBar.frame.minY, search.view.safeAreaInsets.top, "at the top")
    type("the")
    let results = try XCTUnwrap(search.searchResultsController as? SearchResultsViewController)
    XCTAssertEqual(results.found.first?.text, "Great, see you there 🎉", "newest first")
    XCTAssertTrue(results.found.allSatisfy { $0.text.localizedCaseInsensitiveContains("the") })
    assertScreenshot(try stage.frame(at: 1), named: "search-results")
    UIApplication.shared.sendKey(UIKey(.escape))
    _ = try stage.frame(at: 1.6)
    XCTAssertFalse(search.isActive, "Esc cancelled the search")
    XCTAssertNil(search.searchBar.superview, "the bar went with it")
    XCTAssertEqual(search.searchBar.text, "")
    XCTAssertEqual(conversation.tableView.contentOffset, offsetBefore, "the list stayed")
    XCTAssertTrue(try stage.frame(at: 2) == before, "as it was before the search")
  }
}
