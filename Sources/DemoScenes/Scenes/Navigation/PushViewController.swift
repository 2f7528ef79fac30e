import MiniUIKit

/// A numbered page of the push scene: its title, a tint, and a button that pushes the next.
@MainActor
public final class PushViewController: UIViewController {
  private static let tints: [UIColor] = [
    .systemBackground, .pastel(0xE8F1FF, dark: 0x14202E), .pastel(0xEAF8EC, dark: 0x152519),
    .pastel(0xFFF3E0, dark: 0x2E2416),
  ]

  public let number: Int
  public let pushButton = UIButton(type: .system)
  private let numberLabel = UILabel()

  public init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
    title = "Page \(number)"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = Self.tints[(number - 1) % Self.tints.count]
    numberLabel.text = "\(number)"
    numberLabel.font = .boldSystemFont(ofSize: 96)
    numberLabel.textColor = .scene(light: UIColor(white: 0.8), dark: UIColor(white: 0.35))
    numberLabel.textAlignment = .center
    pushButton.setTitle("Push Page \(number + 1)", for: .normal)
    pushButton.addTarget(self, action: PushViewController.pushNext, for: .touchUpInside)
    view.addSubview(numberLabel)
    view.addSubview(pushButton)
  }

  public override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    numberLabel.frame = CGRect(x: 0, y: bounds.height / 2 - 140, width: bounds.width, height: 110)
    pushButton.frame = CGRect(
      x: bounds.width / 2 - 100, y: bounds.height / 2 - 25, width: 200, height: 50)
  }

  /// The button's action: push the next page.
  public func pushNext() {
    navigationController?.pushViewController(
      PushViewController(number: number + 1), animated: true)
  }
}

/// The push scene: pages on a navigation controller. Esc, the back button or a drag from the
/// left edge pops.
@MainActor
public final class PushSceneController: UINavigationController, DemoScene {
  public init() {
    super.init(rootViewController: PushViewController(number: 1))
  }

  required init?(coder: NSCoder) { nil }

  public func autoplay() {
    (topViewController as? PushViewController)?.pushNext()
  }
}
