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

  /// Changes to `title` and `backTitle` along with a push or pop, as iOS: the titles
  /// cross-fade, the incoming title comes from the right (push) or from the back button
  /// (pop), and the outgoing one moves the other way; the back button's title slides with
  /// them. Scrubbed with an interactive transition; a cancelled one leaves the bar as it was.
  func animateChange(
    toTitle title: String?, backTitle: String?, isPush: Bool,
    along coordinator: UIViewControllerTransitionCoordinator
  ) {
    layoutIfNeeded()
    let oldTitle = makeGhost(of: titleLabel)
    let oldBack = backButton.isHidden ? nil : makeGhost(of: backButton.titleLabel, in: backButton)
    show(title: title, backTitle: backTitle)
    layoutIfNeeded()
    let titleFrame = titleLabel.frame
    let backFrame = backButton.frame
    // How far a title travels: from the middle to the back button's place.
    let shift = titleFrame.midX - backFrame.midX
    let push: CGFloat = isPush ? 1 : -1
    UIView.performWithoutAnimation {
      titleLabel.frame = titleFrame.offsetBy(dx: push * shift, dy: 0)
      titleLabel.alpha = 0
      backButton.frame = backFrame.offsetBy(dx: push * shift, dy: 0)
      backButton.alpha = 0
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
      },
      completion: { [self] _ in
        oldTitle.removeFromSuperview()
        oldBack?.removeFromSuperview()
        titleLabel.layer.removeAllAnimations()
        backButton.layer.removeAllAnimations()
        UIView.performWithoutAnimation {
          titleLabel.alpha = 1
          backButton.alpha = 1
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
    UIView.performWithoutAnimation {
      titleLabel.frame = CGRect(x: width * 0.25, y: 0, width: width * 0.5, height: bounds.height)
      backButton.frame = CGRect(x: 8, y: 0, width: width * 0.25 - 8, height: bounds.height)
      separator.frame = CGRect(x: 0, y: bounds.height - 1, width: width, height: 1)
    }
  }
}
