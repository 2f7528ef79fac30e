import MiniUIKit

/// "Book": a `UIPageViewController` with the page curl over twelve illustrated pages, a
/// monkey on each. In a tall window a single page turns on a spine at the left; in a wide
/// one the book opens into two-page spreads, the spine in the middle (the delegate's
/// `spineLocationFor`). Drag a page, or click near an edge, to turn it.
@MainActor
public final class BookViewController: UIViewController, DemoScene,
  UIPageViewControllerDataSource, UIPageViewControllerDelegate
{
  static let pageCount = 12
  let pages = UIPageViewController(
    transitionStyle: .pageCurl, navigationOrientation: .horizontal,
    options: [.spineLocation: UIPageViewController.SpineLocation.min])
  private let autoplayScript = AutoplayScript()

  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .scene(light: UIColor(rgb: 0x5B4636), dark: UIColor(rgb: 0x2B211A))
    pages.dataSource = self
    pages.delegate = self
    // A screen reader's user turns the pages with actions of the book's group.
    pages.view.accessibilityLabel = "Book"
    pages.view.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Next page") { [unowned self] _ in
        turn(.forward)
        return true
      },
      UIAccessibilityCustomAction(name: "Previous page") { [unowned self] _ in
        turn(.reverse)
        return true
      },
    ]
    addChild(pages)
    view.addSubview(pages.view)
    pages.didMove(toParent: self)
    pages.setViewControllers(
      [BookPageViewController(number: 0)], direction: .forward, animated: false)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pages.view.frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 12, dy: 12)
  }

  /// The page number showing first (the left page of a spread).
  var firstPageShowing: Int {
    (pages.viewControllers?.first as? BookPageViewController)?.number ?? 0
  }

  // MARK: UIPageViewControllerDataSource

  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? BookPageViewController, page.number > 0 else { return nil }
    return BookPageViewController(number: page.number - 1)
  }

  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? BookPageViewController, page.number < Self.pageCount - 1
    else { return nil }
    return BookPageViewController(number: page.number + 1)
  }

  // MARK: UIPageViewControllerDelegate

  /// A wide window opens the book into spreads, an even page on the left.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    let first = firstPageShowing
    if orientation.isLandscape {
      let left = first - first % 2
      pageViewController.setViewControllers(
        [BookPageViewController(number: left), BookPageViewController(number: left + 1)],
        direction: .forward, animated: false)
      return .mid
    }
    pageViewController.setViewControllers(
      [BookPageViewController(number: first)], direction: .forward, animated: false)
    return .min
  }

  // MARK: Autoplay

  /// Turns two pages forward, then one back.
  public func autoplay() {
    view.layoutIfNeeded()
    autoplayScript.play([
      (0.1, { [weak self] in self?.turn(.forward) }),
      (1.0, { [weak self] in self?.turn(.forward) }),
      (1.9, { [weak self] in self?.turn(.reverse) }),
    ])
  }

  /// Turns a page (or a spread) in `direction`, as a click at the edge does.
  func turn(_ direction: UIPageViewController.NavigationDirection) {
    let count = pages.spineLocation == .mid ? 2 : 1
    let first = firstPageShowing + (direction == .forward ? count : -count)
    guard first >= 0, first + count <= Self.pageCount else { return }
    let next = (first..<first + count).map { BookPageViewController(number: $0) }
    pages.setViewControllers(next, direction: direction, animated: true)
  }

  public var diagnostics: String? {
    let count = pages.viewControllers?.count ?? 0
    return
      "page \(firstPageShowing + 1)\(count > 1 ? "–\(firstPageShowing + 2)" : "") of \(Self.pageCount)"
  }
}

/// A page of the book: a monkey, its name and a line about it, on cream paper.
@MainActor
final class BookPageViewController: UIViewController {
  let number: Int
  private let picture = UIImageView()
  private let titleLabel = UILabel()
  private let lineLabel = UILabel()
  private let numberLabel = UILabel()

  static let lines = [
    "wears a party hat to every party, and to most Tuesdays.",
    "reads the small print, and the very small print.",
    "has a bow for each day of the week.",
    "answers the banana when it rings.",
    "listens to the sea through headphones.",
    "is king of the bananas, for now.",
    "knits a scarf a winter, and loses it.",
    "keeps a beanie for the cold and the not so cold.",
    "grows a flower behind each ear.",
    "sees twice as well with one eye, he says.",
    "winks at everyone, just in case.",
  ]

  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(rgb: 0xFBF6EA)
    let isCover = number == 0
    titleLabel.font = .systemFont(ofSize: isCover ? 30 : 22, weight: .bold)
    titleLabel.textAlignment = .center
    titleLabel.textColor = UIColor(rgb: 0x4A3B2E)
    lineLabel.font = .systemFont(ofSize: 16)
    lineLabel.textColor = UIColor(rgb: 0x6B5A4A)
    lineLabel.textAlignment = .center
    lineLabel.numberOfLines = 0
    numberLabel.font = .systemFont(ofSize: 13)
    numberLabel.textColor = UIColor(rgb: 0x9A8878)
    numberLabel.textAlignment = .center
    picture.contentMode = .scaleAspectFit
    let monkey = isCover ? Monkeys.count - 1 : number - 1
    picture.image = Monkeys.image(monkey)
    picture.accessibilityLabel = Monkeys.spokenName(monkey)
    let name = PhotosViewController.names[monkey % PhotosViewController.names.count]
    titleLabel.text = isCover ? "The Monkey Book" : name
    lineLabel.text =
      isCover
      ? "Eleven monkeys and what they get up to"
      : "\(name) \(Self.lines[monkey % Self.lines.count])"
    numberLabel.text = isCover ? "" : "\(number)"
    for part in [picture, titleLabel, lineLabel, numberLabel] { view.addSubview(part) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds.insetBy(dx: 24, dy: 24)
    let side = min(bounds.width, bounds.height - 150)
    picture.frame = CGRect(
      x: bounds.midX - side / 2, y: bounds.minY + 10, width: side, height: side)
    titleLabel.frame = CGRect(
      x: bounds.minX, y: picture.frame.maxY + 16, width: bounds.width, height: 34)
    lineLabel.frame = CGRect(
      x: bounds.minX, y: titleLabel.frame.maxY + 6, width: bounds.width, height: 44)
    numberLabel.frame = CGRect(x: bounds.minX, y: bounds.maxY - 18, width: bounds.width, height: 18)
  }
}
