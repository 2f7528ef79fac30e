import MiniUIKit

/// A row of the home screen: a scene's title and summary, pressable.
@MainActor
final class SceneRow: UIControl {
  private let titleLabel = UILabel()
  private let summaryLabel = UILabel()

  init(title: String, summary: String) {
    super.init(frame: .zero)
    backgroundColor = UIColor(white: 0.95)
    layer.cornerRadius = 12
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 18)
    summaryLabel.text = summary
    summaryLabel.font = .systemFont(ofSize: 13)
    summaryLabel.textColor = .darkGray
    addSubview(titleLabel)
    addSubview(summaryLabel)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = CGRect(x: 16, y: 10, width: bounds.width - 32, height: 24)
    summaryLabel.frame = CGRect(x: 16, y: 36, width: bounds.width - 32, height: 18)
  }

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? UIColor(white: 0.85) : UIColor(white: 0.95) }
  }

}
