import Foundation

/// The bar at the top of a navigation controller: the top controller's title, and a back
/// button named after the controller below it.
@MainActor
open class UINavigationBar: UIView {
  /// The bar's height, as UIKit's compact bar.
  public static let height: CGFloat = 44

  public let titleLabel = UILabel()
  public let backButton = UIButton(type: .system)
  private let separator = UIView()

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

  /// Shows `title`, and a back button titled `backTitle` (hidden when nil).
  func show(title: String?, backTitle: String?) {
    titleLabel.text = title
    backButton.setTitle(backTitle.map { "‹ \($0)" }, for: .normal)
    backButton.isHidden = backTitle == nil
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    titleLabel.frame = CGRect(x: width * 0.25, y: 0, width: width * 0.5, height: bounds.height)
    backButton.frame = CGRect(x: 8, y: 0, width: width * 0.25 - 8, height: bounds.height)
    separator.frame = CGRect(x: 0, y: bounds.height - 1, width: width, height: 1)
  }
}
