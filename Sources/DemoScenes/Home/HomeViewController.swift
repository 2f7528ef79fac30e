import MiniUIKit

/// The home screen: the title and one row per scene.
@MainActor
public final class HomeViewController: UIViewController {
  private let scenes: [SceneDescription]
  private let onSelect: (SceneDescription) -> Void
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let hintLabel = UILabel()
  private var rows: [SceneRow] = []

  public init(scenes: [SceneDescription], onSelect: @escaping (SceneDescription) -> Void) {
    self.scenes = scenes
    self.onSelect = onSelect
    super.init()
    title = "Transitions"
  }

  public override func viewDidLoad() {
    view.backgroundColor = .white
    titleLabel.text = "Transitions"
    titleLabel.font = .boldSystemFont(ofSize: 32)
    subtitleLabel.text = "iOS-style view-controller transitions on X11"
    subtitleLabel.font = .systemFont(ofSize: 15)
    subtitleLabel.textColor = .darkGray
    hintLabel.text = "1–9, arrows or Tab and Enter choose · Esc goes back · ? shows the keys"
    hintLabel.font = .systemFont(ofSize: 12)
    hintLabel.textColor = .gray
    hintLabel.textAlignment = .center
    for label in [titleLabel, subtitleLabel, hintLabel] { view.addSubview(label) }
    for scene in scenes {
      let row = SceneRow(title: scene.title, summary: scene.summary)
      row.addAction(UIAction { [weak self] _ in self?.onSelect(scene) }, for: .touchUpInside)
      rows.append(row)
      view.addSubview(row)
    }
  }

  /// Digits open the scene of that row; the up and down arrows move focus between rows.
  public override func keyPressed(_ key: UIKey) -> Bool {
    switch key.input {
    case .character(let character):
      guard let digit = character.wholeNumberValue, scenes.indices.contains(digit - 1) else {
        break
      }
      onSelect(scenes[digit - 1])
      return true
    case .upArrow, .downArrow:
      let current = rows.firstIndex { $0 === UIApplication.shared.focusedView }
      let step = key.input == .downArrow ? 1 : -1
      let next = current.map { min(max($0 + step, 0), rows.count - 1) } ?? 0
      if rows.indices.contains(next) { UIApplication.shared.setFocus(rows[next]) }
      return true
    default:
      break
    }
    return super.keyPressed(key)
  }

  public override func viewDidLayoutSubviews() {
    let width = view.bounds.width - 40
    titleLabel.frame = CGRect(x: 20, y: 36, width: width, height: 40)
    subtitleLabel.frame = CGRect(x: 20, y: 78, width: width, height: 20)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 20, y: 122 + CGFloat(index) * 76, width: width, height: 64)
    }
    hintLabel.frame = CGRect(x: 20, y: view.bounds.height - 36, width: width, height: 20)
  }
}
