import Foundation

extension UICollectionView {
  /// Keeps a mirrored layout's content where it shows, in a collection view that scrolls
  /// sideways. A layout that mirrors right to left starts at the right end of its content, so
  /// the collection view first shows that end; as the content grows or shrinks (to the left),
  /// the offset follows; and when the layout stops mirroring, it shows the left end again.
  func keepMirroredContentInPlace() {
    let width = layout.horizontalMirror.width
    let old = mirroredContentWidth
    mirroredContentWidth = width
    let shown = bounds.width - adjustedContentInset.left - adjustedContentInset.right
    let scrollsSideways = max(width ?? 0, old ?? 0, contentSize.width) > shown + 0.5
    guard width != old, scrollsSideways else { return }
    UIView.performWithoutAnimation {
      switch (old, width) {
      case (let old?, let width?): contentOffset.x += width - old
      case (nil, let width?): contentOffset.x = width - bounds.width + adjustedContentInset.right
      case (_?, nil): contentOffset.x = -adjustedContentInset.left
      case (nil, nil): break
      }
    }
  }
}
