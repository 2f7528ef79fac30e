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

  /// In a right-to-left layout the scene mirrors: what was sent stands at the left, the
  /// send button at the field's left end, the search button at the bar's right, and the sent
  /// bubble flies from the right end of the field (where the text stood) to the left.
  func testARightToLeftConversationMirrors() async throws {
    let stage = try SceneStage(MessagesSceneController(), layoutDirection: .rightToLeft)
    _ = try stage.frame(at: 0)
    let conversation = try XCTUnwrap(stage.controller.conversation)
    let view = try XCTUnwrap(conversation.view)
    let firstSent = try XCTUnwrap(
      conversation.tableView.visibleCells.compactMap { $0 as? BubbleCell }.first(where: \.isSent))
    XCTAssertEqual(firstSent.bubble.frame.minX, 12, "sent at the left")
    let send = conversation.sendButton.convert(conversation.sendButton.bounds, to: view)
    XCTAssertLessThan(send.maxX, view.bounds.midX, "send at the field's left end")
    XCTAssertTrue(conversation.field.becomeFirstResponder())
    type("See you at eight!")
    _ = try stage.frame(at: 0.5)
    UIApplication.shared.sendKey(UIKey(.enter))
    let bubble = try XCTUnwrap(conversation.flyingBubble)
    _ = try stage.frame(at: 0.5 + 1 / 60)
    XCTAssertGreaterThan(
      bubble.layer.presentation()!.frame.maxX, view.bounds.width - 40,
      "sets off where the text stood, at the field's right end")
    assertScreenshot(try stage.frame(at: 0.6), named: "mid-send-rtl")
    _ = try stage.frame(at: 2)
    XCTAssertNil(conversation.flyingBubble, "landed")
    let landed = try XCTUnwrap(
      conversation.tableView.visibleCells.compactMap { $0 as? BubbleCell }
        .first { $0.label.text == "See you at eight!" })
    XCTAssertEqual(landed.bubble.frame.minX, 12, "in its place at the left")
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
