import Foundation

/// A bar that shows bar button items (the navigation bar, a toolbar): it makes their views
/// anew when one changes.
@MainActor
protocol BarButtonHost: AnyObject {
  func reloadItems()
}

/// The view that shows a bar button item in a bar `height` tall: its custom view, a space,
/// or a button with its system glyph, image or title that runs its primary action.
@MainActor
enum BarButtonViews {
  static func make(for item: UIBarButtonItem, height: CGFloat, host: BarButtonHost) -> UIView {
    item.bar = host
    if let customView = item.customView {
      customView.bounds.size.height = min(customView.bounds.height, height)
      return customView
    }
    if item.isSpace {
      let space = UIView()
      space.isUserInteractionEnabled = false
      space.bounds.size.width = item.systemItem == .fixedSpace ? max(item.width, 8) : 8
      return space
    }
    let button = UIButton(type: .system)
    button.label.font =
      item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    if let tint = item.tintColor { button.setTitleColor(tint, for: .normal) }
    button.isEnabled = item.isEnabled
    button.accessibilityLabel =
      item.accessibilityLabel ?? item.title ?? item.systemItem?.spokenName
      ?? item.image?.spokenSymbolName
    button.accessibilityHint = item.accessibilityHint
    button.accessibilityIdentifier = item.accessibilityIdentifier
    let glyphColor = item.isEnabled ? item.tintColor ?? .systemBlue : .lightGray
    if let systemItem = item.systemItem, let glyph = BarItemGlyph(systemItem, color: glyphColor) {
      button.addSubview(glyph)
      button.bounds.size = CGSize(width: BarItemGlyph.side, height: height)
    } else if let image = item.image, item.title == nil {
      let imageView = UIImageView(image: image)
      imageView.drawsAutomaticImagesAsTemplates = true
      imageView.tintColor = glyphColor
      imageView.contentMode = .scaleAspectFit
      imageView.frame = CGRect(x: 10, y: (height - 24) / 2, width: 24, height: 24)
      button.addSubview(imageView)
      button.bounds.size = CGSize(width: 44, height: height)
    } else {
      button.setTitle(item.title, for: .normal)
      button.bounds.size = CGSize(
        width: button.sizeThatFits(CGSize(width: 1000, height: height)).width, height: height)
    }
    button.addAction(
      UIAction { [weak item] _ in
        guard let item, let action = item.primaryAction else { return }
        action.handler(action)
      }, for: .touchUpInside)
    return button
  }
}
