import MiniUIKit

/// A row of the home screen: a scene's title and summary, pressable.
@MainActor
final class SceneRow: UIControl {
  private let titleLabel = UILabel()
  private let summaryLabel = UILabel()
  private static let restingColor = UIColor.scene(
    light: UIColor(white: 0.95), dark: UIColor(white: 0.11))
  private static let pressedColor = UIColor.scene(
    light: UIColor(white: 0.85), dark: UIColor(white: 0.22))

  init(title: String, summary: String) {
    super.init(frame: .zero)
    backgroundColor = Self.restingColor
    layer.cornerRadius = 12
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 18)
    summaryLabel.text = summary
    summaryLabel.font = .systemFont(ofSize: 13)
    summaryLabel.textColor = .quietText
    addSubview(titleLabel)
    addSubview(summaryLabel)
    isAccessibilityElement = true
    accessibilityLabel = title
    accessibilityHint = summary
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = CGRect(x: 16, y: 10, width: bounds.width - 32, height: 24)
    summaryLabel.frame = CGRect(x: 16, y: 36, width: bounds.width - 32, height: 18)
  }

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? Self.pressedColor : Self.restingColor }
  }

}
