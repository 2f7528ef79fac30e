import Foundation

extension UICollectionView {
  /// Keeps a mirrored layout's content where it shows. A layout that mirrors right to left
  /// starts at the right end of its content, so a collection view that scrolls sideways first
  /// shows that end; as the content grows or shrinks (to the left), the offset follows.
  func keepMirroredContentInPlace() {
    let width = layout.horizontalMirror.width
    defer { mirroredContentWidth = width }
    guard let width, width != mirroredContentWidth else { return }
    UIView.performWithoutAnimation {
      if let old = mirroredContentWidth {
        contentOffset.x += width - old
      } else {
        contentOffset.x = width - bounds.width + adjustedContentInset.right
      }
    }
  }
}
