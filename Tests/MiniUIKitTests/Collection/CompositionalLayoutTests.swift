import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Compositional layouts against the frames UIKit gives for the layouts of Apple's
/// "Implementing Modern Collection Views" sample, worked out from the documented rules:
/// fractions of the container, a counted group's equal shares, insets inside each item.
@MainActor
final class CompositionalLayoutTests: AnimationTestCase {
  private let frame = CGRect(x: 0, y: 0, width: 400, height: 600)

  private func frames(
    _ layout: UICollectionViewLayout, counts: [Int], section: Int = 0, items: Range<Int>
  ) -> [CGRect] {
    let data = NumberedItems(counts)
    let collectionView = makeCollectionView(frame: frame, layout: layout, items: data)
    _ = collectionView
    return items.compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  private func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// The sample's list: full-width rows of 44 points.
  func testListRowsAreFullWidthAndAbsoluteHeight() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    XCTAssertEqual(
      frames(layout, counts: [3], items: 0..<3),
      [
        CGRect(x: 0, y: 0, width: 400, height: 44), CGRect(x: 0, y: 44, width: 400, height: 44),
        CGRect(x: 0, y: 88, width: 400, height: 44),
      ])
    XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 400, height: 132))
  }

  /// The sample's grid: a fifth of the width, square, the group repeating its item to fill.
  func testGridRepeatsTheItemWhileItFits() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let result = frames(layout, counts: [7], items: 0..<7)
    XCTAssertEqual(result[0], CGRect(x: 5, y: 5, width: 70, height: 70))
    XCTAssertEqual(result[4], CGRect(x: 325, y: 5, width: 70, height: 70))
    XCTAssertEqual(result[5], CGRect(x: 5, y: 85, width: 70, height: 70))
    // The last group is partial but keeps the group's height.
    XCTAssertEqual(layout.collectionViewContentSize.height, 160)
  }

  /// The sample's two-column grid: a counted group shares its width, less the spacing.
  func testCountedGroupSharesItsWidth() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let layout = UICollectionViewCompositionalLayout(section: section)
    XCTAssertEqual(
      frames(layout, counts: [3], items: 0..<3),
      [
        CGRect(x: 10, y: 0, width: 185, height: 44), CGRect(x: 205, y: 0, width: 185, height: 44),
        CGRect(x: 10, y: 54, width: 185, height: 44),
      ])
  }

  /// The sample's nested groups: a leading item 70 % wide beside a vertical pair.
  func testNestedGroups() async throws {
    let leading = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailing = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
    let nested = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.4)), subitems: [leading, pair])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: nested))
    XCTAssertEqual(
      frames(layout, counts: [4], items: 0..<4),
      [
        CGRect(x: 10, y: 10, width: 260, height: 140),
        CGRect(x: 290, y: 10, width: 100, height: 60),
        CGRect(x: 290, y: 90, width: 100, height: 60),
        CGRect(x: 10, y: 170, width: 260, height: 140),
      ])
  }

  /// Flexible spacing: as many as fit at the least spacing, the spare room shared out.
  func testFlexibleSpacingSpreadsTheSpareRoom() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    group.interItemSpacing = .flexible(10)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let result = frames(layout, counts: [7], items: 0..<7)
    XCTAssertEqual(result.prefix(6).map(\.minX), [0, 70, 140, 210, 280, 350])
    XCTAssertEqual(result[6], CGRect(x: 0, y: 50, width: 50, height: 50))
  }

  /// A vertical group stacks its items; fractional heights are of the group.
  func testVerticalGroupStacks() async throws {
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .absolute(200)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let result = frames(layout, counts: [5], items: 0..<5)
    XCTAssertEqual(result[3], CGRect(x: 0, y: 150, width: 200, height: 50))
    XCTAssertEqual(result[4], CGRect(x: 0, y: 200, width: 200, height: 50))
  }

  /// A header takes its room above the section's content insets; a footer below them.
  func testHeadersAndFootersFrameTheSection() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 8
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    XCTAssertEqual(
      frames(layout, counts: [2, 1], section: 1, items: 0..<1),
      [CGRect(x: 20, y: 40 + 80 + 10 + 20 + 8 + 30 + 10, width: 360, height: 40)])
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(header?.frame, CGRect(x: 20, y: 0, width: 360, height: 30))
    XCTAssertEqual(header?.zIndex, 0)
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(footer?.frame, CGRect(x: 20, y: 30 + 10 + 80 + 10, width: 360, height: 20))
  }

  /// A section provider is asked per section, with the container's size.
  func testSectionProviderSeesTheContainer() async throws {
    var seen: [CGSize] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      seen.append(environment.container.effectiveContentSize)
      let width: CGFloat = index == 0 ? 1 : 0.5
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(width), heightDimension: .absolute(30)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
          subitems: [item]))
    }
    XCTAssertEqual(
      frames(layout, counts: [1, 3], section: 1, items: 0..<3).map(\.origin),
      [CGPoint(x: 0, y: 30), CGPoint(x: 200, y: 30), CGPoint(x: 0, y: 60)])
    XCTAssertEqual(seen.last, CGSize(width: 400, height: 600))
  }

  /// A horizontal layout runs its sections left to right, its groups down then across.
  func testHorizontalConfigurationSwapsTheAxes() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    XCTAssertEqual(
      frames(layout, counts: [3], items: 0..<3),
      [
        CGRect(x: 0, y: 0, width: 100, height: 300), CGRect(x: 0, y: 300, width: 100, height: 300),
        CGRect(x: 100, y: 0, width: 100, height: 300),
      ])
    XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 200, height: 600))
  }

  /// Estimated heights take the cells' own sizes once they are known.
  func testEstimatedHeightsTakeTheCellsSizes() async throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let data = NumberedItems([3])
    let collectionView = makeCollectionView(frame: frame, layout: layout, items: data)
    func tops() -> [CGFloat] {
      (0..<3).compactMap {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minY
      }
    }
    XCTAssertEqual(tops(), [0, 44, 88])
    let preferred = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    preferred.frame = CGRect(x: 0, y: 0, width: 400, height: 70)
    let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
    XCTAssertTrue(
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    layout.invalidateLayout()
    XCTAssertEqual(tops(), [0, 70, 114])
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
  }

  /// A query returns only what is in the rectangle, headers included.
  func testQueryReturnsWhatIsInTheRectangle() async throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        return list
      }())
    _ = frames(layout, counts: [100, 100], items: 0..<1)
    let found =
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 100)) ?? []
    XCTAssertEqual(found.filter { $0.representedElementCategory == .supplementaryView }.count, 1)
    XCTAssertEqual(
      found.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item), [0, 1])
  }
}
