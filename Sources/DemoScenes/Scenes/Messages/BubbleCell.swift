import MiniUIKit

/// One message of the conversation: its text in a rounded bubble, blue at the trailing end
/// for what was sent, grey at the leading end for what came (on the right and the left, the
/// other way round in a right-to-left layout).
@MainActor
final class BubbleCell: UITableViewCell {
  static let identifier = "Bubble"
  /// The widest a bubble grows, as a share of the row.
  static let widthShare: CGFloat = 0.72
  static let padding = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
  /// Room between two bubbles.
  static let spacing: CGFloat = 4

  let bubble = UIView()
  let label = UILabel()
  private(set) var isSent = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    backgroundColor = .clear
    bubble.layer.cornerRadius = 17
    label.numberOfLines = 0
    bubble.addSubview(label)
    contentView.addSubview(bubble)
  }

  required init?(coder: NSCoder) { nil }

  func show(_ message: Message, font: UIFont) {
    isSent = message.isSent
    label.font = font
    label.text = message.text
    bubble.backgroundColor = message.isSent ? .systemBlue : .systemGray5
    label.textColor = message.isSent ? .white : .label
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bubble.frame = Self.bubbleFrame(
      for: label.text ?? "", font: label.font, isSent: isSent, in: contentView.bounds,
      direction: effectiveUserInterfaceLayoutDirection)
    label.frame = bubble.bounds.inset(by: Self.padding)
  }

  /// The bubble's frame for `text` in `font` in a row of `bounds` laid out in `direction`:
  /// its own size, at the row's trailing end for a sent message, its leading end for a
  /// received one.
  static func bubbleFrame(
    for text: String, font: UIFont, isSent: Bool, in bounds: CGRect,
    direction: UIUserInterfaceLayoutDirection
  ) -> CGRect {
    let size = bubbleSize(for: text, font: font, rowWidth: bounds.width)
    let atRight = isSent == (direction == .leftToRight)
    let x = atRight ? bounds.maxX - 12 - size.width : bounds.minX + 12
    return CGRect(x: x, y: bounds.minY + spacing / 2, width: size.width, height: size.height)
  }

  /// A bubble's size for `text` in `font` in a row `rowWidth` wide.
  static func bubbleSize(for text: String, font: UIFont, rowWidth: CGFloat) -> CGSize {
    let textWidth = rowWidth * widthShare - padding.left - padding.right
    let size = (text as NSString).boundingRect(
      with: CGSize(width: textWidth, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
    ).size
    return CGSize(
      width: size.width + padding.left + padding.right,
      height: size.height + padding.top + padding.bottom)
  }

  /// A row's height for `text` in `font`.
  static func rowHeight(for text: String, font: UIFont, rowWidth: CGFloat) -> CGFloat {
    bubbleSize(for: text, font: font, rowWidth: rowWidth).height + spacing
  }
}

/// A line of the conversation.
struct Message {
  var text: String
  var isSent: Bool
}
