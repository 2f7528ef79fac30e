import Foundation

/// Supplies a collection view's items and their cells, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item: dequeue one with `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
