import Foundation

/// The buttons behind a swiped row, at the edge it was swiped from (the trailing one, or the
/// leading one): each as wide as its title needs, all stretched alike as the row opens
/// further, and the first filling the whole width on a full swipe.
@MainActor
final class SwipeActionsView: UIView {
  let configuration: UISwipeActionsConfiguration
  /// Whether the actions are at the trailing edge (a swipe towards the leading side).
  let isTrailing: Bool
  private(set) var buttons: [UIView] = []
  /// Each button's width at rest, fully open.
  private var naturalWidths: [CGFloat] = []
  /// How far the row is open, and whether the first action takes it all.
  var revealed: CGFloat = 0 { didSet { setNeedsLayout() } }
  var isFullSwipe = false { didSet { setNeedsLayout() } }
  /// Runs the action whose button is tapped.
  var onTap: ((UIContextualAction, UIView) -> Void)?

  static let minimumButtonWidth: CGFloat = 74

  init(configuration: UISwipeActionsConfiguration, isTrailing: Bool) {
    self.configuration = configuration
    self.isTrailing = isTrailing
    super.init(frame: .zero)
    clipsToBounds = true
    for action in configuration.actions {
      let button = UIView()
      button.backgroundColor = action.backgroundColor
      var width: CGFloat = 0
      if let title = action.title {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = .white
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addSubview(label)
        width = label.sizeThatFits(CGSize(width: 300, height: 44)).width + 30
      }
      if let image = action.image {
        let imageView = UIImageView(image: image)
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addSubview(imageView)
        width = max(width, image.size.width + 30)
      }
      button.addGestureRecognizer(
        UITapGestureRecognizer { [weak self, weak button, action] _ in
          guard let self, let button else { return }
          self.onTap?(action, button)
        })
      buttons.append(button)
      naturalWidths.append(max(width, Self.minimumButtonWidth))
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The width the buttons take fully open.
  var openWidth: CGFloat { naturalWidths.reduce(0, +) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let total = max(openWidth, 1)
    let scale = revealed / total
    // From the swiped edge inwards: the first action is the outermost.
    var edge: CGFloat = 0
    for (index, button) in buttons.enumerated() {
      let width =
        isFullSwipe ? (index == 0 ? revealed : 0) : naturalWidths[index] * scale
      let x = isTrailing ? bounds.width - edge - width : edge
      button.frame = flippedForLayoutDirection(
        CGRect(x: x, y: 0, width: width, height: bounds.height))
      for part in button.subviews { part.frame = button.bounds }
      edge += width
    }
  }
}
