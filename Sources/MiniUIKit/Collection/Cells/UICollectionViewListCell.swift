import Foundation

/// A row of a list, as UIKit's UICollectionViewListCell: content from a
/// `UIListContentConfiguration` (`defaultContentConfiguration()`), accessories at the
/// trailing edge, a separator below, and the list's background (white rows; an inset
/// group's first and last rows round their outer corners) unless one is set.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The views at the trailing edge, in order.
  public var accessories: [UICellAccessory] = [] {
    didSet { showAccessories() }
  }

  /// How many steps the content stands in from the leading edge.
  public var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// Points one step of indentation takes.
  public var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

  private var accessoryViews: [UIView] = []
  private let separator = UIView()
  /// Where the list places the cell (nil outside a list layout).
  private var placement: ListPlacement?
  /// The list's background the cell last took (replaced when the cell moves, unless the
  /// user set another).
  private var listBackground: UIBackgroundConfiguration?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    // A list row's margins: content pinned to them lines up with the list's own text and
    // with the separator (16 points in), as UIKit's.
    contentView.layoutMargins = Self.contentMargins
    separator.backgroundColor = .separator
    separator.isUserInteractionEnabled = false
    addSubview(separator)
  }

  public required init?(coder: NSCoder) { nil }

  /// The content view's layout margins: a list row's (`UIListContentConfiguration.cell()`'s).
  static let contentMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

  /// A content configuration of the list's row style, to fill in and set.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The background the list gives its rows where the cell is now.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    placement?.defaultBackground ?? .listPlainCell()
  }

  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard layoutAttributes.listPlacement != placement else { return }
    placement = layoutAttributes.listPlacement
    if backgroundConfiguration == nil || backgroundConfiguration == listBackground {
      let background = defaultBackgroundConfiguration()
      backgroundConfiguration = background
      listBackground = background
    }
    setNeedsLayout()
  }

  private func showAccessories() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.filter(\.shows).map { $0.makeView() }
    for view in accessoryViews { addSubview(view) }
    setNeedsLayout()
  }

  /// The content view leaves room for the accessories at its trailing end; the separator
  /// runs under the text. Laid out left to right, mirrored in a right-to-left layout.
  open override func layoutSubviews() {
    super.layoutSubviews()
    var trailing = bounds.width - 16
    for (view, accessory) in zip(accessoryViews.reversed(), accessories.filter(\.shows).reversed())
    {
      var width = view.bounds.width
      if case .custom(let reserved) = accessory.reservedLayoutWidth { width = max(width, reserved) }
      let size = view.bounds.size
      view.frame = flippedForLayoutDirection(
        CGRect(
          x: trailing - width / 2 - size.width / 2, y: bounds.midY - size.height / 2,
          width: size.width, height: size.height))
      trailing -= width + 8
    }
    let indentation = CGFloat(max(indentationLevel, 0)) * indentationWidth
    let contentEnd = accessoryViews.isEmpty ? bounds.width : trailing + 8
    contentView.frame = flippedForLayoutDirection(
      CGRect(x: indentation, y: 0, width: max(contentEnd - indentation, 0), height: bounds.height))
    let shows = placement.map { $0.showsSeparator && !$0.isLast && !$0.isHeader } ?? false
    separator.isHidden = !shows
    if shows {
      let start = indentation + separatorInset
      separator.frame = flippedForLayoutDirection(
        CGRect(x: start, y: bounds.height - 1, width: max(bounds.width - start, 0), height: 1))
      bringSubviewToFront(separator)
    }
  }

  /// Where the separator starts: under the text (after the image, if any).
  private var separatorInset: CGFloat {
    (contentConfiguration as? UIListContentConfiguration)?.textLeading ?? 16
  }
}
