import Foundation
@_spi(Host) import MiniUIKit

/// The key list shown by `?`; any key or click closes it. Each row shows the keys and what
/// they do side by side where both fit, else the meaning below the keys; the card scrolls
/// when it is taller than the window.
@MainActor
final class HelpOverlayView: UIView {
  /// The keys every app has and what they do; `picturesFolder` is where F12 writes.
  static func hostKeys(picturesFolder: String) -> [(keys: String, meaning: String)] {
    [
      ("Esc, Backspace, Alt+←, mouse back", "back: pop"),
      ("Tab / Shift+Tab", "move focus between buttons"),
      ("Enter / Space", "press the focused button"),
      ("Arrows", "move between cells; scroll"),
      ("PgUp PgDn Home End", "scroll a page, or to an end"),
      ("Ctrl + drag", "pinch (Ctrl + Shift: move both fingers)"),
      ("Ctrl + wheel, + - 0", "pinch in steps, and back"),
      ("S", "slow animations on / off"),
      ("[ ]", "halve / double the speed"),
      ("P", "pause time; . and , step a frame"),
      ("F", "frame-time overlay"),
      ("I", "animation inspector"),
      ("F12", "screenshot to \(picturesFolder)"),
      ("?", "this help"),
    ]
  }

  private static let keysFont = UIFont.boldSystemFont(ofSize: 15)
  private static let meaningFont = UIFont.systemFont(ofSize: 15)
  private static let keysWidth: CGFloat = 180
  private static let lineHeight: CGFloat = 22
  private static let padding: CGFloat = 20

  private let panel = UIScrollView(frame: .zero)
  private let titleLabel = UILabel()
  private let lines: [(keys: String, meaning: String)]
  private let onClose: () -> Void
  /// The labels of the last layout, made anew when the width changes.
  private var labels: [UILabel] = []

  /// A card listing the app's keys (`appKeys`, which replace the host's rows of the same
  /// keys), then the host's; `picturesFolder` is where F12 writes, as the user would type it.
  /// A click calls `onClose`.
  init(
    frame: CGRect, appKeys: [(keys: String, meaning: String)], picturesFolder: String,
    onClose: @escaping () -> Void
  ) {
    let hostKeys = Self.hostKeys(picturesFolder: picturesFolder)
    lines = appKeys + hostKeys.filter { line in !appKeys.contains { $0.keys == line.keys } }
    self.onClose = onClose
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0, alpha: 0.55)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    panel.backgroundColor = .white
    panel.layer.cornerRadius = 14
    addSubview(panel)
    titleLabel.text = "Keys"
    titleLabel.font = .boldSystemFont(ofSize: 20)
    panel.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = min(bounds.width - 24, 460)
    let inner = width - 2 * Self.padding
    titleLabel.frame = CGRect(x: Self.padding, y: 14, width: inner, height: 28)
    for label in labels { label.removeFromSuperview() }
    labels = []
    var y: CGFloat = 52
    for line in lines {
      let keys = addLabel(line.keys, font: Self.keysFont, color: .black)
      keys.frame = CGRect(x: Self.padding, y: y, width: inner, height: Self.lineHeight)
      let measurer = UIApplication.shared.environment.textMeasurer
      let sideBySide =
        measurer.size(of: line.keys, font: Self.keysFont).width + 12 <= Self.keysWidth
        && Self.keysWidth + measurer.size(of: line.meaning, font: Self.meaningFont).width
          <= inner
      // Side by side, or the meaning below the keys, wrapped to the card.
      let (x, meaningWidth) =
        sideBySide
        ? (Self.padding + Self.keysWidth, inner - Self.keysWidth)
        : (Self.padding + 12, inner - 12)
      if !sideBySide { y += Self.lineHeight }
      for (index, text) in Self.wrap(line.meaning, width: meaningWidth).enumerated() {
        if index > 0 { y += Self.lineHeight }
        let meaning = addLabel(text, font: Self.meaningFont, color: .darkGray)
        meaning.frame = CGRect(x: x, y: y, width: meaningWidth, height: Self.lineHeight)
      }
      y += Self.lineHeight + 8
    }
    let contentHeight = y + 6
    panel.contentSize = CGSize(width: width, height: contentHeight)
    let height = min(contentHeight, bounds.height - 24)
    panel.frame = CGRect(
      center: CGPoint(x: bounds.midX, y: bounds.midY), size: CGSize(width: width, height: height))
  }

  private func addLabel(_ text: String, font: UIFont, color: UIColor) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = color
    panel.addSubview(label)
    labels.append(label)
    return label
  }

  /// `text` in lines no wider than `width`, broken between words.
  private static func wrap(_ text: String, width: CGFloat) -> [String] {
    let measurer = UIApplication.shared.environment.textMeasurer
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if current.isEmpty || measurer.size(of: candidate, font: meaningFont).width <= width {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    onClose()
  }
}
