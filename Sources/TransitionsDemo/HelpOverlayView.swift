import MiniUIKit

/// The key list shown by `?`; any key or click closes it.
@MainActor
final class HelpOverlayView: UIView {
  static let lines = [
    ("Esc, Backspace, Alt+←", "back: dismiss, pop or home"),
    ("1–9, ↑ ↓", "home: open a scene, move between rows"),
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
    ("F12", "screenshot to ~/Pictures"),
    ("?", "this help"),
    ("Q", "quit"),
  ]

  private let panel = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0, alpha: 0.55)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    panel.backgroundColor = .white
    panel.layer.cornerRadius = 14
    addSubview(panel)
    let title = UILabel()
    title.text = "Keys"
    title.font = .boldSystemFont(ofSize: 20)
    title.frame = CGRect(x: 20, y: 14, width: 300, height: 28)
    panel.addSubview(title)
    for (index, line) in Self.lines.enumerated() {
      let y = 52 + CGFloat(index) * 30
      let key = UILabel()
      key.text = line.0
      key.font = .boldSystemFont(ofSize: 15)
      key.frame = CGRect(x: 20, y: y, width: 150, height: 24)
      let meaning = UILabel()
      meaning.text = line.1
      meaning.font = .systemFont(ofSize: 15)
      meaning.textColor = .darkGray
      meaning.frame = CGRect(x: 175, y: y, width: 230, height: 24)
      panel.addSubview(key)
      panel.addSubview(meaning)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = CGSize(width: 420, height: 62 + CGFloat(Self.lines.count) * 30)
    panel.frame = CGRect(center: bounds.center, size: size)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    _ = UIApplication.shared.delegate?.keyPressed(UIKey(.escape))
  }
}
