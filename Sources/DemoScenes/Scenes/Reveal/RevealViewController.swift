import MiniUIKit

/// The circular reveal: a "Reveal" button in the middle of a white screen presents a deep
/// purple controller through a circle that grows from the button's centre (a `CAShapeLayer`
/// mask whose `path` a `CABasicAnimation` animates); the dismissal shrinks it back, and a
/// drag down scrubs it.
@MainActor
public final class RevealViewController: UIViewController, DemoScene {
  public let revealButton = UIButton(type: .system)
  private let captionLabel = UILabel()

  public init() { super.init(nibName: nil, bundle: nil) }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    revealButton.setTitle("Reveal", for: .normal)
    revealButton.addTarget(self, action: RevealViewController.reveal, for: .touchUpInside)
    view.addSubview(revealButton)
    captionLabel.text = "Circular reveal · drag down to close · Esc: back"
    captionLabel.font = .systemFont(ofSize: 12)
    captionLabel.textColor = .caption
    captionLabel.textAlignment = .center
    view.addSubview(captionLabel)
  }

  public override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    revealButton.frame = CGRect(
      x: bounds.width / 2 - 60, y: bounds.height / 2 - 25, width: 120, height: 50)
    let safe = bounds.inset(by: view.safeAreaInsets)
    captionLabel.frame = CGRect(x: safe.minX, y: safe.maxY - 30, width: safe.width, height: 20)
  }

  /// Presents the purple controller through the growing circle.
  public func reveal() {
    let revealed = RevealedViewController()
    revealed.modalPresentationStyle = .custom
    revealed.transitioningDelegate = self
    present(revealed, animated: true)
  }

  public func autoplay() { reveal() }

  /// Where the circle starts and ends: the button's centre, in the window (laid out first:
  /// `--autoplay` reveals before the first frame).
  private var revealOrigin: CGPoint {
    view.layoutIfNeeded()
    return revealButton.convert(
      CGPoint(x: revealButton.bounds.midX, y: revealButton.bounds.midY), to: nil)
  }
}

extension RevealViewController: UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    CircularRevealAnimator(isPresenting: true, origin: revealOrigin)
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    CircularRevealAnimator(isPresenting: false, origin: revealOrigin)
  }
}

/// The revealed controller: deep purple, with a word in the middle.
@MainActor
final class RevealedViewController: UIViewController {
  private let titleLabel = UILabel()
  private let hintLabel = UILabel()

  override func viewDidLoad() {
    view.backgroundColor = RevealedViewController.deepPurple
    titleLabel.text = "Revealed"
    titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)
    hintLabel.text = "Drag down to close"
    hintLabel.font = .systemFont(ofSize: 15)
    hintLabel.textColor = UIColor(white: 1, alpha: 0.7)
    hintLabel.textAlignment = .center
    view.addSubview(hintLabel)
  }

  override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    titleLabel.frame = CGRect(x: 0, y: bounds.midY - 60, width: bounds.width, height: 44)
    hintLabel.frame = CGRect(x: 0, y: bounds.midY + 20, width: bounds.width, height: 24)
  }

  /// Material's Deep Purple 500.
  static let deepPurple = UIColor(red: 0x67 / 255, green: 0x3A / 255, blue: 0xB7 / 255)
}
