import Foundation

/// A scroll view's two layout guides, as UIKit's: constraints to `contentLayoutGuide` give the
/// content its size (the scroll view's `contentSize`), and `frameLayoutGuide` is the scroll
/// view's own frame, for content as wide as the view or for views that stay put while the
/// content scrolls.
extension UIScrollView {
  /// The scrolled content: its size, as constraints give it, is the `contentSize`.
  public var contentLayoutGuide: UILayoutGuide {
    ownGuide(
      \.scrollContentGuide, kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
  }

  /// The scroll view's frame, which stays put while the content scrolls.
  public var frameLayoutGuide: UILayoutGuide {
    ownGuide(\.scrollFrameGuide, kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
  }
}
