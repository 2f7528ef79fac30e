import Foundation

/// A card of an alert or action sheet: a header (title and message) over the action
/// buttons, rows parted by hairlines, on a material (or, the action sheet's cancel card,
/// opaque).
@MainActor
final class AlertCardView: UIView {
  private let background: UIView
  private let titleLabel: UILabel?
  private let messageLabel: UILabel?
  private let buttons: [UIButton]
  private var separators: [UIView] = []
  /// Two actions of an alert stand side by side.
  private let isSideBySide: Bool
  private let buttonHeight: CGFloat
  /// Above and below the header.
  private let headerMargin: CGFloat

  init(
    title: String?, message: String?, actions: [UIAlertAction], preferred: UIAlertAction?,
    style: UIAlertController.Style, isOpaque: Bool, choose: @escaping (UIAlertAction) -> Void
  ) {
    background =
      isOpaque
      ? UIView() : UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    if isOpaque { background.backgroundColor = .secondarySystemGroupedBackground }
    let isAlert = style == .alert
    func label(_ text: String?, bold: Bool) -> UILabel? {
      guard let text, !text.isEmpty else { return nil }
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      label.textAlignment = .center
      label.font =
        isAlert
        ? (bold ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13))
        : .systemFont(ofSize: 13, weight: bold ? .semibold : .regular)
      label.textColor = isAlert ? .label : .secondaryLabel
      return label
    }
    titleLabel = label(title, bold: true)
    messageLabel = label(message, bold: false)
    isSideBySide = isAlert && actions.count == 2
    buttonHeight = isAlert ? 44 : 57
    headerMargin = isAlert ? 20 : 14
    buttons = actions.map { action in
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      let isBold = action === preferred || (preferred == nil && action.style == .cancel)
      button.titleLabel?.font = .systemFont(
        ofSize: isAlert ? 17 : 20, weight: isBold ? .semibold : .regular)
      if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
      button.isEnabled = action.isEnabled
      button.addAction(UIAction { _ in choose(action) }, for: .touchUpInside)
      action.enabledDidChange = { [weak button, weak action] in
        button?.isEnabled = action?.isEnabled ?? false
      }
      return button
    }
    super.init(frame: .zero)
    layer.cornerRadius = 14
    layer.cornerCurve = .continuous
    clipsToBounds = true
    addSubview(background)
    for part in [titleLabel, messageLabel].compactMap({ $0 }) { addSubview(part) }
    let hasHeader = titleLabel != nil || messageLabel != nil
    for (index, button) in buttons.enumerated() {
      // A hairline above each row of buttons, and between two side by side.
      if hasHeader || index > 0 {
        let separator = UIView()
        separator.backgroundColor = .separator
        separators.append(separator)
        addSubview(separator)
      }
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The header's lines, the top margin and the gap below.
  private func headerHeight(forWidth width: CGFloat) -> CGFloat {
    let fit = CGSize(width: width - 32, height: .greatestFiniteMagnitude)
    let title = titleLabel.map { $0.sizeThatFits(fit).height } ?? 0
    let message = messageLabel.map { $0.sizeThatFits(fit).height } ?? 0
    guard title + message > 0 else { return 0 }
    return headerMargin + title + (title > 0 && message > 0 ? 4 : 0) + message + headerMargin
  }

  func height(forWidth width: CGFloat) -> CGFloat {
    let rows = isSideBySide ? 1 : buttons.count
    return headerHeight(forWidth: width) + CGFloat(rows) * buttonHeight
  }

  override func layoutSubviews() {
    background.frame = bounds
    let width = bounds.width
    let fit = CGSize(width: width - 32, height: .greatestFiniteMagnitude)
    var y = headerMargin
    for label in [titleLabel, messageLabel].compactMap({ $0 }) {
      let height = label.sizeThatFits(fit).height
      label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
      y += height + 4
    }
    y = headerHeight(forWidth: width)
    let hairline = 1 / max(UIScreen.main.scale, 1)
    var separatorIndex = 0
    func separate(_ frame: CGRect) {
      guard separatorIndex < separators.count else { return }
      separators[separatorIndex].frame = frame
      separatorIndex += 1
    }
    if isSideBySide {
      let half = width / 2
      for (index, button) in buttons.enumerated() {
        if index == 0 {
          separate(CGRect(x: 0, y: y, width: width, height: hairline))
        } else {
          separate(CGRect(x: half, y: y, width: hairline, height: buttonHeight))
        }
        button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: buttonHeight)
      }
      return
    }
    for button in buttons {
      separate(CGRect(x: 0, y: y, width: width, height: hairline))
      button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
      y += buttonHeight
    }
  }
}

/// Where an alert's actions go: the order of its buttons, and its cards.
@MainActor
enum AlertLayout {
  /// The cards for `actions`, in `container`: an alert's one card (cancel first of two side
  /// by side, else last); an action sheet's card and, apart, its cancel action's.
  static func build(
    in container: UIView, title: String?, message: String?, actions: [UIAlertAction],
    preferred: UIAlertAction?, style: UIAlertController.Style,
    choose: @escaping (UIAlertAction) -> Void
  ) {
    let cancel = actions.filter { $0.style == .cancel }
    let others = actions.filter { $0.style != .cancel }
    var cards: [AlertCardView] = []
    if style == .alert {
      let ordered = actions.count == 2 ? cancel + others : others + cancel
      cards.append(
        AlertCardView(
          title: title, message: message, actions: ordered, preferred: preferred, style: style,
          isOpaque: false, choose: choose))
    } else if !others.isEmpty || !(title ?? "").isEmpty || !(message ?? "").isEmpty {
      cards.append(
        AlertCardView(
          title: title, message: message, actions: others, preferred: preferred, style: style,
          isOpaque: false, choose: choose))
    }
    if style == .actionSheet, !cancel.isEmpty {
      cards.append(
        AlertCardView(
          title: nil, message: nil, actions: cancel, preferred: preferred, style: style,
          isOpaque: true, choose: choose))
    }
    for card in cards { container.addSubview(card) }
  }

  /// The size of the cards in `container` for a space of `space`, the cards placed in it.
  static func size(of container: UIView, style: UIAlertController.Style, in space: CGSize)
    -> CGSize
  {
    let width = style == .alert ? 270 : min(space.width - 16, 420)
    var y: CGFloat = 0
    for card in container.subviews.compactMap({ $0 as? AlertCardView }) {
      let height = card.height(forWidth: width)
      card.frame = CGRect(x: 0, y: y, width: width, height: height)
      y += height + 8
    }
    return CGSize(width: width, height: max(y - 8, 0))
  }
}
