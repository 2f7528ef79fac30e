import Foundation

/// The bar at the top of a navigation controller, as UIKit's: the top item's title in the
/// middle, a back button named after the item below it, and the top item's bar button items
/// on the left and right.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The bar's height, as UIKit's compact bar.
  public static let height: CGFloat = 44

  public let titleLabel = UILabel()
  public let backButton = UIButton(type: .system)
  private let separator = UIView()
  /// The item on top (whose title and buttons show) and the one below it (named by the back
  /// button).
  public private(set) var topItem: UINavigationItem?
  public private(set) var backItem: UINavigationItem?
  /// The buttons of the top item's bar button items, left ones first from the left, right
  /// ones first from the right.
  private var leftButtons: [UIView] = []
  private var rightButtons: [UIView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.97)
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textAlignment = .center
    backButton.titleLabel.textAlignment = .left
    backButton.titleLabel.font = .systemFont(ofSize: 17)
    separator.backgroundColor = UIColor(white: 0.8)
    addSubview(titleLabel)
    addSubview(backButton)
    addSubview(separator)
  }

  /// Shows `item` on top, with a back button named after `backItem` (none when nil).
  func show(_ item: UINavigationItem, backItem: UINavigationItem?) {
    topItem = item
    self.backItem = backItem
    titleLabel.text = item.title
    backButton.setTitle(backItem.map { "‹ \($0.titleForBackButton)" }, for: .normal)
    backButton.isHidden =
      backItem == nil || item.hidesBackButton
      || (item.leftBarButtonItems?.isEmpty == false && !item.leftItemsSupplementBackButton)
    reloadItems()
  }

  /// Makes buttons anew for the top item's bar button items (one changed).
  func reloadItems() {
    for button in leftButtons + rightButtons { button.removeFromSuperview() }
    leftButtons = (topItem?.leftBarButtonItems ?? []).map(makeButton)
    rightButtons = (topItem?.rightBarButtonItems ?? []).map(makeButton)
    setNeedsLayout()
  }

  private func makeButton(for item: UIBarButtonItem) -> UIView {
    item.bar = self
    if item.isSpace {
      let space = UIView()
      space.isUserInteractionEnabled = false
      space.bounds.size.width = item.systemItem == .fixedSpace ? max(item.width, 8) : 8
      insertSubview(space, belowSubview: separator)
      return space
    }
    let button = UIButton(type: .system)
    button.titleLabel.font =
      item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    if let tint = item.tintColor { button.setTitleColor(tint, for: .normal) }
    button.isEnabled = item.isEnabled
    if let image = item.image, item.title == nil {
      let imageView = UIImageView(image: image)
      imageView.contentMode = .scaleAspectFit
      imageView.frame = CGRect(x: 10, y: 10, width: 24, height: 24)
      button.addSubview(imageView)
      button.bounds.size = CGSize(width: 44, height: Self.height)
    } else {
      button.setTitle(item.title, for: .normal)
      button.bounds.size = CGSize(
        width: button.sizeThatFits(bounds.size).width, height: Self.height)
    }
    button.addAction(
      UIAction { [weak item] _ in
        guard let item, let action = item.primaryAction else { return }
        action.handler(action)
      }, for: .touchUpInside)
    insertSubview(button, belowSubview: separator)
    return button
  }

  /// Changes to `item` along with a push or pop, as iOS: the titles cross-fade, the
  /// incoming title comes from the right (push) or from the back button (pop), and the
  /// outgoing one moves the other way; the back button's title slides with them and the bar
  /// button items cross-fade. Scrubbed with an interactive transition; a cancelled one
  /// leaves the bar as it was.
  func animateChange(
    to item: UINavigationItem, backItem: UINavigationItem?, isPush: Bool,
    along coordinator: UIViewControllerTransitionCoordinator
  ) {
    layoutIfNeeded()
    let oldTitle = makeGhost(of: titleLabel)
    let oldBack = backButton.isHidden ? nil : makeGhost(of: backButton.titleLabel, in: backButton)
    let oldButtons = leftButtons + rightButtons
    leftButtons = []
    rightButtons = []
    show(item, backItem: backItem)
    layoutIfNeeded()
    let titleFrame = titleLabel.frame
    let backFrame = backButton.frame
    let newButtons = leftButtons + rightButtons
    // How far a title travels: from the middle to the back button's place.
    let shift = titleFrame.midX - backFrame.midX
    let push: CGFloat = isPush ? 1 : -1
    UIView.performWithoutAnimation {
      titleLabel.frame = titleFrame.offsetBy(dx: push * shift, dy: 0)
      titleLabel.alpha = 0
      backButton.frame = backFrame.offsetBy(dx: push * shift, dy: 0)
      backButton.alpha = 0
      for button in newButtons { button.alpha = 0 }
    }
    coordinator.animate(
      alongsideTransition: { [self] _ in
        titleLabel.frame = titleFrame
        titleLabel.alpha = 1
        backButton.frame = backFrame
        backButton.alpha = 1
        oldTitle.frame = oldTitle.frame.offsetBy(dx: -push * shift, dy: 0)
        oldTitle.alpha = 0
        oldBack?.frame = oldBack?.frame.offsetBy(dx: -push * shift, dy: 0) ?? .zero
        oldBack?.alpha = 0
        for button in newButtons { button.alpha = 1 }
        for button in oldButtons { button.alpha = 0 }
      },
      completion: { [self] _ in
        oldTitle.removeFromSuperview()
        oldBack?.removeFromSuperview()
        for button in oldButtons { button.removeFromSuperview() }
        for view in [titleLabel, backButton] + newButtons {
          view.layer.removeAllAnimations()
          UIView.performWithoutAnimation { view.alpha = 1 }
        }
        setNeedsLayout()
      })
  }

  /// A still copy of `label` (in `container`'s place, if given), shown in the bar while the
  /// real one changes.
  private func makeGhost(of label: UILabel, in container: UIView? = nil) -> UILabel {
    let ghost = UILabel()
    ghost.text = label.text
    ghost.font = label.font
    ghost.textColor = label.textColor
    ghost.textAlignment = label.textAlignment
    ghost.isUserInteractionEnabled = false
    ghost.frame = container == nil ? label.frame : label.convert(label.bounds, to: self)
    insertSubview(ghost, belowSubview: separator)
    return ghost
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let height = bounds.height
    UIView.performWithoutAnimation {
      backButton.frame = CGRect(x: 8, y: 0, width: width * 0.25 - 8, height: height)
      var left = backButton.isHidden ? 8 : backButton.frame.maxX
      for button in leftButtons {
        button.frame = CGRect(x: left, y: 0, width: button.bounds.width, height: height)
        left += button.bounds.width
      }
      var right = width - 8
      for button in rightButtons {
        right -= button.bounds.width
        button.frame = CGRect(x: right, y: 0, width: button.bounds.width, height: height)
      }
      // Centred on the bar while it fits between the items, else in the space between.
      let half = min(width / 2 - left, right - width / 2)
      titleLabel.frame =
        half >= 40
        ? CGRect(x: width / 2 - half, y: 0, width: 2 * half, height: height)
        : CGRect(x: left, y: 0, width: max(right - left, 0), height: height)
      separator.frame = CGRect(x: 0, y: height - 1, width: width, height: 1)
    }
  }
}
