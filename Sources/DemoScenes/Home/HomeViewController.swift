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
    hintLabel.text = "Tab and Enter choose · Esc goes back · ? shows the keys"
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
