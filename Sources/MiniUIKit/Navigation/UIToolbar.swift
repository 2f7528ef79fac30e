import Foundation

/// How a toolbar looks, as UIKit's UIToolbarAppearance.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// A bar of buttons along the bottom, as UIKit's UIToolbar: its items laid from the
/// leading edge, flexible spaces sharing what is left, over a near-white ground with a
/// hairline on top. A navigation controller shows one for its top controller's
/// `toolbarItems` (`setToolbarHidden(_:animated:)`).
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonHost {
  /// The height of a toolbar, in points: 44.
  public static let height: CGFloat = 44

  /// The items the toolbar shows, from the leading edge; setting it does not animate.
  public var items: [UIBarButtonItem]? {
    get { shownItems }
    set { setItems(newValue, animated: false) }
  }
  private var shownItems: [UIBarButtonItem]?
  private var itemViews: [UIView] = []

  /// The toolbar's ground and hairline colours.
  public var standardAppearance = UIToolbarAppearance() { didSet { applyAppearance() } }
  /// The colour of the toolbar's ground; nil for the appearance's background colour.
  public var barTintColor: UIColor? { didSet { applyAppearance() } }
  /// Whether content shows through; it lies above the toolbar here, so the ground is
  /// opaque either way.
  public var isTranslucent = true

  private let hairline = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    hairline.isUserInteractionEnabled = false
    addSubview(hairline)
    applyAppearance()
  }

  public required init?(coder: NSCoder) { nil }

  /// Shows `items`; animated, the new buttons fade in as the old ones fade out.
  public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    let old = itemViews
    shownItems = items
    itemViews = (items ?? []).map { BarButtonViews.make(for: $0, height: Self.height, host: self) }
    for view in itemViews { insertSubview(view, belowSubview: hairline) }
    setNeedsLayout()
    layoutIfNeeded()
    guard animated else {
      for view in old where !itemViews.contains(where: { $0 === view }) {
        view.removeFromSuperview()
      }
      return
    }
    UIView.performWithoutAnimation { for view in itemViews { view.alpha = 0 } }
    UIView.animate(
      withDuration: 0.25,
      animations: {
        for view in self.itemViews { view.alpha = 1 }
        for view in old where !self.itemViews.contains(where: { $0 === view }) { view.alpha = 0 }
      },
      completion: { _ in
        for view in old where !self.itemViews.contains(where: { $0 === view }) {
          view.removeFromSuperview()
          view.alpha = 1
        }
      })
  }

  func reloadItems() { setItems(shownItems, animated: false) }

  private func applyAppearance() {
    backgroundColor = barTintColor ?? standardAppearance.backgroundColor
    hairline.backgroundColor = standardAppearance.shadowColor
    hairline.isHidden = standardAppearance.shadowColor == nil
  }

  /// Fixed items at their widths from 8 points in, flexible spaces sharing the rest.
  open override func layoutSubviews() {
    super.layoutSubviews()
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    let items = shownItems ?? []
    let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
    let fixed = zip(items, itemViews).reduce(CGFloat(0)) { total, pair in
      pair.0.systemItem == .flexibleSpace ? total : total + pair.1.bounds.width
    }
    let share = flexible > 0 ? max(bounds.width - 16 - fixed, 0) / CGFloat(flexible) : 0
    var x: CGFloat = 8
    // The first item at the leading end: the left, or the right in a right-to-left layout.
    UIView.performWithoutAnimation {
      for (item, view) in zip(items, itemViews) {
        let width = item.systemItem == .flexibleSpace ? share : view.bounds.width
        view.frame = flippedForLayoutDirection(
          CGRect(
            x: x, y: (Self.height - view.bounds.height) / 2, width: width,
            height: view.bounds.height))
        x += width
      }
    }
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }
}
