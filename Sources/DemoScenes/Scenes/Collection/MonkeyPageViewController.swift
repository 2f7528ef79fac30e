import MiniUIKit

/// A monkey's page: its picture large at the top, its name below, on a colour of its own.
/// The photos scene zooms into one; the tabs scene shows one a tab.
@MainActor
final class MonkeyPageViewController: UIViewController {
  /// The monkey's picture (0 to 10).
  let monkey: Int
  private let color: UIColor
  private let imageView = UIImageView()
  private let nameLabel = UILabel()

  init(monkey: Int, name: String, color: UIColor = .systemBackground) {
    self.monkey = monkey
    self.color = color
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  /// Where the picture is, in the view: what a zoom lines a thumbnail up with.
  var pictureFrame: CGRect { Self.pictureFrame(in: view.bounds) }

  /// Where a page of `bounds` shows its picture: a square 20 points from the top, as wide as
  /// the page less 40 (and short of the foot by 120), centred.
  static func pictureFrame(in bounds: CGRect) -> CGRect {
    let side = min(bounds.width - 40, bounds.height - 120)
    return CGRect(x: (bounds.width - side) / 2, y: 20, width: side, height: side)
  }

  override func viewDidLoad() {
    view.backgroundColor = color
    imageView.image = Monkeys.image(monkey)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    nameLabel.text = title
    nameLabel.font = .boldSystemFont(ofSize: 28)
    nameLabel.textAlignment = .center
    view.addSubview(imageView)
    view.addSubview(nameLabel)
  }

  override func viewDidLayoutSubviews() {
    imageView.frame = pictureFrame
    nameLabel.frame = CGRect(
      x: 0, y: pictureFrame.maxY + 16, width: view.bounds.width, height: 40)
  }
}
