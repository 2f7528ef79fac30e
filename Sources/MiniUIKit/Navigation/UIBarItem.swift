import Foundation

/// What bar items share, as UIKit's UIBarItem: a title, an image, whether it is enabled, and a
/// tag. `UIBarButtonItem` (and the tab bar's items) are bar items.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The text the item shows.
  open var title: String? { didSet { itemDidChange() } }
  /// The image the item shows; a bar button item shows it only when it has no title.
  open var image: UIImage? { didSet { itemDidChange() } }
  /// Whether the item responds to taps.
  open var isEnabled = true { didSet { itemDidChange() } }
  /// A number to find the item by, as UIKit's `tag`.
  open var tag = 0
  /// What a screen reader calls the item (else its title, or its image's symbol name).
  open var accessibilityLabel: String? { didSet { itemDidChange() } }
  /// What using the item does, when its label does not say.
  open var accessibilityHint: String? { didSet { itemDidChange() } }
  /// A name for tests and automation, never spoken.
  open var accessibilityIdentifier: String? { didSet { itemDidChange() } }

  public override init() { super.init() }

  /// A property changed: the bar showing the item shows it again.
  func itemDidChange() {}
}
