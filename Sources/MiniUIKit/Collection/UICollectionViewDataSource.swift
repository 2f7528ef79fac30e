import Foundation

/// Supplies a collection view's items and their cells, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item: dequeue one with `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The supplementary view (a header, say) of `kind` for `indexPath`: dequeue one with
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Needed when the
  /// layout places supplementary views.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// An empty view and a warning: the layout places a supplementary view the data source
  /// does not make (UIKit raises an exception).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.unmadeSupplementaryView(ofKind: kind, at: indexPath)
  }
}
