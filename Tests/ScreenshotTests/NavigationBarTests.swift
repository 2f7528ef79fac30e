import DemoScenes
import Foundation
@_spi(Host) import X11Host
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The navigation bar as iOS moves it: on a push the old title travels into the back
/// button's place and cross-fades into its label (the two line up all the way), on a pop the
/// back label travels to the middle to become the title; the chevron is drawn. Frames at a
/// third and two thirds of each, in the push and the layout-to-layout scenes.
@MainActor
final class NavigationBarTests: SceneScreenshotTestCase {
  func testPushAndPopMoveTheTitleAndTheBackLabelAlongOnePath() async throws {
    let stage = try SceneStage(PushSceneController())
    _ = try stage.frame(at: 0)
    stage.controller.autoplay()
    try checkThirds(of: stage, start: 0, duration: 0.35, text: "Page 1", name: "push")
    _ = try stage.frame(at: 1)
    stage.controller.popViewController(animated: true)
    try checkThirds(of: stage, start: 1, duration: 0.35, text: "Page 1", name: "pop")
  }

  func testTheLayoutToLayoutSceneMovesItsBarTheSameWay() async throws {
    let stage = try SceneStage(LayoutNavigationSceneController())
    _ = try stage.frame(at: 0)
    stage.controller.autoplay()
    try checkThirds(of: stage, start: 0, duration: 0.5, text: "Grid", name: "push")
    _ = try stage.frame(at: 1)
    stage.controller.popViewController(animated: true)
    try checkThirds(of: stage, start: 1, duration: 0.5, text: "Grid", name: "pop")
  }

  /// Popping from page 3, the back label "Page 1" comes in from the left out from behind the
  /// chevron: in no frame does any of it show left of the chevron's tip.
  func testTheIncomingBackLabelComesOutFromBehindTheChevron() async throws {
    let stage = try SceneStage(PushSceneController())
    _ = try stage.frame(at: 0)
    stage.controller.autoplay()
    _ = try stage.frame(at: 1)
    stage.controller.autoplay()
    _ = try stage.frame(at: 2)
    XCTAssertEqual(stage.controller.viewControllers.count, 3)
    stage.controller.popViewController(animated: true)
    let barGray = 0.97 * 255
    for step in 1...30 {
      let frame = try stage.frame(at: 2 + Double(step) / 60)
      // The back button starts 8 points in, its chevron's tip there.
      let strays = (0..<8).flatMap { x in
        (4..<40).filter { y in abs(Double(frame.pixel(x: x, y: y).b) - barGray) > 1.5 }
          .map { y in "(\(x), \(y))" }
      }
      XCTAssertEqual(strays, [], "left of the chevron at frame \(step) of the pop")
    }
  }

  /// The system items UIKit shows as symbols are glyphs of one size, centred in the bar: each
  /// a 44-point square; the words stay words.
  func testSystemItemsAreGlyphsCentredInTheBar() async throws {
    let page = UIViewController()
    page.title = "Items"
    let symbols: [UIBarButtonItem.SystemItem] = [
      .add, .close, .search, .refresh, .play, .pause, .rewind, .fastForward, .action, .trash,
      .reply, .compose, .undo, .redo,
    ]
    page.navigationItem.leftBarButtonItems = symbols.prefix(7).map {
      UIBarButtonItem(systemItem: $0)
    }
    page.navigationItem.rightBarButtonItems =
      symbols.dropFirst(7).reversed().map { UIBarButtonItem(systemItem: $0) }
      + [UIBarButtonItem(systemItem: .done)]
    let stage = try SceneStage(
      UINavigationController(rootViewController: page), size: CGSize(width: 720, height: 120))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "system-items")
    let buttons = stage.controller.navigationBar.itemButtons
    XCTAssertEqual(buttons.count, 15)
    for button in buttons.dropLast() {
      XCTAssertEqual(button.frame.size, CGSize(width: 44, height: 44), "a glyph's square")
    }
    let done = try XCTUnwrap(buttons.last as? UIButton)
    XCTAssertEqual(done.currentTitle, "Done", "a word stays a word")
  }

  /// The back button's focus ring stays inside the bar and clear of the chevron.
  func testTheBackButtonsFocusRingFitsTheBar() async throws {
    let stage = try SceneStage(PushSceneController())
    stage.controller.autoplay()
    _ = try stage.frame(at: 0.5)
    UIApplication.shared.setFocus(stage.controller.navigationBar.backButton)
    let frame = try stage.frame(at: 0.6)
    assertScreenshot(frame, named: "back-focused")
    let blue = { (x: Int, y: Int) -> Bool in
      let pixel = frame.pixel(x: x, y: y)
      return pixel.r < 60 && pixel.g > 90 && pixel.g < 150 && pixel.b > 200
    }
    XCTAssertFalse((0..<120).contains { blue($0, 0) || blue($0, 1) }, "not cut by the top edge")
    XCTAssertTrue((8..<120).contains { blue($0, 5) }, "the ring's top edge")
    XCTAssertTrue((0..<10).contains { blue($0, 22) }, "its left edge, before the chevron")
  }

  /// Golden frames at a third and two thirds of a bar change of `duration` starting at
  /// `start`, and at each the two copies of `text` (the title on its way to or from the back
  /// button, and the label that takes its place) share their left edge.
  private func checkThirds(
    of stage: SceneStage<some UINavigationController>, start: Double, duration: Double,
    text: String, name: String, testName: String = #function, line: UInt = #line
  ) throws {
    let bar = stage.controller.navigationBar
    for third in [1, 2] {
      let time = start + (duration * Double(third) / 3 * 60).rounded() / 60
      let frame = try stage.frame(at: time)
      assertScreenshot(frame, named: "\(name)-\(third)-3", testName: testName, line: line)
      let copies = Self.labels(in: bar).filter {
        $0.text == text && $0.layer.presentation()!.opacity > 0.01
      }
      XCTAssertEqual(copies.count, 2, "\(name) at \(third)/3: two copies of \(text)", line: line)
      // Where each copy's text starts: a centred title's text is narrower than its label.
      let lefts = copies.map { label in
        let frame = label.superview?.convert(label.layer.presentation()!.frame, to: bar) ?? .zero
        let width = min(label.sizeThatFits(frame.size).width, frame.width)
        return label.textAlignment == .center ? frame.midX - width / 2 : frame.minX
      }
      XCTAssertEqual(
        lefts.first ?? 0, lefts.last ?? 1, accuracy: 0.01, "\(name) at \(third)/3", line: line)
    }
  }

  private static func labels(in view: UIView) -> [UILabel] {
    view.subviews.flatMap { subview in
      (subview as? UILabel).map { [$0] } ?? labels(in: subview)
    }
  }
}
