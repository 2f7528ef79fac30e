import Foundation

/// A tab's face in a tab bar, as UIKit's UITabBarItem: a title, an image (and one for when
/// it is selected) and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The image shown while the item is selected; nil shows `image`.
  open var selectedImage: UIImage? { didSet { itemDidChange() } }
  /// A short text in a red capsule at the image's corner (nil: none).
  open var badgeValue: String? { didSet { itemDidChange() } }
  /// The bar that shows the item, told of its changes.
  weak var bar: UITabBar?

  public override init() { super.init() }

  /// An item with `title`, `image` and `tag`.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with `title`, `image`, and `selectedImage` for when it is selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  override func itemDidChange() { bar?.itemsDidChange() }
}
