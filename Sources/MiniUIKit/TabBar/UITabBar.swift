import Foundation

/// The bar of tabs along the bottom, as UIKit's UITabBar: one button an item, side by side,
/// the image above the title; the selected one in the tint colour.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The bar's height above the safe area's bottom, as iOS's.
  public static let height: CGFloat = 49

  /// The items, one tab each, left to right; a selected item no longer among them is deselected.
  open var items: [UITabBarItem]? {
    didSet {
      for item in items ?? [] { item.bar = self }
      if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) {
        self.selectedItem = nil
      }
      itemsDidChange()
    }
  }
  /// The item shown selected.
  open var selectedItem: UITabBarItem? { didSet { itemsDidChange() } }
  /// Hears which item the user picks; held weakly.
  open weak var delegate: UITabBarDelegate?
  /// The selected item's colour is the bar's `tintColor`.
  open override func tintColorDidChange() { itemsDidChange() }
  /// The other items' colour.
  open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange() } }

  private var buttons: [TabBarButton] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.barBackground
  }

  public required init?(coder: NSCoder) { nil }

  /// The items or how they look changed: the buttons follow.
  func itemsDidChange() {
    let items = items ?? []
    if buttons.count != items.count {
      for button in buttons { button.removeFromSuperview() }
      buttons = items.indices.map { index in
        let button = TabBarButton()
        button.addAction(
          UIAction { [weak self] _ in self?.userSelected(index: index) }, for: .touchUpInside)
        addSubview(button)
        return button
      }
    }
    for (button, item) in zip(buttons, items) {
      let isSelected = item === selectedItem
      button.show(
        item, isSelected: isSelected,
        color: isSelected ? tintColor! : unselectedItemTintColor ?? UIColor(white: 0.56, alpha: 1))
    }
    setNeedsLayout()
  }

  /// The user picked the item at `index`.
  private func userSelected(index: Int) {
    guard let items, index < items.count, items[index].isEnabled else { return }
    selectedItem = items[index]
    delegate?.tabBar(self, didSelect: items[index])
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !buttons.isEmpty else { return }
    let width = bounds.width / CGFloat(buttons.count)
    // Each tab reaches down through the safe area's extension of the bar, as iOS's: a click
    // anywhere below an item selects it.
    let height = max(bounds.height, Self.height)
    // The first tab at the leading end: the left, or the right in a right-to-left layout.
    for (index, button) in buttons.enumerated() {
      button.frame = flippedForLayoutDirection(
        CGRect(
          x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: height))
    }
  }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    // The hairline along the top.
    context.fill(
      CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 0.5),
      color: .dynamic(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15)))
  }

  // MARK: Accessibility

  /// A tab bar, unless set: its buttons are tabs.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? .tabBar }
    set { super.accessibilityTraits = newValue }
  }
}

/// One tab in the bar: the item's image above its title, and its badge. Images are templates
/// unless made `.alwaysOriginal`, as in UIKit: drawn in the tint when selected, in grey
/// otherwise, at their own size (a symbol); an original picture fills 30 points, dimmed
/// unless selected.
@MainActor
final class TabBarButton: UIControl {
  private let imageView = UIImageView()
  private let titleLabel = UILabel()
  private let badge = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [imageView, titleLabel, badge] as [UIView] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    imageView.drawsAutomaticImagesAsTemplates = true
    titleLabel.font = .systemFont(ofSize: 10)
    titleLabel.textAlignment = .center
    badge.font = .systemFont(ofSize: 12)
    badge.textColor = .white
    badge.textAlignment = .center
    badge.backgroundColor = .systemRed
    badge.clipsToBounds = true
    badge.layer.cornerRadius = 9
  }

  required init?(coder: NSCoder) { nil }

  func show(_ item: UITabBarItem, isSelected: Bool, color: UIColor) {
    let image = isSelected ? item.selectedImage ?? item.image : item.image
    imageView.image = image
    let isTemplate = image?.drawnColor(tintColor: color, automaticIsTemplate: true) != nil
    imageView.tintColor = color
    imageView.alpha = isSelected || isTemplate ? 1 : 0.45
    imageView.contentMode = isTemplate ? .center : .scaleAspectFill
    imageView.clipsToBounds = !isTemplate
    titleLabel.text = item.title
    titleLabel.textColor = color
    badge.text = item.badgeValue
    badge.isHidden = item.badgeValue == nil
    isEnabled = item.isEnabled
    isAccessibilityElement = true
    accessibilityLabel = item.accessibilityLabel ?? item.title
    accessibilityHint = item.accessibilityHint
    accessibilityIdentifier = item.accessibilityIdentifier
    accessibilityValue = item.badgeValue
    accessibilityTraits = isSelected ? [.button, .selected] : .button
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let image = CGRect(x: bounds.midX - 15, y: 4, width: 30, height: 30)
    imageView.frame = image
    titleLabel.frame = CGRect(x: 2, y: 35, width: max(bounds.width - 4, 0), height: 12)
    let badgeWidth = max(18, badge.sizeThatFits(bounds.size).width + 10)
    // At the image's top trailing corner.
    badge.frame = flippedForLayoutDirection(
      CGRect(x: image.maxX - 8, y: 1, width: badgeWidth, height: 18))
  }
}
