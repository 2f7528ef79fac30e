import MiniUIKit

/// The gestures UIKit code uses beside pans and pinches, on the eleven monkeys: a paging
/// scroll view (a flick turns one page, a slow drag settles on the nearest), a rotation that
/// turns the photo on show (Ctrl + drag round the centre with a mouse), a swipe up that likes
/// it, and a pan from the window's right edge that pulls in a card about it (a drag on the
/// card pushes it back out).
@MainActor
public final class GesturesViewController: UIViewController, DemoScene {
  /// The tints behind the pages, one per monkey.
  static let tints: [UInt32] = [
    0xFFF4D6, 0xE3F0FF, 0xFFE6EE, 0xE6F7EA, 0xF1E8FF, 0xFFEBDD, 0xE0F7F7, 0xF7F3E3, 0xFFE9E3,
    0xE8EEF6, 0xF3FFE0,
  ]
  /// The photo's side on a page.
  static let photoSide: CGFloat = 240
  /// The card's width when pulled all the way in.
  static let cardWidth: CGFloat = 240

  public let scrollView = UIScrollView(frame: .zero)
  private var pages: [UIView] = []
  private var photos: [UIImageView] = []
  private let pageLabel = UILabel()
  private let hintLabel = UILabel()
  private let likedBadge = UILabel()
  private let card = UIView()
  private let cardLabel = UILabel()
  /// How far the card is in (0 hidden, 1 all in) when the edge pan began.
  private var cardStart: CGFloat = 0
  private var cardShown: CGFloat = 0
  /// The photos liked, by page.
  private var liked: Set<Int> = []

  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Paging, swipes and rotation"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    scrollView.isPagingEnabled = true
    // Two fingers turn the photo; only one scrolls.
    scrollView.panGestureRecognizer.maximumNumberOfTouches = 1
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.delegate = self
    view.addSubview(scrollView)
    for index in 0..<Monkeys.count {
      let page = UIView()
      page.backgroundColor = UIColor(rgb: Self.tints[index % Self.tints.count])
      let photo = UIImageView(image: Monkeys.image(index))
      photo.contentMode = .scaleAspectFit
      // No background: the opaque square picture covers the square view, and a black fill
      // under it would show through both anti-aliased edges as a dark rim when it turns.
      page.addSubview(photo)
      scrollView.addSubview(page)
      pages.append(page)
      photos.append(photo)
    }
    for label in [pageLabel, hintLabel] {
      label.textAlignment = .center
      view.addSubview(label)
    }
    pageLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    hintLabel.font = .systemFont(ofSize: 12)
    hintLabel.numberOfLines = 2
    hintLabel.textColor = .secondaryLabel
    hintLabel.text =
      "flick · Ctrl + drag round to turn · swipe up to like · "
      + "pull a card from the right edge, and drag it back"
    likedBadge.text = "Liked"
    likedBadge.font = .boldSystemFont(ofSize: 15)
    likedBadge.textColor = .white
    likedBadge.textAlignment = .center
    likedBadge.backgroundColor = .systemPink
    likedBadge.layer.cornerRadius = 14
    likedBadge.isHidden = true
    view.addSubview(likedBadge)
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 16
    cardLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    card.addSubview(cardLabel)
    view.addSubview(card)
    scrollView.addGestureRecognizer(
      UIRotationGestureRecognizer(target: self, action: GesturesViewController.turn))
    let swipe = UISwipeGestureRecognizer(target: self, action: GesturesViewController.like)
    swipe.direction = .up
    scrollView.addGestureRecognizer(swipe)
    let edge = UIScreenEdgePanGestureRecognizer(
      target: self, action: GesturesViewController.pullCard)
    edge.edges = .right
    view.addGestureRecognizer(edge)
    // As UIKit apps do: from the edge, the card comes before the pages scroll.
    scrollView.panGestureRecognizer.require(toFail: edge)
    // A screen reader reads the pages as one element, and offers its gestures as actions.
    scrollView.isAccessibilityElement = true
    scrollView.accessibilityLabel = "Monkey photos"
    scrollView.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Next monkey") { [unowned self] _ in turnPage(by: 1) },
      UIAccessibilityCustomAction(name: "Previous monkey") { [unowned self] _ in
        turnPage(by: -1)
      },
      UIAccessibilityCustomAction(name: "Like") { [unowned self] _ in
        like()
        return true
      },
      UIAccessibilityCustomAction(name: "Show or hide the card") { [unowned self] _ in
        cardShown = cardShown > 0.5 ? 0 : 1
        UIView.animate(springDuration: 0.35, bounce: 0) { self.placeCard() }
        return true
      },
    ]
    // The card in, a drag on it moves it the same way: to the right, back out.
    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: GesturesViewController.pullCard))
    showPage()
  }

  public override func viewDidLayoutSubviews() {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    let pageArea = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.height - 60)
    let page = currentPage
    scrollView.frame = pageArea
    scrollView.contentSize = CGSize(
      width: pageArea.width * CGFloat(pages.count), height: pageArea.height)
    let side = min(Self.photoSide, pageArea.width - 40, pageArea.height - 40)
    for (index, view) in pages.enumerated() {
      view.frame = CGRect(
        x: pageArea.width * CGFloat(index), y: 0, width: pageArea.width,
        height: pageArea.height)
      photos[index].bounds = CGRect(x: 0, y: 0, width: side, height: side)
      photos[index].center = CGPoint(x: pageArea.width / 2, y: pageArea.height / 2)
    }
    // A resize keeps the page on show.
    UIView.performWithoutAnimation {
      scrollView.contentOffset = CGPoint(x: pageArea.width * CGFloat(page), y: 0)
    }
    pageLabel.frame = CGRect(x: safe.minX, y: pageArea.maxY + 8, width: safe.width, height: 24)
    hintLabel.frame = CGRect(
      x: safe.minX + 8, y: pageArea.maxY + 30, width: max(safe.width - 16, 0), height: 30)
    likedBadge.frame = CGRect(x: safe.midX - 40, y: safe.minY + 20, width: 80, height: 28)
    placeCard()
    cardLabel.frame = card.bounds.insetBy(dx: 20, dy: 20)
  }

  /// The page on show (the nearest, while it moves).
  public var currentPage: Int {
    let width = scrollView.bounds.width
    guard width > 0 else { return 0 }
    return min(max(Int((scrollView.contentOffset.x / width).rounded()), 0), pages.count - 1)
  }

  private func showPage() {
    let page = currentPage
    pageLabel.text = "Monkey \(page + 1) of \(pages.count)"
    cardLabel.text = "Monkey \(page + 1) · \(liked.contains(page) ? "liked" : "not liked yet")"
    likedBadge.isHidden = !liked.contains(page)
    scrollView.accessibilityValue = pageLabel.text! + (liked.contains(page) ? ", liked" : "")
  }

  /// Scrolls a page that way, as a flick does; false at an end.
  private func turnPage(by step: Int) -> Bool {
    let page = currentPage + step
    guard pages.indices.contains(page) else { return false }
    scrollView.setContentOffset(
      CGPoint(x: scrollView.bounds.width * CGFloat(page), y: 0), animated: true)
    return true
  }

  // MARK: Gestures

  /// Turns the photo on show with the fingers.
  private func turn(_ gesture: UIRotationGestureRecognizer) {
    guard gesture.state == .began || gesture.state == .changed else { return }
    let photo = photos[currentPage]
    photo.transform = photo.transform.rotated(by: gesture.rotation)
    gesture.rotation = 0
  }

  /// Likes the photo on show: the badge pops in.
  private func like(_ gesture: UISwipeGestureRecognizer? = nil) {
    liked.insert(currentPage)
    showPage()
    likedBadge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    UIView.animate(springDuration: 0.4, bounce: 0.4) { self.likedBadge.transform = .identity }
  }

  /// Pulls the card in from the right edge, or pushes it back out with a drag on it, with
  /// the finger; let go, it settles in or out.
  private func pullCard(_ gesture: UIPanGestureRecognizer) {
    let moved = -gesture.translation(in: view).x / Self.cardWidth
    switch gesture.state {
    case .began:
      cardStart = cardShown
    case .changed:
      cardShown = min(max(cardStart + moved, 0), 1)
      UIView.performWithoutAnimation { placeCard() }
    case .ended, .cancelled:
      let flung = -gesture.velocity(in: view).x / Self.cardWidth
      cardShown = cardShown + flung * 0.2 > 0.5 ? 1 : 0
      UIView.animate(springDuration: 0.35, bounce: 0) { self.placeCard() }
    default:
      break
    }
  }

  private func placeCard() {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    card.frame = CGRect(
      x: safe.maxX - Self.cardWidth * cardShown + (cardShown == 0 ? 20 : 0),
      y: safe.minY + 80, width: Self.cardWidth, height: 140)
  }

  /// `--autoplay`: a slide to the next page.
  public func autoplay() {
    view.layoutIfNeeded()
    scrollView.setContentOffset(
      CGPoint(x: scrollView.bounds.width * CGFloat(min(currentPage + 1, pages.count - 1)), y: 0),
      animated: true)
  }

  public var diagnostics: String? {
    isViewLoaded ? "page \(currentPage + 1) · rotation recognizer, swipe up, right edge pan" : nil
  }
}

extension GesturesViewController: UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) { showPage() }
}
