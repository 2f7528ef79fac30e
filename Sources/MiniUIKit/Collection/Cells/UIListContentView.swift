import Foundation

/// The view that shows a list content configuration, as UIKit's: the image at the leading
/// margin, then the text, with the secondary text below it or at the trailing edge.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView(image: nil)
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private var listConfiguration: UIListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    apply(configuration)
  }

  public required init?(coder: NSCoder) { nil }

  /// The configuration the view shows; setting one that is not a list content configuration warns
  /// and changes nothing.
  public var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        return warn("a UIListContentView shows UIListContentConfiguration only")
      }
      guard list != listConfiguration else { return }
      listConfiguration = list
      apply(list)
    }
  }

  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    imageView.contentMode = .scaleAspectFill
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    style(textLabel, configuration.text, configuration.textProperties)
    style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
    setNeedsLayout()
  }

  private func style(
    _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.text = text.map(properties.transformed)
    label.isHidden = text?.isEmpty ?? true
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = properties.alignment == .center ? .center : .natural
  }

  // MARK: Layout

  /// Where each part goes in a view `width` wide, and the height it needs.
  private func arrangement(width: CGFloat) -> (
    image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat
  ) {
    let content = listConfiguration
    let margins = content.directionalLayoutMargins
    let x = content.textLeading
    var image = CGRect.zero
    if content.image != nil {
      let (size, room) = content.imageLayout
      image = CGRect(
        origin: CGPoint(x: margins.leading + (room.width - size.width) / 2, y: 0), size: size)
    }
    let trailing = width - margins.trailing
    let hasSecondary = !secondaryTextLabel.isHidden
    var text = CGRect.zero
    var secondary = CGRect.zero
    var textHeight: CGFloat = 0
    if content.prefersSideBySideTextAndSecondaryText, hasSecondary {
      let value = secondaryTextLabel.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
      let valueWidth = min(value.width.rounded(.up), max(trailing - x, 0) / 2)
      secondary = CGRect(x: trailing - valueWidth, y: 0, width: valueWidth, height: value.height)
      let room = max(secondary.minX - content.textToSecondaryTextHorizontalPadding - x, 0)
      text = CGRect(x: x, y: 0, width: room, height: height(of: textLabel, width: room))
      textHeight = max(text.height, secondary.height)
    } else {
      let room = max(trailing - x, 0)
      text = CGRect(x: x, y: 0, width: room, height: height(of: textLabel, width: room))
      textHeight = text.height
      if hasSecondary {
        let below = height(of: secondaryTextLabel, width: room)
        let gap = textLabel.isHidden ? 0 : content.textToSecondaryTextVerticalPadding
        secondary = CGRect(x: x, y: text.maxY + gap, width: room, height: below)
        textHeight = secondary.maxY
      }
    }
    let inner = max(textHeight, image.height)
    let height = max(inner + margins.top + margins.bottom, content.minimumHeight)
    // Everything centred down the row.
    let top = (height - textHeight) / 2
    text.origin.y += top
    secondary.origin.y +=
      content.prefersSideBySideTextAndSecondaryText ? (height - secondary.height) / 2 : top
    image.origin.y = (height - image.height) / 2
    return (image, text, secondary, height)
  }

  private func height(of label: UILabel, width: CGFloat) -> CGFloat {
    guard !label.isHidden else { return 0 }
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
      .rounded(.up)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let parts = arrangement(width: bounds.width)
    let offset = (bounds.height - parts.height) / 2
    // Arranged left to right, mirrored in a right-to-left layout.
    imageView.frame = flippedForLayoutDirection(parts.image.offsetBy(dx: 0, dy: offset))
    textLabel.frame = flippedForLayoutDirection(parts.text.offsetBy(dx: 0, dy: offset))
    secondaryTextLabel.frame = flippedForLayoutDirection(
      parts.secondary.offsetBy(dx: 0, dy: offset))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: arrangement(width: size.width).height)
  }
}
