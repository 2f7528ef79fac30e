import Foundation
import XCTest

@testable import DemoScenes
@_spi(Host) @testable import MiniUIKit

/// What the demo's scenes say and do as a new user meets them: the home screen's rows and
/// keys, the pinch's progress line, the race's hint.
@MainActor
final class DemoSceneBehaviourTests: PresentationTestCase {
  /// The texts of the labels in `view`'s tree that show.
  private func texts(in view: UIView) -> [String] {
    ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap { texts(in: $0) }
  }

  func testTheHomeScreenSaysWhichDigitsOpenRows() async throws {
    XCTAssertEqual(
      HomeViewController.hint(sceneCount: 8),
      "1–8, arrows or Tab and Enter choose · Esc: back · ?: keys")
    XCTAssertTrue(HomeViewController.hint(sceneCount: 12).hasPrefix("1–9, 0 (the first ten), "))
    XCTAssertTrue(HomeViewController.hint(sceneCount: 10).hasPrefix("1–9, 0, arrows"))
    XCTAssertEqual(HomeViewController.digitKeys(sceneCount: 1), "1")
    let home = HomeViewController(scenes: SceneCatalog.scenes) { _ in }
    makeWindow(root: home)
    frame()
    XCTAssertTrue(
      texts(in: home.view).contains(HomeViewController.hint(sceneCount: SceneCatalog.scenes.count)))
  }

  /// More scenes than fit: the rows scroll, and the arrows bring the focused row into sight;
  /// a screen made to focus a scene's row does so as it appears.
  func testTheRowsScrollToTheFocusedOneAndComeBackFocused() async throws {
    let scenes = (1...12).map { number in
      SceneDescription(
        name: "scene\(number)", title: "Scene \(number)", summary: "number \(number)",
        make: { ControllerOne(presentation: .standard) })
    }
    let home = HomeViewController(scenes: scenes) { _ in }
    makeWindow(root: home)
    frame()
    let scrollView = try XCTUnwrap(home.view.subviews.first { $0 is UIScrollView } as? UIScrollView)
    XCTAssertGreaterThan(scrollView.contentSize.height, scrollView.bounds.height)
    for _ in 0..<12 { UIApplication.shared.sendKey(UIKey(.downArrow)) }
    advance(seconds: 0.5)
    XCTAssertEqual(home.focusedScene?.name, "scene12")
    let row = try XCTUnwrap(UIApplication.shared.focusedView)
    let shown = row.convert(row.bounds, to: scrollView)
    XCTAssertTrue(
      scrollView.bounds.contains(shown), "the last row shows: \(shown) in \(scrollView.bounds)")
    let again = HomeViewController(scenes: scenes, focusing: "scene3") { _ in }
    makeWindow(root: again)
    frame()
    XCTAssertEqual(again.focusedScene?.name, "scene3")
  }

  /// Let go, the pinch's progress line follows the cells to the end, then goes back to its
  /// hint: it does not freeze at the value it was let go at.
  func testThePinchProgressFollowsTheTransitionToItsEnd() async throws {
    let scene = PinchSceneController()
    makeWindow(root: scene)
    frame()
    func progress() -> String? {
      texts(in: scene.view).first { $0.hasPrefix("Ctrl + drag to pinch") }
    }
    // A pinch out, let go past half way.
    let centre = CGPoint(x: 240, y: 300)
    func send(_ kind: PointerEvent.Kind, _ x: CGFloat) {
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: kind, location: CGPoint(x: x, y: centre.y), modifierFlags: .control))
    }
    send(.down, centre.x + 100)
    for x in stride(from: 100, through: 160, by: 5) {
      frame()
      send(.moved, centre.x + CGFloat(x))
    }
    frames(20)
    send(.up, centre.x + 160)
    let released = try XCTUnwrap(progress())
    let percent = try XCTUnwrap(Int(released.split(separator: " ").dropLast().last ?? ""))
    XCTAssertTrue((51...99).contains(percent), released)
    var seen: [String] = []
    for _ in 0..<60 {
      frame()
      if let text = progress(), seen.last != text { seen.append(text) }
    }
    XCTAssertTrue(
      seen.contains { $0.hasSuffix("· progress 99 %") || $0.hasSuffix("· progress 100 %") })
    XCTAssertGreaterThan(seen.count, 3, "the line moved with the cells: \(seen)")
    XCTAssertEqual(progress(), "Ctrl + drag to pinch", "back to the hint at the end")
  }

  func testTheRaceHintSaysRaceBeforeTheFirstRaceAndAgainAfter() async throws {
    let curves = CurvesViewController()
    makeWindow(root: curves)
    frame()
    XCTAssertTrue(texts(in: curves.view).contains("Click or press Enter to race · Esc: home"))
    curves.restart()
    XCTAssertTrue(texts(in: curves.view).contains("Click or press Enter to race again · Esc: home"))
  }

  /// The lists scene: `+` adds a monkey at the front of the section in focus (the first when
  /// none is), Delete removes the selected one, the bar's + adds too, and `--autoplay` moves
  /// the first monkey of each of three sections to the next; every change animates.
  func testTheListsSceneAddsDeletesAndMovesMonkeys() async throws {
    // Its + is in the bar before the view loads: items the demo adds then (its house) stay.
    let unloaded = ListsViewController()
    XCTAssertNotNil(unloaded.navigationItem.rightBarButtonItem)
    XCTAssertFalse(unloaded.isViewLoaded)
    let scene = ListsSceneController()
    makeWindow(root: scene)
    frame()
    let lists = try XCTUnwrap(scene.viewControllers.first as? ListsViewController)
    let collectionView = try XCTUnwrap(lists.collectionView)
    XCTAssertEqual((0..<4).map { collectionView.numberOfItems(inSection: $0) }, [4, 4, 4, 4])
    func names(_ section: Int) -> [String] {
      (0..<collectionView.numberOfItems(inSection: section)).compactMap {
        let cell = collectionView.cellForItem(at: IndexPath(item: $0, section: section))
        return
          ((cell as? UICollectionViewListCell)?.contentConfiguration
          as? UIListContentConfiguration)?.secondaryText
      }
    }
    XCTAssertEqual(names(0).prefix(2), ["Monkey 1", "Monkey 2"])

    UIApplication.shared.sendKey(UIKey(.character("+")))
    frame()
    XCTAssertTrue(UIApplication.shared.hasRunningAnimations, "the insert animates")
    advance(seconds: 1)
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 5)
    XCTAssertEqual(names(0).first, "Monkey 17")

    collectionView.selectItem(
      at: IndexPath(item: 1, section: 2), animated: false, scrollPosition: [])
    UIApplication.shared.sendKey(UIKey(.delete))
    advance(seconds: 1)
    XCTAssertEqual(collectionView.numberOfItems(inSection: 2), 3)
    XCTAssertFalse(names(2).contains("Monkey 10"))

    // With keyboard focus in the last section, + adds there.
    UIApplication.shared.setFocus(collectionView.cellForItem(at: IndexPath(item: 0, section: 3)))
    UIApplication.shared.sendKey(UIKey(.character("+")))
    advance(seconds: 1)
    XCTAssertEqual(collectionView.numberOfItems(inSection: 3), 5)

    scene.autoplay()
    advance(seconds: 1)
    XCTAssertEqual(names(1).first, "Monkey 17", "the first section's first went to the second")
    XCTAssertEqual(names(2).first, "Monkey 5")
    XCTAssertEqual(names(3).first, "Monkey 9")
    let moved =
      collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) as? UICollectionViewListCell
    XCTAssertEqual(moved?.accessories.count, 1)
    XCTAssertTrue(moved?.superview === collectionView.orthogonalScrollers[2], "back in its row")
  }
}
