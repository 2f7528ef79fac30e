import Foundation

/// A view a collection view recycles, as UIKit's UICollectionReusableView: made once per
/// reuse identifier as needed, handed back to the pool when it scrolls away, and made ready
/// for its next item by `prepareForReuse()`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The layout's stacking order for the view: higher draws above.
  @exclusivity(unchecked) var zIndex = 0
  /// The kind of a supplementary view (a header, say); nil for a cell.
  var elementKind: String?
  /// Where the view came in the collection view's last drawing order (see `orderCells`).
  @exclusivity(unchecked) var drawingRank = Int.max
  /// The collection view's last layout pass that kept the view on screen (see `showCells`).
  @exclusivity(unchecked) var layoutPass = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isDrawnOnlyWhereItShows = true
  }

  /// How the collection view makes a view of a registered class. Swift makes an instance
  /// of a class known only when the program runs through a `required` initializer (UIKit
  /// uses the Objective-C runtime); a subclass inherits this one by overriding
  /// `init(frame:)` and `init?(coder:)`, as it does in UIKit.
  @_spi(Host) public required convenience init(registeredClassWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  public required init?(coder: NSCoder) { nil }

  /// Resets the view before it shows another item; the default does nothing.
  open func prepareForReuse() {}

  /// Receives the layout's attributes for the view's item, after the collection view has
  /// applied their geometry; override to read attributes of your own subclass.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, for a layout that sizes its items from their
  /// content (a flow layout with an `estimatedItemSize`): the default fits the view's
  /// constraints (`systemLayoutSizeFitting`), as small as they allow.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.copied()
    let fitting = systemLayoutSizeFitting(layoutAttributes.size)
    if fitting.width > 0, fitting.height > 0 { preferred.size = fitting }
    return preferred
  }
}
