import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@testable import DemoScenes

/// Collection views as UIKit writes them since iOS 13, drawn by the real host on the virtual
/// clock: an inset-grouped list, the lists scene's row scrolled sideways half a page by a
/// finger, and a diffable apply half way, compared with goldens and checked pixel by pixel.
@MainActor
final class ListsSceneTests: SceneScreenshotTestCase {
  private static let ground: UInt32 = 0xF2F2F7
  private static let white: UInt32 = 0xFFFFFF

  /// `UICollectionLayoutListConfiguration(appearance: .insetGrouped)` with headers: rows of
  /// 44 points inset 20 from the sides on the grey ground, the group's outer corners rounded
  /// (radius 10), separators under the text between rows, a grey header above each group.
  func testInsetGroupedList() async throws {
    let stage = try SceneStage(InsetGroupedListController())
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "inset-grouped-list")
    // Section 0: header 38 high from y = 0, rows from y = 38, 44 each.
    assertPixel(frame, x: 10, y: 60, is: Self.ground, "the ground beside the group")
    assertPixel(frame, x: 200, y: 60, is: Self.white, "the first row")
    assertPixel(frame, x: 20, y: 38, is: Self.ground, "the group's rounded top-left corner")
    assertPixel(frame, x: 20, y: 38 + 44 + 10, is: Self.white, "a middle row's square corner")
    assertPixel(frame, x: 200, y: 38 + 44 - 1, is: 0xC6C6C8, "the separator between rows")
    assertPixel(frame, x: 30, y: 38 + 44 - 1, is: Self.white, "the separator starts under the text")
    assertPixel(frame, x: 200, y: 38 + 3 * 44 - 1, is: Self.white, "no separator under the last")
    assertPixel(frame, x: 200, y: 38 + 3 * 44 + 10, is: Self.ground, "between the groups")
  }

  /// A finger holds the first row half a page along (181 points of the 362 between cards):
  /// the second card's leading edge, at 382, is at 201; the header does not move.
  func testOrthogonalSectionScrolledHalfAPage() async throws {
    let stage = try SceneStage(ListsSceneController())
    _ = try stage.frame(at: 0)
    let app = UIApplication.shared
    app.sendTouches([0: CGPoint(x: 300, y: 120)], phase: .began)
    for step in 1...10 {
      app.sendTouches([0: CGPoint(x: 300 - 18.1 * CGFloat(step), y: 120)], phase: .moved)
    }
    let frame = try stage.frame(at: 0.1)
    assertScreenshot(frame, named: "orthogonal-half-page")
    // Row one's cards are 64 high from y = 44 + 40; the card sits at 382 − 181 = 201.
    assertPixel(frame, x: 199, y: 150 - 30, is: Self.ground, "between the cards")
    assertPixel(frame, x: 205, y: 150 - 30, is: Self.white, "the second card's edge")
    assertPixel(frame, x: 205, y: 150 + 90, is: Self.white, "the next row has not moved")
    app.sendTouches([0: CGPoint(x: 119, y: 120)], phase: .ended)
  }

  /// `--autoplay`'s apply half way (0.25 s of 0.5, ease-in-out: half): three monkeys move
  /// down a section each, the cards they leave slide in from the right.
  func testDiffableApplyHalfWay() async throws {
    let stage = try SceneStage(ListsSceneController())
    _ = try stage.frame(at: 0)
    stage.controller.autoplay()
    let frame = try stage.frame(at: 0.25)
    assertScreenshot(frame, named: "apply-half-way")
    // Coco's card goes from y = 84 to 204: at 144 now (its top 60 below its old one).
    assertPixel(frame, x: 30, y: 144 + 2, is: Self.white, "the moving card's top")
    assertPixel(frame, x: 30, y: 144 - 3, is: Self.ground, "above it")
    // Bongo slides from 382 to 20: at 201, as the card that took Coco's place.
    assertPixel(frame, x: 199, y: 110, is: Self.ground, "left of the sliding card")
    assertPixel(frame, x: 204, y: 110, is: Self.white, "the sliding card")
  }
}

/// A plain UIKit list: two sections of three rows, headers, a value and accessories.
@MainActor
private final class InsetGroupedListController: UIViewController {
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, indexPath, item in
      var content =
        indexPath.section == 0 ? cell.defaultContentConfiguration() : .valueCell()
      content.text = item
      if indexPath.section == 1 { content.secondaryText = "On" }
      cell.contentConfiguration = content
      cell.accessories = indexPath.section == 0 ? [.disclosureIndicator()] : []
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = UIListContentConfiguration.header()
      content.text = indexPath.section == 0 ? "Monkeys" : "Settings"
      header.contentConfiguration = content
      header.backgroundConfiguration = .clear()
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["Coco", "Bongo", "Mango"], toSection: 0)
    snapshot.appendItems(["Bananas", "Vines", "Naps"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
