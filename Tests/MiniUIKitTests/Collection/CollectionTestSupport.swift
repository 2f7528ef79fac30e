import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A cell that remembers the item it was made for.
@MainActor
final class ItemCell: UICollectionViewCell {
  static let identifier = "ItemCell"
  var item: IndexPath?
  private(set) var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    item = nil
  }
}

/// Items counted per section, with cells that know their item; it logs the delegate calls.
@MainActor
final class NumberedItems: UICollectionViewDataSource, UICollectionViewDelegate {
  var counts: [Int]
  var log: [String] = []
  var selectable: (IndexPath) -> Bool = { _ in true }
  private(set) var cellsMade = 0

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellsMade += 1
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: ItemCell.identifier, for: indexPath)
    (cell as? ItemCell)?.item = indexPath
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("highlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  {
    log.append("unhighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.item)")
    return selectable(indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.item)")
  }
}

/// The seeds' grid: items 100×100, section inset (10, 5, 10, 5), spacing 5.
@MainActor
func makeGridLayout() -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
  layout.minimumInteritemSpacing = 5
  layout.minimumLineSpacing = 5
  return layout
}

/// A collection view of `frame` over `items`, laid out once.
@MainActor
func makeCollectionView(
  frame: CGRect, layout: UICollectionViewLayout, items: NumberedItems
) -> UICollectionView {
  let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
  collectionView.register(ItemCell.self, forCellWithReuseIdentifier: ItemCell.identifier)
  collectionView.dataSource = items
  collectionView.delegate = items
  collectionView.layoutIfNeeded()
  return collectionView
}
