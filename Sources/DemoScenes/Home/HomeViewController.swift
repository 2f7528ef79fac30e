import MiniUIKit

/// The home screen: the title and one row per scene, scrolling when they do not all fit, and
/// a line at the foot saying which keys choose.
@MainActor
public final class HomeViewController: UIViewController {
  private let scenes: [SceneDescription]
  private let onSelect: (SceneDescription) -> Void
  private let scrollView = UIScrollView(frame: .zero)
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let hintLabel = UILabel()
  private var rows: [SceneRow] = []
  /// The scene whose row gets the keyboard focus when the screen appears (the one a keyboard
  /// user came back from).
  private let focusedOnAppearance: String?

  /// Lists `scenes`; a choice calls `onSelect`. `focusing` names the scene whose row takes the
  /// keyboard focus when the screen appears.
  public init(
    scenes: [SceneDescription], focusing: String? = nil,
    onSelect: @escaping (SceneDescription) -> Void
  ) {
    self.scenes = scenes
    self.onSelect = onSelect
    focusedOnAppearance = focusing
    super.init(nibName: nil, bundle: nil)
    title = "Transitions"
  }

  required init?(coder: NSCoder) { nil }

  /// The scene whose row has the keyboard focus, if one has.
  public var focusedScene: SceneDescription? {
    rows.firstIndex { $0.isFocused }.map { scenes[$0] }
  }

  /// The digit keys that open rows: one for each of the first ten ("1–8"; "1–9, 0" for ten
  /// or more, 0 opening the tenth, as on a keyboard's row of digits).
  public static func digitKeys(sceneCount: Int) -> String {
    switch sceneCount {
    case ...0: ""
    case 1: "1"
    case 2...9: "1–\(sceneCount)"
    default: "1–9, 0"
    }
  }

  /// The row a digit opens: 1 the first, …, 9 the ninth, 0 the tenth.
  static func row(forDigit digit: Int) -> Int { digit == 0 ? 9 : digit - 1 }

  /// The foot line: which keys choose (only the first ten rows have a digit).
  static func hint(sceneCount: Int) -> String {
    let digits = digitKeys(sceneCount: sceneCount)
    let first = sceneCount > 10 ? " (the first ten)" : ""
    return (digits.isEmpty ? "" : "\(digits)\(first), ")
      + "arrows or Tab and Enter choose · Esc: back · ?: keys"
  }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    titleLabel.text = "Transitions"
    titleLabel.font = .boldSystemFont(ofSize: 32)
    titleLabel.accessibilityTraits = .header
    subtitleLabel.text = "iOS-style view-controller transitions on X11"
    subtitleLabel.font = .systemFont(ofSize: 15)
    subtitleLabel.textColor = .quietText
    hintLabel.text = Self.hint(sceneCount: scenes.count)
    hintLabel.font = .systemFont(ofSize: 12)
    hintLabel.textColor = .caption
    hintLabel.textAlignment = .center
    hintLabel.lineBreakMode = .byTruncatingMiddle
    scrollView.showsHorizontalScrollIndicator = false
    view.addSubview(scrollView)
    view.addSubview(hintLabel)
    for label in [titleLabel, subtitleLabel] { scrollView.addSubview(label) }
    for scene in scenes {
      let row = SceneRow(title: scene.title, summary: scene.summary)
      row.addAction(UIAction { [weak self] _ in self?.onSelect(scene) }, for: .touchUpInside)
      rows.append(row)
      scrollView.addSubview(row)
    }
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let name = focusedOnAppearance, let index = scenes.firstIndex(where: { $0.name == name })
    else { return }
    view.layoutIfNeeded()
    UIApplication.shared.setFocus(rows[index])
  }

  /// Digits open the scene of that row; the up and down arrows move focus between rows.
  public override func keyPressed(_ key: UIKey) -> Bool {
    switch key.input {
    case .character(let character):
      guard let digit = character.wholeNumberValue,
        scenes.indices.contains(Self.row(forDigit: digit))
      else { break }
      onSelect(scenes[Self.row(forDigit: digit)])
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

  /// The rows scroll above the foot line.
  public override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    let footHeight: CGFloat = 40
    scrollView.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: max(bounds.height - footHeight, 0))
    let width = bounds.width - 40
    let left: CGFloat = 20
    titleLabel.frame = CGRect(x: left, y: 36, width: width, height: 40)
    subtitleLabel.frame = CGRect(x: left, y: 78, width: width, height: 20)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: left, y: 122 + CGFloat(index) * 76, width: width, height: 64)
    }
    scrollView.contentSize = CGSize(
      width: bounds.width, height: 122 + CGFloat(rows.count) * 76 + 8)
    hintLabel.frame = CGRect(
      x: 12, y: bounds.height - footHeight + 4, width: bounds.width - 24, height: 20)
  }
}
